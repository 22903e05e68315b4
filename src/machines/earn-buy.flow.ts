// The buy page of a custody product (/profit_buy?id=...): its terms, the spot balance and an amount;
// editing → confirming → submitting → bought, a refusal back on the confirm step with the server's
// words. Before the confirm step the amount is checked against the product's least and most, the
// room under its quota and the balance; both steps show the daily interest of the amount, the
// interest of the whole cycle, the maturity date and what an early redemption would keep.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { earnEndpoints } from '../../api/endpoints/earn';
import { buyProblem, type CustodyOrder, type EarnProblem, type EarnProduct } from './earn-terms';
import { reviewThenConfirm, submittingState } from './form-submission';
import { refusalOf, type Refusal } from './form-validation';
import { service } from './service';

type Catalogue = DataOf<typeof earnEndpoints.getProfitList>;

/** What the page loads: the product, the catalogue's common terms and the spot balance. */
export interface EarnBuyTerms {
  product: EarnProduct;
  asset: string;
  cutoff_utc: string;
  redeem_review: boolean;
  /** False when the deployment switched AI Earn off. */
  enabled: Catalogue['enabled'];
  /** The spot account's available amount of the asset. */
  available: string;
}

export interface BuyRequest { id: string; amount: string }

export interface EarnBuyContext {
  id: string;
  terms: EarnBuyTerms | null;
  amount: string;
  problem: EarnProblem | null;
  rtoken: string | null;
  refusal: Refusal | null;
  bought: CustodyOrder | null;
}

export type EarnBuyEvent =
  | { type: 'AMOUNT'; value: string }
  | { type: 'REVIEW' }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'RETRY' };

/** What is wrong with the form now (the deployment's switch first). */
export function formProblem(c: Pick<EarnBuyContext, 'terms' | 'amount'>): EarnProblem | null {
  if (!c.terms) return { id: 'error.notFound' };
  if (!c.terms.enabled) return { id: 'error.earnProductDisabled' };
  return buyProblem(c.amount, c.terms.product, c.terms.asset, c.terms.available);
}

const earnBuySetup = setup({
  types: {} as { context: EarnBuyContext; events: EarnBuyEvent; input: { id: string } },
  actors: {
    loadTerms: service<EarnBuyTerms, { id: string }>('loadTerms'),
    buy: service<CustodyOrder, { request: BuyRequest; rtoken: string }>('buy'),
  },
  guards: {
    formIsValid: ({ context }) => formProblem(context) === null,
  },
  actions: {
    // A changed amount is a new user action: it gets a new rtoken.
    forgetRtoken: assign({ rtoken: null, refusal: null, problem: null }),
  },
});

export const earnBuyFlow = earnBuySetup.createMachine({
  id: 'earnBuy',
  context: ({ input }) => ({ id: input.id, terms: null, amount: '', problem: null, rtoken: null, refusal: null, bought: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTerms', src: 'loadTerms', input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'editing', actions: assign({ terms: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    editing: {
      on: {
        AMOUNT: { actions: [assign({ amount: ({ event }) => event.value.trim() }), 'forgetRtoken'] },
        REVIEW: reviewThenConfirm(earnBuySetup, formProblem).review,
      },
    },
    confirming: reviewThenConfirm(earnBuySetup, formProblem).confirming,
    submitting: submittingState(earnBuySetup)('confirming', {
      src: 'buy',
      input: ({ context }) => ({ request: { id: context.id, amount: context.amount }, rtoken: context.rtoken! }),
      onDone: { target: 'bought', actions: assign({ bought: ({ event }) => event.output }) },
    }),
    /** The page moves on to the user's custody orders. */
    bought: { type: 'final' },
  },
});

export type EarnBuyActor = ActorRefFrom<typeof earnBuyFlow>;
type Snapshot = SnapshotFrom<typeof earnBuyFlow>;
export type EarnBuyStage = 'loading' | 'unavailable' | 'editing' | 'confirming' | 'submitting' | 'bought';

export const selectEarnBuyStage = (s: Snapshot) => s.value as EarnBuyStage;
export const selectEarnBuyForm = (s: Snapshot) => s.context;

export function earnBuyEvents(actor: Pick<EarnBuyActor, 'send'>) {
  return {
    amount: (value: string) => actor.send({ type: 'AMOUNT', value }),
    review: () => actor.send({ type: 'REVIEW' }),
    confirm: () => actor.send({ type: 'CONFIRM' }),
    back: () => actor.send({ type: 'BACK' }),
    retry: () => actor.send({ type: 'RETRY' }),
  };
}
