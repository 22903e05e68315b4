// The home page's market tabs (spec §2): mainstream coins (largest 24 h turnover) and the 24H rise
// list, live from the order book through the ticker stream. No chart here: the home route stays
// light. The flow's services are provided below, as a screen's hook does.
import { Box, Heading, Link, Tabs, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { usePlatform } from '../../app/platform-context';
import { staticClass } from '../../app/static-classes';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { MarketCells } from '../../components/market/MarketFigures';
import {
  marketListEvents, marketListFlow, selectMainstream, selectMarketRefusal, selectMarketStage, selectRisers, type MarketListActor, type MarketRow,
} from '../../machines/market-list.flow';
import { loadMarketsWith } from '../../services/market';
import { streamActor } from '../../services/market-stream';
import { usePageStream } from '../../app/use-page-stream';
import { DataTable } from '../../components/ui/DataTable';

function useHomeMarkets() {
  const { client } = usePlatform();
  const stream = usePageStream();
  return useActorRef(marketListFlow.provide({
    actors: {
      loadMarkets: loadMarketsWith(client),
      marketStream: streamActor(stream),
    },
  }), { input: undefined });
}

function MarketRows({ rows, label }: { rows: MarketRow[]; label: string }) {
  return (
    <DataTable
      label={label}
      columns={[
        { header: <FormattedMessage id="market.column.pair" defaultMessage="Pair" /> },
        { header: <FormattedMessage id="market.column.price" defaultMessage="Last price" />, end: true },
        { header: <FormattedMessage id="market.column.change" defaultMessage="24h change" />, end: true },
        { header: <FormattedMessage id="market.column.volume" defaultMessage="24h volume" />, end: true },
      ]}
    >
      {rows.map((m) => (
        <tr key={m.symbol} className={staticClass.tableRow}>
          <MarketCells market={m} />
        </tr>
      ))}
    </DataTable>
  );
}

function TabBody({ flow, pick, label }: { flow: MarketListActor; pick: typeof selectMainstream; label: string }) {
  const stage = useSelector(flow, selectMarketStage);
  const refusal = useSelector(flow, selectMarketRefusal);
  const rows = useSelector(flow, (s) => pick(s));
  if (stage === 'loading') return <PageLoading />;
  if (stage === 'unavailable') return <UnavailableAlert refusal={refusal} onRetry={marketListEvents(flow).retry} />;
  if (rows.length === 0) return <Text py="6" color="fg.muted"><FormattedMessage id="market.empty" defaultMessage="No markets to show." /></Text>;
  return <MarketRows rows={rows} label={label} />;
}

export function MarketTabs() {
  const intl = useIntl();
  const flow = useHomeMarkets();
  const mainstream = intl.formatMessage({ id: 'home.markets.mainstream', defaultMessage: 'Mainstream coins' });
  const rising = intl.formatMessage({ id: 'home.markets.rising', defaultMessage: '24H rise list' });
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="5">
      <Heading as="h2" size="md" mb="3">
        <FormattedMessage id="home.markets.title" defaultMessage="Markets" />
      </Heading>
      <Tabs.Root defaultValue="mainstream" variant="line" colorPalette="brand">
        <Tabs.List>
          <Tabs.Trigger value="mainstream">{mainstream}</Tabs.Trigger>
          <Tabs.Trigger value="rising">{rising}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="mainstream"><TabBody flow={flow} pick={selectMainstream} label={mainstream} /></Tabs.Content>
        <Tabs.Content value="rising"><TabBody flow={flow} pick={selectRisers} label={rising} /></Tabs.Content>
      </Tabs.Root>
      <Link asChild mt="3" display="inline-block"><RouterLink to="/market"><FormattedMessage id="market.all" defaultMessage="All markets" /></RouterLink></Link>
    </Box>
  );
}
