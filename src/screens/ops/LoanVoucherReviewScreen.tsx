// /ops/loan-vouchers/:id: one repayment voucher under review: the transfer's image (fetched with the
// operator's session), the amount the loan is repaid at, the loan it repays, the loan's timeline and
// the decisions, and what the voucher's chart allows now (confirm the transfer arrived; reject with
// a reason). A view of the voucher review chart.
import { useParams } from 'react-router-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../i18n/format';
import { selectOfferedLoanVoucherDecisions, type OpsLoanVoucherDetail } from '../../machines/ops-loan-voucher-review.flow';
import { labelOf } from './ops-labels';
import { loanStateNames, voucherStateNames } from '../loan/loan-labels';
import { LoanFacts } from './ops-loan-parts';
import { When } from './ops-review-parts';
import { ReviewerImage } from './ReviewerImage';
import { Fact, ItemFacts, ReviewPage } from './ReviewPage';
import { useLoanVoucherReviewFlow } from './use-ops-loan-flows';

// The timeline is the loan's; a voucher's own steps read as the voucher's.
const timelineStateNames = { ...loanStateNames, pending: voucherStateNames.pending, confirmed: voucherStateNames.confirmed };

function ItemCard({ detail }: { detail: OpsLoanVoucherDetail }) {
  const intl = useIntl();
  const { voucher, loan, user_id, user_email } = detail.voucher;
  const label = intl.formatMessage({ id: 'loan.ops.voucherImage', defaultMessage: 'Transfer voucher' });
  return (
    <ItemFacts below={<ReviewerImage uploadId={voucher.image} label={label} />}>
      <Fact label={intl.formatMessage({ id: 'ops.item.user', defaultMessage: 'User' })}>{`${user_email ?? ''} (${user_id})`}</Fact>
      <Fact label={intl.formatMessage({ id: 'loan.ops.voucherState', defaultMessage: 'Voucher' })}>{labelOf(voucherStateNames, voucher.state, intl.formatMessage)}</Fact>
      <Fact label={intl.formatMessage({ id: 'loan.ops.voucherAmount', defaultMessage: 'Amount to repay' })}>{formatAmount(intl, voucher.amount, loan.asset)}</Fact>
      <Fact label={intl.formatMessage({ id: 'ops.item.submitted', defaultMessage: 'Submitted' })}><When at={voucher.created_at} /></Fact>
      {voucher.reason && <Fact label={intl.formatMessage({ id: 'loan.ops.reason', defaultMessage: 'Reason given' })}>{voucher.reason}</Fact>}
      <LoanFacts loan={loan} />
    </ItemFacts>
  );
}

export default function LoanVoucherReviewScreen() {
  const { id = '' } = useParams();
  return <Review key={id} id={id} />;
}

function Review({ id }: { id: string }) {
  return (
    <ReviewPage
      flow={useLoanVoucherReviewFlow(id)} selectOffered={selectOfferedLoanVoucherDecisions}
      title={<FormattedMessage id="loan.ops.voucherReviewTitle" defaultMessage="Review repayment voucher" />} queuePath="/ops/loan-vouchers"
      reasonHelp={<FormattedMessage id="loan.ops.voucherReasonHelp" defaultMessage="Confirm only once the transfer has arrived in the platform's bank account for this amount: the loan is then repaid. Rejecting needs a reason (the user reads it; the loan stays owed and they may send another voucher)." />}
      stateNames={timelineStateNames}
      facts={(detail) => <ItemCard detail={detail} />}
    />
  );
}
