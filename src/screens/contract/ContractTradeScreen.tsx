// /deal_c (the 12 crypto contracts) and /preciousMetal = /contractTransaction (gold, silver and
// crude oil CFDs), spec §2 and §4: the instruments with their live marks and pauses, candles of
// the chosen one's mark, the long/short panel and the contract's rules. Every rule the server
// applies is shown before the user acts (DESIGN §2 rule 2); the platform is the counterparty.
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Box, Flex, Grid, Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageLoading } from '../../components/feedback/PageLoading';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import { TableScroll } from '../../components/ui/TableScroll';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import {
  contractMarketEvents, selectChosenInstrument, selectContractMarket, selectContractMarketRefusal, selectContractMarketStage, selectKindInstruments,
  type ContractKind, type ContractMarketActor, type MarkCandle,
} from '../../machines/contract-market.flow';
import { pauseOf, type ContractInstrument } from '../../machines/contract-trade.flow';
import { panel, PauseNotice, RulesPanel, When } from './contract-parts';
import { ReplayedNotice } from './ReplayedNotice';
import { OpenStateWord } from './OpenStateWord';
import { OpenPanel } from './OpenPanel';
import { useContractMarketFlow } from './use-contract-trade';

// The chart library is most of the screen's code: it loads in its own chunk once the page shows.
const CandleChart = lazy(async () => ({ default: (await import('../spot/CandleChart')).CandleChart }));

/** The mark candles as the chart draws them (it reads no volume). */
const asChartCandles = (candles: MarkCandle[]) => candles.map((c) => ({ ...c, v: '0' }));

