// The states a withdrawal can be in, and what moves it. Submission freezes the amount; the server
// moves a withdrawal only through this chart and the browser draws the timeline and enables
// "cancel" from it. Rejected, cancelled and failed return the frozen amount at once, with the reason.
import { setup } from 'xstate';

export const withdrawalStates = ['underReview', 'approved', 'broadcasting', 'succeeded', 'rejected', 'cancelled', 'failed'] as const;
export type WithdrawalState = (typeof withdrawalStates)[number];

export type WithdrawalEvent =
  | { type: 'APPROVE' }     // an operator (or the auto-approval rule) approved it
  | { type: 'REJECT' }      // an operator rejected it, with a reason
  | { type: 'CANCEL' }      // the user withdrew the request while it was under review
  | { type: 'BROADCAST' }   // sent: on a chain from the hot wallet, or the bank payout was made
  | { type: 'CONFIRMED' }   // the chain confirmed it, or the bank payout was confirmed
  | { type: 'FAIL' };       // the chain refused the send: the amount returns to the user

export const withdrawalLifecycle = setup({
  types: {} as { events: WithdrawalEvent },
}).createMachine({
  id: 'withdrawal',
  initial: 'underReview',
  states: {
    underReview: { on: { APPROVE: 'approved', REJECT: 'rejected', CANCEL: 'cancelled' } },
    approved: { on: { BROADCAST: 'broadcasting' } },
    broadcasting: { on: { CONFIRMED: 'succeeded', FAIL: 'failed' } },
    succeeded: { type: 'final' },
    rejected: { type: 'final' },
    cancelled: { type: 'final' },
    failed: { type: 'final' },
  },
});

/** States whose amount is still frozen on the user's spot_frozen account. */
export const frozenWithdrawalStates: readonly WithdrawalState[] = ['underReview', 'approved'];

/** Spec §4 record status codes: 0 Failure, 1 Processing, 2 Success. */
export function withdrawalStatus(state: WithdrawalState): 0 | 1 | 2 {
  if (state === 'succeeded') return 2;
  if (state === 'rejected' || state === 'cancelled' || state === 'failed') return 0;
  return 1;
}
