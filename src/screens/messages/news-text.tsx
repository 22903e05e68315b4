// How a message reads: its kind's title and text from the UI catalogs, with its parameters, so it
// follows the language the user has chosen now. An operator's reason is shown as typed. A notice
// is shown in the user's language when the admin wrote one, else in English, marked so.
import { Text } from '@chakra-ui/react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { MessageKind } from '../../../api/endpoints/messages';
import type { Lang } from '../../../api/languages';
import { useSessionSelector } from '../../app/platform-context';
import { selectLang } from '../../machines/session.selectors';
import type { NewsMessage } from '../../machines/news-list.flow';

const titles = defineMessages<MessageKind>({
  withdrawalApproved: { id: 'news.title.withdrawalApproved', defaultMessage: 'Withdrawal approved' },
  withdrawalRejected: { id: 'news.title.withdrawalRejected', defaultMessage: 'Withdrawal rejected' },
  withdrawalFailed: { id: 'news.title.withdrawalFailed', defaultMessage: 'Withdrawal failed' },
  depositCredited: { id: 'news.title.depositCredited', defaultMessage: 'Deposit credited' },
  depositRejected: { id: 'news.title.depositRejected', defaultMessage: 'Deposit claim rejected' },
  kycApproved: { id: 'news.title.kycApproved', defaultMessage: 'Verification approved' },
  kycRejected: { id: 'news.title.kycRejected', defaultMessage: 'Verification rejected' },
  loanApproved: { id: 'news.title.loanApproved', defaultMessage: 'Loan approved' },
  loanRejected: { id: 'news.title.loanRejected', defaultMessage: 'Loan application rejected' },
  loanDue: { id: 'news.title.loanDue', defaultMessage: 'Loan repayment due soon' },
  loanOverdue: { id: 'news.title.loanOverdue', defaultMessage: 'Loan overdue' },
  loanRepaid: { id: 'news.title.loanRepaid', defaultMessage: 'Loan repaid' },
  loanVoucherRejected: { id: 'news.title.loanVoucherRejected', defaultMessage: 'Repayment voucher rejected' },
  earnRedeemed: { id: 'news.title.earnRedeemed', defaultMessage: 'Early redemption approved' },
  earnRedemptionRejected: { id: 'news.title.earnRedemptionRejected', defaultMessage: 'Early redemption rejected' },
  positionLiquidated: { id: 'news.title.positionLiquidated', defaultMessage: 'Position liquidated' },
  subscriptionAllocated: { id: 'news.title.subscriptionAllocated', defaultMessage: 'Subscription allocated' },
  notice: { id: 'news.title.notice', defaultMessage: 'Notice' },
});

