// The credit score page (/credit): the score with every factor's value and points, the limit table
// and what loans use of the limit, loaded when the page opens. Read only: nothing here (or anywhere)
// sets a score.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { creditEndpoints } from '../../api/endpoints/credit';
import { refusalOf, type Refusal } from './form-validation';
import { service } from './service';

export type CreditReport = DataOf<typeof creditEndpoints.getCredit>;

export interface CreditContext {
  report: CreditReport | null;
  refusal: Refusal | null;
}

export type CreditEvent = { type: 'RETRY' };

export const creditFlow = setup({
  types: {} as { context: CreditContext; events: CreditEvent },
  actors: { loadCredit: service<CreditReport>('loadCredit') },
}).createMachine({
  id: 'credit',
  context: { report: null, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCredit', src: 'loadCredit',
        onDone: { target: 'ready', actions: assign({ report: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    ready: {},
  },
});

export type CreditActor = ActorRefFrom<typeof creditFlow>;
type Snapshot = SnapshotFrom<typeof creditFlow>;

export const selectCreditStage = (s: Snapshot) => s.value as 'loading' | 'unavailable' | 'ready';
export const selectCreditReport = (s: Snapshot) => s.context.report;
export const selectCreditRefusal = (s: Snapshot) => s.context.refusal;

export function creditEvents(actor: Pick<CreditActor, 'send'>) {
  return { retry: () => actor.send({ type: 'RETRY' }) };
}

/** The limit table's row the score falls in: the highest threshold it reaches (-1 under all). */
export function limitRowIndex(report: Pick<CreditReport, 'score' | 'table'>): number {
  let best = -1;
  report.table.forEach((row, i) => {
    if (report.score >= row.min_score && (best < 0 || row.min_score > report.table[best]!.min_score)) best = i;
  });
  return best;
}
