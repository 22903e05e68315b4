// The states of a sweep: a credited deposit address's tokens moved into the hot wallet. A sweep is
// written in `funding` with both its transactions already signed; the hot wallet's gas is mined (or
// the address already held enough), then the token transfer is mined with the chain's
// confirmations. The server moves it only through this chart; the console lists it.
import { setup } from 'xstate';

export const sweepStates = ['funding', 'sweeping', 'swept'] as const;
export type SweepState = (typeof sweepStates)[number];

export type SweepEvent =
  | { type: 'GAS_READY' }        // the gas transfer was mined, or the address needed none
  | { type: 'SWEEP_CONFIRMED' }; // the token transfer to the hot wallet has its confirmations

export const sweepLifecycle = setup({
  types: {} as { events: SweepEvent },
}).createMachine({
  id: 'sweep',
  initial: 'funding',
  states: {
    funding: { on: { GAS_READY: 'sweeping' } },
    sweeping: { on: { SWEEP_CONFIRMED: 'swept' } },
    swept: { type: 'final' },
  },
});
