// The loan application (/currency): the products with every term, the credit limit left and the
// verification the application needs; a product, an amount, the five documents and the agreement;
// editing → confirming → submitting → applied, a refusal back on the confirm step in the server's
// words. A user below the needed verification level gets no form (`unverified`). Before the confirm
// step the amount is checked against the product's least and most and the credit left; the total
// shown is sent as `total`, so the server refuses terms that changed since: then the terms are read
// again and the confirm step shows the new figures with the server's words, under a new rtoken.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { businessErrors } from '../../api/codes';
import type { LoanDocument } from '../../api/endpoints/loan';
import type { KycLevel } from '../../api/lifecycles/kyc-level';
import { reviewThenConfirm, submittingState } from './form-submission';
import { refusalOf, type Refusal } from './form-validation';
import { amountProblem, loanPreview, type Credit, type Loan, type LoanCatalogue, type LoanProblem } from './loan-terms';
import { service } from './service';

/** What the page loads: the catalogue, the credit limit, and whether the user's verification is enough. */
export interface LoanApplyTerms {
  catalogue: LoanCatalogue;
  credit: Credit;
  /** The user passed the level the catalogue names. */
  verified: boolean;
}

export interface LoanApplyRequest {
  id: string; amount: string; agree: '1'; total: string;
  credit: string; housing: string; income: string; bank_statement: string; id_photo: string;
}

export interface LoanApplyContext {
  terms: LoanApplyTerms | null;
  productId: string;
  amount: string;
  documents: Partial<Record<LoanDocument, string>>;
  agreed: boolean;
  problem: LoanProblem | null;
  rtoken: string | null;
  refusal: Refusal | null;
  applied: Loan | null;
}

export type LoanApplyEvent =
  | { type: 'PRODUCT'; id: string }
  | { type: 'AMOUNT'; value: string }
  | { type: 'DOCUMENT'; document: LoanDocument; uploadId: string }
  | { type: 'AGREE'; value: boolean }
  | { type: 'REVIEW' }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'RETRY' };

/** The verification level applying needs; `unverified` is only reached when one is needed (never 'none'). */
export const levelNeeded = (terms: LoanApplyTerms): KycLevel => {
  const level = terms.catalogue.kyc_level;
  return level === 'none' ? 'junior' : level;
};

/** What is wrong with the form now, the first problem in the order the page reads. */
export function formProblem(c: Pick<LoanApplyContext, 'terms' | 'productId' | 'amount' | 'documents' | 'agreed'>): LoanProblem | null {
  if (!c.terms) return { id: 'error.notFound' };
  const { catalogue, credit } = c.terms;
  if (!catalogue.enabled) return { id: 'error.loanProductDisabled' };
  const product = catalogue.products.find((p) => p.id === c.productId);
  const amount = amountProblem(c.amount, product, catalogue.asset, credit.available);
  if (amount) return amount;
  // The documents the catalogue asks for, each an upload.
  if (catalogue.documents.some((d) => !c.documents[d])) return { id: 'error.loanDocumentRequired' };
  if (!c.agreed) return { id: 'error.loanAgreementRequired' };
  return null;
}

/** The request of a valid form: the total is the one shown (approved now). */
export function applyRequest(c: LoanApplyContext, now: number): LoanApplyRequest {
  const product = c.terms!.catalogue.products.find((p) => p.id === c.productId)!;
  const d = c.documents as Record<LoanDocument, string>;
  return {
    id: c.productId, amount: c.amount, agree: '1', total: loanPreview(c.amount, product, now)!.total,
    credit: d.credit, housing: d.housing, income: d.income, bank_statement: d.bank_statement, id_photo: d.id_photo,
  };
}

