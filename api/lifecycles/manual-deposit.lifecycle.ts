// The states of a manual deposit: a send the chain watcher cannot see (from a contract, on a chain
// we do not watch), claimed by the user with its transaction hash and a credential image. A
// reviewer approves it (the amount is credited through the ledger in the same move) or rejects it
// with a reason. The server moves it only through this chart; the browser draws its timeline.
import { setup } from 'xstate';

export const manualDepositStates = ['underReview', 'approved', 'rejected'] as const;
export type ManualDepositState = (typeof manualDepositStates)[number];

export type ManualDepositEvent =
  | { type: 'APPROVE' }  // a reviewer found the send on the chain: credited
  | { type: 'REJECT' };  // a reviewer did not: nothing credited, with the reason

export const manualDepositLifecycle = setup({
  types: {} as { events: ManualDepositEvent },
}).createMachine({
  id: 'manualDeposit',
  initial: 'underReview',
  states: {
    underReview: { on: { APPROVE: 'approved', REJECT: 'rejected' } },
    approved: { type: 'final' },
    rejected: { type: 'final' },
  },
});

/** Spec §4 record status codes: 0 Failure, 1 Processing, 2 Success. */
export function manualDepositStatus(state: ManualDepositState): 0 | 1 | 2 {
  if (state === 'approved') return 2;
  if (state === 'rejected') return 0;
  return 1;
}
