// The user's withdrawals (/tbjl): load them, open one's timeline, and cancel one while it is under
// review, after the user confirms. Whether "Cancel" is offered comes from the shared lifecycle
// chart and the server's own `can_cancel`. The loader and the cancel call are provided services.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { canMove } from '../../api/lifecycles/lifecycle';
import { withdrawalLifecycle } from '../../api/lifecycles/withdrawal.lifecycle';
import { service } from './service';
import { refusalOf, type Refusal } from './form-validation';
import type { WithdrawalRecord } from './withdrawal.flow';

export interface WithdrawRecordsContext {
  records: WithdrawalRecord[];
  openId: string | null;
  cancelId: string | null;
  refusal: Refusal | null;
}

export type WithdrawRecordsEvent =
  | { type: 'RETRY' }
  | { type: 'REFRESH' }
  | { type: 'OPEN'; id: string }
  | { type: 'CLOSE' }
  | { type: 'CANCEL'; id: string }
  | { type: 'CONFIRM_CANCEL' }
  | { type: 'KEEP' };

/** True when the lifecycle accepts CANCEL in the record's state and the server says so too. */
export function canCancel(record: WithdrawalRecord): boolean {
  return record.can_cancel && canMove(withdrawalLifecycle, record.state, { type: 'CANCEL' });
}

export const withdrawRecordsFlow = setup({
  types: {} as { context: WithdrawRecordsContext; events: WithdrawRecordsEvent },
  actors: {
    loadRecords: service<WithdrawalRecord[]>('loadRecords'),
    cancelWithdrawal: service<WithdrawalRecord, { id: string }>('cancelWithdrawal'),
  },
  guards: {
    isCancellable: ({ context, event }) => {
      const record = event.type === 'CANCEL' ? context.records.find((r) => r.id === event.id) : undefined;
      return !!record && canCancel(record);
    },
  },
}).createMachine({
  id: 'withdrawRecords',
  context: { records: [], openId: null, cancelId: null, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRecords',
        src: 'loadRecords',
        onDone: { target: 'ready', actions: assign({ records: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'failed', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      on: {
        REFRESH: 'loading',
        OPEN: { actions: assign({ openId: ({ event }) => event.id }) },
        CLOSE: { actions: assign({ openId: null }) },
        CANCEL: { guard: 'isCancellable', target: 'confirmingCancel', actions: assign({ cancelId: ({ event }) => event.id, refusal: null }) },
      },
    },
    confirmingCancel: {
      on: { KEEP: { target: 'ready', actions: assign({ cancelId: null }) }, CONFIRM_CANCEL: 'cancelling' },
    },
    cancelling: {
      invoke: {
        id: 'cancelWithdrawal',
        src: 'cancelWithdrawal',
        input: ({ context }) => ({ id: context.cancelId! }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            records: context.records.map((r) => (r.id === event.output.id ? event.output : r)),
            openId: event.output.id,
            cancelId: null,
          })),
        },
        onError: { target: 'ready', actions: assign({ refusal: ({ event }) => refusalOf(event.error), cancelId: null }) },
      },
    },
  },
});

type WithdrawRecordsSnapshot = SnapshotFrom<typeof withdrawRecordsFlow>;

export function selectRecordsStage(s: WithdrawRecordsSnapshot): 'loading' | 'failed' | 'ready' {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  return 'ready';
}
export const selectRecords = (s: WithdrawRecordsSnapshot) => s.context.records;
export const selectOpenRecordId = (s: WithdrawRecordsSnapshot) => s.context.openId;
export const selectCancelId = (s: WithdrawRecordsSnapshot) => (s.matches('confirmingCancel') || s.matches('cancelling') ? s.context.cancelId : null);
export const selectCancelling = (s: WithdrawRecordsSnapshot) => s.matches('cancelling');
export const selectRecordsRefusal = (s: WithdrawRecordsSnapshot) => s.context.refusal;

export function withdrawRecordsEvents(flow: { send: (event: WithdrawRecordsEvent) => void }) {
  return {
    retry: () => flow.send({ type: 'RETRY' }),
    refresh: () => flow.send({ type: 'REFRESH' }),
    open: (id: string) => flow.send({ type: 'OPEN', id }),
    close: () => flow.send({ type: 'CLOSE' }),
    cancel: (id: string) => flow.send({ type: 'CANCEL', id }),
    confirmCancel: () => flow.send({ type: 'CONFIRM_CANCEL' }),
    keep: () => flow.send({ type: 'KEEP' }),
  };
}
