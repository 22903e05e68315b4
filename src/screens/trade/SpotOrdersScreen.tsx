// /dealList and /all (spec §2, §4 "Spot orders: current or history; completed; withdrawn"): the
// user's spot orders of every market. /dealList holds the current (open) orders, each cancellable;
// /all the history, all or only completed or withdrawn. Both follow fills live from the private
// stream. A view of the spot orders flow (every market).
import { useMemo } from 'react';
import { Box, Button, Heading, HStack, Link, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { PageLoading } from '../../components/feedback/PageLoading';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import {
  isOpenOrder, selectCancelling, selectOpenOrders, selectOrderHistory, selectOrdersRefusal, selectOrdersStage, spotOrdersEvents,
  type SpotOrder, type SpotOrdersActor,
} from '../../machines/spot-orders.flow';
import { useSpotOrderList } from './use-spot-order-list';

export type SpotOrdersView = 'open' | 'history';

function StateLabel({ order }: { order: SpotOrder }) {
  switch (order.state) {
    case 'new': return <FormattedMessage id="spot.state.new" defaultMessage="Open" />;
    case 'partiallyFilled': return <FormattedMessage id="spot.state.partiallyFilled" defaultMessage="Partially filled" />;
    case 'filled': return <FormattedMessage id="spot.state.filled" defaultMessage="Completed" />;
    default: return <FormattedMessage id="spot.state.cancelled" defaultMessage="Withdrawn" />;
  }
}

function OrderRows({ orders, flow, label }: { orders: SpotOrder[]; flow: SpotOrdersActor; label: string }) {
  const intl = useIntl();
  const events = useMemo(() => spotOrdersEvents(flow), [flow]);
  const cancelling = useSelector(flow, selectCancelling);
  const cancelText = intl.formatMessage({ id: 'spot.orders.cancel', defaultMessage: 'Cancel' });
  if (orders.length === 0) return <Text py="4" color="fg.muted"><FormattedMessage id="spot.orders.none" defaultMessage="No orders." /></Text>;
  return (
    <Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader><FormattedMessage id="spot.orders.time" defaultMessage="Time" /></Table.ColumnHeader>
          <Table.ColumnHeader><FormattedMessage id="spot.list.pair" defaultMessage="Pair" /></Table.ColumnHeader>
          <Table.ColumnHeader><FormattedMessage id="spot.form.side" defaultMessage="Side" /></Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end"><FormattedMessage id="spot.book.price" defaultMessage="Price" /></Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end"><FormattedMessage id="spot.book.amount" defaultMessage="Amount" /></Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end"><FormattedMessage id="spot.orders.filled" defaultMessage="Filled" /></Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end"><FormattedMessage id="spot.list.total" defaultMessage="Total" /></Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end"><FormattedMessage id="spot.orders.fee" defaultMessage="Fee" /></Table.ColumnHeader>
          <Table.ColumnHeader><FormattedMessage id="spot.orders.state" defaultMessage="Status" /></Table.ColumnHeader>
          <Table.ColumnHeader />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {orders.map((o) => {
          const base = o.symbol.replace(/USDT$/, '');
          return (
            <Table.Row key={o.id} data-order-id={o.id}>
              <Table.Cell whiteSpace="nowrap"><FormattedDate value={o.created_at} /> <FormattedTime value={o.created_at} hour="2-digit" minute="2-digit" second="2-digit" /></Table.Cell>
              <Table.Cell>
                <Link asChild><RouterLink to={`/deal?symbol=${o.symbol}`}>{base}/USDT</RouterLink></Link>
              </Table.Cell>
              <Table.Cell color={o.side === 'buy' ? 'green.400' : 'red.400'}>
                {o.side === 'buy' ? <FormattedMessage id="spot.form.buy" defaultMessage="Buy" /> : <FormattedMessage id="spot.form.sell" defaultMessage="Sell" />}
                {' · '}
                {o.type === 'limit' ? <FormattedMessage id="spot.form.limit" defaultMessage="Limit" /> : <FormattedMessage id="spot.form.market" defaultMessage="Market" />}
              </Table.Cell>
              <Table.Cell textAlign="end" fontFamily="mono">{o.avg_price ?? o.price ?? '—'}</Table.Cell>
              <Table.Cell textAlign="end" fontFamily="mono">{o.amount} {base}</Table.Cell>
              <Table.Cell textAlign="end" fontFamily="mono">{o.filled} {base}</Table.Cell>
              <Table.Cell textAlign="end" fontFamily="mono">{o.total} USDT</Table.Cell>
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
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

function HistoryTabs({ orders, flow }: { orders: SpotOrder[]; flow: SpotOrdersActor }) {
  const intl = useIntl();
  const tabs = [
    { value: 'all', label: intl.formatMessage({ id: 'spot.list.all', defaultMessage: 'All' }), orders },
    { value: 'filled', label: intl.formatMessage({ id: 'spot.state.filled', defaultMessage: 'Completed' }), orders: orders.filter((o) => o.state === 'filled') },
    { value: 'cancelled', label: intl.formatMessage({ id: 'spot.state.cancelled', defaultMessage: 'Withdrawn' }), orders: orders.filter((o) => o.state === 'cancelled') },
  ];
  return (
    <Tabs.Root defaultValue="all" variant="line" colorPalette="brand" size="sm">
      <Tabs.List>
        {tabs.map((t) => <Tabs.Trigger key={t.value} value={t.value}>{t.label}</Tabs.Trigger>)}
      </Tabs.List>
      {tabs.map((t) => <Tabs.Content key={t.value} value={t.value}><OrderRows orders={t.orders} flow={flow} label={t.label} /></Tabs.Content>)}
    </Tabs.Root>
  );
}

/** The page over a running flow (the route gives it one; tests give their own). */
export function SpotOrderList({ flow, view }: { flow: SpotOrdersActor; view: SpotOrdersView }) {
  const intl = useIntl();
  const stage = useSelector(flow, selectOrdersStage);
  const open = useSelector(flow, selectOpenOrders);
  const history = useSelector(flow, selectOrderHistory);
  const refusal = useSelector(flow, selectOrdersRefusal);
  const currentLabel = intl.formatMessage({ id: 'spot.list.current', defaultMessage: 'Current orders' });
  const historyLabel = intl.formatMessage({ id: 'spot.orders.history', defaultMessage: 'Order history' });
  const navLink = (to: string, label: string) => (
    <Link asChild fontWeight="medium" css={{ '&[aria-current=page]': { color: 'brand.solid', textDecoration: 'underline' } }}>
      <NavLink to={to} end>{label}</NavLink>
    </Link>
  );
  return (
    <Stack gap="4" w="full" maxW="7xl" mx="auto" px="4" py="6">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">{view === 'open' ? currentLabel : historyLabel}</Heading>
        <Link asChild fontSize="sm"><RouterLink to="/deal"><FormattedMessage id="spot.list.trade" defaultMessage="Go to spot trading" /></RouterLink></Link>
      </HStack>
      <HStack as="nav" gap="6" aria-label={intl.formatMessage({ id: 'spot.list.nav', defaultMessage: 'Spot orders' })}>
        {navLink('/dealList', currentLabel)}
        {navLink('/all', historyLabel)}
      </HStack>
      {stage === 'loading' && <PageLoading />}
      {stage === 'unavailable' && <UnavailableAlert refusal={refusal} onRetry={spotOrdersEvents(flow).retry} />}
      {stage === 'ready' && (
        <Box>
          <RefusalAlert refusal={refusal} />
          {view === 'open' ? <OrderRows orders={open} flow={flow} label={currentLabel} /> : <HistoryTabs orders={history} flow={flow} />}
        </Box>
      )}
    </Stack>
  );
}

export default function SpotOrdersScreen({ view }: { view: SpotOrdersView }) {
  const flow = useSpotOrderList();
  return <SpotOrderList flow={flow} view={view} />;
}
