// The order panel of /deal_jg: pick up or down, a duration from the product's table and a stake;
// editing → (the risk notice, once) → confirming → submitting → bought, a refusal back on the
// confirm step with the server's words. The form is checked against the chosen duration's range,
// the open-stake room in that direction and the spot USDT before the confirm step, which repeats
// the figures: the stake at risk (all of it lost on a wrong call), the payout if right, the
// delivery time. A paused or switched-off product cannot be confirmed.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import { PAYOUT_RATE_SCALE, profitOf } from '../../api/delivery-math';
import { fromMinor, toMinor } from '../../api/money';
import type { deliveryDirections, deliveryEndpoints } from '../../api/endpoints/delivery';
import { USDT_SCALE } from './contract-preview';
import type { DeliveryDuration, DeliveryProduct } from './delivery-desk.flow';
import { submittingState } from './form-submission';
import { refusalOf, type Refusal } from './form-validation';
import { service } from './service';
import { compare, unitsOf } from './spot-math';

export type DeliveryDirection = (typeof deliveryDirections)[number];
export type BoughtOrder = DataOf<typeof deliveryEndpoints.deliveryBuy>;
export interface BuyRequest { symbol: string; direction: DeliveryDirection; amount: string; duration: number }
/** A problem of the form: a message key of the server's catalog (`error.*`) and its values. */
export interface BuyProblem { id: string; values?: Record<string, string> }

export interface DeliveryBuyContext {
  product: DeliveryProduct;
  direction: DeliveryDirection;
  duration: number;
  amount: string;
  /** Spot USDT available to stake. */
  available: string;
  acknowledged: boolean;
  problem: BuyProblem | null;
  rtoken: string | null;
  refusal: Refusal | null;
  bought: BoughtOrder | null;
}

export type DeliveryBuyEvent =
  | { type: 'DIRECTION'; direction: DeliveryDirection }
  | { type: 'DURATION'; seconds: number }
  | { type: 'AMOUNT'; value: string }
  | { type: 'PRODUCT'; product: DeliveryProduct }
  | { type: 'BALANCE'; available: string }
  | { type: 'REVIEW' }
  | { type: 'ACKNOWLEDGE' }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'NEW_ORDER' };

type Form = Pick<DeliveryBuyContext, 'product' | 'direction' | 'duration' | 'amount' | 'available'>;

export const durationOf = (c: Pick<Form, 'product' | 'duration'>): DeliveryDuration | null =>
  c.product.durations.find((d) => d.seconds === c.duration) ?? null;

/** What a right call pays back: the stake plus its profit, by the formula the server pays with. */
export function payoutIfWon(amount: string, rate: string): string {
  const stake = unitsOf(amount, USDT_SCALE);
  const bps = toMinor(rate, PAYOUT_RATE_SCALE);
  return stake === null || bps === null ? amount : fromMinor(stake + profitOf(stake, Number(bps)), USDT_SCALE);
}

/** USDT still open to stake in that direction before the platform's cap. */
export function openRoom(product: DeliveryProduct, direction: DeliveryDirection): string {
  const room = toMinor(product.max_open_stake, USDT_SCALE)! - toMinor(product.open_stake[direction], USDT_SCALE)!;
  return fromMinor(room > 0n ? room : 0n, USDT_SCALE);
}

/** Why the product takes no order now, if it does not. */
export function closedReason(product: DeliveryProduct): BuyProblem | null {
  if (!product.enabled) return { id: 'error.deliveryProductDisabled', values: { symbol: product.symbol } };
  const { paused, opens_at: opensAt } = product.mark;
  if (paused === 'closed' && opensAt !== null) return { id: 'error.deliveryMarketClosed', values: { symbol: product.symbol, opensAt: String(opensAt) } };
  if (paused || product.mark.price === null) return { id: 'error.deliveryMarketPaused', values: { symbol: product.symbol } };
  return null;
}

/** What is wrong with the form, in the server's own words (null when it may be confirmed). */
export function buyProblem(c: Form): BuyProblem | null {
  const closed = closedReason(c.product);
  if (closed) return closed;
  const duration = durationOf(c);
  if (!duration) return { id: 'error.deliveryDurationUnknown' };
  if (!c.amount) return { id: 'error.amountRequired' };
  const units = unitsOf(c.amount, USDT_SCALE);
  if (units === null || units <= 0n) return { id: 'error.amountInvalid' };
  const seconds = String(duration.seconds);
  if (compare(c.amount, duration.min_stake) < 0) return { id: 'error.deliveryStakeBelowMin', values: { duration: seconds, min: duration.min_stake } };
  if (compare(c.amount, duration.max_stake) > 0) return { id: 'error.deliveryStakeAboveMax', values: { duration: seconds, max: duration.max_stake } };
  const room = openRoom(c.product, c.direction);
  if (compare(c.amount, room) > 0) return { id: 'error.deliveryOpenStakeCap', values: { cap: c.product.max_open_stake, symbol: c.product.symbol, room } };
  if (compare(c.amount, c.available) > 0) return { id: 'error.insufficientBalance' };
  return null;
}

