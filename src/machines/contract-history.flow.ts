// The contract account's money history on /leverTransactions (spec §4): margins, fees, PnL,
// financing, returned margin and any shortfall the platform covered, each with the price record
// that priced it. Newest first, fifty rows a page; "more" loads the page before the last row.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { contractEndpoints } from '../../api/endpoints/contract';
import { refusalOf, type Refusal } from './form-validation';
import { service } from './service';

export type ContractMoneyRow = DataOf<typeof contractEndpoints.contractHistory>[number];
/** One page; the first also says whether prices are replayed and where marks come from (null on later pages). */
export interface HistoryPage { rows: ContractMoneyRow[]; replayed: boolean | null; source: string | null }

/** Rows a page asks for: a shorter page is the last. */
export const historyPageSize = 50;

export interface ContractHistoryContext {
  rows: ContractMoneyRow[];
  replayed: boolean;
  source: string;
  hasMore: boolean;
  refusal: Refusal | null;
}

export type ContractHistoryEvent = { type: 'MORE' } | { type: 'RETRY' };

export const contractHistoryFlow = setup({
  types: {} as { context: ContractHistoryContext; events: ContractHistoryEvent },
  actors: { loadHistory: service<HistoryPage, { before: string | null; withInstruments: boolean }>('loadHistory') },
  guards: { hasMore: ({ context }) => context.hasMore },
  actions: {
    keepPage: assign(({ context, event }) => {
      const page = (event as unknown as { output: HistoryPage }).output;
      return {
        rows: [...context.rows, ...page.rows],
        replayed: page.replayed ?? context.replayed,
        source: page.source ?? context.source,
        hasMore: page.rows.length >= historyPageSize,
        refusal: null,
      };
    }),
  },
}).createMachine({
  id: 'contractHistory',
  context: { rows: [], replayed: false, source: '', hasMore: false, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadHistory', src: 'loadHistory',
        input: { before: null, withInstruments: true },
        onDone: { target: 'ready', actions: 'keepPage' },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    ready: { on: { MORE: { guard: 'hasMore', target: 'loadingMore' } } },
    // The rows shown stay; a failed page says why and the button asks again.
    loadingMore: {
      entry: assign({ refusal: null }),
      invoke: {
        id: 'loadMore', src: 'loadHistory',
        input: ({ context }) => ({ before: context.rows.at(-1)?.id ?? null, withInstruments: false }),
        onDone: { target: 'ready', actions: 'keepPage' },
        onError: { target: 'ready', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
  },
});

export type ContractHistoryActor = ActorRefFrom<typeof contractHistoryFlow>;
type Snapshot = SnapshotFrom<typeof contractHistoryFlow>;

export const selectHistoryStage = (s: Snapshot): 'loading' | 'unavailable' | 'ready' =>
  s.matches('loading') ? 'loading' : s.matches('unavailable') ? 'unavailable' : 'ready';
export const selectHistoryRows = (s: Snapshot) => s.context.rows;
export const selectHistoryHasMore = (s: Snapshot) => s.context.hasMore;
export const selectHistoryLoadingMore = (s: Snapshot) => s.matches('loadingMore');
export const selectHistoryReplayed = (s: Snapshot) => s.context.replayed;
export const selectHistorySource = (s: Snapshot) => s.context.source;
export const selectHistoryRefusal = (s: Snapshot) => s.context.refusal;

export function contractHistoryEvents(actor: Pick<ContractHistoryActor, 'send'>) {
  return { more: () => actor.send({ type: 'MORE' }), retry: () => actor.send({ type: 'RETRY' }) };
}
