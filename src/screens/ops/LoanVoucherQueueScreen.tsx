// /ops/loan-vouchers: repayment vouchers (bank transfers' proofs) waiting for a decision, oldest
// first. Each opens its review. A view of the ops queue chart.
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../i18n/format';
import type { OpsLoanVoucherRow } from '../../machines/ops-loan-voucher-review.flow';
import { labelOf } from './ops-labels';
import { loanStateNames } from '../loan/loan-labels';
import { QueuePage } from './QueuePage';
import { useLoanVoucherQueueFlow } from './use-ops-loan-flows';

export default function LoanVoucherQueueScreen() {
  const intl = useIntl();
  return (
    <QueuePage<OpsLoanVoucherRow>
      flow={useLoanVoucherQueueFlow()}
      title={intl.formatMessage({ id: 'loan.ops.voucherQueueTitle', defaultMessage: 'Repayment vouchers to review' })}
      submittedAt={(r) => r.voucher.created_at}
      user={(r) => r.user_email ?? r.user_id}
      columns={[
        { header: <FormattedMessage id="loan.ops.voucherAmount" defaultMessage="Amount to repay" />, cell: (r) => formatAmount(intl, r.voucher.amount, r.loan.asset) },
        { header: <FormattedMessage id="loan.ops.orderCode" defaultMessage="Order code" />, cell: (r) => r.loan.id, truncate: true },
        { header: <FormattedMessage id="loan.ops.loanState" defaultMessage="Loan" />, cell: (r) => labelOf(loanStateNames, r.loan.state, intl.formatMessage) },
      ]}
      reviewPath={(r) => `/ops/loan-vouchers/${encodeURIComponent(r.voucher.id)}`}
    />
  );
}