export const buyRequest = (c: Form): BuyRequest =>
  ({ symbol: c.product.symbol, direction: c.direction, amount: c.amount, duration: c.duration });

const deliveryBuySetup = setup({
  types: {} as {
    context: DeliveryBuyContext;
    events: DeliveryBuyEvent;
    input: { product: DeliveryProduct; available: string; acknowledged: boolean };
  },
  actors: {
    acknowledgeRisk: service<{ acknowledged_at: number }>('acknowledgeRisk'),
    buy: service<BoughtOrder, { request: BuyRequest; rtoken: string }>('buy'),
  },
  guards: {
    readyToConfirm: ({ context }) => buyProblem(context) === null && context.acknowledged,
    formIsValid: ({ context }) => buyProblem(context) === null,
    productOpen: ({ context }) => closedReason(context.product) === null,
  },
  actions: {
    // A changed form is a new user action: it gets a new rtoken.
    forgetRtoken: assign({ rtoken: null, refusal: null, problem: null }),
  },
});

export const deliveryBuyFlow = deliveryBuySetup.createMachine({
  id: 'deliveryBuy',
  context: ({ input }) => ({
    product: input.product, direction: 'up', duration: input.product.durations[0]?.seconds ?? 0,
    amount: input.product.durations[0]?.min_stake ?? '', available: input.available, acknowledged: input.acknowledged,
    problem: null, rtoken: null, refusal: null, bought: null,
  }),
  on: {
    PRODUCT: { actions: assign({ product: ({ event }) => event.product }) },
    BALANCE: { actions: assign({ available: ({ event }) => event.available }) },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        DIRECTION: { actions: [assign({ direction: ({ event }) => event.direction }), 'forgetRtoken'] },
        DURATION: { actions: [assign({ duration: ({ event }) => event.seconds }), 'forgetRtoken'] },
        AMOUNT: { actions: [assign({ amount: ({ event }) => event.value.trim() }), 'forgetRtoken'] },
        REVIEW: [
          { guard: 'readyToConfirm', target: 'confirming' },
          { guard: 'formIsValid', target: 'riskNotice' },
          { actions: assign({ problem: ({ context }) => buyProblem(context) }) },
        ],
      },
    },
    /** The timed-contract risk notice, read and acknowledged once before the first order. */
    riskNotice: { on: { ACKNOWLEDGE: 'acknowledging', BACK: 'editing' } },
    acknowledging: {
      invoke: {
        id: 'acknowledgeRisk', src: 'acknowledgeRisk',
        onDone: { target: 'confirming', actions: assign({ acknowledged: true, refusal: null }) },
        onError: { target: 'riskNotice', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    confirming: {
      on: {
        CONFIRM: { guard: 'productOpen', target: 'submitting' },
        BACK: { target: 'editing', actions: assign({ refusal: null }) },
      },
    },
    submitting: submittingState(deliveryBuySetup)('confirming', {
      src: 'buy',
      input: ({ context }) => ({ request: buyRequest(context), rtoken: context.rtoken! }),
      onDone: { target: 'bought', actions: assign({ bought: ({ event }) => event.output }) },
    }),
    bought: {
      on: { NEW_ORDER: { target: 'editing', actions: [assign({ bought: null }), 'forgetRtoken'] } },
    },
  },
});

export type DeliveryBuyActor = ActorRefFrom<typeof deliveryBuyFlow>;
type Snapshot = SnapshotFrom<typeof deliveryBuyFlow>;
export type DeliveryBuyStage = 'editing' | 'riskNotice' | 'acknowledging' | 'confirming' | 'submitting' | 'bought';

export const selectBuyStage = (s: Snapshot) => s.value as DeliveryBuyStage;
export const selectBuyForm = (s: Snapshot) => s.context;

export function deliveryBuyEvents(actor: Pick<DeliveryBuyActor, 'send'>) {
  return {
    direction: (direction: DeliveryDirection) => actor.send({ type: 'DIRECTION', direction }),
    duration: (seconds: number) => actor.send({ type: 'DURATION', seconds }),
    amount: (value: string) => actor.send({ type: 'AMOUNT', value }),
    product: (product: DeliveryProduct) => actor.send({ type: 'PRODUCT', product }),
    balance: (available: string) => actor.send({ type: 'BALANCE', available }),
    review: () => actor.send({ type: 'REVIEW' }),
    acknowledge: () => actor.send({ type: 'ACKNOWLEDGE' }),
    confirm: () => actor.send({ type: 'CONFIRM' }),
    back: () => actor.send({ type: 'BACK' }),
    newOrder: () => actor.send({ type: 'NEW_ORDER' }),
  };
}
