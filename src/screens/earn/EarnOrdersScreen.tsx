// /profit_wdtg, my custody: the held tab (in custody, redeeming, rejected with its reason) and the
// ended one (redeemed, completed). Each order shows its number, the escrow amount, cycle days, daily
// rate, profit so far, remaining days, order time, state and maturity; a held order with a quote
// offers early redemption. A view of the orders flow.
import { useCallback, useEffect } from 'react';
import { Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { CustodyOrderTab } from '../../../api/lifecycles/custody-order.lifecycle';
import { PageLoading } from '../../components/feedback/PageLoading';
import { FilterTabs } from '../../components/forms/FilterTabs';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { useFormat } from '../../i18n/use-format';
import {
  canRedeem, earnOrdersEvents, earnTabs, selectEarnOrders, selectEarnOrdersRefusal, selectEarnOrdersStage, selectRedeemed, selectRedeemId, type EarnOrdersActor,
} from '../../machines/earn-orders.flow';
import type { CustodyOrder } from '../../machines/earn-terms';
import { FigureRow, panel, When } from '../contract/contract-parts';
import { Rate, StateBadge } from './earn-parts';
import { RedeemedNotice, RedeemPanel } from './RedeemPanel';
import { useEarnOrdersFlow, useEarnTab } from './use-earn';

function OrderCard({ order, flow, redeemOpen }: { order: CustodyOrder; flow: EarnOrdersActor; redeemOpen: boolean }) {
  const fmt = useFormat();
  const events = earnOrdersEvents(flow);
  const onRedeemed = useCallback((result: CustodyOrder) => earnOrdersEvents(flow).redeemed(result), [flow]);
  const onClose = useCallback(() => earnOrdersEvents(flow).closeRedeem(), [flow]);
  const money = (value: string) => fmt.amount(value, order.asset);
  return (
    <Box {...panel} as="article" data-testid="earn-order" data-order-id={order.id} data-state={order.state}>
      <Flex gap="2" wrap="wrap" align="center" justify="space-between" mb="2">
        <Heading as="h3" size="sm">
          <FormattedMessage id="earn.order.number" defaultMessage="Order {id}" values={{ id: order.id }} />
        </Heading>
        <StateBadge state={order.state} />
      </Flex>
      <Stack gap="1">
        <FigureRow label={<FormattedMessage id="earn.order.amount" defaultMessage="Escrow amount" />} value={money(order.amount)} />
        <FigureRow label={<FormattedMessage id="earn.product.cycle" defaultMessage="Cycle" />} value={<FormattedMessage id="earn.product.days" defaultMessage="{days, plural, one {# day} other {# days}}" values={{ days: order.cycle_days }} />} />
        <FigureRow label={<FormattedMessage id="earn.product.dailyRate" defaultMessage="Fixed daily rate" />} value={<Rate rate={order.daily_rate} />} />
        <FigureRow label={<FormattedMessage id="earn.order.profit" defaultMessage="Profit earned" />} value={money(order.profit)} />
        <FigureRow label={<FormattedMessage id="earn.order.remaining" defaultMessage="Remaining days" />} value={fmt.decimal(String(order.remaining_days))} />
        <FigureRow label={<FormattedMessage id="earn.order.createdAt" defaultMessage="Order time" />} value={<When at={order.created_at} />} />
        <FigureRow label={<FormattedMessage id="earn.order.maturesAt" defaultMessage="Matures at" />} value={<When at={order.matures_at} />} />
        {order.ended_at !== null && <FigureRow label={<FormattedMessage id="earn.order.endedAt" defaultMessage="Ended at" />} value={<When at={order.ended_at} />} />}
        {order.returned !== null && <FigureRow label={<FormattedMessage id="earn.order.returned" defaultMessage="Returned to your spot account" />} value={money(order.returned)} />}
        {order.penalty !== null && order.state === 'redeemed' && <FigureRow label={<FormattedMessage id="earn.order.penaltyKept" defaultMessage="Penalty kept" />} value={money(order.penalty)} />}
      </Stack>
      {order.state === 'rejected' && order.reason && (
        <Text fontSize="sm" mt="2" data-testid="earn-reject-reason">
          <FormattedMessage id="earn.order.rejectReason" defaultMessage="Early redemption rejected: {reason}. The order stays in custody and keeps accruing." values={{ reason: order.reason }} />
        </Text>
      )}
      {order.state === 'redeeming' && (
        <Text fontSize="sm" mt="2"><FormattedMessage id="earn.order.underReview" defaultMessage="Your early redemption is under review; interest keeps accruing meanwhile." /></Text>
      )}
      {redeemOpen
        ? <RedeemPanel order={order} onClose={onClose} onRedeemed={onRedeemed} />
        : canRedeem(order) && (
          <Button mt="3" size="sm" variant="outline" colorPalette="red" onClick={() => events.redeem(order.id)}>
            <FormattedMessage id="earn.order.redeem" defaultMessage="Redeem early" />
          </Button>
        )}
    </Box>
  );
}

function TabLabel({ tab }: { tab: CustodyOrderTab }) {
  return tab === 'held'
    ? <FormattedMessage id="earn.tab.held" defaultMessage="Held" />
    : <FormattedMessage id="earn.tab.ended" defaultMessage="Ended" />;
}

function OrdersList({ flow }: { flow: EarnOrdersActor }) {
  const stage = useSelector(flow, selectEarnOrdersStage);
  const orders = useSelector(flow, selectEarnOrders);
  const redeemId = useSelector(flow, selectRedeemId);
  const redeemed = useSelector(flow, selectRedeemed);
  const refusal = useSelector(flow, selectEarnOrdersRefusal);
  if (stage === 'unavailable') return <UnavailableAlert refusal={refusal} onRetry={earnOrdersEvents(flow).retry} />;
  if (stage === 'loading') return <PageLoading />;
  return (
    <Stack gap="3">
      {redeemed && <RedeemedNotice result={redeemed} />}
      {orders.length === 0
        ? <Text py="6" textAlign="center" color="fg.muted"><FormattedMessage id="earn.orders.empty" defaultMessage="No custody orders here." /></Text>
        : orders.map((o) => <OrderCard key={o.id} order={o} flow={flow} redeemOpen={o.id === redeemId} />)}
    </Stack>
  );
}

export function EarnOrdersScreen() {
  const intl = useIntl();
  const [tab, setTab] = useEarnTab();
  const flow = useEarnOrdersFlow(tab);
  useEffect(() => { earnOrdersEvents(flow).tab(tab); }, [flow, tab]);
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="baseline" justify="space-between">
        <Heading as="h1" size="lg"><FormattedMessage id="earn.orders.title" defaultMessage="My custody" /></Heading>
        <Link asChild fontSize="sm"><RouterLink to="/profit_index"><FormattedMessage id="earn.orders.products" defaultMessage="AI Earn products" /></RouterLink></Link>
      </Flex>
      <FilterTabs
        label={intl.formatMessage({ id: 'earn.tabs.label', defaultMessage: 'Custody orders' })}
        value={tab}
        onChange={setTab}
        tabs={earnTabs.map((t) => ({ value: t, label: <TabLabel tab={t} /> }))}
      >
        <Box pt="3"><OrdersList flow={flow} /></Box>
      </FilterTabs>
    </Stack>
  );
}
