// The user's custody orders on /profit_wdtg: the held tab (in custody, redeeming, rejected) and the
// ended one (redeemed, completed), each order with its running profit and remaining days. The list
// is read again every half minute (a review decision or a cut-off moves an order) and at once after
// a redemption. One held order at a time can have its early redemption open (earn-redeem.flow.ts).
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { custodyOrderTabs, type CustodyOrderTab } from '../../api/lifecycles/custody-order.lifecycle';
import type { CustodyOrder } from './earn-terms';
import { refusalOf, type Refusal } from './form-validation';
import { service } from './service';

export const earnTabs = Object.keys(custodyOrderTabs) as CustodyOrderTab[];
export const isEarnTab = (value: string | null): value is CustodyOrderTab => earnTabs.includes(value as CustodyOrderTab);

export const EARN_ORDERS_REFRESH_MS = 30_000;

export interface EarnOrdersContext {
  tab: CustodyOrderTab;
  orders: CustodyOrder[];
  /** The order whose early redemption is open, if any. */
  redeemId: string | null;
  /** The answer to the last early redemption (redeemed, or waiting for a review), shown above the list. */
  redeemed: CustodyOrder | null;
  refusal: Refusal | null;
}

export type EarnOrdersEvent =
  | { type: 'TAB'; tab: CustodyOrderTab }
  | { type: 'RETRY' }
  | { type: 'REDEEM'; id: string }
  | { type: 'CLOSE_REDEEM' }
  | { type: 'REDEEMED'; order: CustodyOrder };

/** An order offers early redemption when the server quoted it (held, not under review). */
export const canRedeem = (order: CustodyOrder) => order.redeem_quote !== null;

export const earnOrdersFlow = setup({
  types: {} as { context: EarnOrdersContext; events: EarnOrdersEvent; input: { tab: CustodyOrderTab } },
  actors: { loadOrders: service<CustodyOrder[], { tab: CustodyOrderTab }>('loadOrders') },
  delays: { refresh: EARN_ORDERS_REFRESH_MS },
  guards: {
    otherTab: ({ context, event }) => event.type === 'TAB' && event.tab !== context.tab,
    redeemable: ({ context, event }) => event.type === 'REDEEM' && context.orders.some((o) => o.id === event.id && canRedeem(o)),
  },
  actions: {
    keepOrders: assign(({ event }) => ({ orders: (event as unknown as { output: CustodyOrder[] }).output, refusal: null })),
  },
}).createMachine({
  id: 'earnOrders',
  context: ({ input }) => ({ tab: input.tab, orders: [], redeemId: null, redeemed: null, refusal: null }),
  initial: 'loading',
  on: { TAB: { guard: 'otherTab', target: '.loading', actions: assign({ tab: ({ event }) => event.tab, orders: [], redeemId: null, redeemed: null }) } },
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
      initial: 'idle',
      on: {
        REDEEM: { guard: 'redeemable', actions: assign({ redeemId: ({ event }) => event.id, redeemed: null }) },
        CLOSE_REDEEM: { actions: assign({ redeemId: null }) },
        // The redemption was accepted: its answer is kept to show, and the list is read again.
        REDEEMED: { target: '.reading', actions: assign({ redeemId: null, redeemed: ({ event }) => event.order }) },
      },
      states: {
        idle: { after: { refresh: 'reading' } },
        // The list stays on screen while it is read again; a failed read keeps it and tries later.
        reading: {
          invoke: {
            id: 'reloadOrders', src: 'loadOrders', input: ({ context }) => ({ tab: context.tab }),
            onDone: { target: 'idle', actions: 'keepOrders' },
            onError: 'idle',
          },
        },
      },
    },
  },
});

export type EarnOrdersActor = ActorRefFrom<typeof earnOrdersFlow>;
type Snapshot = SnapshotFrom<typeof earnOrdersFlow>;

export const selectEarnOrdersStage = (s: Snapshot): 'loading' | 'unavailable' | 'ready' =>
  s.matches('loading') ? 'loading' : s.matches('unavailable') ? 'unavailable' : 'ready';
export const selectEarnOrders = (s: Snapshot) => s.context.orders;
export const selectEarnTab = (s: Snapshot) => s.context.tab;
export const selectRedeemId = (s: Snapshot) => s.context.redeemId;
export const selectRedeemed = (s: Snapshot) => s.context.redeemed;
export const selectEarnOrdersRefusal = (s: Snapshot) => s.context.refusal;

export function earnOrdersEvents(actor: Pick<EarnOrdersActor, 'send'>) {
  return {
    tab: (tab: CustodyOrderTab) => actor.send({ type: 'TAB', tab }),
    retry: () => actor.send({ type: 'RETRY' }),
    redeem: (id: string) => actor.send({ type: 'REDEEM', id }),
    closeRedeem: () => actor.send({ type: 'CLOSE_REDEEM' }),
    redeemed: (order: CustodyOrder) => actor.send({ type: 'REDEEMED', order }),
  };
}
