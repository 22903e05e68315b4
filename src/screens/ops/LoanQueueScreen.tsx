// /ops/loans: loan applications waiting for a decision, oldest first. Each opens its review. A view
// of the ops queue chart.
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../i18n/format';
import type { OpsLoanRow } from '../../machines/ops-loan-review.flow';
import { QueuePage } from './QueuePage';
import { useLoanQueueFlow } from './use-ops-loan-flows';

export default function LoanQueueScreen() {
  const intl = useIntl();
  return (
    <QueuePage<OpsLoanRow>
      flow={useLoanQueueFlow()}
      title={intl.formatMessage({ id: 'loan.ops.queueTitle', defaultMessage: 'Loan applications to review' })}
      submittedAt={(r) => r.loan.created_at}
      user={(r) => r.user_email ?? r.user_id}
      columns={[
        { header: <FormattedMessage id="loan.ops.orderCode" defaultMessage="Order code" />, cell: (r) => r.loan.id, truncate: true },
        { header: <FormattedMessage id="loan.ops.principal" defaultMessage="Principal" />, cell: (r) => formatAmount(intl, r.loan.amount, r.loan.asset) },
        {
          header: <FormattedMessage id="loan.ops.period" defaultMessage="Period" />,
          cell: (r) => intl.formatMessage({ id: 'loan.ops.days', defaultMessage: '{days, plural, one {# day} other {# days}}' }, { days: r.loan.period_days }),
        },
        { header: <FormattedMessage id="loan.ops.termTotal" defaultMessage="Total repayment on the due date" />, cell: (r) => formatAmount(intl, r.loan.term_total, r.loan.asset) },
      ]}
      reviewPath={(r) => `/ops/loans/${encodeURIComponent(r.loan.id)}`}
    />
  );
}
