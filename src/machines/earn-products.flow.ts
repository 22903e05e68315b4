// The AI Earn page (/profit_index): every custody product with its terms, the daily cut-off, whether
// early redemption waits for a review, and the user's own totals, loaded when the page opens.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { EarnCatalogue, EarnTotal } from './earn-terms';
import { refusalOf, type Refusal } from './form-validation';
import { service } from './service';

/** What the page loads: the catalogue and the user's totals. */
export interface EarnOverview { catalogue: EarnCatalogue; total: EarnTotal }

export interface EarnProductsContext {
  overview: EarnOverview | null;
  refusal: Refusal | null;
}

export type EarnProductsEvent = { type: 'RETRY' };

export const earnProductsFlow = setup({
  types: {} as { context: EarnProductsContext; events: EarnProductsEvent },
  actors: { loadOverview: service<EarnOverview>('loadOverview') },
}).createMachine({
  id: 'earnProducts',
  context: { overview: null, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadOverview', src: 'loadOverview',
        onDone: { target: 'ready', actions: assign({ overview: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    ready: {},
  },
});

export type EarnProductsActor = ActorRefFrom<typeof earnProductsFlow>;
type Snapshot = SnapshotFrom<typeof earnProductsFlow>;

export const selectProductsStage = (s: Snapshot) => s.value as 'loading' | 'unavailable' | 'ready';
export const selectOverview = (s: Snapshot) => s.context.overview;
export const selectProductsRefusal = (s: Snapshot) => s.context.refusal;

export function earnProductsEvents(actor: Pick<EarnProductsActor, 'send'>) {
  return {
    retry: () => actor.send({ type: 'RETRY' }),
  };
}