const bodies = defineMessages<Exclude<MessageKind, 'notice'>>({
  withdrawalApproved: { id: 'news.body.withdrawalApproved', defaultMessage: 'Your withdrawal of {amount} {asset} was approved and is being sent.' },
  withdrawalRejected: { id: 'news.body.withdrawalRejected', defaultMessage: 'Your withdrawal of {amount} {asset} was rejected. The amount is back in your spot account.' },
  withdrawalFailed: { id: 'news.body.withdrawalFailed', defaultMessage: 'Your withdrawal of {amount} {asset} could not be sent. The amount is back in your spot account.' },
  depositCredited: { id: 'news.body.depositCredited', defaultMessage: 'Your deposit of {amount} {asset} was credited to your spot account.' },
  depositRejected: { id: 'news.body.depositRejected', defaultMessage: 'Your claim of a {amount} {asset} deposit was rejected. Nothing was credited.' },
  kycApproved: { id: 'news.body.kycApproved', defaultMessage: 'Your {level} verification was approved.' },
  kycRejected: { id: 'news.body.kycRejected', defaultMessage: 'Your {level} verification was rejected. You can correct it and send it again.' },
  loanApproved: { id: 'news.body.loanApproved', defaultMessage: 'Your loan {id} of {amount} {asset} was approved and paid to your spot account. It is due on {dueAt}.' },
  loanRejected: { id: 'news.body.loanRejected', defaultMessage: 'Your application {id} for a loan of {amount} {asset} was rejected.' },
  loanDue: { id: 'news.body.loanDue', defaultMessage: 'Your loan {id} of {amount} {asset} is due on {dueAt}.' },
  loanOverdue: { id: 'news.body.loanOverdue', defaultMessage: 'Your loan {id} is overdue: the late fee now grows daily up to its cap.' },
  loanRepaid: { id: 'news.body.loanRepaid', defaultMessage: 'Your bank transfer of {amount} {asset} was confirmed: loan {id} is repaid.' },
  loanVoucherRejected: { id: 'news.body.loanVoucherRejected', defaultMessage: 'Your voucher for {amount} {asset} on loan {id} was rejected. The loan is not repaid yet.' },
  earnRedeemed: { id: 'news.body.earnRedeemed', defaultMessage: 'Your early redemption of order {id} was approved: {amount} {asset} is back in your spot account.' },
  earnRedemptionRejected: { id: 'news.body.earnRedemptionRejected', defaultMessage: 'Your early redemption of order {id} was rejected. The order stays in custody and keeps earning.' },
  positionLiquidated: { id: 'news.body.positionLiquidated', defaultMessage: 'Your {symbol} position {id} was liquidated at the mark price; {returned} USDT returned.' },
  subscriptionAllocated: { id: 'news.body.subscriptionAllocated', defaultMessage: 'Your {symbol} subscription was allocated {amount} {asset}; {refunded} USDT was unfrozen.' },
});

const levels = defineMessages({
  junior: { id: 'news.level.junior', defaultMessage: 'junior' },
  senior: { id: 'news.level.senior', defaultMessage: 'senior' },
  address: { id: 'news.level.address', defaultMessage: 'address' },
});

/** The notice's text in `lang`, else the English one, with whether it fell back. */
export function noticeIn(message: NewsMessage, lang: Lang) {
  const texts = message.notice ?? [];
  const own = texts.find((t) => t.lang === lang);
  const text = own ?? texts.find((t) => t.lang === 'en') ?? texts[0];
  return { text, fallback: !own && lang !== 'en' };
}

export function NewsTitle({ message }: { message: NewsMessage }) {
  const lang = useSessionSelector(selectLang) as Lang;
  if (message.kind === 'notice') {
    const { text } = noticeIn(message, lang);
    return <>{text?.title ?? <FormattedMessage {...titles.notice} />}</>;
  }
  return <FormattedMessage {...titles[message.kind]} />;
}

export function NewsBody({ message }: { message: NewsMessage }) {
  const intl = useIntl();
  const lang = useSessionSelector(selectLang) as Lang;
  if (message.kind === 'notice') {
    const { text, fallback } = noticeIn(message, lang);
    return (
      <>
        {fallback && (
          <Text fontSize="sm" color="fg.muted" data-testid="news-english">
            <FormattedMessage id="news.englishOnly" defaultMessage="This notice is shown in English: it was not written in your language." />
          </Text>
        )}
        <Text whiteSpace="pre-wrap" lang={fallback ? 'en' : undefined} dir={fallback ? 'ltr' : undefined}>{text?.body}</Text>
      </>
    );
  }
  const p = message.params;
  const level = p.level && p.level in levels ? intl.formatMessage(levels[p.level as keyof typeof levels]) : p.level;
  const dueAt = p.due_at ? intl.formatDate(Number(p.due_at), { dateStyle: 'medium' }) : '';
  return (
    <>
      <Text><FormattedMessage {...bodies[message.kind]} values={{ ...p, level, dueAt }} /></Text>
      {p.reason && (
        <Text data-testid="news-reason">
          <FormattedMessage id="news.reason" defaultMessage="Reason: {reason}" values={{ reason: p.reason }} />
        </Text>
      )}
    </>
  );
}
