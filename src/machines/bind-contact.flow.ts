// Binding or changing the email (/bindemail) or the phone (/bindphone) with a code sent to the new
// address (spec §2, §5). Binding starts the 24 h withdrawal lock on the server; the session is
// refreshed after it so the account shows the new contact.
import { assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import { accountEndpoints } from '../../api/endpoints/account';
import type { DataOf, ParsedParamsOf } from '../../api/endpoint';
import { service } from './service';
import { submittingState } from './form-submission';
import { codeAddressError, codeRequestFor, codeSenderFlow } from './code-sender.flow';
import { fieldChanged, hasErrors, validate, type AccountType, type FieldErrors, type FormState } from './form-validation';

export interface BindValues {
  address: string;
  code: string;
}

export type BindSubmission =
  | { call: 'bindEmail'; params: ParsedParamsOf<typeof accountEndpoints.bindEmail> }
  | { call: 'bindPhone'; params: ParsedParamsOf<typeof accountEndpoints.bindPhone> };

export type Bound = DataOf<typeof accountEndpoints.bindEmail> | DataOf<typeof accountEndpoints.bindPhone>;

export interface BindContext extends FormState<BindValues> {
  channel: AccountType;
  countdownSeconds: number;
  bound: string | null;
}

export type BindEvent =
  | { type: 'FIELD_CHANGED'; field: keyof BindValues; value: string }
  | { type: 'SEND_CODE' }
  | { type: 'SUBMIT' };

export interface BindInput {
  channel: AccountType;
  countdownSeconds: number;
}

function submissionOf(channel: AccountType, { address, code }: BindValues) {
  return channel === 'email'
    ? ({ schema: accountEndpoints.bindEmail.params, call: 'bindEmail', raw: { email: address, code } } as const)
    : ({ schema: accountEndpoints.bindPhone.params, call: 'bindPhone', raw: { phone: address, code } } as const);
}

/** The contract names the address `email` or `phone`; the form calls it `address`. */
export function bindErrors(channel: AccountType, values: BindValues): FieldErrors {
  const { schema, raw } = submissionOf(channel, values);
  return validate(schema, raw, (field) => (field === 'email' || field === 'phone' ? 'address' : field)).errors;
}

function submission(c: BindContext): BindSubmission {
  const { schema, call, raw } = submissionOf(c.channel, c.values);
  return { call, params: schema.parse(raw) } as BindSubmission;
}

const bindContactSetup = setup({
  types: {} as { context: BindContext; events: BindEvent; input: BindInput },
  actors: {
    codeSender: codeSenderFlow,
    bindContact: service<Bound, { submission: BindSubmission; rtoken: string }>('bindContact'),
  },
  actions: {
    refreshSession: () => {},
    validateForm: assign(({ context }) => ({ errors: bindErrors(context.channel, context.values) })),
  },
  guards: {
    formIsValid: ({ context }) => !hasErrors(context.errors),
    codeAddressIsValid: ({ context }) => !codeAddressError(context.channel, context.values.address),
  },
});

export const bindContactFlow = bindContactSetup.createMachine({
  id: 'bindContact',
  context: ({ input }) => ({
    channel: input.channel,
    values: { address: '', code: '' },
    errors: {},
    refusal: null,
    rtoken: null,
    countdownSeconds: input.countdownSeconds,
    bound: null,
  }),
  invoke: { id: 'codeSender', src: 'codeSender', input: ({ context }) => ({ countdownSeconds: context.countdownSeconds }) },
  initial: 'editing',
  states: {
    editing: {
      on: {
        FIELD_CHANGED: { actions: assign(({ context, event }) => fieldChanged(context, event.field, event.value)) },
        SEND_CODE: [
          {
            guard: 'codeAddressIsValid',
            actions: sendTo('codeSender', ({ context }) => ({ type: 'SEND' as const, request: codeRequestFor(context.channel, context.values.address, 'bind') })),
          },
          { actions: assign(({ context }) => ({ errors: { ...context.errors, address: codeAddressError(context.channel, context.values.address) } })) },
        ],
        SUBMIT: { target: 'validating', actions: 'validateForm' },
      },
    },
    validating: {
      always: [{ guard: 'formIsValid', target: 'submitting' }, { target: 'editing' }],
    },
    submitting: submittingState(bindContactSetup)('editing', {
      src: 'bindContact',
      input: ({ context }) => ({ submission: submission(context), rtoken: context.rtoken! }),
      onDone: {
        target: 'bound',
        actions: assign({ bound: ({ event }) => ('email' in event.output ? event.output.email : event.output.phone) }),
      },
    }),
    bound: { type: 'final', entry: 'refreshSession' },
  },
});

type BindSnapshot = SnapshotFrom<typeof bindContactFlow>;

export const selectBindChannel = (s: BindSnapshot) => s.context.channel;
export const selectBindValues = (s: BindSnapshot) => s.context.values;
export const selectBindErrors = (s: BindSnapshot) => s.context.errors;
export const selectBindRefusal = (s: BindSnapshot) => s.context.refusal;
export const selectBinding = (s: BindSnapshot) => s.matches('submitting');
export const selectBoundAddress = (s: BindSnapshot) => (s.matches('bound') ? s.context.bound : null);
export const selectBindCodeSender = (s: BindSnapshot) => s.children.codeSender;

export function bindContactEvents(flow: { send: (event: BindEvent) => void }) {
  return {
    changeField: (field: keyof BindValues, value: string) => flow.send({ type: 'FIELD_CHANGED', field, value }),
    sendCode: () => flow.send({ type: 'SEND_CODE' }),
    submit: () => flow.send({ type: 'SUBMIT' }),
  };
}
