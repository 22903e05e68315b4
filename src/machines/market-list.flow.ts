// The market list of /market and the home tabs: every spot market's price, 24 h change and volume,
// loaded once and then kept live by the ticker stream; tabs, search, sorting and favourites.
// Prices come from the order book (DESIGN §2 rule 1); the chart only merges what the server says.
import { assign, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { marketEndpoints } from '../../api/endpoints/market';
import { refusalOf, type Refusal } from './form-validation';
import { service } from './service';
import { compare } from './spot-math';

export type MarketRow = DataOf<typeof marketEndpoints.getmarketList>[number];
export type MarketTab = 'favourites' | 'contracts' | 'coins';
export type MarketSortKey = 'symbol' | 'price' | 'change' | 'volume';
export interface MarketSort { key: MarketSortKey; descending: boolean }
/** A ticker of the stream (`tickers` channel): the row's figures without its names and favourite. */
export type StreamTicker = Omit<MarketRow, 'base' | 'quote' | 'favourite'>;

export interface MarketListContext {
  markets: MarketRow[];
  tab: MarketTab;
  query: string;
  sort: MarketSort;
  refusal: Refusal | null;
}

export type MarketListEvent =
  | { type: 'STREAM'; messages: { channel: string; data?: unknown }[] }
  | { type: 'CHOOSE_TAB'; tab: MarketTab }
  | { type: 'SEARCH'; query: string }
  | { type: 'SORT'; key: MarketSortKey }
  | { type: 'TOGGLE_FAVOURITE'; symbol: string }
  | { type: 'RETRY' };

/** Applies stream tickers to the rows: the server's figures replace the row's. */
export function mergeTickers(markets: MarketRow[], tickers: StreamTicker[]): MarketRow[] {
  if (tickers.length === 0) return markets;
  const latest = new Map(tickers.map((t) => [t.symbol, t]));
  return markets.map((m) => {
    const t = latest.get(m.symbol);
    return t ? { ...m, ...t } : m;
  });
}

export const marketListFlow = setup({
  types: {} as { context: MarketListContext; events: MarketListEvent; input: { tab?: MarketTab } | undefined },
  actors: {
    loadMarkets: service<MarketRow[]>('loadMarkets'),
    toggleFavourite: service<{ symbol: string; favourite: boolean }, { symbol: string }>('toggleFavourite'),
    marketStream: fromCallback<{ type: string }, { channels: string[] }>(() => undefined),
  },
}).createMachine({
  id: 'marketList',
  context: ({ input }) => ({ markets: [], tab: input?.tab ?? 'coins', query: '', sort: { key: 'volume', descending: true }, refusal: null }),
  initial: 'loading',
  on: {
    CHOOSE_TAB: { actions: assign({ tab: ({ event }) => event.tab }) },
    SEARCH: { actions: assign({ query: ({ event }) => event.query }) },
    SORT: {
      actions: assign({
        sort: ({ context, event }) => ({ key: event.key, descending: context.sort.key === event.key ? !context.sort.descending : event.key !== 'symbol' }),
      }),
    },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadMarkets', src: 'loadMarkets',
        onDone: { target: 'live', actions: assign({ markets: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    live: {
      invoke: { id: 'marketStream', src: 'marketStream', input: { channels: ['tickers'] } },
      on: {
        STREAM: {
          actions: assign({
            markets: ({ context, event }) => mergeTickers(context.markets, event.messages.filter((m) => m.channel === 'tickers').map((m) => m.data as StreamTicker)),
          }),
        },
      },
      initial: 'idle',
      states: {
        idle: { on: { TOGGLE_FAVOURITE: 'togglingFavourite' } },
        togglingFavourite: {
          invoke: {
            id: 'toggleFavourite', src: 'toggleFavourite',
            input: ({ event }) => ({ symbol: (event as Extract<MarketListEvent, { type: 'TOGGLE_FAVOURITE' }>).symbol }),
            onDone: {
              target: 'idle',
              actions: assign({
                markets: ({ context, event }) => context.markets.map((m) => (m.symbol === event.output.symbol ? { ...m, favourite: event.output.favourite } : m)),
                refusal: null,
              }),
            },
            onError: { target: 'idle', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
          },
        },
      },
    },
  },
});

export type MarketListActor = ActorRefFrom<typeof marketListFlow>;
type MarketListSnapshot = SnapshotFrom<typeof marketListFlow>;

const sortValue: Record<Exclude<MarketSortKey, 'symbol'>, (m: MarketRow) => string | null> = {
  price: (m) => m.price,
  change: (m) => m.change_24h,
  volume: (m) => m.quote_volume_24h,
};

export function sortMarkets(rows: MarketRow[], sort: MarketSort): MarketRow[] {
  if (sort.key === 'symbol') return [...rows].sort((a, b) => (sort.descending ? -1 : 1) * a.symbol.localeCompare(b.symbol));
  const value = sortValue[sort.key];
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    // A market without trades in 24 h has no change: it comes last either way.
    if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0);
    return (sort.descending ? -1 : 1) * compare(x, y);
  });
}

export const selectMarketStage = (s: MarketListSnapshot): 'loading' | 'unavailable' | 'live' =>
  s.matches('loading') ? 'loading' : s.matches('unavailable') ? 'unavailable' : 'live';
export const selectMarketTab = (s: MarketListSnapshot) => s.context.tab;
export const selectMarketQuery = (s: MarketListSnapshot) => s.context.query;
export const selectMarketSort = (s: MarketListSnapshot) => s.context.sort;
export const selectMarketRefusal = (s: MarketListSnapshot) => s.context.refusal;
/** True when the reference prices come from the built-in simulator (demo deployments say so). */
export const selectIsSimulated = (s: MarketListSnapshot) => s.context.markets.some((m) => m.reference.simulated);
export const selectTogglingFavourite = (s: MarketListSnapshot) => s.matches({ live: 'togglingFavourite' });

/** The spot rows the current tab, search and sort show (the contracts tab lists contract-list.flow's instruments). */
export function selectVisibleMarkets(s: MarketListSnapshot): MarketRow[] {
  const { markets, tab, query, sort } = s.context;
  if (tab === 'contracts') return [];
  const q = query.trim().toUpperCase();
  const rows = markets.filter((m) => (tab !== 'favourites' || m.favourite) && (!q || m.symbol.includes(q) || m.base.includes(q)));
  return sortMarkets(rows, sort);
}

/** Home "Mainstream coins": the markets with the largest 24 h turnover. */
export const selectMainstream = (s: MarketListSnapshot, count = 6) => sortMarkets(s.context.markets, { key: 'volume', descending: true }).slice(0, count);
/** Home "24H rise list": the largest 24 h gains first. */
export const selectRisers = (s: MarketListSnapshot, count = 6) => sortMarkets(s.context.markets, { key: 'change', descending: true }).slice(0, count);

/** The events a view sends to the market list. */
export function marketListEvents(actor: Pick<MarketListActor, 'send'>) {
  return {
    chooseTab: (tab: MarketTab) => actor.send({ type: 'CHOOSE_TAB', tab }),
    search: (query: string) => actor.send({ type: 'SEARCH', query }),
    sortBy: (key: MarketSortKey) => actor.send({ type: 'SORT', key }),
    toggleFavourite: (symbol: string) => actor.send({ type: 'TOGGLE_FAVOURITE', symbol }),
    retry: () => actor.send({ type: 'RETRY' }),
  };
}
