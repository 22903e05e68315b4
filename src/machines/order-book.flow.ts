// The live market of /deal: the market's rules and ticker, the order book, recent trades and
// candles of the chosen interval. Loaded once, then kept live by the stream (depth snapshot plus
// sequenced updates; the stream service resubscribes on a gap and sends a fresh snapshot).
import { assign, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { marketEndpoints } from '../../api/endpoints/market';
import type { KlineInterval, spotEndpoints } from '../../api/endpoints/spot';
import { refusalOf, type Refusal } from './form-validation';
import { service } from './service';
import { compare } from './spot-math';

export type MarketDetails = DataOf<typeof marketEndpoints.getCurrencyMessage>;
export type MarketRules = MarketDetails['rules'];
export type Level = [price: string, amount: string];
export type Trade = DataOf<typeof spotEndpoints.trades>[number];
export type Candle = DataOf<typeof spotEndpoints.kline>[number];

export interface MarketSnapshot { details: MarketDetails; bids: Level[]; asks: Level[]; trades: Trade[]; candles: Candle[] }

export interface OrderBookContext {
  symbol: string;
  interval: KlineInterval;
  details: MarketDetails | null;
  bids: Level[];
  asks: Level[];
  trades: Trade[];
  candles: Candle[];
  refusal: Refusal | null;
}

interface StreamMessage { channel: string; type?: 'snapshot' | 'update'; data?: unknown; bids?: Level[]; asks?: Level[] }

export type OrderBookEvent =
  | { type: 'STREAM'; messages: StreamMessage[] }
  | { type: 'CHOOSE_INTERVAL'; interval: KlineInterval }
  | { type: 'RETRY' };

const MAX_TRADES = 50;
const isZero = (amount: string) => /^0(\.0*)?$/.test(amount);

/** Sets absolute amounts on levels (0 removes one); bids best (highest) first, asks lowest first. */
export function applyLevels(levels: Level[], changes: Level[], bids: boolean): Level[] {
  if (changes.length === 0) return levels;
  const byPrice = new Map(levels.map((l) => [l[0], l]));
  for (const [price, amount] of changes) {
    if (isZero(amount)) byPrice.delete(price);
    else byPrice.set(price, [price, amount]);
  }
  return [...byPrice.values()].sort((a, b) => (bids ? compare(b[0], a[0]) : compare(a[0], b[0])));
}

/** Applies one frame of stream messages to the market, in the order they came. */
export function applyStream(context: OrderBookContext, messages: StreamMessage[]): Partial<OrderBookContext> {
  const s = context.symbol;
  let { bids, asks, trades, candles, details } = context;
  for (const m of messages) {
    if (m.channel === `depth:${s}`) {
      if (m.type === 'snapshot') { bids = m.bids ?? []; asks = m.asks ?? []; }
      else { bids = applyLevels(bids, m.bids ?? [], true); asks = applyLevels(asks, m.asks ?? [], false); }
    } else if (m.channel === `trades:${s}`) {
      trades = [...[...(m.data as Trade[])].reverse(), ...trades].slice(0, MAX_TRADES);
    } else if (m.channel === `candles:${s}:${context.interval}`) {
      const c = m.data as Candle;
      const last = candles.at(-1);
      if (last && last.t === c.t) candles = [...candles.slice(0, -1), c];
      else if (!last || c.t > last.t) candles = [...candles, c];
    } else if (m.channel === `ticker:${s}` && details) {
      const t = m.data as MarketDetails['ticker'];
      details = { ...details, ticker: { ...details.ticker, ...t } };
    }
  }
  return { bids, asks, trades, candles, details };
}

export const orderBookFlow = setup({
  types: {} as { context: OrderBookContext; events: OrderBookEvent; input: { symbol: string; interval?: KlineInterval } },
  actors: {
    loadMarket: service<MarketSnapshot, { symbol: string; interval: KlineInterval }>('loadMarket'),
    marketStream: fromCallback<{ type: string }, { channels: string[] }>(() => undefined),
  },
}).createMachine({
  id: 'orderBook',
  context: ({ input }) => ({
    symbol: input.symbol, interval: input.interval ?? '15m', details: null, bids: [], asks: [], trades: [], candles: [], refusal: null,
  }),
  initial: 'loading',
  on: {
    // Re-entering `loading` restarts the stream with the new interval's candle channel.
    CHOOSE_INTERVAL: { target: '.loading', reenter: true, actions: assign({ interval: ({ event }) => event.interval }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadMarket', src: 'loadMarket',
        input: ({ context }) => ({ symbol: context.symbol, interval: context.interval }),
        onDone: { target: 'live', actions: assign(({ event }) => ({ ...event.output, refusal: null })) },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    live: {
      invoke: {
        id: 'marketStream', src: 'marketStream',
        input: ({ context }) => ({
          channels: [`ticker:${context.symbol}`, `depth:${context.symbol}`, `trades:${context.symbol}`, `candles:${context.symbol}:${context.interval}`],
        }),
      },
      on: { STREAM: { actions: assign(({ context, event }) => applyStream(context, event.messages)) } },
    },
  },
});

export type OrderBookActor = ActorRefFrom<typeof orderBookFlow>;
type OrderBookSnapshot = SnapshotFrom<typeof orderBookFlow>;

export const selectBookStage = (s: OrderBookSnapshot): 'loading' | 'unavailable' | 'live' =>
  s.matches('loading') ? 'loading' : s.matches('unavailable') ? 'unavailable' : 'live';
export const selectDetails = (s: OrderBookSnapshot) => s.context.details;
export const selectInterval = (s: OrderBookSnapshot) => s.context.interval;
export const selectBids = (s: OrderBookSnapshot) => s.context.bids;
export const selectAsks = (s: OrderBookSnapshot) => s.context.asks;
export const selectTrades = (s: OrderBookSnapshot) => s.context.trades;
export const selectCandles = (s: OrderBookSnapshot) => s.context.candles;
export const selectBookRefusal = (s: OrderBookSnapshot) => s.context.refusal;
export const selectBestBid = (s: OrderBookSnapshot) => s.context.bids[0]?.[0] ?? null;
export const selectBestAsk = (s: OrderBookSnapshot) => s.context.asks[0]?.[0] ?? null;

export function orderBookEvents(actor: Pick<OrderBookActor, 'send'>) {
  return {
    chooseInterval: (interval: KlineInterval) => actor.send({ type: 'CHOOSE_INTERVAL', interval }),
    retry: () => actor.send({ type: 'RETRY' }),
  };
}
