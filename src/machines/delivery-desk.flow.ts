// The desk of /deal_jg: every instrument's timed-contract table with its live mark, the spot
// account's available USDT and whether the risk notice was acknowledged. Loaded once, kept live by
// the chosen instrument's `mark:<symbol>` channel, and asked again every few seconds (open stake,
// pauses and the balance move with other users' orders and settlements).
import { assign, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { deliveryEndpoints } from '../../api/endpoints/delivery';
import { refusalOf, type Refusal } from './form-validation';
import type { ContractInstrument } from './contract-instrument';
import { markAfter, type MarkTick } from './contract-market.flow';
import { service } from './service';

export type DeliveryCatalogue = DataOf<typeof deliveryEndpoints.deliveryProducts>;
export type DeliveryProduct = DeliveryCatalogue['products'][number];
export type DeliveryDuration = DeliveryProduct['durations'][number];

/** What the desk loads: the catalogue, the spot USDT available to stake, and the notice. */
export interface DeliveryDesk extends DeliveryCatalogue { available: string; acknowledged: boolean }
/** What is asked again while the desk is open. */
export interface DeliveryDeskRefresh extends DeliveryCatalogue { available: string }

type ContractMark = ContractInstrument['mark'];

export const DESK_REFRESH_MS = 5_000;

export interface DeliveryDeskContext {
  symbol: string;
  desk: DeliveryDesk | null;
  refusal: Refusal | null;
}

export type DeliveryDeskEvent =
  | { type: 'STREAM'; messages: { channel: string; data?: unknown }[] }
  | { type: 'CHOOSE'; symbol: string }
  | { type: 'REFRESH' }
  | { type: 'RETRY' };

/** The products after the ticks of their `mark:` channels (a fresher mark replaces, a pause is taken). */
export function productsAfter(products: DeliveryProduct[], messages: { channel: string; data?: unknown }[]): DeliveryProduct[] {
  const ticks = messages.filter((m) => m.channel.startsWith('mark:')).map((m) => m.data as MarkTick).sort((a, b) => a.at - b.at);
  if (ticks.length === 0) return products;
  return products.map((p) => {
    const own = ticks.filter((t) => t.symbol === p.symbol);
    if (own.length === 0) return p;
    const mark = own.reduce(markAfter, p.mark as ContractMark);
    return { ...p, mark: { price: mark.price, at: mark.at, paused: mark.paused ?? null, opens_at: mark.opens_at ?? null } };
  });
}

/** The product the desk shows: the chosen one, else the first. */
export const productOf = (desk: DeliveryDesk | null, symbol: string) =>
  desk?.products.find((p) => p.symbol === symbol) ?? desk?.products[0] ?? null;

export const deliveryDeskFlow = setup({
  types: {} as { context: DeliveryDeskContext; events: DeliveryDeskEvent; input: { symbol: string } },
  actors: {
    loadDesk: service<DeliveryDesk>('loadDesk'),
    refreshDesk: service<DeliveryDeskRefresh>('refreshDesk'),
    markStream: fromCallback<{ type: string }, { channels: string[] }>(() => undefined),
  },
  delays: { refresh: DESK_REFRESH_MS },
}).createMachine({
  id: 'deliveryDesk',
  context: ({ input }) => ({ symbol: input.symbol, desk: null, refusal: null }),
  initial: 'loading',
  on: { CHOOSE: { actions: assign({ symbol: ({ event }) => event.symbol }) } },
  states: {
    loading: {
      invoke: {
        id: 'loadDesk', src: 'loadDesk',
        onDone: { target: 'live', actions: assign({ desk: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    live: {
      invoke: {
        id: 'markStream', src: 'markStream',
        input: ({ context }) => ({ channels: (context.desk?.products ?? []).map((p) => `mark:${p.symbol}`) }),
      },
      on: {
        STREAM: { actions: assign({ desk: ({ context, event }) => context.desk && { ...context.desk, products: productsAfter(context.desk.products, event.messages) } }) },
      },
      initial: 'idle',
      states: {
        idle: { after: { refresh: 'refreshing' }, on: { REFRESH: 'refreshing' } },
        refreshing: {
          invoke: {
            id: 'refreshDesk', src: 'refreshDesk',
            onDone: { target: 'idle', actions: assign({ desk: ({ context, event }) => context.desk && { ...context.desk, ...event.output } }) },
            // A failed refresh keeps what is shown and tries again later.
            onError: 'idle',
          },
        },
      },
    },
  },
});

export type DeliveryDeskActor = ActorRefFrom<typeof deliveryDeskFlow>;
type Snapshot = SnapshotFrom<typeof deliveryDeskFlow>;

export const selectDeskStage = (s: Snapshot): 'loading' | 'unavailable' | 'live' =>
  s.matches('loading') ? 'loading' : s.matches('unavailable') ? 'unavailable' : 'live';
export const selectDesk = (s: Snapshot) => s.context.desk;
export const selectDeskRefusal = (s: Snapshot) => s.context.refusal;
export const selectChosenProduct = (s: Snapshot) => productOf(s.context.desk, s.context.symbol);

export function deliveryDeskEvents(actor: Pick<DeliveryDeskActor, 'send'>) {
  return {
    choose: (symbol: string) => actor.send({ type: 'CHOOSE', symbol }),
    refresh: () => actor.send({ type: 'REFRESH' }),
    retry: () => actor.send({ type: 'RETRY' }),
  };
}
