// The states a spot order can be in, and what moves it. The server moves an order only through
// this chart (every move is a lifecycle_events row); the browser enables Cancel with `can`.
import { setup } from 'xstate';

export const spotOrderStates = ['new', 'partiallyFilled', 'filled', 'cancelled'] as const;
export type SpotOrderState = (typeof spotOrderStates)[number];

export type SpotOrderEvent =
  | { type: 'PARTIALLY_FILLED' }   // a trade left part of the order open
  | { type: 'FILLED' }             // the last lot traded
  | { type: 'CANCEL' };            // the user cancelled, self-trade prevention removed it, or a market order's rest expired

export const spotOrderLifecycle = setup({
  types: {} as { events: SpotOrderEvent },
}).createMachine({
  id: 'spotOrder',
  initial: 'new',
  states: {
    new: { on: { PARTIALLY_FILLED: 'partiallyFilled', FILLED: 'filled', CANCEL: 'cancelled' } },
    partiallyFilled: { on: { PARTIALLY_FILLED: 'partiallyFilled', FILLED: 'filled', CANCEL: 'cancelled' } },
    filled: { type: 'final' },
    cancelled: { type: 'final' },
  },
});

/** States in which an order rests on the book and may be cancelled. */
export const openSpotOrderStates: readonly SpotOrderState[] = ['new', 'partiallyFilled'];
