// The new-coin zone (/subscription): every project with its terms, its phase and how much is
// subscribed; read once when the page opens, and again on demand after a failed read.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { refusalOf, type Refusal } from './form-validation';
import type { NewcoinProject } from './launchpad-math';
import { service } from './service';

export interface NewcoinZoneContext {
  projects: NewcoinProject[];
  refusal: Refusal | null;
}

export type NewcoinZoneEvent = { type: 'RETRY' };

export const newcoinZoneFlow = setup({
  types: {} as { context: NewcoinZoneContext; events: NewcoinZoneEvent },
  actors: { loadProjects: service<NewcoinProject[]>('loadProjects') },
}).createMachine({
  id: 'newcoinZone',
  context: { projects: [], refusal: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadProjects', src: 'loadProjects',
        onDone: { target: 'ready', actions: assign({ projects: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    ready: {},
  },
});

export type NewcoinZoneActor = ActorRefFrom<typeof newcoinZoneFlow>;
type Snapshot = SnapshotFrom<typeof newcoinZoneFlow>;

export const selectZoneStage = (s: Snapshot) => s.value as 'loading' | 'unavailable' | 'ready';
export const selectProjects = (s: Snapshot) => s.context.projects;
export const selectZoneRefusal = (s: Snapshot) => s.context.refusal;

export const newcoinZoneEvents = (actor: Pick<NewcoinZoneActor, 'send'>) => ({ retry: () => actor.send({ type: 'RETRY' }) });
