// Repaying a loan from the spot USDT balance (/repayment?id=): what it owes now (principal, interest
// to the day, late fee, total), confirm, repaid. The total shown is sent as `total`; when the server
// finds the loan now owes another figure (a day started, a late fee grew) the loan is read again,
// its new figure shown with the server's words and the user asked again, with a new rtoken since
// the request changed. Any other refusal (insufficient USDT) stays on the confirm step.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { businessErrors } from '../../api/codes';
import { submittingState } from './form-submission';
import { refusalOf, type Refusal } from './form-validation';
import { isOwed, type Loan, type LoanInfo } from './loan-terms';
import { service } from './service';

export interface LoanRepayRequest { id: string; total: string }

export interface LoanRepayContext {
  id: string;
  info: LoanInfo | null;
  rtoken: string | null;
  refusal: Refusal | null;
  repaid: Loan | null;
}

export type LoanRepayEvent = { type: 'CONFIRM' } | { type: 'RETRY' };

const repaySetup = setup({
  types: {} as { context: LoanRepayContext; events: LoanRepayEvent; input: { id: string } },
  actors: {
    loadLoan: service<LoanInfo, { id: string }>('loadLoan'),
    repay: service<Loan, { request: LoanRepayRequest; rtoken: string }>('repay'),
  },
  guards: {
    owed: ({ event }) => isOwed((event as unknown as { output: LoanInfo }).output.loan),
    owedChanged: ({ context }) => context.refusal?.kind === 'server' && context.refusal.code === businessErrors.loanOwedChanged,
  },
});

export const loanRepayFlow = repaySetup.createMachine({
  id: 'loanRepay',
  context: ({ input }) => ({ id: input.id, info: null, rtoken: null, refusal: null, repaid: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLoan', src: 'loadLoan', input: ({ context }) => ({ id: context.id }),
        onDone: [
          { guard: 'owed', target: 'confirming', actions: assign({ info: ({ event }) => event.output }) },
          { target: 'notOwed', actions: assign({ info: ({ event }) => event.output }) },
        ],
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    /** Under review, rejected or repaid already: nothing to repay. */
    notOwed: {},
    confirming: { on: { CONFIRM: 'submitting' } },
    submitting: submittingState(repaySetup)('refused', {
      src: 'repay',
      input: ({ context }) => ({ request: { id: context.id, total: context.info!.loan.owed!.total }, rtoken: context.rtoken! }),
      onDone: { target: 'repaid', actions: assign({ repaid: ({ event }) => event.output }) },
    }),
    /** The owed figure moved: read the loan again (the refusal stays to say so); otherwise back to confirm. */
    refused: {
      always: [
        { guard: 'owedChanged', target: 'loading', actions: assign({ rtoken: null }) },
        { target: 'confirming' },
      ],
    },
    repaid: { type: 'final' },
  },
});

export type LoanRepayActor = ActorRefFrom<typeof loanRepayFlow>;
type Snapshot = SnapshotFrom<typeof loanRepayFlow>;
export type LoanRepayStage = 'loading' | 'unavailable' | 'notOwed' | 'confirming' | 'submitting' | 'refused' | 'repaid';

export const selectLoanRepayStage = (s: Snapshot) => s.value as LoanRepayStage;
export const selectLoanRepay = (s: Snapshot) => s.context;

export function loanRepayEvents(actor: Pick<LoanRepayActor, 'send'>) {
  return {
    confirm: () => actor.send({ type: 'CONFIRM' }),
    retry: () => actor.send({ type: 'RETRY' }),
  };
}
