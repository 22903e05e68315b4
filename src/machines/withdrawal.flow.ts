// The user's side of a withdrawal (/money): read the disclosed policy and the address book, fill
// the form (to a chain address or a bank card), review the summary, confirm with the 6-digit
// transaction password, submit, and show the record with its timeline. One rtoken is kept across
// retries of one submission, so a retry after a lost answer is applied at most once.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { z } from 'zod';
import { isAddressChain, isValidAddress } from '../../api/address-format';
import { withdrawalEndpoints, type withdrawAddress, type withdrawalRecord } from '../../api/endpoints/withdrawals';
import type { ParsedParamsOf } from '../../api/endpoint';
import { service } from './service';
import { submittingState } from './form-submission';
import { fieldChanged, hasErrors, refusalOf, validate, type FieldErrors, type FormState } from './form-validation';
import { amountProblem, policyBlockers, type WithdrawPolicy } from './withdraw-policy';

export type WithdrawAddress = z.infer<typeof withdrawAddress>;
export type WithdrawalRecord = z.infer<typeof withdrawalRecord>;
export type WithdrawTab = 'chain' | 'bank';

export interface WithdrawValues {
  address: string;
  chain: string;
  memo: string;
  amount: string;
  tpwd: string;
  bank_name: string;
  bank_number: string;
  swift: string;
  bank_address: string;
  payee_name: string;
  payee_phone: string;
  payee_address: string;
}

export interface WithdrawSetup {
  policy: WithdrawPolicy;
  addresses: WithdrawAddress[];
}

export type WithdrawSubmission =
  | { call: 'withdraw'; params: ParsedParamsOf<typeof withdrawalEndpoints.withdraw> }
  | { call: 'bankWithdraw'; params: ParsedParamsOf<typeof withdrawalEndpoints.bankWithdraw> };

export interface WithdrawalContext extends FormState<WithdrawValues> {
  tab: WithdrawTab;
  policy: WithdrawPolicy | null;
  addresses: WithdrawAddress[];
  record: WithdrawalRecord | null;
}

export type WithdrawalEvent =
  | { type: 'TAB_CHOSEN'; tab: WithdrawTab }
  | { type: 'FIELD_CHANGED'; field: keyof WithdrawValues; value: string }
  | { type: 'ADDRESS_CHOSEN'; id: string }
  | { type: 'ALL_CHOSEN' }
  | { type: 'REVIEW' }
  | { type: 'CONTINUE' }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'RETRY' };

const emptyValues: WithdrawValues = {
  address: '', chain: '', memo: '', amount: '', tpwd: '',
  bank_name: '', bank_number: '', swift: '', bank_address: '', payee_name: '', payee_phone: '', payee_address: '',
};

export const bankFields = ['bank_name', 'bank_number', 'swift', 'bank_address', 'payee_name', 'payee_phone', 'payee_address'] as const;

function rawOf(c: Pick<WithdrawalContext, 'tab' | 'values' | 'policy'>, tpwd: string) {
  const v = c.values;
  const currency = c.policy?.currency ?? 'USDT';
  if (c.tab === 'chain') {
    return { schema: withdrawalEndpoints.withdraw.params, call: 'withdraw', raw: { currency, chain: v.chain, address: v.address, amount: v.amount, tpwd, memo: v.memo } } as const;
  }
  const bank = Object.fromEntries(bankFields.map((f) => [f, v[f]]));
  return { schema: withdrawalEndpoints.bankWithdraw.params, call: 'bankWithdraw', raw: { currency, amount: v.amount, tpwd, ...bank } } as const;
}

