// Loading one piece of content for a screen: loading → ready | failed, with retry, and reload
// when the screen's input changes (another id, another language). The loader is a provided
// service (`loadResource`), so the chart knows nothing of the wire.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { service } from './service';

export interface ResourceContext {
  input: unknown;
  data: unknown;
  error: unknown;
}

export type ResourceEvent = { type: 'RETRY' } | { type: 'RELOAD'; input: unknown };

export const resourceFlow = setup({
  types: {} as { context: ResourceContext; events: ResourceEvent; input: unknown },
  actors: {
    loadResource: service<unknown, unknown>('loadResource'),
  },
}).createMachine({
  id: 'resource',
  context: ({ input }) => ({ input, data: undefined, error: undefined }),
  initial: 'loading',
  on: {
    // Re-entering `loading` cancels a load still running for the old input.
    RELOAD: { target: '.loading', reenter: true, actions: assign({ input: ({ event }) => event.input }) },
  },
  states: {
    loading: {
      invoke: {
        src: 'loadResource',
        input: ({ context }: { context: ResourceContext }) => context.input,
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    ready: {},
    failed: {
      on: { RETRY: 'loading' },
    },
  },
});

export type ResourceActor = ActorRefFrom<typeof resourceFlow>;
type ResourceSnapshot = SnapshotFrom<typeof resourceFlow>;
export type ResourceStatus = 'loading' | 'ready' | 'failed';

export const selectResourceStatus = (s: ResourceSnapshot): ResourceStatus => s.value as ResourceStatus;
export const selectResourceData = (s: ResourceSnapshot): unknown => s.context.data;
export const selectResourceError = (s: ResourceSnapshot): unknown => s.context.error;

/** The events a view sends to a resource actor. */
export function resourceEvents(actor: Pick<ResourceActor, 'send'>) {
  return {
    retry: () => actor.send({ type: 'RETRY' }),
    reload: (input: unknown) => actor.send({ type: 'RELOAD', input }),
  };
}
