// The market side of the contract trade screen: the instruments of one kind (crypto or CFD) with
// their rules, marks and pauses, the chosen one's mark candles, the contract account's available
// USDT and whether the risk notice was acknowledged. Loaded once, then kept live by the
// `mark:<symbol>` channels; the instruments (with their pause reasons, which only the server
// decides) and the balance are asked again every few seconds and after each open.
import { assign, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { contractEndpoints } from '../../api/endpoints/contract';
import { refusalOf, type Refusal } from './form-validation';
import { service } from './service';
import { compare } from './spot-math';
import type { ContractInstrument } from './contract-trade.flow';

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

/** A mark of the `mark:<symbol>` channel. */
export interface MarkTick { symbol: string; price: string; at: number }

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

/** Moves the instruments' marks to the ticks, and the last candle (or a new minute's) with the chosen one's. */
export function applyMarks(market: ContractMarketSnapshot, symbol: string, ticks: MarkTick[]): ContractMarketSnapshot {
  if (ticks.length === 0) return market;
  const latest = new Map<string, MarkTick>();
  for (const t of ticks) if ((latest.get(t.symbol)?.at ?? -1) <= t.at) latest.set(t.symbol, t);
  const instruments = market.instruments.map((i) => {
    const t = latest.get(i.symbol);
    return t && (i.mark.at ?? -1) <= t.at ? { ...i, mark: { ...i.mark, price: t.price, at: t.at } } : i;
  });
  let candles = market.candles;
  for (const t of ticks.filter((x) => x.symbol === symbol)) {
    const minute = t.at - (t.at % MINUTE_MS);
    const last = candles.at(-1);
    if (last && last.t === minute) {
      candles = [...candles.slice(0, -1), {
        ...last, c: t.price, h: compare(t.price, last.h) > 0 ? t.price : last.h, l: compare(t.price, last.l) < 0 ? t.price : last.l,
      }];
    } else if (!last || minute > last.t) {
      candles = [...candles, { t: minute, o: t.price, h: t.price, l: t.price, c: t.price }];
    }
  }
  return { ...market, instruments, candles };
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
