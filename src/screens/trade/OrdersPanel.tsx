// The user's orders on /deal (spec §4): open orders with cancel, and the history of completed and
// withdrawn (cancelled) orders. A view of the spot orders flow, kept live by the private stream.
import { useMemo } from 'react';
import { Box, Button, Table, Tabs, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import {
  isOpenOrder, selectCancelling, selectOpenOrders, selectOrderHistory, selectOrdersRefusal, selectOrdersStage, spotOrdersEvents,
  type SpotOrder, type SpotOrdersActor,
} from '../../machines/spot-orders.flow';
import { PageLoading } from '../../components/feedback/PageLoading';

function StateLabel({ order }: { order: SpotOrder }) {
  switch (order.state) {
    case 'new': return <FormattedMessage id="spot.state.new" defaultMessage="Open" />;
    case 'partiallyFilled': return <FormattedMessage id="spot.state.partiallyFilled" defaultMessage="Partially filled" />;
    case 'filled': return <FormattedMessage id="spot.state.filled" defaultMessage="Completed" />;
    default: return <FormattedMessage id="spot.state.cancelled" defaultMessage="Withdrawn" />;
  }
}

function OrderTable({ orders, flow, label }: { orders: SpotOrder[]; flow: SpotOrdersActor; label: string }) {
  const intl = useIntl();
  const events = useMemo(() => spotOrdersEvents(flow), [flow]);
  const cancelling = useSelector(flow, selectCancelling);
  const cancelText = intl.formatMessage({ id: 'spot.orders.cancel', defaultMessage: 'Cancel' });
  if (orders.length === 0) return <Text py="4" color="fg.muted" fontSize="sm"><FormattedMessage id="spot.orders.none" defaultMessage="No orders." /></Text>;
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader><FormattedMessage id="spot.orders.time" defaultMessage="Time" /></Table.ColumnHeader>
          <Table.ColumnHeader><FormattedMessage id="spot.form.side" defaultMessage="Side" /></Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end"><FormattedMessage id="spot.book.price" defaultMessage="Price" /></Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end"><FormattedMessage id="spot.book.amount" defaultMessage="Amount" /></Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end"><FormattedMessage id="spot.orders.filled" defaultMessage="Filled" /></Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end"><FormattedMessage id="spot.orders.fee" defaultMessage="Fee" /></Table.ColumnHeader>
          <Table.ColumnHeader><FormattedMessage id="spot.orders.state" defaultMessage="Status" /></Table.ColumnHeader>
          <Table.ColumnHeader />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {orders.map((o) => (
          <Table.Row key={o.id}>
            <Table.Cell><FormattedTime value={o.created_at} hour="2-digit" minute="2-digit" second="2-digit" /></Table.Cell>
            <Table.Cell color={o.side === 'buy' ? 'green.400' : 'red.400'}>
              {o.side === 'buy' ? <FormattedMessage id="spot.form.buy" defaultMessage="Buy" /> : <FormattedMessage id="spot.form.sell" defaultMessage="Sell" />}
              {' · '}
              {o.type === 'limit' ? <FormattedMessage id="spot.form.limit" defaultMessage="Limit" /> : <FormattedMessage id="spot.form.market" defaultMessage="Market" />}
            </Table.Cell>
            <Table.Cell textAlign="end" fontFamily="mono">{o.avg_price ?? o.price ?? '—'}</Table.Cell>
            <Table.Cell textAlign="end" fontFamily="mono">{o.amount}</Table.Cell>
            <Table.Cell textAlign="end" fontFamily="mono">{o.filled}</Table.Cell>
            <Table.Cell textAlign="end" fontFamily="mono">{o.fee} {o.fee_asset}</Table.Cell>
            <Table.Cell><StateLabel order={o} /></Table.Cell>
            <Table.Cell>
              {isOpenOrder(o) && (
                <Button
                  size="xs" variant="outline" loading={cancelling === o.id} loadingText={cancelText} disabled={cancelling !== null} onClick={() => events.cancel(o.id)}
                  aria-label={intl.formatMessage({ id: 'spot.orders.cancelLabel', defaultMessage: 'Cancel order {id}' }, { id: o.id })}
                >
                  {cancelText}
                </Button>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

export function OrdersPanel({ flow }: { flow: SpotOrdersActor }) {
  const intl = useIntl();
  const stage = useSelector(flow, selectOrdersStage);
  const open = useSelector(flow, selectOpenOrders);
  const history = useSelector(flow, selectOrderHistory);
  const refusal = useSelector(flow, selectOrdersRefusal);
  if (stage === 'loading') return <PageLoading />;
  if (stage === 'unavailable') return <UnavailableAlert refusal={refusal} onRetry={spotOrdersEvents(flow).retry} />;
  const openLabel = intl.formatMessage({ id: 'spot.orders.open', defaultMessage: 'Open orders ({count})' }, { count: open.length });
  const historyLabel = intl.formatMessage({ id: 'spot.orders.history', defaultMessage: 'Order history' });
  return (
    <Box as="section">
      <RefusalAlert refusal={refusal} />
      <Tabs.Root defaultValue="open" variant="line" colorPalette="brand" size="sm">
        <Tabs.List>
          <Tabs.Trigger value="open">{openLabel}</Tabs.Trigger>
          <Tabs.Trigger value="history">{historyLabel}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="open"><OrderTable orders={open} flow={flow} label={openLabel} /></Tabs.Content>
        <Tabs.Content value="history"><OrderTable orders={history} flow={flow} label={historyLabel} /></Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
