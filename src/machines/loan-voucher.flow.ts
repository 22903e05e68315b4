// Repaying a loan by bank transfer (/repayment2?id=): the platform's bank account and the amount
// owed now, the transfer's voucher uploaded (purpose loanVoucher), submit; the reviewer's answer
// comes later. A loan with a voucher under review shows it instead of the form; a platform that
// offers no transfer (no bank account) says so. The amount shown is sent as `total`; when the
// loan owes another figure by then, the loan is read again and the form shows the new amount with
// the server's words (the uploaded voucher stays), to be sent again under a new rtoken.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { businessErrors } from '../../api/codes';
import { submittingState } from './form-submission';
import { refusalOf, type Refusal } from './form-validation';
import { isOwed, type Loan, type LoanCatalogue, type LoanInfo } from './loan-terms';
import { service } from './service';

export interface LoanVoucherTerms { info: LoanInfo; bank: LoanCatalogue['bank'] }
export interface LoanVoucherRequest { id: string; total: string; voucher: string }

export interface LoanVoucherContext {
  id: string;
  terms: LoanVoucherTerms | null;
  /** The upload id of the voucher image ('' while none is uploaded). */
  voucher: string;
  problem: string | null;
  rtoken: string | null;
  refusal: Refusal | null;
  sent: Loan | null;
}

export type LoanVoucherEvent = { type: 'VOUCHER'; uploadId: string } | { type: 'SUBMIT' } | { type: 'RETRY' };

const output = (event: unknown) => (event as { output: LoanVoucherTerms }).output;

const voucherSetup = setup({
  types: {} as { context: LoanVoucherContext; events: LoanVoucherEvent; input: { id: string } },
  actors: {
    loadTerms: service<LoanVoucherTerms, { id: string }>('loadTerms'),
    sendVoucher: service<Loan, { request: LoanVoucherRequest; rtoken: string }>('sendVoucher'),
  },
  guards: {
    noTransfer: ({ event }) => output(event).bank === null,
    voucherPending: ({ event }) => output(event).info.loan.pending_voucher !== null,
    owed: ({ event }) => isOwed(output(event).info.loan),
    hasVoucher: ({ context }) => context.voucher !== '',
    owedChanged: ({ context }) => context.refusal?.kind === 'server' && context.refusal.code === businessErrors.loanOwedChanged,
  },
});

export const loanVoucherFlow = voucherSetup.createMachine({
  id: 'loanTransfer',
  context: ({ input }) => ({ id: input.id, terms: null, voucher: '', problem: null, rtoken: null, refusal: null, sent: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTerms', src: 'loadTerms', input: ({ context }) => ({ id: context.id }),
        onDone: [
          { guard: 'noTransfer', target: 'noTransfer', actions: assign({ terms: ({ event }) => event.output }) },
          { guard: 'voucherPending', target: 'pending', actions: assign({ terms: ({ event }) => event.output }) },
          { guard: 'owed', target: 'editing', actions: assign({ terms: ({ event }) => event.output }) },
          { target: 'notOwed', actions: assign({ terms: ({ event }) => event.output }) },
        ],
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    /** The platform offers no repayment by transfer. */
    noTransfer: {},
    /** A voucher of this loan is under review already. */
    pending: {},
    notOwed: {},
    editing: {
      on: {
        VOUCHER: { actions: assign({ voucher: ({ event }) => event.uploadId, problem: null, rtoken: null, refusal: null }) },
        SUBMIT: [
          { guard: 'hasVoucher', target: 'submitting' },
          { actions: assign({ problem: 'error.loanVoucherRequired' }) },
        ],
      },
    },
    submitting: submittingState(voucherSetup)('refused', {
      src: 'sendVoucher',
      input: ({ context }) => ({
        request: { id: context.id, total: context.terms!.info.loan.owed!.total, voucher: context.voucher }, rtoken: context.rtoken!,
      }),
      onDone: { target: 'sent', actions: assign({ sent: ({ event }) => event.output }) },
    }),
    refused: {
      always: [
        { guard: 'owedChanged', target: 'reloading', actions: assign({ rtoken: null }) },
        { target: 'editing' },
      ],
    },
    /** The form stays (busy) while the loan is read again. */
    reloading: {
      invoke: {
        id: 'reloadTerms', src: 'loadTerms', input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'editing', actions: assign({ terms: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    /** Sent: the voucher waits for a reviewer. */
    sent: { type: 'final' },
  },
});

export type LoanVoucherActor = ActorRefFrom<typeof loanVoucherFlow>;
type Snapshot = SnapshotFrom<typeof loanVoucherFlow>;
export type LoanVoucherStage = 'loading' | 'unavailable' | 'noTransfer' | 'pending' | 'notOwed' | 'editing' | 'submitting' | 'refused' | 'reloading' | 'sent';

export const selectLoanVoucherStage = (s: Snapshot) => s.value as LoanVoucherStage;
export const selectLoanVoucher = (s: Snapshot) => s.context;

export function loanVoucherEvents(actor: Pick<LoanVoucherActor, 'send'>) {
  return {
    voucher: (uploadId: string) => actor.send({ type: 'VOUCHER', uploadId }),
    submit: () => actor.send({ type: 'SUBMIT' }),
    retry: () => actor.send({ type: 'RETRY' }),
  };
}
