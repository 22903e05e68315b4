// The states of a new-coin subscription, and what moves it. Subscribing freezes issue price ×
// quantity in USDT and writes the subscription `review` (under review) while the window is open.
// When the window closes the stated allocation rule runs once for the whole project: a
// subscription that gets at least one lot `passed` (its pass quantity's cost is paid, the rest of
// the frozen USDT is unfrozen at once, the coins are credited to a locked balance), one that gets
// none `failed` (did not pass: everything is unfrozen). After the lock days the coins are
// `released` to the spot account. The server moves a subscription only through this chart.
import { setup } from 'xstate';

export const subscriptionStates = ['review', 'passed', 'failed', 'released'] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];

export type SubscriptionEvent =
  | { type: 'PASS' }     // allocation gave it one lot or more
  | { type: 'FAIL' }     // allocation gave it nothing
  | { type: 'RELEASE' }; // the lock days are over: the coins move from locked to spot

export const subscriptionLifecycle = setup({
  types: {} as { events: SubscriptionEvent },
}).createMachine({
  id: 'subscription',
  initial: 'review',
  states: {
    review: { on: { PASS: 'passed', FAIL: 'failed' } },
    passed: { on: { RELEASE: 'released' } },
    failed: { type: 'final' },
    released: { type: 'final' },
  },
});
