// /deal (spec §2, §4): spot trading of one market (?symbol=BTCUSDT): the ticker, a candlestick
// chart with intervals, the order book and recent trades (live), the order form, the market's rules
// and the user's orders. Every rule the server enforces is shown here (DESIGN §2 rule 2).
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { Box, Flex, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { klineIntervals } from '../../../api/endpoints/spot';
import { PageLoading } from '../../components/feedback/PageLoading';
import { RadioButtons } from '../../components/forms/RadioButtons';
import { Figure } from '../../i18n/Figure';
import { useFormat } from '../../i18n/use-format';
import { UnavailableAlert } from '../../components/forms/UnavailableAlert';
import {
  orderBookEvents, selectBestAsk, selectBestBid, selectBookRefusal, selectBookStage, selectCandles, selectDetails, selectInterval,
  type MarketDetails, type OrderBookActor,
} from '../../machines/order-book.flow';
import { selectAvailable, type SpotOrdersActor } from '../../machines/spot-orders.flow';
import { NO_TRADES, PriceWithSource } from '../../components/market/MarketFigures';
import { Notice } from '../../components/feedback/Notice';
import { OrderBookPanel, TradesPanel } from './OrderBookPanel';
import { OrderForm } from './OrderForm';
import { OrdersPanel } from './OrdersPanel';
import { useOrderBookFlow, useSpotOrdersFlow } from './use-deal-flows';

// The chart library is most of this screen's code: it loads in its own chunk once the page shows.
const CandleChart = lazy(async () => ({ default: (await import('./CandleChart')).CandleChart }));

const panel = { bg: 'bg.panel', borderWidth: '1px', rounded: 'lg', p: '4' } as const;

export function TickerBar({ details }: { details: MarketDetails }) {
  const t = details.ticker;
  const fmt = useFormat();
  const stat = (label: ReactNode, value: string) => (
    <Box><Text fontSize="xs" color="fg.muted">{label}</Text><Text fontFamily="mono" fontSize="sm"><Figure>{value}</Figure></Text></Box>
  );
  const source = t.reference.simulated
    ? <FormattedMessage id="spot.ticker.simulated" defaultMessage="simulated" />
    : t.reference.source;
  return (
    <Flex gap="6" wrap="wrap" align="end">
      <Heading as="h1" size="lg">{t.base}/{t.quote}</Heading>
      <PriceWithSource price={t.price} source={t.price_source} fontSize="xl" />
      {stat(<FormattedMessage id="market.column.change" defaultMessage="24h change" />, t.change_24h === null ? NO_TRADES : fmt.change(t.change_24h))}
      {stat(<FormattedMessage id="spot.ticker.high" defaultMessage="24h high" />, t.high_24h === null ? NO_TRADES : fmt.decimal(t.high_24h))}
      {stat(<FormattedMessage id="spot.ticker.low" defaultMessage="24h low" />, t.low_24h === null ? NO_TRADES : fmt.decimal(t.low_24h))}
      {stat(<FormattedMessage id="market.column.volume" defaultMessage="24h volume" />, fmt.amount(t.volume_24h, t.base))}
      {t.reference.price && stat(<FormattedMessage id="spot.ticker.reference" defaultMessage="Reference price ({source})" values={{ source }} />, fmt.decimal(t.reference.price))}
      <Link asChild fontSize="sm"><RouterLink to="/market"><FormattedMessage id="market.all" defaultMessage="All markets" /></RouterLink></Link>
    </Flex>
  );
}

function RulesPanel({ details }: { details: MarketDetails }) {
  const r = details.rules;
  const fmt = useFormat();
  const row = (label: ReactNode, value: string) => (
    <Flex justify="space-between" gap="3" fontSize="sm"><Text color="fg.muted">{label}</Text><Text fontFamily="mono" textAlign="end"><Figure>{value}</Figure></Text></Flex>
  );
  return (
    <Box as="section" {...panel} aria-labelledby="rules-title">
      <Heading as="h2" size="sm" mb="2" id="rules-title"><FormattedMessage id="spot.rules.title" defaultMessage="Market rules" /></Heading>
      <Stack gap="1">
        {row(<FormattedMessage id="spot.rules.tick" defaultMessage="Price step (tick)" />, fmt.amount(r.tick_size, r.quote))}
        {row(<FormattedMessage id="spot.rules.lot" defaultMessage="Amount step (lot)" />, fmt.amount(r.lot_size, r.base))}
        {row(<FormattedMessage id="spot.rules.minNotional" defaultMessage="Minimum order total" />, fmt.amount(r.min_notional, r.quote))}
        {row(<FormattedMessage id="spot.rules.makerFee" defaultMessage="Maker fee" />, fmt.percent(r.maker_fee_rate))}
        {row(<FormattedMessage id="spot.rules.takerFee" defaultMessage="Taker fee" />, fmt.percent(r.taker_fee_rate))}
        {row(<FormattedMessage id="spot.rules.protection" defaultMessage="Market order price protection" />, `${r.price_protection_bps} bps`)}
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="spot.rules.buyLock" defaultMessage="A buy order locks its total at the limit price (market orders: at the protection bound) plus the taker fee; what is not used is released when the order ends." />
        </Text>
      </Stack>
    </Box>
  );
}

function ChartPanel({ flow, label }: { flow: OrderBookActor; label: string }) {
  const intl = useIntl();
  const candles = useSelector(flow, selectCandles);
  const interval = useSelector(flow, selectInterval);
  const events = useMemo(() => orderBookEvents(flow), [flow]);
  return (
    <Box {...panel}>
      <RadioButtons
        size="xs" mb="2"
        label={intl.formatMessage({ id: 'spot.chart.interval', defaultMessage: 'Candle interval' })}
        value={interval}
        onChange={events.chooseInterval}
        options={klineIntervals.map((i) => ({ value: i, label: i }))}
      />
      <Suspense fallback={<Box h="360px" w="full" />}>
        <CandleChart candles={candles} label={label} />
      </Suspense>
      <Text fontSize="xs" color="fg.muted" mt="2">
        <FormattedMessage id="spot.chart.referenceNote" defaultMessage="A minute with trades is drawn from them; a minute without trades follows the reference price (volume 0)." />
      </Text>
    </Box>
  );
}

function Trading({ book, orders, details }: { book: OrderBookActor; orders: SpotOrdersActor; details: MarketDetails }) {
  const intl = useIntl();
  const { rules } = details;
  const bid = useSelector(book, selectBestBid);
  const ask = useSelector(book, selectBestAsk);
  const base = useSelector(orders, (s) => selectAvailable(s, rules.base));
  const quote = useSelector(orders, (s) => selectAvailable(s, rules.quote));
  return (
    <Stack gap="4">
      {details.demo_notice && (
        <Notice status="info" role="note">
          <FormattedMessage id="spot.demo" defaultMessage="Simulated market: this demo deployment's reference prices come from a simulator and the built-in market maker quotes around them. Balances are test funds." />
        </Notice>
      )}
      <Box {...panel}><TickerBar details={details} /></Box>
      {/* Three columns on wide screens; below lg the columns dissolve (display: contents) and the
          panels stack in the order a phone user needs them: chart, book, form, orders. */}
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: '230px minmax(0, 1fr) 300px' }} gap="4" alignItems="start">
        <Stack gap="4" display={{ base: 'contents', lg: 'flex' }}>
          <Box {...panel} order={{ base: 2, lg: 0 }}><OrderBookPanel flow={book} /></Box>
          <Box {...panel} order={{ base: 5, lg: 0 }}><TradesPanel flow={book} /></Box>
        </Stack>
        <Stack gap="4" minW="0" display={{ base: 'contents', lg: 'flex' }}>
          <Box order={{ base: 1, lg: 0 }} minW="0">
            <ChartPanel flow={book} label={intl.formatMessage({ id: 'spot.chart.label', defaultMessage: 'Price chart of {pair}' }, { pair: `${rules.base}/${rules.quote}` })} />
          </Box>
          <Box {...panel} order={{ base: 4, lg: 0 }} minW="0"><OrdersPanel flow={orders} /></Box>
        </Stack>
        <Stack gap="4" display={{ base: 'contents', lg: 'flex' }}>
          <Box {...panel} order={{ base: 3, lg: 0 }}><OrderForm key={rules.symbol} rules={rules} base={base} quote={quote} bid={bid} ask={ask} /></Box>
          <Box order={{ base: 6, lg: 0 }}><RulesPanel details={details} /></Box>
        </Stack>
      </Grid>
    </Stack>
  );
}

function Deal({ symbol }: { symbol: string }) {
  const book = useOrderBookFlow(symbol);
  const orders = useSpotOrdersFlow(symbol);
  const stage = useSelector(book, selectBookStage);
  const details = useSelector(book, selectDetails);
  const refusal = useSelector(book, selectBookRefusal);
  if (stage === 'unavailable') return <UnavailableAlert refusal={refusal} onRetry={orderBookEvents(book).retry} />;
  if (!details) return <PageLoading />;
  return <Trading book={book} orders={orders} details={details} />;
}

export default function DealScreen() {
  const [params] = useSearchParams();
  const asked = (params.get('symbol') ?? '').toUpperCase();
  const symbol = /^[A-Z0-9]{2,20}$/.test(asked) ? asked : 'BTCUSDT';
  return <Deal key={symbol} symbol={symbol} />;
}