/** The form's messages before review: the contract's checks, the amount against the policy, and any rule that stops a withdrawal now. */
export function withdrawErrors(c: Pick<WithdrawalContext, 'tab' | 'values' | 'policy'>): FieldErrors {
  const { schema, raw } = rawOf(c, '000000'); // the password is asked for after review
  const errors = validate(schema, raw).errors;
  // The server's own address rule, so a wrong address is said here and not after the password.
  if (c.tab === 'chain' && !errors.address && !errors.chain && isAddressChain(c.values.chain) && !isValidAddress(c.values.chain, c.values.address.trim())) {
    errors.address = 'error.addressInvalid';
  }
  if (c.policy) {
    const problem = errors.amount ? null : amountProblem(c.values.amount, c.policy);
    if (problem) errors.amount = problem;
    if (policyBlockers(c.policy).length > 0) errors.form = 'blocked';
  }
  return errors;
}

/** Fields checked as they are typed; a chain change checks the address again. */
const checkedAsTyped: Partial<Record<keyof WithdrawValues, (keyof WithdrawValues)[]>> = { address: ['address'], chain: ['address', 'chain'], amount: ['amount'] };

/** The context after one edited field: its message as it stands now (none while it is empty), the rest kept. */
export function editedField(c: WithdrawalContext, field: keyof WithdrawValues, value: string): Pick<WithdrawalContext, keyof FormState<WithdrawValues>> {
  const next = fieldChanged(c, field, value);
  const fresh = withdrawErrors({ ...c, values: next.values });
  for (const checked of checkedAsTyped[field] ?? []) {
    if (next.values[checked]) next.errors[checked] = fresh[checked];
    else delete next.errors[checked];
  }
  return next;
}

export function tpwdError(tpwd: string): string | undefined {
  return validate(withdrawalEndpoints.withdraw.params.pick({ tpwd: true }), { tpwd }).errors.tpwd;
}

function submissionOf(c: WithdrawalContext): WithdrawSubmission {
  const { schema, call, raw } = rawOf(c, c.values.tpwd);
  return { call, params: schema.parse(raw) } as WithdrawSubmission;
}

const withdrawalSetup = setup({
  types: {} as { context: WithdrawalContext; events: WithdrawalEvent },
  actors: {
    loadSetup: service<WithdrawSetup>('loadSetup'),
    checkTpwd: service<{ set: boolean }>('checkTpwd'),
    submitWithdrawal: service<WithdrawalRecord, { submission: WithdrawSubmission; rtoken: string }>('submitWithdrawal'),
  },
  actions: {
    validateForm: assign(({ context }) => ({ errors: withdrawErrors(context) })),
  },
  guards: {
    formIsValid: ({ context }) => !hasErrors(context.errors),
    tpwdIsSet: ({ event }) => !!(event as { output?: { set: boolean } }).output?.set,
    tpwdIsValid: ({ context }) => !tpwdError(context.values.tpwd),
  },
});

