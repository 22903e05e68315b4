// The 6-digit transaction password (spec §2 /bindmpwd, §5, §9): set it the first time with the
// login password, or change it with the old one or with a code sent to the bound email or phone.
// A change starts the 24 h withdrawal lock on the server; the session is refreshed after saving.
import { assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import { accountEndpoints } from '../../api/endpoints/account';
import type { ParsedParamsOf } from '../../api/endpoint';
import { service } from './service';
import { submittingState } from './form-submission';
import { codeRequestFor, codeSenderFlow } from './code-sender.flow';
import { boundContacts, type SecurityOverview } from './security-overview.flow';
import { fieldChanged, hasErrors, refusalOf, validate, type AccountType, type CodeConfirmedForm, type CodeConfirmedFormEvent, type FieldErrors } from './form-validation';

/** `set` the first time; `change` once one is set. */
export type TpwdPurpose = 'set' | 'change';
/** How a change is confirmed. */
export type TpwdMethod = 'old' | 'code';

export interface TpwdValues {
  tpwd: string;
  retpwd: string;
  password: string;
  old_tpwd: string;
  code: string;
}

export type TpwdSubmission =
  | { call: 'saveTpwd'; params: ParsedParamsOf<typeof accountEndpoints.saveTpwd> }
  | { call: 'updateTpassword'; params: ParsedParamsOf<typeof accountEndpoints.updateTpassword> };

export interface TpwdContext extends CodeConfirmedForm<TpwdValues, TpwdMethod> {
  purpose: TpwdPurpose;
}

export type TpwdEvent = CodeConfirmedFormEvent<TpwdValues, TpwdMethod>;

export interface TpwdInput {
  countdownSeconds: number;
}

const emptyValues: TpwdValues = { tpwd: '', retpwd: '', password: '', old_tpwd: '', code: '' };

function submissionOf(c: Pick<TpwdContext, 'purpose' | 'method' | 'type' | 'values'>) {
  const { tpwd, retpwd, password, old_tpwd, code } = c.values;
  if (c.purpose === 'set') return { schema: accountEndpoints.saveTpwd.params, call: 'saveTpwd', raw: { tpwd, retpwd, password } } as const;
  const raw = c.method === 'old' ? { old_tpwd, tpwd, retpwd } : { type: c.type, code, tpwd, retpwd };
  return { schema: accountEndpoints.updateTpassword.params, call: 'updateTpassword', raw } as const;
}

export function tpwdErrors(c: Pick<TpwdContext, 'purpose' | 'method' | 'type' | 'values'>): FieldErrors {
  const { schema, raw } = submissionOf(c);
  // The contract reports a missing code on `old_tpwd`, the one field both ways of changing share.
  return validate(schema, raw, (field) => (field === 'old_tpwd' && c.method === 'code' ? 'code' : field)).errors;
}

function submission(c: TpwdContext): TpwdSubmission {
  const { schema, call, raw } = submissionOf(c);
  return { call, params: schema.parse(raw) } as TpwdSubmission;
}

const tpwdFlowSetup = setup({
  types: {} as { context: TpwdContext; events: TpwdEvent; input: TpwdInput },
  actors: {
    codeSender: codeSenderFlow,
    loadSecurity: service<SecurityOverview>('loadSecurity'),
    saveTpwd: service<null, { submission: TpwdSubmission; rtoken: string }>('saveTpwd'),
  },
  actions: {
    // Provided by the screen's hook: the session reloads `transaction_password` after saving.
    refreshSession: () => {},
    validateForm: assign(({ context }) => ({ errors: tpwdErrors(context) })),
  },
  guards: {
    tpwdIsSet: ({ event }) => !!(event as { output?: SecurityOverview }).output?.tpwd_set,
    formIsValid: ({ context }) => !hasErrors(context.errors),
    isOtherMethod: ({ context, event }) =>
      event.type === 'METHOD_CHOSEN' && event.method !== context.method && (event.method === 'old' || !!(context.contacts.email || context.contacts.phone)),
    isOtherTab: ({ context, event }) => event.type === 'TAB_CHOSEN' && event.tab !== context.type && !!context.contacts[event.tab],
  },
});

export const tpwdFlow = tpwdFlowSetup.createMachine({
  id: 'tpwd',
  context: ({ input }) => ({
    purpose: 'set',
    method: 'old',
    type: 'email',
    values: emptyValues,
    errors: {},
    refusal: null,
    rtoken: null,
    contacts: { email: '', phone: '' },
    countdownSeconds: input.countdownSeconds,
  }),
  invoke: { id: 'codeSender', src: 'codeSender', input: ({ context }) => ({ countdownSeconds: context.countdownSeconds }) },
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'loadSecurity',
        src: 'loadSecurity',
        onDone: [
          { guard: 'tpwdIsSet', target: 'editing', actions: assign(({ event }) => ({ purpose: 'change' as const, ...boundContacts(event.output) })) },
          { target: 'editing', actions: assign(({ event }) => ({ purpose: 'set' as const, ...boundContacts(event.output) })) },
        ],
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: {
      on: { RETRY: { target: 'checking', actions: assign({ refusal: null }) } },
    },
    editing: {
      on: {
        METHOD_CHOSEN: {
          guard: 'isOtherMethod',
          actions: assign(({ context, event }) => ({ method: event.method, errors: {}, refusal: null, rtoken: null, values: { ...context.values, old_tpwd: '', code: '' } })),
        },
        TAB_CHOSEN: {
          guard: 'isOtherTab',
          actions: [assign(({ context, event }) => ({ type: event.tab, errors: {}, refusal: null, rtoken: null, values: { ...context.values, code: '' } })), sendTo('codeSender', { type: 'RESET' })],
        },
        FIELD_CHANGED: { actions: assign(({ context, event }) => fieldChanged(context, event.field, event.value)) },
        SEND_CODE: {
          actions: sendTo('codeSender', ({ context }) => ({ type: 'SEND' as const, request: codeRequestFor(context.type, context.contacts[context.type], 'reset') })),
        },
        SUBMIT: { target: 'validating', actions: 'validateForm' },
      },
    },
    validating: {
      always: [{ guard: 'formIsValid', target: 'submitting' }, { target: 'editing' }],
    },
    submitting: submittingState(tpwdFlowSetup)('editing', {
      src: 'saveTpwd',
      input: ({ context }) => ({ submission: submission(context), rtoken: context.rtoken! }),
      onDone: 'saved',
    }),
    saved: { type: 'final', entry: 'refreshSession' },
  },
});

