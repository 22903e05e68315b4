// /ops/withdrawals: withdrawals waiting for a decision, oldest first (and approved bank payouts
// waiting for their confirmation). Each opens its review. A view of the ops queue chart.
import { Badge } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../i18n/format';
import type { OpsWithdrawal } from '../../machines/ops-withdraw-review.flow';
import { labelOf } from './ops-labels';
import { withdrawalStateNames } from '../withdrawals/withdraw-labels';
import { QueuePage } from './QueuePage';
import { useWithdrawQueueFlow } from './use-ops-flows';

export default function WithdrawQueueScreen() {
  const intl = useIntl();
  return (
    <QueuePage<OpsWithdrawal>
      flow={useWithdrawQueueFlow()}
      title={intl.formatMessage({ id: 'ops.queue.title', defaultMessage: 'Withdrawals to review' })}
      submittedAt={(w) => w.created_at}
      user={(w) => w.user_email ?? w.user_id}
      columns={[
        { header: <FormattedMessage id="ops.queue.amount" defaultMessage="Amount" />, cell: (w) => formatAmount(intl, w.amount, w.currency) },
        {
          header: <FormattedMessage id="ops.queue.destination" defaultMessage="Destination" />,
          cell: (w) => (w.kind === 'bank' ? intl.formatMessage({ id: 'ops.queue.bank', defaultMessage: 'Bank card' }) : `${w.chain} ${w.address}`),
          truncate: true,
        },
        { header: <FormattedMessage id="ops.queue.state" defaultMessage="State" />, cell: (w) => <Badge>{labelOf(withdrawalStateNames, w.state, intl.formatMessage)}</Badge> },
      ]}
      reviewPath={(w) => `/ops/withdrawals/${encodeURIComponent(w.id)}`}
    />
  );
}
