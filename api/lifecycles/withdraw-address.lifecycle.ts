// The states of a saved withdrawal address, and what moves it. A new address is written `pending`
// with the time it becomes usable; the due work activates it then. Until then the user can cancel
// it (the link in the mail announcing it). Only an `active` address can receive a withdrawal.
// The server moves an address only through this chart.
import { setup } from 'xstate';

export const withdrawAddressStates = ['pending', 'active', 'cancelled'] as const;
export type WithdrawAddressState = (typeof withdrawAddressStates)[number];

export type WithdrawAddressEvent =
  | { type: 'DELAY_PASSED' } // the announced delay is over: the address is usable
  | { type: 'CANCEL' }; // the user cancelled it through the mailed link

export const withdrawAddressLifecycle = setup({
  types: {} as { events: WithdrawAddressEvent },
}).createMachine({
  id: 'savedWithdrawAddress',
  initial: 'pending',
  states: {
    pending: { on: { DELAY_PASSED: 'active', CANCEL: 'cancelled' } },
    active: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
