// A manual deposit on /recharge (DESIGN §3): for a send the chain watcher cannot see, the user
// gives the amount, the transaction hash, a credential image (uploaded first, by the upload chart),
// an optional description and the chain; checked with the contract's schema, sent once per rtoken,
// and then shown under review in the deposits list with its timeline.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { fundsEndpoints } from '../../api/endpoints/funds';
import type { DataOf } from '../../api/endpoint';
import { service } from './service';
import { plainFormStates, submittingState } from './form-submission';
import { hasErrors, validate, type FormState } from './form-validation';

export interface ManualDepositValues {
  currency: string;
  chain: string;
  amount: string;
  tx_hash: string;
  /** The id of the uploaded credential image ('' until one is uploaded). */
  credential: string;
  description: string;
}

export type ManualDepositReceipt = DataOf<typeof fundsEndpoints.manualDeposit>;

export interface ManualDepositContext extends FormState<ManualDepositValues> {
  receipt: ManualDepositReceipt | null;
}

export type ManualDepositEvent =
  | { type: 'FIELD_CHANGED'; field: keyof ManualDepositValues; value: string }
  | { type: 'SUBMIT' }
  | { type: 'NEW_CLAIM' };

const blank = (input: { currency: string; chain: string }): ManualDepositValues =>
  ({ currency: input.currency, chain: input.chain, amount: '', tx_hash: '', credential: '', description: '' });

const manualDepositSetup = setup({
  types: {} as { context: ManualDepositContext; events: ManualDepositEvent; input: { currency: string; chain: string } },
  actors: {
    submitClaim: service<ManualDepositReceipt, { values: ManualDepositValues; rtoken: string }>('submitClaim'),
  },
  actions: {
    validateForm: assign(({ context }) => ({ errors: validate(fundsEndpoints.manualDeposit.params, context.values).errors })),
    // Provided: the deposits list loads again, so the claim shows at once.
    refreshRecords: () => {},
  },
  guards: {
    formIsValid: ({ context }) => !hasErrors(context.errors),
  },
});

export const manualDepositFlow = manualDepositSetup.createMachine({
  id: 'manualDepositClaim',
  context: ({ input }) => ({ values: blank(input), errors: {}, refusal: null, rtoken: null, receipt: null }),
  initial: 'editing',
  states: {
    ...plainFormStates(manualDepositSetup),
    submitting: submittingState(manualDepositSetup)('editing', {
      src: 'submitClaim',
      input: ({ context }) => ({ values: context.values, rtoken: context.rtoken! }),
      onDone: { target: 'submitted', actions: [assign({ receipt: ({ event }) => event.output }), 'refreshRecords'] },
    }),
    submitted: {
      on: {
        NEW_CLAIM: {
          target: 'editing',
          actions: assign(({ context }) => ({ values: blank(context.values), errors: {}, refusal: null, rtoken: null, receipt: null })),
        },
      },
    },
  },
});

type ManualDepositSnapshot = SnapshotFrom<typeof manualDepositFlow>;

export const selectClaimValues = (s: ManualDepositSnapshot) => s.context.values;
export const selectClaimErrors = (s: ManualDepositSnapshot) => s.context.errors;
export const selectClaimRefusal = (s: ManualDepositSnapshot) => s.context.refusal;
export const selectClaimBusy = (s: ManualDepositSnapshot) => s.matches('submitting');
export const selectClaimReceipt = (s: ManualDepositSnapshot) => (s.matches('submitted') ? s.context.receipt : null);

export function manualDepositEvents(flow: { send: (event: ManualDepositEvent) => void }) {
  return {
    change: (field: keyof ManualDepositValues, value: string) => flow.send({ type: 'FIELD_CHANGED', field, value }),
    submit: () => flow.send({ type: 'SUBMIT' }),
    newClaim: () => flow.send({ type: 'NEW_CLAIM' }),
  };
}