function InstrumentList({ flow, path, chosen }: { flow: ContractMarketActor; path: string; chosen: string }) {
  const intl = useIntl();
  const fmt = useFormat();
  const instruments = useSelector(flow, selectKindInstruments);
  return (
    <Box as="nav" {...panel} aria-label={intl.formatMessage({ id: 'contract.list.label', defaultMessage: 'Contract instruments' })}>
      <TableScroll>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader><FormattedMessage id="contract.list.instrument" defaultMessage="Instrument" /></Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end"><FormattedMessage id="contract.list.mark" defaultMessage="Mark price" /></Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end"><FormattedMessage id="contract.list.state" defaultMessage="State" /></Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {instruments.map((i) => (
              <Table.Row key={i.symbol} aria-current={i.symbol === chosen ? 'true' : undefined} bg={i.symbol === chosen ? 'bg.muted' : undefined}>
                <Table.Cell>
                  <Link asChild><RouterLink to={`${path}?symbol=${i.symbol}`}>{i.symbol}</RouterLink></Link>
                  <Text fontSize="xs" color="fg.muted">{i.name}</Text>
                </Table.Cell>
                <Table.Cell textAlign="end" fontFamily="mono"><Figure>{i.mark.price === null ? '—' : fmt.decimal(i.mark.price)}</Figure></Table.Cell>
                <Table.Cell textAlign="end" fontSize="xs"><OpenStateWord block={pauseOf(i)} /></Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </TableScroll>
    </Box>
  );
}

function MarkBar({ instrument, source }: { instrument: ContractInstrument; source: string }) {
  const fmt = useFormat();
  return (
    <Flex gap="4" wrap="wrap" align="end">
      <Heading as="h1" size="lg">{instrument.symbol}</Heading>
      <Text color="fg.muted">{instrument.name}</Text>
      <Box>
        <Text fontSize="xs" color="fg.muted"><FormattedMessage id="contract.mark.label" defaultMessage="Mark price (reference, {source})" values={{ source }} /></Text>
        <Text fontFamily="mono" fontSize="xl" data-testid="mark-price"><Figure>{instrument.mark.price === null ? '—' : fmt.amount(instrument.mark.price, 'USDT')}</Figure></Text>
      </Box>
      {instrument.mark.at !== null && (
        <Text fontSize="xs" color="fg.muted"><FormattedMessage id="contract.mark.at" defaultMessage="as of {at}" values={{ at: <When at={instrument.mark.at} /> }} /></Text>
      )}
    </Flex>
  );
}

function Trading({ flow, kind, path }: { flow: ContractMarketActor; kind: ContractKind; path: string }) {
  const intl = useIntl();
  const market = useSelector(flow, selectContractMarket)!;
  const instrument = useSelector(flow, selectChosenInstrument);
  const events = useMemo(() => contractMarketEvents(flow), [flow]);
  const onOpened = useCallback(() => events.refresh(), [events]);
  const candles = useMemo(() => asChartCandles(market.candles), [market.candles]);
  if (!instrument) {
    return (
      <Text py="8" textAlign="center" color="fg.muted">
        <FormattedMessage id="contract.unknown" defaultMessage="There is no such contract. Choose one from the list." />
      </Text>
    );
  }
  return (
    <Stack gap="4">
      <ReplayedNotice replayed={market.replayed} />
      <Box {...panel}><MarkBar instrument={instrument} source={market.source} /></Box>
      <PauseNotice instrument={instrument} reason={pauseOf(instrument)} />
      {/* Three columns on wide screens; below lg they stack: chart, panel, list, rules. */}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '260px minmax(0, 1fr) 320px' }} gap="4" alignItems="start">
        <Box order={{ base: 3, lg: 0 }} minW="0"><InstrumentList flow={flow} path={path} chosen={instrument.symbol} /></Box>
        <Stack gap="4" minW="0" order={{ base: 1, lg: 0 }}>
          <Box {...panel}>
            <Suspense fallback={<Box h="360px" w="full" />}>
              <CandleChart candles={candles} label={intl.formatMessage({ id: 'contract.chart.label', defaultMessage: 'Mark price chart of {symbol}' }, { symbol: instrument.symbol })} />
            </Suspense>
            <Text fontSize="xs" color="fg.muted" mt="2">
              <FormattedMessage id="contract.chart.note" defaultMessage="One-minute candles of the mark price: the reference price every open, close and liquidation is priced at." />
            </Text>
          </Box>
          <Box order={{ base: 4, lg: 0 }}><RulesPanel instrument={instrument} /></Box>
        </Stack>
        <Box {...panel} order={{ base: 2, lg: 0 }} minW="0">
          <OpenPanel
            key={instrument.symbol} instrument={instrument} available={market.available} acknowledged={market.acknowledged}
            source={market.source} onOpened={onOpened}
          />
        </Box>
      </Grid>
      <Text fontSize="sm">
        {kind === 'cfd'
          ? <Link asChild><RouterLink to="/deal_c"><FormattedMessage id="contract.switch.crypto" defaultMessage="Crypto contracts" /></RouterLink></Link>
          : <Link asChild><RouterLink to="/preciousMetal"><FormattedMessage id="contract.switch.cfd" defaultMessage="Gold, silver and crude oil" /></RouterLink></Link>}
      </Text>
    </Stack>
  );
}

/** The screen over a running market flow. */
export function ContractTradeView({ flow, kind, path }: { flow: ContractMarketActor; kind: ContractKind; path: string }) {
  const stage = useSelector(flow, selectContractMarketStage);
  const refusal = useSelector(flow, selectContractMarketRefusal);
  if (stage === 'unavailable') return <UnavailableAlert refusal={refusal} onRetry={contractMarketEvents(flow).retry} />;
  if (stage === 'loading') return <PageLoading />;
  return <Trading flow={flow} kind={kind} path={path} />;
}

function ContractTrade({ symbol, kind, path }: { symbol: string; kind: ContractKind; path: string }) {
  const flow = useContractMarketFlow(symbol, kind);
  return <ContractTradeView flow={flow} kind={kind} path={path} />;
}

/** The symbol asked for in `?symbol=`, or the kind's first instrument. */
function useChosenSymbol(fallback: string) {
  const [params] = useSearchParams();
  const asked = (params.get('symbol') ?? '').toUpperCase();
  return /^[A-Z0-9]{2,20}$/.test(asked) ? asked : fallback;
}

export function ContractDealScreen() {
  const symbol = useChosenSymbol('BTCUSDT');
  return <ContractTrade key={symbol} symbol={symbol} kind="crypto" path="/deal_c" />;
}

export function MetalsDealScreen({ path = '/preciousMetal' }: { path?: string }) {
  const symbol = useChosenSymbol('XAUUSDT');
  return <ContractTrade key={symbol} symbol={symbol} kind="cfd" path={path} />;
}
