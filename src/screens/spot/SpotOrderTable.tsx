// A table of the user's spot orders with cancel on the open ones, shared by the orders panel of
// /deal (one market) and the order pages /dealList and /all (every market, so each row also
// names its pair, its date and its total).
import { useMemo } from 'react';
import { Button, Link, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedDate, FormattedMessage, FormattedTime, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import { isOpenOrder, selectCancelling, spotOrdersEvents, type SpotOrder, type SpotOrdersActor } from '../../machines/spot-orders.flow';
import { TableScroll } from '../../components/ui/TableScroll';
import { orderTypeNames } from '../../components/forms/OrderChoices';

function StateLabel({ order }: { order: SpotOrder }) {
  switch (order.state) {
    case 'new': return <FormattedMessage id="spot.state.new" defaultMessage="Open" />;
    case 'partiallyFilled': return <FormattedMessage id="spot.state.partiallyFilled" defaultMessage="Partially filled" />;
    case 'filled': return <FormattedMessage id="spot.state.filled" defaultMessage="Completed" />;
    default: return <FormattedMessage id="spot.state.cancelled" defaultMessage="Withdrawn" />;
  }
}

function SideAndType({ order }: { order: SpotOrder }) {
  return (
    <>
      {order.side === 'buy' ? <FormattedMessage id="spot.form.buy" defaultMessage="Buy" /> : <FormattedMessage id="spot.form.sell" defaultMessage="Sell" />}
      {' · '}
      <FormattedMessage {...orderTypeNames[order.type]} />
    </>
  );
}

export function SpotOrderTable({ orders, flow, label, everyMarket = false }: { orders: SpotOrder[]; flow: SpotOrdersActor; label: string; everyMarket?: boolean }) {
  const intl = useIntl();
  const fmt = useFormat();
  const events = useMemo(() => spotOrdersEvents(flow), [flow]);
  const cancelling = useSelector(flow, selectCancelling);
  const cancelText = intl.formatMessage({ id: 'spot.orders.cancel', defaultMessage: 'Cancel' });
  if (orders.length === 0) return <Text py="4" color="fg.muted" fontSize="sm"><FormattedMessage id="spot.orders.none" defaultMessage="No orders." /></Text>;
  return (
    <TableScroll><Table.Root size="sm" aria-label={label}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader><FormattedMessage id="spot.orders.time" defaultMessage="Time" /></Table.ColumnHeader>
          {everyMarket && <Table.ColumnHeader><FormattedMessage id="spot.list.pair" defaultMessage="Pair" /></Table.ColumnHeader>}
          <Table.ColumnHeader><FormattedMessage id="spot.form.side" defaultMessage="Side" /></Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end"><FormattedMessage id="spot.book.price" defaultMessage="Price" /></Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end"><FormattedMessage id="spot.book.amount" defaultMessage="Amount" /></Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end"><FormattedMessage id="spot.orders.filled" defaultMessage="Filled" /></Table.ColumnHeader>
          {everyMarket && <Table.ColumnHeader textAlign="end"><FormattedMessage id="spot.list.total" defaultMessage="Total" /></Table.ColumnHeader>}
          <Table.ColumnHeader textAlign="end"><FormattedMessage id="spot.orders.fee" defaultMessage="Fee" /></Table.ColumnHeader>
          <Table.ColumnHeader><FormattedMessage id="spot.orders.state" defaultMessage="Status" /></Table.ColumnHeader>
          <Table.ColumnHeader />
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {orders.map((o) => {
          const asset = o.symbol.replace(/USDT$/, '');
          // On the pages of every market, amounts carry their asset; on /deal the market says it.
          const quantity = (value: string) => (everyMarket ? fmt.amount(value, asset) : fmt.decimal(value));
          return (
            <Table.Row key={o.id} data-order-id={o.id}>
              <Table.Cell whiteSpace="nowrap">
                {everyMarket && <><FormattedDate value={o.created_at} />{' '}</>}
                <FormattedTime value={o.created_at} hour="2-digit" minute="2-digit" second="2-digit" />
              </Table.Cell>
              {everyMarket && (
                <Table.Cell>
                  <Link asChild><RouterLink to={`/deal?symbol=${o.symbol}`}>{asset}/USDT</RouterLink></Link>
                </Table.Cell>
              )}
              <Table.Cell color={o.side === 'buy' ? 'green.400' : 'red.400'}><SideAndType order={o} /></Table.Cell>
              <Table.Cell textAlign="end" fontFamily="mono">{o.avg_price ?? o.price ?? '—'}</Table.Cell>
              <Table.Cell textAlign="end" fontFamily="mono"><Figure>{quantity(o.amount)}</Figure></Table.Cell>
              <Table.Cell textAlign="end" fontFamily="mono"><Figure>{quantity(o.filled)}</Figure></Table.Cell>
              {everyMarket && <Table.Cell textAlign="end" fontFamily="mono"><Figure>{fmt.amount(o.total, 'USDT')}</Figure></Table.Cell>}
              <Table.Cell textAlign="end" fontFamily="mono"><Figure>{fmt.amount(o.fee, o.fee_asset)}</Figure></Table.Cell>
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
    </Table.Root></TableScroll>
  );
}
