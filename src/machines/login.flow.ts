// Logging in (spec §2 /login, §5, §7): account and password, checked with the contract's schema,
// sent once per rtoken; on success the session takes the token and, once it has loaded the user,
// the user goes where they wanted to go.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { authEndpoints } from '../../api/endpoints/auth';
import type { DataOf, ParsedParamsOf } from '../../api/endpoint';
import { service } from './service';
import { plainFormStates, submittingState } from './form-submission';
import { hasErrors, validate, type FormState } from './form-validation';

export interface LoginValues {
  account: string;
  password: string;
}

export type LoginParams = ParsedParamsOf<typeof authEndpoints.login>;
export type LoginGranted = DataOf<typeof authEndpoints.login>;

export interface LoginContext extends FormState<LoginValues> {
  /** Where to go after logging in: a path inside the app. */
  redirect: string;
}

export type LoginEvent =
  | { type: 'FIELD_CHANGED'; field: keyof LoginValues; value: string }
  | { type: 'SUBMIT' }
  /** The session loaded the user with the new token. */
  | { type: 'SESSION_STARTED' }
  /** The session could not load the user and dropped the token. */
  | { type: 'SESSION_REFUSED' };

export interface LoginInput {
  /** The `redirect` query parameter, if any. */
  redirect?: string | null;
  account?: string;
}

/** Only paths of this app are followed, so a crafted link cannot send the user elsewhere after login. */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  // Back to a guest page would show the form again to a logged-in user.
  const path = raw.split(/[?#]/)[0].toLowerCase();
  return path === '/login' || path === '/register' ? '/' : raw;
}

const loginSetup = setup({
  types: {} as { context: LoginContext; events: LoginEvent; input: LoginInput },
  actors: {
    logIn: service<LoginGranted, { params: LoginParams; rtoken: string }>('logIn'),
  },
  actions: {
    // Provided by the screen's hook: the session actor and the router.
    startSession: (_, _params: { token: string }) => {},
    leaveTo: (_, _params: { path: string }) => {},
    validateForm: assign(({ context }) => ({ errors: validate(authEndpoints.login.params, context.values).errors })),
  },
  guards: {
    formIsValid: ({ context }) => !hasErrors(context.errors),
  },
});

export const loginFlow = loginSetup.createMachine({
  id: 'login',
  context: ({ input }) => ({
    values: { account: input.account ?? '', password: '' },
    errors: {},
    refusal: null,
    rtoken: null,
    redirect: safeRedirect(input.redirect),
  }),
  initial: 'editing',
  states: {
    ...plainFormStates(loginSetup),
    submitting: submittingState(loginSetup)('editing', {
      src: 'logIn',
      input: ({ context }) => ({ params: authEndpoints.login.params.parse(context.values), rtoken: context.rtoken! }),
      onDone: {
        target: 'startingSession',
        actions: { type: 'startSession', params: ({ event }) => ({ token: event.output.token }) },
      },
    }),
    startingSession: {
      on: {
        SESSION_STARTED: 'loggedIn',
        SESSION_REFUSED: { target: 'editing', actions: assign({ refusal: { kind: 'unreachable' } }) },
      },
    },
    loggedIn: {
      type: 'final',
      entry: { type: 'leaveTo', params: ({ context }) => ({ path: context.redirect }) },
    },
  },
});

type LoginSnapshot = SnapshotFrom<typeof loginFlow>;

export const selectLoginValues = (s: LoginSnapshot) => s.context.values;
export const selectLoginErrors = (s: LoginSnapshot) => s.context.errors;
export const selectLoginRefusal = (s: LoginSnapshot) => s.context.refusal;
/** The button is busy from sending until the session has the user. */
export const selectLoginBusy = (s: LoginSnapshot) => s.matches('submitting') || s.matches('startingSession') || s.matches('loggedIn');

/** What the login screen may say to the flow. */
export function loginEvents(flow: { send: (event: LoginEvent) => void }) {
  return {
    changeField: (field: keyof LoginValues, value: string) => flow.send({ type: 'FIELD_CHANGED', field, value }),
    submit: () => flow.send({ type: 'SUBMIT' }),
  };
}