type TpwdSnapshot = SnapshotFrom<typeof tpwdFlow>;

export const selectTpwdPurpose = (s: TpwdSnapshot) => s.context.purpose;
export const selectTpwdMethod = (s: TpwdSnapshot) => s.context.method;
export const selectTpwdTab = (s: TpwdSnapshot) => s.context.type;
export const selectTpwdContacts = (s: TpwdSnapshot) => s.context.contacts;
export const selectTpwdValues = (s: TpwdSnapshot) => s.context.values;
export const selectTpwdErrors = (s: TpwdSnapshot) => s.context.errors;
export const selectTpwdRefusal = (s: TpwdSnapshot) => s.context.refusal;
export const selectTpwdSaving = (s: TpwdSnapshot) => s.matches('submitting');
export const selectTpwdCodeSender = (s: TpwdSnapshot) => s.children.codeSender;
export function selectTpwdStage(s: TpwdSnapshot): 'loading' | 'unavailable' | 'form' | 'saved' {
  if (s.matches('checking')) return 'loading';
  if (s.matches('unavailable')) return 'unavailable';
  if (s.matches('saved')) return 'saved';
  return 'form';
}

export function tpwdEvents(flow: { send: (event: TpwdEvent) => void }) {
  return {
    chooseMethod: (method: TpwdMethod) => flow.send({ type: 'METHOD_CHOSEN', method }),
    chooseTab: (tab: AccountType) => flow.send({ type: 'TAB_CHOSEN', tab }),
    changeField: (field: keyof TpwdValues, value: string) => flow.send({ type: 'FIELD_CHANGED', field, value }),
    sendCode: () => flow.send({ type: 'SEND_CODE' }),
    submit: () => flow.send({ type: 'SUBMIT' }),
    retry: () => flow.send({ type: 'RETRY' }),
  };
}
