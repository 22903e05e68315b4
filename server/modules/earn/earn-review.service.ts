// Early redemptions under an operator's review (where `earn.redeemReview` asks for one): the queue,
// one redemption with the order's timeline and the decisions on it, and decisions. A decision is a
// move of the custody-order chart (approval pays through the ledger in that move: principal and
// interest so far less the penalty fixed when the user asked), audit-logged with who, when and why
// in the same transaction, and shown on the order's timeline.
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import type { AuthedOperator } from '../ops/operators';
import { decideAudited, reviewHistory } from '../ops/review-decisions';
import { amountParam } from '../messages/message-notifier';
import { moveOrder } from './earn-moves';
import { orderViews } from './earn.service';
import { EARN_ORDER_ENTITY, lockOrder, orderEvents, ordersInState, findOrder, type EarnOrderRow } from './earn.store';

type DecideDeps = Pick<Deps, 'db' | 'dialect' | 'clock' | 'ids' | 'ledger' | 'messages'>;

async function shown(deps: Pick<Deps, 'db'>, rows: EarnOrderRow[]) {
  const orders = await orderViews(deps.db, rows);
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const emails = userIds.length
    ? new Map((await deps.db.selectFrom('users').select(['id', 'email']).where('id', 'in', userIds).execute()).map((u) => [u.id, u.email]))
    : new Map<string, string | null>();
  return rows.map((o, i) => ({
    order: orders[i], user_id: o.user_id, user_email: emails.get(o.user_id) ?? null,
    requested_at: Number(o.requested_at ?? o.updated_at),
  }));
}

export async function redemptionQueue(deps: Pick<Deps, 'db'>) {
  return shown(deps, await ordersInState(deps.db, 'redeeming'));
}

export async function redemptionDetail(deps: Pick<Deps, 'db'>, id: string) {
  const o = (await findOrder(deps.db, id)) ?? fail('notFound');
  // Only an order that went to review has anything to review.
  if (o.requested_at === null) fail('notFound');
  const [redemption] = await shown(deps, [o]);
  return { redemption, ...(await reviewHistory(deps.db, EARN_ORDER_ENTITY, o.id, await orderEvents(deps.db, o.id))) };
}

async function decide(deps: DecideDeps, operator: AuthedOperator, id: string, event: 'REDEEM' | 'REJECT', reason: string | null) {
  const row = await decideAudited(deps, operator, EARN_ORDER_ENTITY, reason, async (trx, actor) => {
    const o = (await lockOrder(trx, deps.dialect, id)) ?? fail('notFound');
    // Only a redemption waiting for review is decided here (a held order's REDEEM is the user's own).
    if (o.state !== 'redeeming') fail('stateChanged');
    const moved = await moveOrder(deps, trx, o, { event, actor, reason });
    // The user hears of the decision in its transaction; a rejection's reason is shown as typed.
    if (event === 'REDEEM') await deps.messages.notify(trx, o.user_id, 'earnRedeemed', { id: o.id, amount: amountParam(BigInt(moved.returned ?? 0n), o.asset), asset: o.asset });
    else await deps.messages.notify(trx, o.user_id, 'earnRedemptionRejected', { id: o.id, asset: o.asset, reason: reason ?? '' });
    return { moved, action: event === 'REDEEM' ? 'APPROVE' : 'REJECT' };
  });
  return (await shown(deps, [row]))[0];
}

export const approveRedemption = (deps: DecideDeps, op: AuthedOperator, id: string, reason?: string) => decide(deps, op, id, 'REDEEM', reason?.trim() || null);
export const rejectRedemption = (deps: DecideDeps, op: AuthedOperator, id: string, reason: string) => decide(deps, op, id, 'REJECT', reason);
