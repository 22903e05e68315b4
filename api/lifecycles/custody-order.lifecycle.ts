// The states an AI Earn custody order can be in, and what moves it. Buying writes the order
// `custody` with the principal moved from the user's spot account to their earn (custody) wallet;
// each daily cut-off accrues the fixed daily rate from the platform's earn account; the cut-off
// that ends the cycle returns principal and interest to spot (`completed`). Early redemption asks
// to leave before the end: at once (`redeemed`, principal and interest less the disclosed penalty)
// or, when the deployment asks for review, through `redeeming` to a reviewer who approves
// (`redeemed`) or rejects it with a reason (`rejected`: still in custody, accruing, free to mature
// or to ask again). The server moves an order only through this chart.
import { setup } from 'xstate';

export const custodyOrderStates = ['custody', 'redeeming', 'rejected', 'redeemed', 'completed'] as const;
export type CustodyOrderState = (typeof custodyOrderStates)[number];

export type CustodyOrderEvent =
  | { type: 'MATURE' }   // the cut-off that ends the cycle: principal and interest back to spot
  | { type: 'REQUEST' }  // early redemption asked for where the deployment wants a review
  | { type: 'REDEEM' }   // early redemption carried out: principal and interest less the penalty back to spot
  | { type: 'REJECT' };  // a reviewer refused the early redemption, with a reason: the order stays in custody

export const custodyOrderLifecycle = setup({
  types: {} as { events: CustodyOrderEvent },
}).createMachine({
  id: 'custodyOrder',
  initial: 'custody',
  states: {
    custody: { on: { MATURE: 'completed', REQUEST: 'redeeming', REDEEM: 'redeemed' } },
    // Interest still accrues while a reviewer decides; a cycle that ends first completes the order.
    redeeming: { on: { REDEEM: 'redeemed', REJECT: 'rejected', MATURE: 'completed' } },
    rejected: { on: { MATURE: 'completed', REQUEST: 'redeeming', REDEEM: 'redeemed' } },
    redeemed: { type: 'final' },
    completed: { type: 'final' },
  },
});

/** /profit_wdtg's tabs: orders still held (accruing), and ended ones. */
export const custodyOrderTabs = {
  held: ['custody', 'redeeming', 'rejected'],
  ended: ['completed', 'redeemed'],
} as const satisfies Record<string, readonly CustodyOrderState[]>;
export type CustodyOrderTab = keyof typeof custodyOrderTabs;
