// The spot order form of /deal: editing → confirming → submitting → placed | refused. The form is
// checked against the market's rules (tick, lot, minimum total) and the available balance before
// the confirm step, which shows the fee rate and the estimated total (DESIGN §2 rule 2). A retry of
// a refused or unanswered order keeps its rtoken, so the server places it at most once.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { spotEndpoints } from '../../api/endpoints/spot';
import { refusalOf, rtokenForSubmission, type Refusal } from './form-validation';
import type { MarketRules } from './order-book.flow';
import { service } from './service';
import { add, compare, divide, floorToStep, isStepMultiple, multiply, unitsOf } from './spot-math';

export type OrderSide = 'buy' | 'sell';
export type OrderType = 'limit' | 'market';
export type PlacedOrder = DataOf<typeof spotEndpoints.spotOrder>;
export type OrderField = 'price' | 'amount';
export type OrderProblem = 'required' | 'tick' | 'lot' | 'minNotional' | 'insufficient' | 'noPrice';

export interface OrderRequest { symbol: string; side: OrderSide; type: OrderType; price?: string; amount: string }

export interface SpotTradeContext {
  rules: MarketRules;
  side: OrderSide;
  type: OrderType;
  price: string;
  amount: string;
  /** Available (not locked) balances of the market's base and quote assets. */
  available: { base: string; quote: string };
  /** Best prices of the book: a market order's estimate uses the side it meets. */
  book: { bid: string | null; ask: string | null };
  errors: Partial<Record<OrderField, OrderProblem>>;
  rtoken: string | null;
  refusal: Refusal | null;
  placed: PlacedOrder | null;
}

export type SpotTradeEvent =
  | { type: 'CHOOSE_SIDE'; side: OrderSide }
  | { type: 'CHOOSE_TYPE'; orderType: OrderType }
  | { type: 'CHANGE'; field: OrderField; value: string }
  | { type: 'USE_PERCENT'; percent: number }
  | { type: 'BALANCES'; base: string; quote: string }
  | { type: 'BOOK'; bid: string | null; ask: string | null }
  | { type: 'REVIEW' }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'RETRY' }
  | { type: 'EDIT' }
  | { type: 'NEW_ORDER' };

type Ctx = Pick<SpotTradeContext, 'rules' | 'side' | 'type' | 'price' | 'amount' | 'available' | 'book'>;

/** The price an order is estimated at: its limit, or the best price a market order meets. */
export function estimatePrice(c: Ctx): string | null {
  if (c.type === 'limit') return unitsOf(c.price, c.rules.quote_scale) ? c.price : null;
  return c.side === 'buy' ? c.book.ask : c.book.bid;
}

/** Total, fee (at the higher, taker rate) and what a buy locks, in the quote asset; null until priced. */
export function orderEstimate(c: Ctx): { price: string; total: string; fee: string; cost: string } | null {
  const price = estimatePrice(c);
  if (!price || !unitsOf(c.amount, c.rules.base_scale)) return null;
  const total = multiply(price, c.amount, c.rules.quote_scale);
  const fee = multiply(total, c.rules.taker_fee_rate, c.rules.quote_scale);
  return { price, total, fee, cost: add(total, fee) };
}

/** What is wrong with the form, by field (empty when it may be confirmed). */
export function orderProblems(c: Ctx): SpotTradeContext['errors'] {
  const errors: SpotTradeContext['errors'] = {};
  const { rules } = c;
  if (c.type === 'limit') {
    if (!unitsOf(c.price, rules.quote_scale)) errors.price = unitsOf(c.price, 18) ? 'tick' : 'required';
    else if (!isStepMultiple(c.price, rules.tick_size)) errors.price = 'tick';
  }
  if (!unitsOf(c.amount, rules.base_scale)) errors.amount = unitsOf(c.amount, 18) ? 'lot' : 'required';
  else if (!isStepMultiple(c.amount, rules.lot_size)) errors.amount = 'lot';
  if (errors.price || errors.amount) return errors;
  const estimate = orderEstimate(c);
  if (!estimate) return { amount: 'noPrice' };
  if (compare(estimate.total, rules.min_notional) < 0) errors.amount = 'minNotional';
  else if (c.side === 'buy' ? compare(estimate.cost, c.available.quote) > 0 : compare(c.amount, c.available.base) > 0) errors.amount = 'insufficient';
  return errors;
}

/** The amount that spends `percent` of what is available, rounded down to the lot. */
export function amountForPercent(c: Ctx, percent: number): string | null {
  const share = (value: string) => divide(multiply(value, String(percent), c.rules.quote_scale + c.rules.base_scale), '100', 18);
  if (c.side === 'sell') return floorToStep(share(c.available.base), c.rules.lot_size);
  const price = estimatePrice(c);
  if (!price || compare(price, '0') <= 0) return null;
  const perUnit = add(price, multiply(price, c.rules.taker_fee_rate, c.rules.quote_scale + 8));
  return floorToStep(divide(share(c.available.quote), perUnit, c.rules.base_scale + 2), c.rules.lot_size);
}