const loanApplySetup = setup({
  types: {} as { context: LoanApplyContext; events: LoanApplyEvent },
  actors: {
    loadTerms: service<LoanApplyTerms>('loadTerms'),
    apply: service<Loan, { request: LoanApplyRequest; rtoken: string }>('apply'),
  },
  guards: {
    verified: ({ event }) => (event as unknown as { output: LoanApplyTerms }).output.verified,
    formIsValid: ({ context }) => formProblem(context) === null,
    termsChanged: ({ context }) => context.refusal?.kind === 'server' && context.refusal.code === businessErrors.loanTermsChanged,
  },
  actions: {
    // A changed field is a new user action: it gets a new rtoken.
    forgetRtoken: assign({ rtoken: null, refusal: null, problem: null }),
  },
});

export const loanApplyFlow = loanApplySetup.createMachine({
  id: 'loanApply',
  context: { terms: null, productId: '', amount: '', documents: {}, agreed: false, problem: null, rtoken: null, refusal: null, applied: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTerms', src: 'loadTerms',
        onDone: [
          {
            guard: 'verified', target: 'editing',
            actions: assign(({ event, context }) => ({
              terms: event.output, refusal: null,
              productId: context.productId || (event.output.catalogue.products.find((p) => p.enabled)?.id ?? ''),
            })),
          },
          { target: 'unverified', actions: assign({ terms: ({ event }) => event.output, refusal: null }) },
        ],
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    /** The verification level the catalogue names is not passed: a link to it instead of the form. */
    unverified: {},
    editing: {
      on: {
        PRODUCT: { actions: [assign({ productId: ({ event }) => event.id }), 'forgetRtoken'] },
        AMOUNT: { actions: [assign({ amount: ({ event }) => event.value.trim() }), 'forgetRtoken'] },
        DOCUMENT: { actions: [assign({ documents: ({ context, event }) => ({ ...context.documents, [event.document]: event.uploadId }) }), 'forgetRtoken'] },
        AGREE: { actions: [assign({ agreed: ({ event }) => event.value }), 'forgetRtoken'] },
        REVIEW: reviewThenConfirm(loanApplySetup, formProblem).review,
      },
    },
    confirming: reviewThenConfirm(loanApplySetup, formProblem).confirming,
    submitting: submittingState(loanApplySetup)('refused', {
      src: 'apply',
      input: ({ context }) => ({ request: applyRequest(context, Date.now()), rtoken: context.rtoken! }),
      onDone: { target: 'applied', actions: assign({ applied: ({ event }) => event.output }) },
    }),
    /** Changed terms are read again (the refusal stays to say so); any other refusal is shown on the confirm step. */
    refused: {
      always: [
        { guard: 'termsChanged', target: 'reloading', actions: assign({ rtoken: null }) },
        { target: 'confirming' },
      ],
    },
    reloading: {
      invoke: {
        id: 'reloadTerms', src: 'loadTerms',
        onDone: { target: 'confirming', actions: assign({ terms: ({ event }) => event.output }) },
        onError: { target: 'confirming', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    /** The page moves on to the user's applications under review. */
    applied: { type: 'final' },
  },
});

export type LoanApplyActor = ActorRefFrom<typeof loanApplyFlow>;
type Snapshot = SnapshotFrom<typeof loanApplyFlow>;
export type LoanApplyStage = 'loading' | 'unavailable' | 'unverified' | 'editing' | 'confirming' | 'submitting' | 'refused' | 'reloading' | 'applied';

export const selectLoanApplyStage = (s: Snapshot) => s.value as LoanApplyStage;
export const selectLoanApplyForm = (s: Snapshot) => s.context;

export function loanApplyEvents(actor: Pick<LoanApplyActor, 'send'>) {
  return {
    product: (id: string) => actor.send({ type: 'PRODUCT', id }),
    amount: (value: string) => actor.send({ type: 'AMOUNT', value }),
    document: (document: LoanDocument, uploadId: string) => actor.send({ type: 'DOCUMENT', document, uploadId }),
    agree: (value: boolean) => actor.send({ type: 'AGREE', value }),
    review: () => actor.send({ type: 'REVIEW' }),
    confirm: () => actor.send({ type: 'CONFIRM' }),
    back: () => actor.send({ type: 'BACK' }),
    retry: () => actor.send({ type: 'RETRY' }),
  };
}
