// /jgcc, the user's timed orders (spec §2, §3 delivery order): the open tab counts each order down
// to its delivery time; the settled tab shows the purchase and settlement price records, the
// result and what returned to the spot account. A view of the delivery orders flow.
import { Badge, Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { DeliveryOrderTab } from '../../../api/lifecycles/delivery-order.lifecycle';
import { PageLoading } from '../../components/feedback/PageLoading';
import { FilterTabs } from '../../components/forms/FilterTabs';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import {
  deliveryOrdersEvents, deliveryTabs, secondsLeft, selectNow, selectOrders, selectOrdersRefusal, selectOrdersStage,
  type DeliveryOrder, type DeliveryOrdersActor,
} from '../../machines/delivery-orders.flow';
import { panel, When } from '../contract/contract-parts';
import { PriceRecordText } from '../contract-positions/PriceRecordText';
import { DirectionWord, DurationText } from './delivery-parts';
import { useDeliveryOrdersFlow, useDeliveryTab } from './use-delivery';

function ResultBadge({ order }: { order: DeliveryOrder }) {
  switch (order.state) {
    case 'won': return <Badge colorPalette="green"><FormattedMessage id="delivery.state.won" defaultMessage="Won" /></Badge>;
    case 'lost': return <Badge colorPalette="red"><FormattedMessage id="delivery.state.lost" defaultMessage="Lost" /></Badge>;
    case 'draw': return <Badge><FormattedMessage id="delivery.state.draw" defaultMessage="Draw: stake returned" /></Badge>;
    case 'voided': return <Badge colorPalette="orange"><FormattedMessage id="delivery.state.voided" defaultMessage="Void: stake returned" /></Badge>;
    default: return <Badge colorPalette="blue"><FormattedMessage id="delivery.state.open" defaultMessage="Open" /></Badge>;
  }
}

function Countdown({ order, now }: { order: DeliveryOrder; now: number }) {
  const left = secondsLeft(order, now);
  if (left === 0) return <FormattedMessage id="delivery.countdown.settling" defaultMessage="Delivery time reached: waiting for the settlement price" />;
  const mm = String(Math.floor(left / 60)).padStart(2, '0');
  const ss = String(left % 60).padStart(2, '0');
  return <FormattedMessage id="delivery.countdown.left" defaultMessage="Settles in {time}" values={{ time: <Figure>{`${mm}:${ss}`}</Figure> }} />;
}

function OrderCard({ order, now }: { order: DeliveryOrder; now: number }) {
  const fmt = useFormat();
  return (
    <Box {...panel} as="article" data-testid="delivery-order" data-order-id={order.id} data-state={order.state}>
      <Flex gap="2" wrap="wrap" align="center" mb="2">
        <Heading as="h3" size="sm">{order.symbol}</Heading>
        <Text fontSize="sm"><DirectionWord direction={order.direction} /></Text>
        <ResultBadge order={order} />
      </Flex>
      <Stack gap="1" fontSize="sm">
        <Text>
          <FormattedMessage
            id="delivery.order.stake"
            defaultMessage="Stake {amount} for {duration}; a right call pays {payout}"
            values={{ amount: <Figure>{fmt.amount(order.amount, 'USDT')}</Figure>, duration: <DurationText seconds={order.duration} />, payout: <Figure>{fmt.amount(order.payout_if_won, 'USDT')}</Figure> }}
          />
        </Text>
        <Text>
          <FormattedMessage id="delivery.order.purchase" defaultMessage="Purchase price {price}" values={{ price: <Figure>{fmt.amount(order.purchase_record.price, 'USDT')}</Figure> }} />{' '}
          <PriceRecordText record={order.purchase_record} />
        </Text>
        <Text><FormattedMessage id="delivery.order.deliveryAt" defaultMessage="Delivery time {at}" values={{ at: <When at={order.delivery_at} /> }} /></Text>
        {order.state === 'open' && <Text fontWeight="medium" aria-live="polite"><Countdown order={order} now={now} /></Text>}
        {order.settlement_record && (
          <Text>
            <FormattedMessage id="delivery.order.settlement" defaultMessage="Settlement price {price}" values={{ price: <Figure>{fmt.amount(order.settlement_record.price, 'USDT')}</Figure> }} />{' '}
            <PriceRecordText record={order.settlement_record} />
          </Text>
        )}
        {order.void_reason === 'noFreshTick' && <Text><FormattedMessage id="delivery.void.noFreshTick" defaultMessage="No fresh reference price came within the window after the delivery time." /></Text>}
        {order.void_reason === 'priceJump' && <Text><FormattedMessage id="delivery.void.priceJump" defaultMessage="The first reference price after the delivery time failed the sanity check (it jumped too far)." /></Text>}
        {order.profit !== null && order.payout !== null && (
          <Text>
            <FormattedMessage
              id="delivery.order.result"
              defaultMessage="Profit {profit}; returned to your spot account {payout}"
              values={{ profit: <Figure>{fmt.amount(order.profit, 'USDT')}</Figure>, payout: <Figure>{fmt.amount(order.payout, 'USDT')}</Figure> }}
            />
          </Text>
        )}
      </Stack>
    </Box>
  );
}

function TabLabel({ tab }: { tab: DeliveryOrderTab }) {
  return tab === 'open'
    ? <FormattedMessage id="delivery.tab.open" defaultMessage="Open" />
    : <FormattedMessage id="delivery.tab.settled" defaultMessage="Settled" />;
}

function OrdersList({ flow }: { flow: DeliveryOrdersActor }) {
  const stage = useSelector(flow, selectOrdersStage);
  const orders = useSelector(flow, selectOrders);
  const now = useSelector(flow, selectNow);
  const refusal = useSelector(flow, selectOrdersRefusal);
  if (stage === 'unavailable') return <UnavailableAlert refusal={refusal} onRetry={deliveryOrdersEvents(flow).retry} />;
  if (stage === 'loading') return <PageLoading />;
  if (orders.length === 0) {
    return <Text py="6" textAlign="center" color="fg.muted"><FormattedMessage id="delivery.orders.empty" defaultMessage="No orders here." /></Text>;
  }
  return <Stack gap="3">{orders.map((o) => <OrderCard key={o.id} order={o} now={now} />)}</Stack>;
}

export function DeliveryOrdersScreen() {
  const intl = useIntl();
  const [tab, setTab] = useDeliveryTab();
  const flow = useDeliveryOrdersFlow(tab);
  useEffect(() => { deliveryOrdersEvents(flow).tab(tab); }, [flow, tab]);
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="baseline" justify="space-between">
        <Heading as="h1" size="lg"><FormattedMessage id="delivery.orders.title" defaultMessage="My timed orders" /></Heading>
        <Link asChild fontSize="sm"><RouterLink to="/deal_jg"><FormattedMessage id="delivery.orders.new" defaultMessage="New timed order" /></RouterLink></Link>
      </Flex>
      <FilterTabs
        label={intl.formatMessage({ id: 'delivery.tabs.label', defaultMessage: 'Timed orders' })}
        value={tab}
        onChange={setTab}
        tabs={deliveryTabs.map((t) => ({ value: t, label: <TabLabel tab={t} /> }))}
      >
        <Box pt="3"><OrdersList flow={flow} /></Box>
      </FilterTabs>
    </Stack>
  );
}
