// The withdrawal address book (/address): list the saved addresses, add one (the server checks the
// format per chain; its refusal is shown at the field it is about), delete one after the user
// confirms. Loading, saving and deleting are provided services.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { withdrawalEndpoints } from '../../api/endpoints/withdrawals';
import type { ParsedParamsOf } from '../../api/endpoint';
import { service } from './service';
import { fieldChanged, hasErrors, refusalOf, rtokenForSubmission, validate, type FieldErrors, type FormState } from './form-validation';
import { errorKeyOfCode } from './withdraw-policy';
import type { WithdrawAddress } from './withdrawal.flow';

export interface AddressValues {
  currency: string;
  chain: string;
  address: string;
  remarks: string;
  memo: string;
}

export interface AddressBook {
  addresses: WithdrawAddress[];
  /** Chains the policy allows for withdrawals of the currency. */
  chains: string[];
}

export type NewAddress = ParsedParamsOf<typeof withdrawalEndpoints.addWithdrawAddress>;

export interface WithdrawAddressContext extends FormState<AddressValues> {
  addresses: WithdrawAddress[];
  chains: string[];
  deleteId: string | null;
}

export type WithdrawAddressEvent =
  | { type: 'FIELD_CHANGED'; field: keyof AddressValues; value: string }
  | { type: 'ADD' }
  | { type: 'DELETE'; id: string }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'KEEP' }
  | { type: 'RETRY' };

const emptyValues: AddressValues = { currency: 'USDT', chain: '', address: '', remarks: '', memo: '' };

export const addressErrors = (values: AddressValues): FieldErrors => validate(withdrawalEndpoints.addWithdrawAddress.params, values).errors;

/** Format and chain refusals belong at their field; anything else is shown above the button. */
function refusalAtField(error: unknown): Pick<WithdrawAddressContext, 'errors' | 'refusal'> {
  const refusal = refusalOf(error);
  const key = refusal.kind === 'server' ? errorKeyOfCode(refusal.code) : null;
  if (key === 'error.addressInvalid' || key === 'error.addressRequired') return { errors: { address: key }, refusal: null };
  if (key === 'error.chainUnknown') return { errors: { chain: key }, refusal: null };
  return { errors: {}, refusal };
}

export const withdrawAddressFlow = setup({
  types: {} as { context: WithdrawAddressContext; events: WithdrawAddressEvent },
  actors: {
    loadAddressBook: service<AddressBook>('loadAddressBook'),
    addAddress: service<WithdrawAddress, { address: NewAddress; rtoken: string }>('addAddress'),
    deleteAddress: service<null, { id: string }>('deleteAddress'),
  },
  guards: {
    formIsValid: ({ context }) => !hasErrors(context.errors),
  },
}).createMachine({
  id: 'withdrawAddress',
  context: { addresses: [], chains: [], deleteId: null, values: emptyValues, errors: {}, refusal: null, rtoken: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAddressBook',
        src: 'loadAddressBook',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            addresses: event.output.addresses,
            chains: event.output.chains,
            values: { ...context.values, chain: context.values.chain || (event.output.chains[0] ?? '') },
          })),
        },
        onError: { target: 'failed', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: assign({ refusal: null }) } } },
    ready: {
      on: {
        FIELD_CHANGED: { actions: assign(({ context, event }) => fieldChanged(context, event.field, event.value)) },
        ADD: { target: 'validating', actions: assign(({ context }) => ({ errors: addressErrors(context.values), refusal: null })) },
        DELETE: { target: 'confirmingDelete', actions: assign({ deleteId: ({ event }) => event.id, refusal: null }) },
      },
    },
    validating: {
      always: [{ guard: 'formIsValid', target: 'adding' }, { target: 'ready' }],
    },
    adding: {
      entry: assign({ rtoken: ({ context }) => rtokenForSubmission(context.rtoken) }),
      invoke: {
        id: 'addAddress',
        src: 'addAddress',
        input: ({ context }) => ({ address: withdrawalEndpoints.addWithdrawAddress.params.parse(context.values), rtoken: context.rtoken! }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            addresses: [event.output, ...context.addresses],
            values: { ...emptyValues, chain: context.values.chain },
            rtoken: null,
          })),
        },
        onError: { target: 'ready', actions: assign(({ event }) => refusalAtField(event.error)) },
      },
    },
    confirmingDelete: {
      on: { KEEP: { target: 'ready', actions: assign({ deleteId: null }) }, CONFIRM_DELETE: 'deleting' },
    },
    deleting: {
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        input: ({ context }) => ({ id: context.deleteId! }),
        onDone: {
          target: 'ready',
          actions: assign(({ context }) => ({ addresses: context.addresses.filter((a) => a.id !== context.deleteId), deleteId: null })),
        },
        onError: { target: 'ready', actions: assign({ refusal: ({ event }) => refusalOf(event.error), deleteId: null }) },
      },
    },
  },
});

type WithdrawAddressSnapshot = SnapshotFrom<typeof withdrawAddressFlow>;

export function selectAddressStage(s: WithdrawAddressSnapshot): 'loading' | 'failed' | 'ready' {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  return 'ready';
}
export const selectAddresses = (s: WithdrawAddressSnapshot) => s.context.addresses;
export const selectAddressChains = (s: WithdrawAddressSnapshot) => s.context.chains;
export const selectAddressValues = (s: WithdrawAddressSnapshot) => s.context.values;
export const selectAddressErrors = (s: WithdrawAddressSnapshot) => s.context.errors;
export const selectAddressRefusal = (s: WithdrawAddressSnapshot) => s.context.refusal;
export const selectAddressAdding = (s: WithdrawAddressSnapshot) => s.matches('adding');
export const selectDeleteId = (s: WithdrawAddressSnapshot) => (s.matches('confirmingDelete') || s.matches('deleting') ? s.context.deleteId : null);
export const selectDeleting = (s: WithdrawAddressSnapshot) => s.matches('deleting');

export function withdrawAddressEvents(flow: { send: (event: WithdrawAddressEvent) => void }) {
  return {
    changeField: (field: keyof AddressValues, value: string) => flow.send({ type: 'FIELD_CHANGED', field, value }),
    add: () => flow.send({ type: 'ADD' }),
    remove: (id: string) => flow.send({ type: 'DELETE', id }),
    confirmDelete: () => flow.send({ type: 'CONFIRM_DELETE' }),
    keep: () => flow.send({ type: 'KEEP' }),
    retry: () => flow.send({ type: 'RETRY' }),
  };
}
