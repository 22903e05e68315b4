// Early redemption of one held custody order: the quote the server gave with the order (principal,
// interest so far, penalty, what returns) is shown and confirmed; the call sends that penalty, so a
// quote that moved (a cut-off passed) is refused and shown again rather than applied. confirming →
// submitting → done: `redeemed` at once, or `redeeming` where the deployment asks for a review.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CustodyOrder } from './earn-terms';
import { submittingState } from './form-submission';
import type { Refusal } from './form-validation';
import { service } from './service';

export interface RedeemRequest { id: string; penalty: string }

export interface EarnRedeemContext {
  order: CustodyOrder;
  rtoken: string | null;
  refusal: Refusal | null;
  result: CustodyOrder | null;
}

export type EarnRedeemEvent = { type: 'CONFIRM' } | { type: 'ORDER'; order: CustodyOrder };

/** The request of the shown quote; null when the order has none (it cannot be redeemed now). */
export const redeemRequest = (order: CustodyOrder): RedeemRequest | null =>
  order.redeem_quote ? { id: order.id, penalty: order.redeem_quote.penalty } : null;

const earnRedeemSetup = setup({
  types: {} as { context: EarnRedeemContext; events: EarnRedeemEvent; input: { order: CustodyOrder } },
  actors: { sell: service<CustodyOrder, { request: RedeemRequest; rtoken: string }>('sell') },
  guards: { quoted: ({ context }) => context.order.redeem_quote !== null },
});

export const earnRedeemFlow = earnRedeemSetup.createMachine({
  id: 'earnRedeem',
  context: ({ input }) => ({ order: input.order, rtoken: null, refusal: null, result: null }),
  initial: 'confirming',
  states: {
    confirming: {
      on: {
        CONFIRM: { guard: 'quoted', target: 'submitting' },
        // The list was read again: a new quote is a new question to the user (new rtoken). The
        // refusal that asked for it stays until then.
        ORDER: {
          actions: assign(({ context, event }) => {
            const moved = event.order.redeem_quote?.penalty !== context.order.redeem_quote?.penalty;
            return moved ? { order: event.order, rtoken: null } : { order: event.order };
          }),
        },
      },
    },
    submitting: submittingState(earnRedeemSetup)('confirming', {
      src: 'sell',
      input: ({ context }) => ({ request: redeemRequest(context.order)!, rtoken: context.rtoken! }),
      onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
    }),
    done: { type: 'final' },
  },
});

export type EarnRedeemActor = ActorRefFrom<typeof earnRedeemFlow>;
type Snapshot = SnapshotFrom<typeof earnRedeemFlow>;

export const selectRedeemStage = (s: Snapshot) => s.value as 'confirming' | 'submitting' | 'done';
export const selectRedeemContext = (s: Snapshot) => s.context;

export function earnRedeemEvents(actor: Pick<EarnRedeemActor, 'send'>) {
  return {
    confirm: () => actor.send({ type: 'CONFIRM' }),
    order: (order: CustodyOrder) => actor.send({ type: 'ORDER', order }),
  };
}
