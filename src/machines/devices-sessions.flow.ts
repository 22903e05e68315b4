// The user's sessions and devices (/devices): load the live sessions and the login history, sign
// out one other session or all others, then load again. The current session is signed out only by
// logging out, so "Sign out" is offered for the others. The loaders and calls are provided services.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { devicesEndpoints } from '../../api/endpoints/devices';
import { service } from './service';
import { refusalOf, type Refusal } from './form-validation';

export type ActiveSession = DataOf<typeof devicesEndpoints.sessions>[number];
export type LoginRecord = DataOf<typeof devicesEndpoints.loginHistory>[number];
export interface DevicesView { sessions: ActiveSession[]; history: LoginRecord[] }

export interface DevicesContext extends DevicesView {
  /** The session being signed out, or 'others'. */
  ending: string | null;
  refusal: Refusal | null;
}

export type DevicesEvent =
  | { type: 'RETRY' }
  | { type: 'SIGN_OUT'; id: string }
  | { type: 'SIGN_OUT_OTHERS' };

export const devicesSessionsFlow = setup({
  types: {} as { context: DevicesContext; events: DevicesEvent },
  actors: {
    loadDevices: service<DevicesView>('loadDevices'),
    signOutSession: service<null, { id: string }>('signOutSession'),
    signOutOtherSessions: service<null>('signOutOtherSessions'),
  },
  guards: {
    isOtherSession: ({ context, event }) => event.type === 'SIGN_OUT' && context.sessions.some((s) => s.id === event.id && !s.current),
    hasOtherSessions: ({ context }) => context.sessions.some((s) => !s.current),
  },
  actions: {
    markEnding: assign({ ending: ({ event }) => (event.type === 'SIGN_OUT' ? event.id : 'others'), refusal: null }),
    clearEnding: assign({ ending: null }),
  },
}).createMachine({
  id: 'devicesSessions',
  context: { sessions: [], history: [], ending: null, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDevices',
        src: 'loadDevices',
        onDone: { target: 'ready', actions: assign(({ event }) => ({ ...event.output, refusal: null })) },
        onError: { target: 'failed', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: {
      on: {
        SIGN_OUT: { guard: 'isOtherSession', target: 'signingOut', actions: 'markEnding' },
        SIGN_OUT_OTHERS: { guard: 'hasOtherSessions', target: 'signingOutOthers', actions: 'markEnding' },
      },
    },
    signingOut: {
      invoke: {
        id: 'signOutSession',
        src: 'signOutSession',
        input: ({ context }) => ({ id: context.ending! }),
        onDone: { target: 'loading', actions: 'clearEnding' },
        onError: { target: 'ready', actions: assign({ refusal: ({ event }) => refusalOf(event.error), ending: null }) },
      },
    },
    signingOutOthers: {
      invoke: {
        id: 'signOutOtherSessions',
        src: 'signOutOtherSessions',
        onDone: { target: 'loading', actions: 'clearEnding' },
        onError: { target: 'ready', actions: assign({ refusal: ({ event }) => refusalOf(event.error), ending: null }) },
      },
    },
  },
});

type DevicesSnapshot = SnapshotFrom<typeof devicesSessionsFlow>;
export type DevicesStage = 'loading' | 'failed' | 'ready' | 'signingOut' | 'signingOutOthers';

export const selectDevicesStage = (s: DevicesSnapshot) => s.value as DevicesStage;
export const selectSessions = (s: DevicesSnapshot) => s.context.sessions;
export const selectLoginHistory = (s: DevicesSnapshot) => s.context.history;
export const selectEnding = (s: DevicesSnapshot) => s.context.ending;
export const selectDevicesRefusal = (s: DevicesSnapshot) => s.context.refusal;

/** The events the sessions screen sends. */
export function devicesEvents(actor: { send: (e: DevicesEvent) => void }) {
  return {
    retry: () => actor.send({ type: 'RETRY' }),
    signOut: (id: string) => actor.send({ type: 'SIGN_OUT', id }),
    signOutOthers: () => actor.send({ type: 'SIGN_OUT_OTHERS' }),
  };
}
