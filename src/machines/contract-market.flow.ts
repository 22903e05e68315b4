// The market side of the contract trade screen: the instruments of one kind (crypto or CFD) with
// their rules, marks and pauses, the chosen one's mark candles, the contract account's available
// USDT and whether the risk notice was acknowledged. Loaded once, then kept live by the
// `mark:<symbol>` channels (accepted marks and pauses); the instruments and the balance are also
// asked again every few seconds (a missed message mends itself) and after each open.
import { assign, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { contractEndpoints } from '../../api/endpoints/contract';
import { refusalOf, type Refusal } from './form-validation';
import { service } from './service';
import { compare } from './spot-math';
import type { ContractInstrument } from './contract-instrument';

export type ContractKind = ContractInstrument['kind'];
export type MarkCandle = DataOf<typeof contractEndpoints.contractKline>[number];
export type InstrumentList = DataOf<typeof contractEndpoints.contractInstruments>;

/** What the screen loads: the instruments, the chosen one's candles, the account and the notice. */
export interface ContractMarketSnapshot extends InstrumentList {
  candles: MarkCandle[];
  available: string;
  acknowledged: boolean;
}

/** What is asked again while the screen is open. */
export interface ContractMarketRefresh extends InstrumentList { available: string }

/**
 * A message of the `mark:<symbol>` channel: an accepted mark (`price`, `paused` null), or a pause
 * (`price` null, `paused` the reason, `opens_at` when a closed market opens).
 */
export interface MarkTick {
  symbol: string;
  price: string | null;
  at: number;
  paused?: ContractInstrument['mark']['paused'];
  opens_at?: number | null;
}

/** An instrument's mark after a tick: a newer accepted mark replaces the price and ends a pause; a pause is taken as it comes. */
export function markAfter(mark: ContractInstrument['mark'], tick: MarkTick): ContractInstrument['mark'] {
  if (tick.price === null) return { ...mark, paused: tick.paused ?? mark.paused, opens_at: tick.opens_at ?? null };
  if ((mark.at ?? -1) > tick.at) return mark;
  return { price: tick.price, at: tick.at, paused: tick.paused === undefined ? mark.paused : tick.paused, opens_at: tick.paused ? mark.opens_at : null };
}

/** Applies the ticks, oldest first, to the instruments they name. */
export function instrumentsAfter(instruments: ContractInstrument[], ticks: MarkTick[]): ContractInstrument[] {
  if (ticks.length === 0) return instruments;
  const ordered = [...ticks].sort((a, b) => a.at - b.at);
  return instruments.map((i) => {
    const own = ordered.filter((t) => t.symbol === i.symbol);
    return own.length ? { ...i, mark: own.reduce(markAfter, i.mark) } : i;
  });
}

export interface ContractMarketContext {
  symbol: string;
  kind: ContractKind;
  market: ContractMarketSnapshot | null;
  refusal: Refusal | null;
}

export type ContractMarketEvent =
  | { type: 'STREAM'; messages: { channel: string; data?: unknown }[] }
  | { type: 'REFRESH' }
  | { type: 'RETRY' };

/** How often the instruments' pauses and the balance are asked again. */
export const REFRESH_MS = 15_000;
const MINUTE_MS = 60_000;

/** Moves the instruments' marks and pauses with the ticks, and the chosen one's last candle (or a new minute's). */
export function applyMarks(market: ContractMarketSnapshot, symbol: string, ticks: MarkTick[]): ContractMarketSnapshot {
  if (ticks.length === 0) return market;
  let candles = market.candles;
  for (const t of [...ticks].sort((a, b) => a.at - b.at)) {
    if (t.symbol !== symbol || t.price === null) continue;
    const price = t.price;
    const minute = t.at - (t.at % MINUTE_MS);
    const last = candles.at(-1);
    if (last && last.t === minute) {
      candles = [...candles.slice(0, -1), {
        ...last, c: price, h: compare(price, last.h) > 0 ? price : last.h, l: compare(price, last.l) < 0 ? price : last.l,
      }];
    } else if (!last || minute > last.t) {
      candles = [...candles, { t: minute, o: price, h: price, l: price, c: price }];
    }
  }
  return { ...market, instruments: instrumentsAfter(market.instruments, ticks), candles };
}

const marksOf = (messages: ContractMarketEvent & { type: 'STREAM' }) =>
  messages.messages.filter((m) => m.channel.startsWith('mark:')).map((m) => m.data as MarkTick);

export const contractMarketFlow = setup({
  types: {} as { context: ContractMarketContext; events: ContractMarketEvent; input: { symbol: string; kind: ContractKind } },
  actors: {
    loadMarket: service<ContractMarketSnapshot, { symbol: string }>('loadMarket'),
    refreshMarket: service<ContractMarketRefresh>('refreshMarket'),
    markStream: fromCallback<{ type: string }, { channels: string[] }>(() => undefined),
  },
}).createMachine({
  id: 'contractMarket',
  context: ({ input }) => ({ symbol: input.symbol, kind: input.kind, market: null, refusal: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadMarket', src: 'loadMarket', input: ({ context }) => ({ symbol: context.symbol }),
        onDone: { target: 'live', actions: assign({ market: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    live: {
      invoke: {
        id: 'markStream', src: 'markStream',
        input: ({ context }) => ({
          channels: (context.market?.instruments ?? []).filter((i) => i.kind === context.kind).map((i) => `mark:${i.symbol}`),
        }),
      },
      on: {
        STREAM: { actions: assign({ market: ({ context, event }) => context.market && applyMarks(context.market, context.symbol, marksOf(event)) }) },
      },
      initial: 'idle',
      states: {
        idle: { after: { [REFRESH_MS]: 'refreshing' }, on: { REFRESH: 'refreshing' } },
        refreshing: {
          invoke: {
            id: 'refreshMarket', src: 'refreshMarket',
            onDone: {
              target: 'idle',
              // The server's instruments carry the pauses; a fresher streamed mark is kept.
              actions: assign({
                market: ({ context, event }) => context.market && {
                  ...context.market, ...event.output,
                  instruments: event.output.instruments.map((fresh) => {
                    const held = context.market!.instruments.find((i) => i.symbol === fresh.symbol);
                    return held && (held.mark.at ?? -1) > (fresh.mark.at ?? -1) ? { ...fresh, mark: { ...fresh.mark, price: held.mark.price, at: held.mark.at } } : fresh;
                  }),
                },
              }),
            },
            // A failed refresh keeps what is shown and tries again later.
            onError: 'idle',
          },
        },
      },
    },
  },
});

export type ContractMarketActor = ActorRefFrom<typeof contractMarketFlow>;
type ContractMarketFlowSnapshot = SnapshotFrom<typeof contractMarketFlow>;

export const selectContractMarketStage = (s: ContractMarketFlowSnapshot): 'loading' | 'unavailable' | 'live' =>
  s.matches('loading') ? 'loading' : s.matches('unavailable') ? 'unavailable' : 'live';
export const selectContractMarket = (s: ContractMarketFlowSnapshot) => s.context.market;
export const selectContractMarketRefusal = (s: ContractMarketFlowSnapshot) => s.context.refusal;
/** The instruments of the screen's kind. */
export const selectKindInstruments = (s: ContractMarketFlowSnapshot) => (s.context.market?.instruments ?? []).filter((i) => i.kind === s.context.kind);
export const selectChosenInstrument = (s: ContractMarketFlowSnapshot) => s.context.market?.instruments.find((i) => i.symbol === s.context.symbol) ?? null;

export function contractMarketEvents(actor: Pick<ContractMarketActor, 'send'>) {
  return {
    refresh: () => actor.send({ type: 'REFRESH' }),
    retry: () => actor.send({ type: 'RETRY' }),
  };
}
