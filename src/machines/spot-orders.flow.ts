// The user's spot orders and balances on /deal (one market) and on /dealList and /all (every
// market, symbol null): open orders (cancellable while the shared spot order chart allows CANCEL)
// and history (completed, or withdrawn = cancelled), kept live by the private stream (orders,
// balances) after one load.
import { assign, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { spotEndpoints } from '../../api/endpoints/spot';
import type { fundsEndpoints } from '../../api/endpoints/funds';
import { openSpotOrderStates } from '../../api/lifecycles/spot-order.lifecycle';
import { refusalOf, type Refusal } from './form-validation';
import { service } from './service';

export type SpotOrder = DataOf<typeof spotEndpoints.openOrders>[number];
export type Balances = DataOf<typeof fundsEndpoints.getAsset2>;
/** What one load brings; the order lists of every market leave out the balances. */
export interface OrdersSnapshot { open: SpotOrder[]; history: SpotOrder[]; balances?: Balances }

export interface SpotOrdersContext {
  /** The market shown, or null for every market. */
  symbol: string | null;
  open: SpotOrder[];
  history: SpotOrder[];
  balances: Balances['assets'];
  cancelling: string | null;
  refusal: Refusal | null;
}

export type SpotOrdersEvent =
  | { type: 'STREAM'; messages: { channel: string; data?: unknown }[] }
  | { type: 'CANCEL'; orderId: string }
  | { type: 'RETRY' };

export const isOpenOrder = (o: SpotOrder) => openSpotOrderStates.includes(o.state);

/** Puts a changed order where it belongs now: open orders, or the top of the history. */
export function placeOrder(context: Pick<SpotOrdersContext, 'open' | 'history' | 'symbol'>, order: SpotOrder) {
  if (context.symbol !== null && order.symbol !== context.symbol) return {};
  const open = context.open.filter((o) => o.id !== order.id);
  const history = context.history.filter((o) => o.id !== order.id);
  return isOpenOrder(order) ? { open: [order, ...open].sort((a, b) => b.created_at - a.created_at), history } : { open, history: [order, ...history] };
}

export const spotOrdersFlow = setup({
  types: {} as { context: SpotOrdersContext; events: SpotOrdersEvent; input: { symbol: string | null } },
  actors: {
    loadOrders: service<OrdersSnapshot, { symbol: string | null }>('loadOrders'),
    cancelOrder: service<SpotOrder, { orderId: string }>('cancelOrder'),
    privateStream: fromCallback<{ type: string }, { channels: string[] }>(() => undefined),
  },
}).createMachine({
  id: 'spotOrders',
  context: ({ input }) => ({ symbol: input.symbol, open: [], history: [], balances: [], cancelling: null, refusal: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOrders', src: 'loadOrders',
        input: ({ context }) => ({ symbol: context.symbol }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({ open: event.output.open, history: event.output.history, balances: event.output.balances?.assets ?? [], refusal: null })),
        },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    ready: {
      invoke: { id: 'privateStream', src: 'privateStream', input: { channels: ['orders', 'balances'] } },
      on: {
        STREAM: {
          actions: assign(({ context, event }) => {
            let next: Partial<SpotOrdersContext> = {};
            for (const m of event.messages) {
              if (m.channel === 'orders') next = { ...next, ...placeOrder({ ...context, ...next }, m.data as SpotOrder) };
              if (m.channel === 'balances') next = { ...next, balances: (m.data as Balances).assets };
            }
            return next;
          }),
        },
      },
      initial: 'idle',
      states: {
        idle: {
          on: {
            CANCEL: {
              guard: ({ context, event }) => context.open.some((o) => o.id === event.orderId),
              target: 'cancelling',
              actions: assign({ cancelling: ({ event }) => event.orderId, refusal: null }),
            },
          },
        },
        cancelling: {
          invoke: {
            id: 'cancelOrder', src: 'cancelOrder',
            input: ({ context }) => ({ orderId: context.cancelling! }),
            onDone: { target: 'idle', actions: assign(({ context, event }) => ({ ...placeOrder(context, event.output), cancelling: null })) },
            onError: { target: 'idle', actions: assign({ cancelling: null, refusal: ({ event }) => refusalOf(event.error) }) },
          },
        },
      },
    },
  },
});

export type SpotOrdersActor = ActorRefFrom<typeof spotOrdersFlow>;
type SpotOrdersSnapshot = SnapshotFrom<typeof spotOrdersFlow>;

export const selectOrdersStage = (s: SpotOrdersSnapshot): 'loading' | 'unavailable' | 'ready' =>
  s.matches('loading') ? 'loading' : s.matches('unavailable') ? 'unavailable' : 'ready';
export const selectOpenOrders = (s: SpotOrdersSnapshot) => s.context.open;
export const selectOrderHistory = (s: SpotOrdersSnapshot) => s.context.history;
export const selectCancelling = (s: SpotOrdersSnapshot) => s.context.cancelling;
export const selectOrdersRefusal = (s: SpotOrdersSnapshot) => s.context.refusal;
/** The available balance of one asset ("0" when the user holds none). */
export const selectAvailable = (s: SpotOrdersSnapshot, asset: string) => s.context.balances.find((b) => b.currency === asset)?.available ?? '0';

export function spotOrdersEvents(actor: Pick<SpotOrdersActor, 'send'>) {
  return {
    cancel: (orderId: string) => actor.send({ type: 'CANCEL', orderId }),
    retry: () => actor.send({ type: 'RETRY' }),
  };
}
