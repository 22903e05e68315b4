// /ops/redemptions: early redemptions of custody orders waiting for a decision, oldest first. Each
// opens its review. A view of the ops queue chart.
import { FormattedMessage, useIntl } from 'react-intl';
import { formatAmount } from '../../i18n/format';
import type { OpsRedemptionRow } from '../../machines/ops-redemption-review.flow';
import { QueuePage } from './QueuePage';
import { useRedemptionQueueFlow } from './use-ops-earn-flows';

export default function RedemptionQueueScreen() {
  const intl = useIntl();
  return (
    <QueuePage<OpsRedemptionRow>
      flow={useRedemptionQueueFlow()}
      title={intl.formatMessage({ id: 'earn.ops.queueTitle', defaultMessage: 'Early redemptions to review' })}
      submittedAt={(r) => r.requested_at}
      user={(r) => r.user_email ?? r.user_id}
      columns={[
        { header: <FormattedMessage id="earn.ops.order" defaultMessage="Order" />, cell: (r) => r.order.id, truncate: true },
        { header: <FormattedMessage id="earn.ops.principal" defaultMessage="Principal" />, cell: (r) => formatAmount(intl, r.order.amount, r.order.asset) },
        {
          header: <FormattedMessage id="earn.ops.returns" defaultMessage="Returns" />,
          cell: (r) => (r.order.redeem_quote ? formatAmount(intl, r.order.redeem_quote.returns, r.order.asset) : '—'),
        },
      ]}
      reviewPath={(r) => `/ops/redemptions/${encodeURIComponent(r.order.id)}`}
    />
  );
}
