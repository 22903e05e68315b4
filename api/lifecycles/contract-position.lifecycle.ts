// The states a leveraged contract position can be in, and what moves it. The server moves a
// position only through this chart (every move is a lifecycle_events row); the browser offers
// Cancel, Close and TP/SL with `can`. Every position is written `pending`; a market open fills
// in the same transaction, a limit open waits there for its price. A close asked for while the instrument is paused or
// outside its trading hours waits in `closing` and settles at the first usable mark.
import { setup } from 'xstate';

export const contractPositionStates = ['pending', 'open', 'closing', 'closed', 'liquidated', 'withdrawn'] as const;
export type ContractPositionState = (typeof contractPositionStates)[number];

export type ContractPositionEvent =
  | { type: 'FILL' }        // a limit open's price was reached: margin stays locked, the position opens
  | { type: 'CANCEL' }      // the user withdrew a pending open: its margin and fee are returned
  | { type: 'SET_TPSL' }    // take-profit or stop-loss set, changed or removed
  | { type: 'CLOSE' }       // the user, close-all, take-profit or stop-loss asked to close
  | { type: 'SETTLE' }      // the close was settled at a mark, in the ledger
  | { type: 'LIQUIDATE' };  // the mark crossed the liquidation price: settled at the mark, loss capped at the margin

export const contractPositionLifecycle = setup({
  types: {} as { events: ContractPositionEvent },
}).createMachine({
  id: 'contractPosition',
  initial: 'pending',
  states: {
    pending: { on: { FILL: 'open', CANCEL: 'withdrawn', SET_TPSL: 'pending' } },
    open: { on: { SET_TPSL: 'open', CLOSE: 'closing', LIQUIDATE: 'liquidated' } },
    closing: { on: { SETTLE: 'closed' } },
    closed: { type: 'final' },
    liquidated: { type: 'final' },
    withdrawn: { type: 'final' },
  },
});

/** The positions list's tabs (spec §4), and the states each shows. */
export const contractPositionTabs = {
  pending: ['pending'],
  trading: ['open', 'closing'],
  closed: ['closed', 'liquidated'],
  withdrawn: ['withdrawn'],
} as const satisfies Record<string, readonly ContractPositionState[]>;
export type ContractPositionTab = keyof typeof contractPositionTabs;
