// The words of the credit score page: each factor's name, how its value reads, and the rule that
// gives its points. The rules' numbers come from api/credit-score.ts, so the page states the same
// rule the server computes with.
import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { creditRules, type CreditFactor } from '../../../api/credit-score';
import { formatSignedInteger } from '../../i18n/format';

export const creditFactorNames = defineMessages({
  kyc: { id: 'credit.factor.kyc', defaultMessage: 'Identity verification' },
  address: { id: 'credit.factor.address', defaultMessage: 'Address verification' },
  accountAge: { id: 'credit.factor.accountAge', defaultMessage: 'Account age' },
  loansRepaidOnTime: { id: 'credit.factor.loansRepaidOnTime', defaultMessage: 'Loans repaid on time' },
  daysOverdue: { id: 'credit.factor.daysOverdue', defaultMessage: 'Days overdue' },
  deposits: { id: 'credit.factor.deposits', defaultMessage: 'Credited deposits' },
}) satisfies Record<CreditFactor, MessageDescriptor>;

const valueTexts = defineMessages({
  none: { id: 'credit.value.none', defaultMessage: 'Not verified' },
  junior: { id: 'credit.value.junior', defaultMessage: 'Junior' },
  senior: { id: 'credit.value.senior', defaultMessage: 'Senior' },
  verified: { id: 'credit.value.verified', defaultMessage: 'Verified' },
});

type Say = Pick<IntlShape, 'formatMessage' | 'formatNumber' | 'formatNumberToParts' | 'locale'>;

/** Points with their sign ("+5", "-250", "0"). */
export const signedPoints = (intl: Say, points: number) => formatSignedInteger(intl, points);

/** The rule of a factor in words, its numbers from the shared rules. */
export function creditRuleText(intl: Say, factor: CreditFactor): string {
  const p = (n: number) => signedPoints(intl, n);
  const r = creditRules;
  switch (factor) {
    case 'kyc': return intl.formatMessage({ id: 'credit.rule.kyc', defaultMessage: '{junior} for junior verification, {senior} for senior verification' }, { junior: p(r.kyc.junior), senior: p(r.kyc.senior) });
    case 'address': return intl.formatMessage({ id: 'credit.rule.address', defaultMessage: '{points} once your address is verified' }, { points: p(r.address) });
    case 'accountAge': return intl.formatMessage({ id: 'credit.rule.accountAge', defaultMessage: '{points} per full 30 days of account age, at most {most}' }, { points: p(r.accountAge.per30Days), most: p(r.accountAge.most) });
    case 'loansRepaidOnTime': return intl.formatMessage({ id: 'credit.rule.loansRepaidOnTime', defaultMessage: '{points} per loan repaid by its due date, at most {most}' }, { points: p(r.loansRepaidOnTime.each), most: p(r.loansRepaidOnTime.most) });
    case 'daysOverdue': return intl.formatMessage({ id: 'credit.rule.daysOverdue', defaultMessage: '{points} per day a loan is overdue, down to {most}' }, { points: p(r.daysOverdue.each), most: p(r.daysOverdue.most) });
    case 'deposits': return intl.formatMessage({ id: 'credit.rule.deposits', defaultMessage: '{points} per credited deposit, at most {most}' }, { points: p(r.deposits.each), most: p(r.deposits.most) });
  }
}

// How the server words a yes/no or a level: read loosely, shown as is when it is something else.
const verifiedWords = new Set(['true', 'yes', 'verified', '1']);
const unverifiedWords = new Set(['false', 'no', 'none', '0', '']);

/** A factor's value as the server read it (a level, a yes/no, a count of days or things), in words. */
export function creditValueText(intl: Say, factor: CreditFactor, value: string): string {
  const word = value.trim().toLowerCase();
  if (factor === 'kyc' && (word === 'none' || word === 'junior' || word === 'senior')) return intl.formatMessage(valueTexts[word]);
  if (factor === 'address') {
    if (verifiedWords.has(word)) return intl.formatMessage(valueTexts.verified);
    if (unverifiedWords.has(word)) return intl.formatMessage(valueTexts.none);
    return value;
  }
  if (!/^\d+$/.test(word)) return value;
  const count = Number(word);
  if (factor === 'accountAge' || factor === 'daysOverdue') return intl.formatMessage({ id: 'credit.value.days', defaultMessage: '{count, plural, one {# day} other {# days}}' }, { count });
  if (factor === 'loansRepaidOnTime') return intl.formatMessage({ id: 'credit.value.loans', defaultMessage: '{count, plural, one {# loan} other {# loans}}' }, { count });
  if (factor === 'deposits') return intl.formatMessage({ id: 'credit.value.deposits', defaultMessage: '{count, plural, one {# deposit} other {# deposits}}' }, { count });
  return value;
}
