// The quick purchase of /kjmb: spend USDT or receive coins, an amount, Get quote → the quote from
// the live book (average, worst and bound price, fee) shown with its countdown → Confirm → what
// filled. A quote lives `ttl_ms`: when it runs out the flow is in `expired` and offers a new one;
// a refusal (the price moved beyond the bound, an expired quote) is shown with the server's words
// and a new quote. A new quote is a new request: it gets a new rtoken. A purchase whose answer was
// lost (cut off) may have gone through, so it offers only to send the same request again (same
// quote, same rtoken): the server answers a replay with the first purchase, never a second one.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { QuickBuyMode, quickBuyEndpoints } from '../../api/endpoints/quick-buy';
import { refusalOf, type Refusal } from './form-validation';
import { submittingState } from './form-submission';
import { service } from './service';

export type QuickQuote = DataOf<typeof quickBuyEndpoints.quickQuote>;
export type QuickFill = DataOf<typeof quickBuyEndpoints.quickBuy>;
export interface QuoteRequest { symbol: string; mode: QuickBuyMode; amount: string }

export interface QuickBuyContext {
  symbol: string;
  mode: QuickBuyMode;
  amount: string;
  /** A message key of the server's catalog when the amount cannot be quoted as typed. */
  problem: string | null;
  quote: QuickQuote | null;
  rtoken: string | null;
  refusal: Refusal | null;
  fill: QuickFill | null;
}

export type QuickBuyEvent =
  | { type: 'MODE'; mode: QuickBuyMode }
  | { type: 'AMOUNT'; value: string }
  | { type: 'GET_QUOTE' }
  | { type: 'CONFIRM' }
  | { type: 'RESEND' }
  | { type: 'EDIT' }
  | { type: 'NEW_PURCHASE' };

/** What is wrong with the amount before asking for a quote (null when it may be quoted). */
export function amountProblem(amount: string): string | null {
  if (!amount) return 'error.amountRequired';
  if (!/^\d{1,15}(\.\d{1,18})?$/.test(amount) || !/[1-9]/.test(amount)) return 'error.amountInvalid';
  return null;
}

const quickBuySetup = setup({
  types: {} as { context: QuickBuyContext; events: QuickBuyEvent; input: { symbol: string } },
  actors: {
    getQuote: service<QuickQuote, QuoteRequest>('getQuote'),
    buy: service<QuickFill, { quoteId: string; rtoken: string }>('buy'),
  },
  guards: {
    amountIsValid: ({ context }) => amountProblem(context.amount) === null,
  },
  delays: {
    quoteLife: ({ context }) => context.quote?.ttl_ms ?? 0,
  },
  actions: {
    forgetQuote: assign({ quote: null, rtoken: null, refusal: null, problem: null }),
    showProblem: assign({ problem: ({ context }) => amountProblem(context.amount) }),
  },
});

export const quickBuyFlow = quickBuySetup.createMachine({
  id: 'quickBuy',
  context: ({ input }) => ({ symbol: input.symbol, mode: 'spend', amount: '', problem: null, quote: null, rtoken: null, refusal: null, fill: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        MODE: { actions: [assign({ mode: ({ event }) => event.mode, amount: '' }), 'forgetQuote'] },
        AMOUNT: { actions: [assign({ amount: ({ event }) => event.value.trim() }), 'forgetQuote'] },
        GET_QUOTE: [{ guard: 'amountIsValid', target: 'quoting' }, { actions: 'showProblem' }],
      },
    },
    quoting: {
      entry: 'forgetQuote',
      invoke: {
        id: 'getQuote', src: 'getQuote',
        input: ({ context }) => ({ symbol: context.symbol, mode: context.mode, amount: context.amount }),
        onDone: { target: 'quoted', actions: assign({ quote: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    /** The quote is shown with its countdown; it can be confirmed until it runs out. */
    quoted: {
      after: { quoteLife: 'expired' },
      on: { CONFIRM: 'buying', EDIT: { target: 'editing', actions: 'forgetQuote' } },
    },
    expired: {
      on: { GET_QUOTE: 'quoting', EDIT: { target: 'editing', actions: 'forgetQuote' } },
    },
    buying: submittingState(quickBuySetup)('refused', {
      src: 'buy',
      input: ({ context }) => ({ quoteId: context.quote!.quote_id, rtoken: context.rtoken! }),
      onDone: { target: 'bought', actions: assign({ fill: ({ event }) => event.output }) },
    }, { answerLostTo: 'answerLost' }),
    /** The answer was lost: the purchase may have gone through, so only the same request (quote and rtoken) is offered again. */
    answerLost: {
      on: { RESEND: 'buying' },
    },
    /** The purchase was refused and changed nothing: the reason, and a new quote on offer. */
    refused: {
      on: { GET_QUOTE: 'quoting', EDIT: { target: 'editing', actions: 'forgetQuote' } },
    },
    bought: {
      on: { NEW_PURCHASE: { target: 'editing', actions: [assign({ fill: null, amount: '' }), 'forgetQuote'] } },
    },
  },
});

export type QuickBuyActor = ActorRefFrom<typeof quickBuyFlow>;
type Snapshot = SnapshotFrom<typeof quickBuyFlow>;
export type QuickBuyStage = 'editing' | 'quoting' | 'quoted' | 'expired' | 'buying' | 'answerLost' | 'refused' | 'bought';

export const selectQuickStage = (s: Snapshot) => s.value as QuickBuyStage;
export const selectQuickForm = (s: Snapshot) => s.context;

export function quickBuyEvents(actor: Pick<QuickBuyActor, 'send'>) {
  return {
    mode: (mode: QuickBuyMode) => actor.send({ type: 'MODE', mode }),
    amount: (value: string) => actor.send({ type: 'AMOUNT', value }),
    getQuote: () => actor.send({ type: 'GET_QUOTE' }),
    confirm: () => actor.send({ type: 'CONFIRM' }),
    resend: () => actor.send({ type: 'RESEND' }),
    edit: () => actor.send({ type: 'EDIT' }),
    newPurchase: () => actor.send({ type: 'NEW_PURCHASE' }),
  };
}
