// The states a chain deposit can be in, and what moves it. The server moves a deposit only through
// this chart; the browser draws the timeline from it.
import { setup } from 'xstate';

export const depositStates = ['detected', 'confirming', 'credited', 'dropped', 'belowMinimum'] as const;
export type DepositState = (typeof depositStates)[number];

export type DepositEvent =
  | { type: 'CONFIRMATION' }             // a new block above the deposit's block
  | { type: 'CONFIRMATIONS_REACHED' }    // the required depth is reached: credit now
  | { type: 'ORPHANED' }                 // its block left the canonical chain (reorganisation)
  | { type: 'FOUND_BELOW_MINIMUM' };     // smaller than the shown minimum deposit: recorded, not credited

export const depositLifecycle = setup({
  types: {} as { events: DepositEvent },
}).createMachine({
  id: 'deposit',
  initial: 'detected',
  states: {
    detected: { on: { CONFIRMATION: 'confirming', CONFIRMATIONS_REACHED: 'credited', ORPHANED: 'dropped', FOUND_BELOW_MINIMUM: 'belowMinimum' } },
    confirming: { on: { CONFIRMATION: 'confirming', CONFIRMATIONS_REACHED: 'credited', ORPHANED: 'dropped' } },
    credited: { type: 'final' },
    dropped: { type: 'final' },
    belowMinimum: { type: 'final' },
  },
});

/** Spec §4 record status codes: 0 Failure, 1 Processing, 2 Success. */
export function depositStatus(state: DepositState): 0 | 1 | 2 {
  if (state === 'credited') return 2;
  if (state === 'dropped' || state === 'belowMinimum') return 0;
  return 1;
}
