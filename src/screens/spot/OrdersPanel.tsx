// The user's orders on /deal (spec §4): open orders with cancel, and the history of completed and
// withdrawn (cancelled) orders. A view of the spot orders flow, kept live by the private stream.
import { Box, Tabs } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useIntl } from 'react-intl';
import { RefusalAlert } from '../../components/forms/RefusalAlert';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import {
  selectOpenOrders, selectOrderHistory, selectOrdersRefusal, selectOrdersStage, spotOrdersEvents, type SpotOrdersActor,
} from '../../machines/spot-orders.flow';
import { PageLoading } from '../../components/feedback/PageLoading';
import { SpotOrderTable } from './SpotOrderTable';

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
        <Tabs.Content value="open"><SpotOrderTable orders={open} flow={flow} label={openLabel} /></Tabs.Content>
        <Tabs.Content value="history"><SpotOrderTable orders={history} flow={flow} label={historyLabel} /></Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
