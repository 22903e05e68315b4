// /ops/deposits: manual deposits waiting for a decision, oldest first. Each opens its review.
// A view of the ops queue chart.
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../i18n/format';
import type { OpsManualDeposit } from '../../machines/ops-deposit-review.flow';
import { QueuePage } from './QueuePage';
import { useDepositQueueFlow } from './use-ops-flows';

export default function DepositQueueScreen() {
  const intl = useIntl();
  return (
    <QueuePage<OpsManualDeposit>
      flow={useDepositQueueFlow()}
      title={intl.formatMessage({ id: 'ops.depositQueue.title', defaultMessage: 'Manual deposits to review' })}
      submittedAt={(d) => d.created_at}
      user={(d) => d.user_email ?? d.user_id}
      columns={[
        { header: <FormattedMessage id="ops.queue.amount" defaultMessage="Amount" />, cell: (d) => formatAmount(intl, d.amount, d.currency) },
        { header: <FormattedMessage id="ops.depositQueue.tx" defaultMessage="Chain and transaction" />, cell: (d) => `${d.chain} ${d.tx_hash}`, truncate: true },
      ]}
      reviewPath={(d) => `/ops/deposits/${encodeURIComponent(d.id)}`}
    />
  );
}
