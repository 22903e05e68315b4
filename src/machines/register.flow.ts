// Registering (spec §2 /register, §5; DESIGN §3): by email or by phone, with a verification code,
// a new password typed twice, an invitation code that is optional or required as the site says,
// and the agreement box. Checked with the contract's schema, sent once per rtoken.
import { assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import { authEndpoints } from '../../api/endpoints/auth';
import type { DataOf, ParsedParamsOf } from '../../api/endpoint';
import { service } from './service';
import { submittingState } from './form-submission';
import { codeAddressError, codeRequestFor, codeSenderFlow } from './code-sender.flow';
import { fieldChanged, hasErrors, validate, type AccountType, type FieldErrors, type FormState } from './form-validation';

export interface RegisterValues {
  account: string;
  code: string;
  password: string;
  repassword: string;
  invitation_code: string;
  agree: boolean;
}

export type RegisterParams = ParsedParamsOf<typeof authEndpoints.register>;
export type Registered = DataOf<typeof authEndpoints.register>;
export type InvitationRule = 'optional' | 'required';

export interface RegisterContext extends FormState<RegisterValues> {
  type: AccountType;
  invitation: InvitationRule;
  countdownSeconds: number;
  /** The account as the server registered it, shown on success. */
  registered: string | null;
}

export type RegisterEvent =
  | { type: 'TAB_CHOSEN'; tab: AccountType }
  | { type: 'FIELD_CHANGED'; field: Exclude<keyof RegisterValues, 'agree'>; value: string }
  | { type: 'AGREEMENT_TOGGLED'; agreed: boolean }
  | { type: 'SEND_CODE' }
  | { type: 'SUBMIT' };

export interface RegisterInput {
  invitation: InvitationRule;
  /** An invitation code from the link the user followed. */
  invitationCode?: string | null;
  countdownSeconds: number;
}

const emptyValues = (invitationCode = ''): RegisterValues => ({
  account: '', code: '', password: '', repassword: '', invitation_code: invitationCode, agree: false,
});

const toParams = (type: AccountType, v: RegisterValues) => ({ type, ...v, agree: v.agree ? '1' : '0' });

/** The contract's checks, plus the site's rule that may make the invitation code required. */
export function registerErrors(type: AccountType, values: RegisterValues, invitation: InvitationRule): FieldErrors {
  const params = toParams(type, values);
  // An unticked box stops the schema before its account and password checks; asking again as if
  // ticked lets the form say everything that is wrong at once.
  const errors = { ...validate(authEndpoints.register.params, { ...params, agree: '1' }).errors, ...validate(authEndpoints.register.params, params).errors };
  if (invitation === 'required' && !values.invitation_code.trim()) errors.invitation_code ??= 'error.invitationCodeRequired';
  return errors;
}

const registerSetup = setup({
  types: {} as { context: RegisterContext; events: RegisterEvent; input: RegisterInput },
  actors: {
    codeSender: codeSenderFlow,
    register: service<Registered, { params: RegisterParams; rtoken: string }>('register'),
  },
  actions: {
    validateForm: assign(({ context }) => ({ errors: registerErrors(context.type, context.values, context.invitation) })),
  },
  guards: {
    formIsValid: ({ context }) => !hasErrors(context.errors),
    codeAddressIsValid: ({ context }) => !codeAddressError(context.type, context.values.account),
    isOtherTab: ({ context, event }) => event.type === 'TAB_CHOSEN' && event.tab !== context.type,
  },
});

export const registerFlow = registerSetup.createMachine({
  id: 'register',
  context: ({ input }) => ({
    type: 'email',
    values: emptyValues(input.invitationCode ?? ''),
    errors: {},
    refusal: null,
    rtoken: null,
    invitation: input.invitation,
    countdownSeconds: input.countdownSeconds,
    registered: null,
  }),
  invoke: { id: 'codeSender', src: 'codeSender', input: ({ context }) => ({ countdownSeconds: context.countdownSeconds }) },
  initial: 'editing',
  states: {
    editing: {
      on: {
        TAB_CHOSEN: {
          guard: 'isOtherTab',
          // A code sent to the other kind of account does not apply to this one.
          actions: [
            assign(({ context, event }) => ({
              type: event.tab,
              values: { ...context.values, account: '', code: '' },
              errors: {},
              refusal: null,
              rtoken: null,
            })),
            sendTo('codeSender', { type: 'RESET' }),
          ],
        },
        FIELD_CHANGED: { actions: assign(({ context, event }) => fieldChanged(context, event.field, event.value)) },
        AGREEMENT_TOGGLED: { actions: assign(({ context, event }) => fieldChanged(context, 'agree', event.agreed)) },
        SEND_CODE: [
          {
            guard: 'codeAddressIsValid',
            actions: sendTo('codeSender', ({ context }) => ({ type: 'SEND' as const, request: codeRequestFor(context.type, context.values.account, 'register') })),
          },
          { actions: assign(({ context }) => ({ errors: { ...context.errors, account: codeAddressError(context.type, context.values.account) } })) },
        ],
        SUBMIT: { target: 'validating', actions: 'validateForm' },
      },
    },
    validating: {
      always: [{ guard: 'formIsValid', target: 'submitting' }, { target: 'editing' }],
    },
    submitting: submittingState(registerSetup)('editing', {
      src: 'register',
      input: ({ context }) => ({ params: authEndpoints.register.params.parse(toParams(context.type, context.values)), rtoken: context.rtoken! }),
      onDone: { target: 'registered', actions: assign({ registered: ({ event }) => event.output.account }) },
    }),
    registered: { type: 'final' },
  },
});

type RegisterSnapshot = SnapshotFrom<typeof registerFlow>;

export const selectRegisterTab = (s: RegisterSnapshot) => s.context.type;
export const selectRegisterValues = (s: RegisterSnapshot) => s.context.values;
export const selectRegisterErrors = (s: RegisterSnapshot) => s.context.errors;
export const selectRegisterRefusal = (s: RegisterSnapshot) => s.context.refusal;
export const selectInvitationRule = (s: RegisterSnapshot) => s.context.invitation;
export const selectRegistering = (s: RegisterSnapshot) => s.matches('submitting');
export const selectRegisteredAccount = (s: RegisterSnapshot) => (s.matches('registered') ? s.context.registered : null);
export const selectRegisterCodeSender = (s: RegisterSnapshot) => s.children.codeSender;

export function registerEvents(flow: { send: (event: RegisterEvent) => void }) {
  return {
    chooseTab: (tab: AccountType) => flow.send({ type: 'TAB_CHOSEN', tab }),
    changeField: (field: Exclude<keyof RegisterValues, 'agree'>, value: string) => flow.send({ type: 'FIELD_CHANGED', field, value }),
    toggleAgreement: (agreed: boolean) => flow.send({ type: 'AGREEMENT_TOGGLED', agreed }),
    sendCode: () => flow.send({ type: 'SEND_CODE' }),
    submit: () => flow.send({ type: 'SUBMIT' }),
  };
}
