// /dealList and /all (spec §2, §4 "Spot orders: current or history; completed; withdrawn"): the
// user's spot orders of every market. /dealList holds the current (open) orders, each cancellable;
// /all the history, all or only completed or withdrawn. Both follow fills live from the private
// stream. A view of the spot orders flow (every market).
import { Box, Heading, HStack, Link, Stack, Tabs } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { PageLoading } from '../../components/feedback/PageLoading';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import {
  selectOpenOrders, selectOrderHistory, selectOrdersRefusal, selectOrdersStage, spotOrdersEvents, type SpotOrder, type SpotOrdersActor,
} from '../../machines/spot-orders.flow';
import { SpotOrderTable } from './SpotOrderTable';
import { useSpotOrderList } from './use-spot-order-list';

export type SpotOrdersView = 'open' | 'history';

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
      {tabs.map((t) => <Tabs.Content key={t.value} value={t.value}><SpotOrderTable orders={t.orders} flow={flow} label={t.label} everyMarket /></Tabs.Content>)}
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
    <Link asChild fontWeight="medium" css={{ '&[aria-current=page]': { color: 'brand.fg', textDecoration: 'underline' } }}>
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
          {view === 'open' ? <SpotOrderTable orders={open} flow={flow} label={currentLabel} everyMarket /> : <HistoryTabs orders={history} flow={flow} />}
        </Box>
      )}
    </Stack>
  );
}

export default function SpotOrdersScreen({ view }: { view: SpotOrdersView }) {
  const flow = useSpotOrderList();
  return <SpotOrderList flow={flow} view={view} />;
}