export const withdrawalFlow = withdrawalSetup.createMachine({
  id: 'withdrawalFlow',
  context: { tab: 'chain', policy: null, addresses: [], record: null, values: emptyValues, errors: {}, refusal: null, rtoken: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSetup',
        src: 'loadSetup',
        onDone: {
          target: 'editing',
          actions: assign(({ context, event }) => ({
            policy: event.output.policy,
            addresses: event.output.addresses,
            values: { ...context.values, chain: context.values.chain || (event.output.policy.chains[0] ?? '') },
          })),
        },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: {
      on: { RETRY: { target: 'loading', actions: assign({ refusal: null }) } },
    },
    editing: {
      on: {
        TAB_CHOSEN: { actions: assign(({ event }) => ({ tab: event.tab, errors: {}, refusal: null, rtoken: null })) },
        FIELD_CHANGED: { actions: assign(({ context, event }) => editedField(context, event.field, event.value)) },
        ADDRESS_CHOSEN: {
          actions: assign(({ context, event }) => {
            const saved = context.addresses.find((a) => a.id === event.id);
            if (!saved) return {};
            const values = { ...context.values, address: saved.address, chain: saved.chain, memo: saved.memo };
            return { values, errors: {}, refusal: null, rtoken: null };
          }),
        },
        ALL_CHOSEN: { actions: assign(({ context }) => editedField(context, 'amount', context.policy?.available ?? '')) },
        REVIEW: { target: 'validating', actions: 'validateForm' },
      },
    },
    validating: {
      always: [{ guard: 'formIsValid', target: 'reviewing' }, { target: 'editing' }],
    },
    reviewing: {
      on: { BACK: 'editing', CONTINUE: 'checkingTpwd' },
    },
    checkingTpwd: {
      invoke: {
        id: 'checkTpwd',
        src: 'checkTpwd',
        onDone: [{ guard: 'tpwdIsSet', target: 'confirming' }, { target: 'tpwdMissing' }],
        onError: { target: 'reviewing', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    tpwdMissing: {
      on: { BACK: 'editing' },
    },
    confirming: {
      on: {
        FIELD_CHANGED: { actions: assign(({ context, event }) => fieldChanged(context, event.field, event.value)) },
        CONFIRM: [
          { guard: 'tpwdIsValid', target: 'submitting' },
          { actions: assign(({ context }) => ({ errors: { tpwd: tpwdError(context.values.tpwd) } })) },
        ],
        BACK: { target: 'reviewing', actions: assign(({ context }) => ({ refusal: null, values: { ...context.values, tpwd: '' }, errors: {}, rtoken: null })) },
      },
    },
    submitting: submittingState(withdrawalSetup)('confirming', {
      src: 'submitWithdrawal',
      input: ({ context }) => ({ submission: submissionOf(context), rtoken: context.rtoken! }),
      onDone: { target: 'submitted', actions: assign({ record: ({ event }) => event.output }) },
    }),
    submitted: { type: 'final' },
  },
});

type WithdrawalSnapshot = SnapshotFrom<typeof withdrawalFlow>;

export type WithdrawStage = 'loading' | 'unavailable' | 'editing' | 'reviewing' | 'tpwdMissing' | 'confirming' | 'submitted';
export function selectWithdrawStage(s: WithdrawalSnapshot): WithdrawStage {
  if (s.matches('loading')) return 'loading';
  if (s.matches('unavailable')) return 'unavailable';
  if (s.matches('reviewing') || s.matches('checkingTpwd')) return 'reviewing';
  if (s.matches('tpwdMissing')) return 'tpwdMissing';
  if (s.matches('confirming') || s.matches('submitting')) return 'confirming';
  if (s.matches('submitted')) return 'submitted';
  return 'editing';
}
export const selectWithdrawBusy = (s: WithdrawalSnapshot) => s.matches('submitting') || s.matches('checkingTpwd');
export const selectWithdrawPolicy = (s: WithdrawalSnapshot) => s.context.policy;
export const selectWithdrawAddresses = (s: WithdrawalSnapshot) => s.context.addresses;
export const selectWithdrawTab = (s: WithdrawalSnapshot) => s.context.tab;
export const selectWithdrawValues = (s: WithdrawalSnapshot) => s.context.values;
export const selectWithdrawErrors = (s: WithdrawalSnapshot) => s.context.errors;
export const selectWithdrawRefusal = (s: WithdrawalSnapshot) => s.context.refusal;
export const selectWithdrawRecord = (s: WithdrawalSnapshot) => s.context.record;

export function withdrawalEvents(flow: { send: (event: WithdrawalEvent) => void }) {
  return {
    chooseTab: (tab: WithdrawTab) => flow.send({ type: 'TAB_CHOSEN', tab }),
    changeField: (field: keyof WithdrawValues, value: string) => flow.send({ type: 'FIELD_CHANGED', field, value }),
    chooseAddress: (id: string) => flow.send({ type: 'ADDRESS_CHOSEN', id }),
    withdrawAll: () => flow.send({ type: 'ALL_CHOSEN' }),
    review: () => flow.send({ type: 'REVIEW' }),
    continueToConfirm: () => flow.send({ type: 'CONTINUE' }),
    confirm: () => flow.send({ type: 'CONFIRM' }),
    back: () => flow.send({ type: 'BACK' }),
    retry: () => flow.send({ type: 'RETRY' }),
  };
}
