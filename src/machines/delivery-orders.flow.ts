// The user's timed orders on /jgcc: the open tab counts each order down to its delivery time; the
// settled tab shows both price records and the result. The clock in the flow moves every second
// (the countdown); the list is read again every few seconds, and at once when an order's delivery
// time has passed (its settlement comes with the first tick at or after it).
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { deliveryEndpoints } from '../../api/endpoints/delivery';
import { deliveryOrderTabs, type DeliveryOrderTab } from '../../api/lifecycles/delivery-order.lifecycle';
import { refusalOf, type Refusal } from './form-validation';
import { service } from './service';

export type DeliveryOrder = DataOf<typeof deliveryEndpoints.deliveryOrders>[number];
export const deliveryTabs = Object.keys(deliveryOrderTabs) as DeliveryOrderTab[];
export const isDeliveryTab = (value: string | null): value is DeliveryOrderTab => deliveryTabs.includes(value as DeliveryOrderTab);

export const ORDERS_REFRESH_MS = 5_000;
const SECOND_MS = 1_000;

export interface DeliveryOrdersContext {
  tab: DeliveryOrderTab;
  orders: DeliveryOrder[];
  /** The clock the countdowns are drawn from. */
  now: number;
  /** When the list was last read, so a passed delivery time is read again once. */
  readAt: number;
  refusal: Refusal | null;
  /** The page's clock (a test's own). */
  clock: () => number;
}

export type DeliveryOrdersEvent = { type: 'TAB'; tab: DeliveryOrderTab } | { type: 'RETRY' };

/** Whole seconds left until the order's delivery time (0 once it has passed). */
export const secondsLeft = (order: Pick<DeliveryOrder, 'delivery_at'>, now: number) => Math.max(0, Math.ceil((order.delivery_at - now) / SECOND_MS));

/** An open order whose delivery time passed after the list was read: its result may be in. */
const deliveryPassed = (c: DeliveryOrdersContext, now: number) => c.orders.some((o) => o.state === 'open' && o.delivery_at > c.readAt && o.delivery_at <= now);

export const deliveryOrdersFlow = setup({
  types: {} as { context: DeliveryOrdersContext; events: DeliveryOrdersEvent; input: { tab: DeliveryOrderTab; now: () => number } },
  actors: { loadOrders: service<DeliveryOrder[], { tab: DeliveryOrderTab }>('loadOrders') },
  delays: { second: SECOND_MS, refresh: ORDERS_REFRESH_MS },
  guards: {
    otherTab: ({ context, event }) => event.type === 'TAB' && event.tab !== context.tab,
    deliveryPassed: ({ context }) => deliveryPassed(context, context.clock()),
  },
  actions: {
    tick: assign({ now: ({ context }) => context.clock() }),
    keepOrders: assign(({ context, event }) => {
      const now = context.clock();
      return { orders: (event as unknown as { output: DeliveryOrder[] }).output, readAt: now, now, refusal: null };
    }),
  },
}).createMachine({
  id: 'deliveryOrders',
  context: ({ input }) => ({ tab: input.tab, orders: [], now: input.now(), readAt: input.now(), refusal: null, clock: input.now }),
  initial: 'loading',
  on: { TAB: { guard: 'otherTab', target: '.loading', actions: assign({ tab: ({ event }) => event.tab, orders: [] }) } },
  states: {
    loading: {
      invoke: {
        id: 'loadOrders', src: 'loadOrders', input: ({ context }) => ({ tab: context.tab }),
        onDone: { target: 'live', actions: 'keepOrders' },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    live: {
      initial: 'watching',
      after: { refresh: '.reading' },
      states: {
        watching: {
          after: { second: [{ guard: 'deliveryPassed', target: 'reading', actions: 'tick' }, { target: 'watching', reenter: true, actions: 'tick' }] },
        },
        // The list stays on screen while it is read again; a failed read keeps it and tries later.
        reading: {
          invoke: {
            id: 'reloadOrders', src: 'loadOrders', input: ({ context }) => ({ tab: context.tab }),
            onDone: { target: '#deliveryOrders.live', reenter: true, actions: 'keepOrders' },
            onError: { target: '#deliveryOrders.live', reenter: true },
          },
        },
      },
    },
  },
});

export type DeliveryOrdersActor = ActorRefFrom<typeof deliveryOrdersFlow>;
type Snapshot = SnapshotFrom<typeof deliveryOrdersFlow>;

export const selectOrdersStage = (s: Snapshot): 'loading' | 'unavailable' | 'ready' =>
  s.matches('loading') ? 'loading' : s.matches('unavailable') ? 'unavailable' : 'ready';
export const selectOrders = (s: Snapshot) => s.context.orders;
export const selectOrdersTab = (s: Snapshot) => s.context.tab;
export const selectNow = (s: Snapshot) => s.context.now;
export const selectOrdersRefusal = (s: Snapshot) => s.context.refusal;

export function deliveryOrdersEvents(actor: Pick<DeliveryOrdersActor, 'send'>) {
  return {
    tab: (tab: DeliveryOrderTab) => actor.send({ type: 'TAB', tab }),
    retry: () => actor.send({ type: 'RETRY' }),
  };
}
