// The operator console's own session (DESIGN §3: operators are separate accounts): the login form,
// the operator token (never the user's), and what ends it (log out, or the server saying the
// operator session is no longer valid). The console's shell shows the queues only when signed in.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { opsEndpoints } from '../../api/endpoints/ops';
import type { DataOf, ParsedParamsOf } from '../../api/endpoint';
import { service } from './service';
import { fieldChanged, hasErrors, refusalOf, rtokenForSubmission, validate, type FormState } from './form-validation';

export interface OpsLoginValues {
  email: string;
  password: string;
}

export type OpsLoginParams = ParsedParamsOf<typeof opsEndpoints.opsLogin>;
export type OpsGrant = DataOf<typeof opsEndpoints.opsLogin>;

export interface OpsSessionContext extends FormState<OpsLoginValues> {
  operator: OpsGrant | null;
  /** Why the last session ended, when the server ended it (a translated message). */
  endedBecause: string | null;
}

export type OpsSessionEvent =
  | { type: 'FIELD_CHANGED'; field: keyof OpsLoginValues; value: string }
  | { type: 'SUBMIT' }
  | { type: 'LOG_OUT' }
  /** The server answered 2000 to an operator call: the token is not valid any more. */
  | { type: 'SESSION_INVALID'; message: string };

export interface OpsSessionInput {
  /** The operator session kept in this tab, if any. */
  stored: OpsGrant | null;
  now: number;
}

const emptyForm = { values: { email: '', password: '' }, errors: {}, refusal: null, rtoken: null };

export const opsSessionFlow = setup({
  types: {} as { context: OpsSessionContext; events: OpsSessionEvent; input: OpsSessionInput },
  actors: {
    logIn: service<OpsGrant, { params: OpsLoginParams; rtoken: string }>('logIn'),
  },
  actions: {
    // Provided by the console: where the operator session is kept (this tab only).
    persist: (_, _params: { operator: OpsGrant | null }) => {},
    validateForm: assign(({ context }) => ({ errors: validate(opsEndpoints.opsLogin.params, context.values).errors })),
  },
  guards: {
    hasStoredSession: ({ context }) => context.operator !== null,
    formIsValid: ({ context }) => !hasErrors(context.errors),
  },
}).createMachine({
  id: 'opsSession',
  context: ({ input }) => ({
    ...emptyForm,
    operator: input.stored && input.stored.expires_at > input.now ? input.stored : null,
    endedBecause: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasStoredSession', target: 'signedIn' }, { target: 'signedOut' }],
    },
    signedOut: {
      on: {
        FIELD_CHANGED: { actions: assign(({ context, event }) => fieldChanged(context, event.field, event.value)) },
        SUBMIT: { target: 'validating', actions: 'validateForm' },
      },
    },
    validating: {
      always: [{ guard: 'formIsValid', target: 'signingIn' }, { target: 'signedOut' }],
    },
    signingIn: {
      entry: assign({ refusal: null, endedBecause: null, rtoken: ({ context }) => rtokenForSubmission(context.rtoken) }),
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ context }) => ({ params: context.values as OpsLoginParams, rtoken: context.rtoken! }),
        onDone: {
          target: 'signedIn',
          actions: [assign(({ event }) => ({ ...emptyForm, operator: event.output })), { type: 'persist', params: ({ event }) => ({ operator: event.output }) }],
        },
        onError: { target: 'signedOut', actions: assign({ refusal: ({ event }) => refusalOf(event.error), rtoken: null }) },
      },
    },
    signedIn: {
      on: {
        LOG_OUT: { target: 'signedOut', actions: [assign({ operator: null }), { type: 'persist', params: { operator: null } }] },
        SESSION_INVALID: {
          target: 'signedOut',
          actions: [assign(({ event }) => ({ operator: null, endedBecause: event.message })), { type: 'persist', params: { operator: null } }],
        },
      },
    },
  },
});

type OpsSessionSnapshot = SnapshotFrom<typeof opsSessionFlow>;

export const selectOperator = (s: OpsSessionSnapshot) => (s.matches('signedIn') ? s.context.operator : null);
export const selectOpsToken = (s: OpsSessionSnapshot) => (s.matches('signedIn') ? s.context.operator?.token ?? null : null);
export const selectOpsSigningIn = (s: OpsSessionSnapshot) => s.matches('signingIn');
export const selectOpsLoginValues = (s: OpsSessionSnapshot) => s.context.values;
export const selectOpsLoginErrors = (s: OpsSessionSnapshot) => s.context.errors;
export const selectOpsLoginRefusal = (s: OpsSessionSnapshot) => s.context.refusal;
export const selectOpsEndedBecause = (s: OpsSessionSnapshot) => s.context.endedBecause;

export function opsSessionEvents(flow: { send: (event: OpsSessionEvent) => void }) {
  return {
    change: (field: keyof OpsLoginValues, value: string) => flow.send({ type: 'FIELD_CHANGED', field, value }),
    submit: () => flow.send({ type: 'SUBMIT' }),
    logOut: () => flow.send({ type: 'LOG_OUT' }),
  };
}
