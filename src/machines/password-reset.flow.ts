// The login password, forgotten or changed (spec §2 /forgetpwd, §5; DESIGN §3):
//   - reset by a code sent to the account's email or phone;
//   - reset by the three security answers together with such a code;
//   - change while logged in (`?type=changepwd`), by a code to the bound email or phone; without
//     either bound the user is asked to bind one first.
// Every path ends with the 24 h withdrawal lock on the server; a change refreshes the session.
import { assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import { authEndpoints } from '../../api/endpoints/auth';
import { accountEndpoints } from '../../api/endpoints/account';
import type { ParsedParamsOf } from '../../api/endpoint';
import { service } from './service';
import { submittingState } from './form-submission';
import { codeAddressError, codeRequestFor, codeSenderFlow } from './code-sender.flow';
import { boundContacts, type SecurityOverview } from './security-overview.flow';
import { fieldChanged, hasErrors, refusalOf, validate, type AccountType, type CodeConfirmedForm, type CodeConfirmedFormEvent, type FieldErrors } from './form-validation';

export type PasswordMode = 'reset' | 'change';
export type ResetMethod = 'code' | 'questions';

export interface PasswordValues {
  account: string;
  code: string;
  answer1: string;
  answer2: string;
  answer3: string;
  password: string;
  repassword: string;
}

/** One submission, by the call that carries it. */
export type PasswordSubmission =
  | { call: 'resetPassword'; params: ParsedParamsOf<typeof authEndpoints.resetPassword> }
  | { call: 'resetBySecQuestion'; params: ParsedParamsOf<typeof authEndpoints.resetBySecQuestion> }
  | { call: 'updatePassword'; params: ParsedParamsOf<typeof accountEndpoints.updatePassword> };

/** `contacts` are known in a change only. */
export interface PasswordContext extends CodeConfirmedForm<PasswordValues, ResetMethod> {
  mode: PasswordMode;
}

export type PasswordEvent = CodeConfirmedFormEvent<PasswordValues, ResetMethod>;

export interface PasswordInput {
  mode: PasswordMode;
  countdownSeconds: number;
}

const emptyValues: PasswordValues = { account: '', code: '', answer1: '', answer2: '', answer3: '', password: '', repassword: '' };

/** The call and its raw params for the form as it stands. */
function submissionOf(c: Pick<PasswordContext, 'mode' | 'method' | 'type' | 'values'>) {
  const { account, code, answer1, answer2, answer3, password, repassword } = c.values;
  if (c.mode === 'change') return { schema: accountEndpoints.updatePassword.params, call: 'updatePassword', raw: { type: c.type, code, password, repassword } } as const;
  if (c.method === 'questions') {
    return { schema: authEndpoints.resetBySecQuestion.params, call: 'resetBySecQuestion', raw: { type: c.type, account, code, answer1, answer2, answer3, password, repassword } } as const;
  }
  return { schema: authEndpoints.resetPassword.params, call: 'resetPassword', raw: { type: c.type, account, code, password, repassword } } as const;
}

export function passwordErrors(c: Pick<PasswordContext, 'mode' | 'method' | 'type' | 'values'>): FieldErrors {
  const { schema, raw } = submissionOf(c);
  return validate(schema, raw).errors;
}

function submission(c: PasswordContext): PasswordSubmission {
  const { schema, call, raw } = submissionOf(c);
  return { call, params: schema.parse(raw) } as PasswordSubmission;
}

/** Where the code goes: the typed account when resetting, the bound contact when changing. */
const codeAddress = (c: PasswordContext) => (c.mode === 'change' ? c.contacts[c.type] : c.values.account);

const passwordResetSetup = setup({
  types: {} as { context: PasswordContext; events: PasswordEvent; input: PasswordInput },
  actors: {
    codeSender: codeSenderFlow,
    loadSecurity: service<SecurityOverview>('loadSecurity'),
    savePassword: service<null, { submission: PasswordSubmission; rtoken: string }>('savePassword'),
  },
  actions: {
    // Provided by the screen's hook: the session reloads the user after a change.
    refreshSession: () => {},
    validateForm: assign(({ context }) => ({ errors: passwordErrors(context) })),
    forgetCode: sendTo('codeSender', { type: 'RESET' }),
  },
  guards: {
    isChange: ({ context }) => context.mode === 'change',
    hasBoundContact: ({ event }) => {
      const overview = (event as { output?: SecurityOverview }).output;
      return !!overview && (overview.email_bound || overview.phone_bound);
    },
    formIsValid: ({ context }) => !hasErrors(context.errors),
    codeAddressIsValid: ({ context }) => !codeAddressError(context.type, codeAddress(context)),
    // When changing, only a bound contact can receive the code.
    isOtherTab: ({ context, event }) =>
      event.type === 'TAB_CHOSEN' && event.tab !== context.type && (context.mode === 'reset' || !!context.contacts[event.tab]),
    isOtherMethod: ({ context, event }) => event.type === 'METHOD_CHOSEN' && event.method !== context.method,
  },
});

export const passwordResetFlow = passwordResetSetup.createMachine({
  id: 'passwordReset',
  context: ({ input }) => ({
    mode: input.mode,
    method: 'code',
    type: 'email',
    values: emptyValues,
    errors: {},
    refusal: null,
    rtoken: null,
    contacts: { email: '', phone: '' },
    countdownSeconds: input.countdownSeconds,
  }),
  invoke: { id: 'codeSender', src: 'codeSender', input: ({ context }) => ({ countdownSeconds: context.countdownSeconds }) },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isChange', target: 'checkingContacts' }, { target: 'editing' }],
    },
    checkingContacts: {
      invoke: {
        id: 'loadSecurity',
        src: 'loadSecurity',
        onDone: [
          {
            guard: 'hasBoundContact',
            target: 'editing',
            actions: assign(({ event }) => boundContacts(event.output)),
          },
          { target: 'contactMissing' },
        ],
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    /** Change only: neither an email nor a phone is bound, so no code can confirm the change. */
    contactMissing: {},
    unavailable: {
      on: { RETRY: { target: 'checkingContacts', actions: assign({ refusal: null }) } },
    },
    editing: {
      on: {
        METHOD_CHOSEN: {
          guard: 'isOtherMethod',
          actions: assign(({ context, event }) => ({ method: event.method, errors: {}, refusal: null, rtoken: null, values: { ...context.values, answer1: '', answer2: '', answer3: '' } })),
        },
        TAB_CHOSEN: {
          guard: 'isOtherTab',
          // A code sent to the other address does not apply to this one.
          actions: [
            assign(({ context, event }) => ({ type: event.tab, errors: {}, refusal: null, rtoken: null, values: { ...context.values, account: '', code: '' } })),
            'forgetCode',
          ],
        },
        FIELD_CHANGED: { actions: assign(({ context, event }) => fieldChanged(context, event.field, event.value)) },
        SEND_CODE: [
          {
            guard: 'codeAddressIsValid',
            actions: sendTo('codeSender', ({ context }) => ({ type: 'SEND' as const, request: codeRequestFor(context.type, codeAddress(context), 'reset') })),
          },
          { actions: assign(({ context }) => ({ errors: { ...context.errors, account: codeAddressError(context.type, codeAddress(context)) } })) },
        ],
        SUBMIT: { target: 'validating', actions: 'validateForm' },
      },
    },
    validating: {
      always: [{ guard: 'formIsValid', target: 'submitting' }, { target: 'editing' }],
    },
    submitting: submittingState(passwordResetSetup)('editing', {
      src: 'savePassword',
      input: ({ context }) => ({ submission: submission(context), rtoken: context.rtoken! }),
      onDone: 'passwordSaved',
    }),
    passwordSaved: {
      type: 'final',
      // After a reset the user is logged out and the session ignores it.
      entry: 'refreshSession',
    },
  },
});

type PasswordSnapshot = SnapshotFrom<typeof passwordResetFlow>;

export const selectPasswordMode = (s: PasswordSnapshot) => s.context.mode;
export const selectResetMethod = (s: PasswordSnapshot) => s.context.method;
export const selectPasswordTab = (s: PasswordSnapshot) => s.context.type;
export const selectPasswordValues = (s: PasswordSnapshot) => s.context.values;
export const selectPasswordErrors = (s: PasswordSnapshot) => s.context.errors;
export const selectPasswordRefusal = (s: PasswordSnapshot) => s.context.refusal;
export const selectBoundContacts = (s: PasswordSnapshot) => s.context.contacts;
export const selectPasswordCodeSender = (s: PasswordSnapshot) => s.children.codeSender;
/** Which part of the screen is shown. */
export function selectPasswordStage(s: PasswordSnapshot): 'loading' | 'contactMissing' | 'unavailable' | 'form' | 'saved' {
  if (s.matches('checkingContacts') || s.matches('starting')) return 'loading';
  if (s.matches('contactMissing')) return 'contactMissing';
  if (s.matches('unavailable')) return 'unavailable';
  if (s.matches('passwordSaved')) return 'saved';
  return 'form';
}
export const selectPasswordSaving = (s: PasswordSnapshot) => s.matches('submitting');

export function passwordEvents(flow: { send: (event: PasswordEvent) => void }) {
  return {
    chooseMethod: (method: ResetMethod) => flow.send({ type: 'METHOD_CHOSEN', method }),
    chooseTab: (tab: AccountType) => flow.send({ type: 'TAB_CHOSEN', tab }),
    changeField: (field: keyof PasswordValues, value: string) => flow.send({ type: 'FIELD_CHANGED', field, value }),
    sendCode: () => flow.send({ type: 'SEND_CODE' }),
    submit: () => flow.send({ type: 'SUBMIT' }),
    retry: () => flow.send({ type: 'RETRY' }),
  };
}
