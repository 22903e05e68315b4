// Logging in (spec §2 /login, §5, §7): account and password, checked with the contract's schema,
// sent once per rtoken; on success the session takes the token and, once it has loaded the user,
// the user goes where they wanted to go. With two-factor authentication on, the password earns a
// challenge instead, and the session starts once a code from the authenticator app answers it.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { authEndpoints } from '../../api/endpoints/auth';
import { twoFactorEndpoints } from '../../api/endpoints/two-factor';
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
export type LoginCodeParams = ParsedParamsOf<typeof twoFactorEndpoints.loginCode>;
export type SessionGranted = DataOf<typeof twoFactorEndpoints.loginCode>;

export interface LoginContext extends FormState<LoginValues> {
  /** Where to go after logging in: a path inside the app. */
  redirect: string;
  /** The second step's challenge, while a code is asked for. */
  challenge: string | null;
  code: string;
  codeError?: string;
}

export type LoginEvent =
  | { type: 'FIELD_CHANGED'; field: keyof LoginValues; value: string }
  | { type: 'SUBMIT' }
  | { type: 'CODE_CHANGED'; value: string }
  | { type: 'SUBMIT_CODE' }
  /** Back from the code to the password. */
  | { type: 'BACK' }
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
    logInWithCode: service<SessionGranted, { params: LoginCodeParams; rtoken: string }>('logInWithCode'),
  },
  actions: {
    // Provided by the screen's hook: the session actor and the router.
    startSession: (_, _params: { token: string }) => {},
    leaveTo: (_, _params: { path: string }) => {},
    validateForm: assign(({ context }) => ({ errors: validate(authEndpoints.login.params, context.values).errors })),
    keepChallenge: assign((_, params: { challenge: string }) => ({ challenge: params.challenge, code: '', codeError: undefined })),
    changeCode: assign((_, params: { value: string }) => ({ code: params.value, codeError: undefined })),
    askForCode: assign({ codeError: 'error.twoFactorCodeRequired' }),
    forgetChallenge: assign({ challenge: null, code: '', refusal: null, values: ({ context }) => ({ ...context.values, password: '' }) }),
  },
  guards: {
    formIsValid: ({ context }) => !hasErrors(context.errors),
    codeTyped: ({ context }) => context.code.trim() !== '',
    needsSecondStep: ({ event }) => 'output' in event && typeof event.output === 'object' && event.output !== null && 'two_factor_challenge' in event.output,
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
    challenge: null,
    code: '',
  }),
  initial: 'editing',
  states: {
    ...plainFormStates(loginSetup),
    submitting: submittingState(loginSetup)('editing', {
      src: 'logIn',
      input: ({ context }) => ({ params: authEndpoints.login.params.parse(context.values), rtoken: context.rtoken! }),
      onDone: [
        {
          guard: 'needsSecondStep',
          target: 'codeNeeded',
          actions: { type: 'keepChallenge', params: ({ event }) => ({ challenge: 'two_factor_challenge' in event.output ? event.output.two_factor_challenge : '' }) },
        },
        {
          target: 'startingSession',
          actions: { type: 'startSession', params: ({ event }) => ({ token: 'token' in event.output ? event.output.token : '' }) },
        },
      ],
    }),
    codeNeeded: {
      on: {
        CODE_CHANGED: { actions: { type: 'changeCode', params: ({ event }) => ({ value: event.value }) } },
        SUBMIT_CODE: [{ guard: 'codeTyped', target: 'submittingCode' }, { actions: 'askForCode' }],
        BACK: { target: 'editing', actions: 'forgetChallenge' },
      },
    },
    submittingCode: submittingState(loginSetup)('codeNeeded', {
      src: 'logInWithCode',
      input: ({ context }) => ({ params: { challenge: context.challenge!, code: context.code.trim() }, rtoken: context.rtoken! }),
      onDone: {
        target: 'startingSession',
        actions: { type: 'startSession', params: ({ event }) => ({ token: event.output.token }) },
      },
    }),
    startingSession: {
      on: {
        SESSION_STARTED: 'loggedIn',
        SESSION_REFUSED: { target: 'editing', actions: ['forgetChallenge', assign({ refusal: { kind: 'unreachable' } })] },
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
export const selectLoginBusy = (s: LoginSnapshot) => s.matches('submitting') || s.matches('submittingCode') || s.matches('startingSession') || s.matches('loggedIn');
/** The second step: the code from the authenticator app is asked for. */
export const selectCodeNeeded = (s: LoginSnapshot) => s.context.challenge !== null;
export const selectLoginCode = (s: LoginSnapshot) => ({ code: s.context.code, error: s.context.codeError });

/** What the login screen may say to the flow. */
export function loginEvents(flow: { send: (event: LoginEvent) => void }) {
  return {
    changeField: (field: keyof LoginValues, value: string) => flow.send({ type: 'FIELD_CHANGED', field, value }),
    submit: () => flow.send({ type: 'SUBMIT' }),
    changeCode: (value: string) => flow.send({ type: 'CODE_CHANGED', value }),
    submitCode: () => flow.send({ type: 'SUBMIT_CODE' }),
    back: () => flow.send({ type: 'BACK' }),
  };
}
