// A review queue of the operator console (withdrawals now, more queues later): load the items
// waiting for a decision, show them, refresh on request. The loader is a provided service, so each
// queue screen runs this one chart with its own call.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { service } from './service';
import { refusalOf, type Refusal } from './form-validation';

export interface OpsQueueContext<T = unknown> {
  items: T[];
  refusal: Refusal | null;
}

export type OpsQueueEvent = { type: 'REFRESH' } | { type: 'RETRY' };

export const opsQueueFlow = setup({
  types: {} as { context: OpsQueueContext; events: OpsQueueEvent },
  actors: { loadQueue: service<unknown[]>('loadQueue') },
}).createMachine({
  id: 'opsQueue',
  context: { items: [], refusal: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadQueue',
        src: 'loadQueue',
        onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'failed', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: { on: { REFRESH: 'loading' } },
  },
});

type OpsQueueSnapshot = SnapshotFrom<typeof opsQueueFlow>;

export function selectQueueStage(s: OpsQueueSnapshot): 'loading' | 'failed' | 'ready' {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  return 'ready';
}
export const selectQueueItems = <T>(s: OpsQueueSnapshot) => s.context.items as T[];
export const selectQueueRefusal = (s: OpsQueueSnapshot) => s.context.refusal;

export function opsQueueEvents(flow: { send: (event: OpsQueueEvent) => void }) {
  return {
    refresh: () => flow.send({ type: 'REFRESH' }),
    retry: () => flow.send({ type: 'RETRY' }),
  };
}