export const spotTradeFlow = setup({
  types: {} as { context: SpotTradeContext; events: SpotTradeEvent; input: { rules: MarketRules; side?: OrderSide } },
  actors: {
    placeOrder: service<PlacedOrder, { order: OrderRequest; rtoken: string }>('placeOrder'),
  },
  guards: {
    orderIsValid: ({ context }) => Object.keys(orderProblems(context)).length === 0,
  },
  actions: {
    // A changed form is a new user action: it gets a new rtoken.
    forgetRtoken: assign({ rtoken: null, refusal: null }),
  },
}).createMachine({
  id: 'spotTrade',
  context: ({ input }) => ({
    rules: input.rules, side: input.side ?? 'buy', type: 'limit', price: '', amount: '',
    available: { base: '0', quote: '0' }, book: { bid: null, ask: null }, errors: {}, rtoken: null, refusal: null, placed: null,
  }),
  on: {
    BALANCES: { actions: assign({ available: ({ event }) => ({ base: event.base, quote: event.quote }) }) },
    BOOK: { actions: assign({ book: ({ event }) => ({ bid: event.bid, ask: event.ask }) }) },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHOOSE_SIDE: { actions: [assign({ side: ({ event }) => event.side, errors: {} }), 'forgetRtoken'] },
        CHOOSE_TYPE: { actions: [assign({ type: ({ event }) => event.orderType, errors: {} }), 'forgetRtoken'] },
        CHANGE: {
          actions: [
            assign(({ context, event }) => ({ [event.field]: event.value.trim(), errors: { ...context.errors, [event.field]: undefined } })),
            'forgetRtoken',
          ],
        },
        USE_PERCENT: {
          actions: [
            assign(({ context, event }) => {
              const amount = amountForPercent(context, event.percent);
              return amount === null ? { errors: { ...context.errors, price: 'required' as const } } : { amount, errors: {} };
            }),
            'forgetRtoken',
          ],
        },
        REVIEW: [
          { guard: 'orderIsValid', target: 'confirming', actions: assign({ errors: {}, rtoken: ({ context }) => rtokenForSubmission(context.rtoken) }) },
          { actions: assign({ errors: ({ context }) => orderProblems(context) }) },
        ],
      },
    },
    confirming: {
      on: { CONFIRM: 'submitting', BACK: 'editing' },
    },
    submitting: {
      invoke: {
        id: 'placeOrder', src: 'placeOrder',
        input: ({ context }) => ({
          order: {
            symbol: context.rules.symbol, side: context.side, type: context.type, amount: context.amount,
            ...(context.type === 'limit' ? { price: context.price } : {}),
          },
          rtoken: context.rtoken!,
        }),
        onDone: { target: 'placed', actions: assign({ placed: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'refused', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    refused: {
      on: { RETRY: 'submitting', EDIT: { target: 'editing' } },
    },
    placed: {
      on: { NEW_ORDER: { target: 'editing', actions: [assign({ amount: '', placed: null }), 'forgetRtoken'] } },
    },
  },
});

export type SpotTradeActor = ActorRefFrom<typeof spotTradeFlow>;
type SpotTradeSnapshot = SnapshotFrom<typeof spotTradeFlow>;
export type SpotTradeStage = 'editing' | 'confirming' | 'submitting' | 'placed' | 'refused';

export const selectTradeStage = (s: SpotTradeSnapshot) => s.value as SpotTradeStage;
export const selectTradeForm = (s: SpotTradeSnapshot) => s.context;
export const selectTradeEstimate = (s: SpotTradeSnapshot) => orderEstimate(s.context);
export const selectTradeErrors = (s: SpotTradeSnapshot) => s.context.errors;

export function spotTradeEvents(actor: Pick<SpotTradeActor, 'send'>) {
  return {
    chooseSide: (side: OrderSide) => actor.send({ type: 'CHOOSE_SIDE', side }),
    chooseType: (orderType: OrderType) => actor.send({ type: 'CHOOSE_TYPE', orderType }),
    change: (field: OrderField, value: string) => actor.send({ type: 'CHANGE', field, value }),
    usePercent: (percent: number) => actor.send({ type: 'USE_PERCENT', percent }),
    balances: (base: string, quote: string) => actor.send({ type: 'BALANCES', base, quote }),
    book: (bid: string | null, ask: string | null) => actor.send({ type: 'BOOK', bid, ask }),
    review: () => actor.send({ type: 'REVIEW' }),
    confirm: () => actor.send({ type: 'CONFIRM' }),
    back: () => actor.send({ type: 'BACK' }),
    retry: () => actor.send({ type: 'RETRY' }),
    edit: () => actor.send({ type: 'EDIT' }),
    newOrder: () => actor.send({ type: 'NEW_ORDER' }),
  };
}
