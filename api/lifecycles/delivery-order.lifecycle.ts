// The states a delivery (timed) order can be in, and what moves it. The stake leaves the user's
// spot account when the order is written `open`, priced at the reference tick of acceptance; at
// the delivery time the first reference tick at or after it settles the order: a right call wins
// the stake plus the shown payout, a wrong call loses the stake to the platform, an equal price
// returns it. No fresh, sane tick within the void window voids the order and returns the stake.
// The server moves an order only through this chart; the browser shows the result from it.
import { setup } from 'xstate';

export const deliveryOrderStates = ['open', 'won', 'lost', 'draw', 'voided'] as const;
export type DeliveryOrderState = (typeof deliveryOrderStates)[number];

export type DeliveryOrderEvent =
  | { type: 'WIN' }    // the settlement price moved the chosen way: stake plus profit at the order's payout rate
  | { type: 'LOSE' }   // the settlement price moved the other way: the stake goes to the platform
  | { type: 'DRAW' }   // the settlement price equals the purchase price: the stake is returned
  | { type: 'VOID' };  // no fresh tick within the window after delivery, or the first one failed the sanity check: the stake is returned

export const deliveryOrderLifecycle = setup({
  types: {} as { events: DeliveryOrderEvent },
}).createMachine({
  id: 'deliveryOrder',
  initial: 'open',
  states: {
    open: { on: { WIN: 'won', LOSE: 'lost', DRAW: 'draw', VOID: 'voided' } },
    won: { type: 'final' },
    lost: { type: 'final' },
    draw: { type: 'final' },
    voided: { type: 'final' },
  },
});

/** The orders list's tabs (/jgcc): open ones with a countdown, settled ones with both prices and the result. */
export const deliveryOrderTabs = {
  open: ['open'],
  settled: ['won', 'lost', 'draw', 'voided'],
} as const satisfies Record<string, readonly DeliveryOrderState[]>;
export type DeliveryOrderTab = keyof typeof deliveryOrderTabs;
