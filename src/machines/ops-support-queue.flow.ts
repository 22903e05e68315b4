// The support queue of the console (/ops/support): the conversations in one state (open first),
// kept current live: a change on the `ops:support` channel reloads the list in place, so a new
// member's message shows up without anyone refreshing and without polling.
import { assign, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { supportEndpoints } from '../../api/endpoints/support';
import type { SupportConversationState } from '../../api/lifecycles/support-conversation.lifecycle';
import { service } from './service';
import { refusalOf, type Refusal } from './form-validation';

export type OpsSupportRow = DataOf<typeof supportEndpoints.opsSupportQueue>[number];

export interface OpsSupportQueueContext {
  state: SupportConversationState;
  items: OpsSupportRow[];
  refusal: Refusal | null;
}

export type OpsSupportQueueEvent =
  | { type: 'TAB'; state: SupportConversationState }
  | { type: 'RETRY' }
  | { type: 'STREAM'; messages: { channel: string; data?: unknown }[] };

export const opsSupportQueueFlow = setup({
  types: {} as { context: OpsSupportQueueContext; events: OpsSupportQueueEvent },
  actors: {
    loadQueue: service<OpsSupportRow[], { state: SupportConversationState }>('loadQueue'),
    opsStream: fromCallback<{ type: string }, { channels: string[] }>(() => undefined),
  },
}).createMachine({
  id: 'opsSupportQueue',
  context: { state: 'open', items: [], refusal: null },
  initial: 'live',
  states: {
    live: {
      invoke: { src: 'opsStream', input: { channels: ['ops:support'] } },
      initial: 'loading',
      on: {
        TAB: { target: '.loading', actions: assign({ state: ({ event }) => event.state, items: [] }) },
        STREAM: '.loading',
      },
      states: {
        loading: {
          invoke: {
            src: 'loadQueue',
            input: ({ context }) => ({ state: context.state }),
            onDone: { target: 'ready', actions: assign({ items: ({ event }) => event.output, refusal: null }) },
            onError: { target: 'failed', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
          },
        },
        failed: { on: { RETRY: 'loading' } },
        ready: {},
      },
    },
  },
});

export type OpsSupportQueueActor = ActorRefFrom<typeof opsSupportQueueFlow>;
type Snapshot = SnapshotFrom<typeof opsSupportQueueFlow>;

/** Loading only before the first list; a reload keeps the list on screen. */
export function selectSupportQueueStage(s: Snapshot): 'loading' | 'failed' | 'ready' {
  if (s.matches({ live: 'failed' })) return 'failed';
  if (s.matches({ live: 'loading' }) && s.context.items.length === 0) return 'loading';
  return 'ready';
}
export const selectSupportQueue = (s: Snapshot) => s.context;

export function opsSupportQueueEvents(flow: { send: (event: OpsSupportQueueEvent) => void }) {
  return {
    tab: (state: SupportConversationState) => flow.send({ type: 'TAB', state }),
    retry: () => flow.send({ type: 'RETRY' }),
  };
}
