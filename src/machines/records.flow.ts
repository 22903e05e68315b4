// A list of the user's records (deposits, transfers, ledger entries): load it, show it, and while
// any item is still processing (status 1, a deposit detected or confirming) load it again on a
// timer, stopping once none is. One item at a time opens its timeline. The loader is provided.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { service } from './service';
import { refusalOf, type Refusal } from './form-validation';

export interface RecordItem {
  id: string;
  /** Spec §4: 0 Failure, 1 Processing, 2 Success; absent for ledger entries. */
  status?: number;
}

export interface RecordsContext {
  items: RecordItem[];
  openId: string | null;
  refusal: Refusal | null;
  /** After a send the chain has not shown yet (demo test funds): the list length to grow past. */
  expectAbove: number | null;
}

export type RecordsEvent =
  | { type: 'RETRY' }
  /** `expectNew`: something was just sent; keep loading until a new record shows. */
  | { type: 'REFRESH'; expectNew?: boolean }
  | { type: 'OPEN'; id: string }
  | { type: 'CLOSE' };

/** How often a list with something still processing is loaded again. */
export const recordsPollMs = 3000;

export const recordsFlow = setup({
  types: {} as { context: RecordsContext; events: RecordsEvent },
  actors: { loadRecords: service<RecordItem[]>('loadRecords') },
  guards: {
    somethingProcessing: ({ context, event }) => {
      const items = (event as { output?: RecordItem[] }).output ?? [];
      return items.some((r) => r.status === 1) || (context.expectAbove !== null && items.length <= context.expectAbove);
    },
  },
  delays: { poll: recordsPollMs },
  actions: {
    keepItems: assign(({ context, event }) => {
      const items = (event as unknown as { output: RecordItem[] }).output;
      const grown = context.expectAbove !== null && items.length > context.expectAbove;
      return { items, refusal: null, expectAbove: grown ? null : context.expectAbove };
    }),
    noteExpected: assign({
      expectAbove: ({ context, event }) => (event.type === 'REFRESH' && event.expectNew ? context.items.length : context.expectAbove),
    }),
  },
}).createMachine({
  id: 'fundsRecords',
  context: { items: [], openId: null, refusal: null, expectAbove: null },
  initial: 'loading',
  on: {
    OPEN: { actions: assign({ openId: ({ context, event }) => (context.openId === event.id ? null : event.id) }) },
    CLOSE: { actions: assign({ openId: null }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadRecords',
        src: 'loadRecords',
        onDone: [
          { guard: 'somethingProcessing', target: 'watching', actions: 'keepItems' },
          { target: 'settled', actions: 'keepItems' },
        ],
        onError: { target: 'failed', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    /** Something is processing: the list is loaded again after a while. */
    watching: { after: { poll: 'loading' }, on: { REFRESH: { target: 'loading', actions: 'noteExpected' } } },
    settled: { on: { REFRESH: { target: 'loading', actions: 'noteExpected' } } },
    failed: { on: { RETRY: 'loading' } },
  },
});

type RecordsSnapshot = SnapshotFrom<typeof recordsFlow>;
/** The first load shows a spinner; later loads keep the list on screen. */
export function selectRecordsStage(s: RecordsSnapshot): 'loading' | 'list' | 'failed' {
  if (s.matches('failed')) return 'failed';
  if (s.matches('loading') && s.context.items.length === 0) return 'loading';
  return 'list';
}
export const selectRecordItems = <T extends RecordItem>(s: RecordsSnapshot) => s.context.items as T[];
export const selectOpenRecord = (s: RecordsSnapshot) => s.context.openId;
export const selectRecordsRefusal = (s: RecordsSnapshot) => s.context.refusal;
export const selectRecordsWatching = (s: RecordsSnapshot) => s.matches('watching');

export function recordsEvents(flow: { send(event: RecordsEvent): void }) {
  return {
    retry: () => flow.send({ type: 'RETRY' }),
    refresh: () => flow.send({ type: 'REFRESH' }),
    open: (id: string) => flow.send({ type: 'OPEN', id }),
    close: () => flow.send({ type: 'CLOSE' }),
  };
}

/** The ledger export of /record: ask for the CSV, hand it to the provided `saveFile`, say why it failed. */
export interface LedgerFile {
  filename: string;
  csv: string;
  rows: number;
}

export const ledgerExportFlow = setup({
  types: {} as { context: { refusal: Refusal | null; rows: number | null }; events: { type: 'EXPORT' } },
  actors: { exportLedger: service<LedgerFile>('exportLedger') },
  actions: { saveFile: (_, _file: LedgerFile) => {} },
}).createMachine({
  id: 'ledgerExport',
  context: { refusal: null, rows: null },
  initial: 'idle',
  states: {
    idle: { on: { EXPORT: 'exporting' } },
    exporting: {
      entry: assign({ refusal: null }),
      invoke: {
        id: 'exportLedger',
        src: 'exportLedger',
        onDone: { target: 'idle', actions: [assign({ rows: ({ event }) => event.output.rows }), { type: 'saveFile', params: ({ event }) => event.output }] },
        onError: { target: 'idle', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
  },
});

type ExportSnapshot = SnapshotFrom<typeof ledgerExportFlow>;
export const selectExporting = (s: ExportSnapshot) => s.matches('exporting');
export const selectExportRefusal = (s: ExportSnapshot) => s.context.refusal;
export const selectExportedRows = (s: ExportSnapshot) => s.context.rows;
