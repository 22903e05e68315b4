// AI Earn custody as the user sees it: the products with every term, buying (the principal moves
// from the spot account to the earn wallet at once, the quota taken in the same transaction), the
// orders with their running profit and what an early redemption pays now, and early redemption
// (at once, or through an operator's review where the deployment asks for one). Each
// check-and-act is one transaction; a refusal changes nothing. The order's first cut-off is put on
// the schedule in the buy's transaction (earn-accrual.ts does the rest).
import { canMove } from '../../../api/lifecycles/lifecycle';
import { custodyOrderLifecycle, custodyOrderTabs, type CustodyOrderTab } from '../../../api/lifecycles/custody-order.lifecycle';
import { dailyInterestOf } from '../../../api/earn-math';
import { fromMinor, toMinor } from '../../../api/money';
import type { Executor } from '../../db/database';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { scheduleCutoff } from './earn-accrual';
import { penaltyOf, placeOrder, moveOrder } from './earn-moves';
import { DAY_MS, EARN_ASSET, loadTerms, nextCutoff, rateText, scaleOf } from './earn-terms';
import {
  accrualsOf, allProducts, findOrderByRtoken, findOrderOfUser, findProduct, insertOrder, lockOrder, orderEvents, ordersOfUser, takeQuota, totalsOfUser,
  type EarnOrderRow, type EarnProductRow,
} from './earn.store';

type ServiceDeps = Pick<Deps, 'db' | 'dialect' | 'clock' | 'ids' | 'ledger' | 'due'>;

const heldStates = custodyOrderTabs.held;

export function productView(p: EarnProductRow, scale: number) {
  const money = (v: bigint) => fromMinor(BigInt(v), scale);
  return {
    id: p.id, cycle_days: Number(p.cycle_days), daily_rate: rateText(p.daily_rate), min_amount: money(p.min_amount), max_amount: money(p.max_amount),
    quota: money(p.quota), quota_used: money(p.quota_used), penalty_rate: rateText(p.penalty_rate), enabled: Number(p.enabled) === 1,
  };
}

export async function productsView(deps: Pick<Deps, 'db'>) {
  const [terms, products, scale] = await Promise.all([loadTerms(deps.db), allProducts(deps.db), scaleOf(deps.db, EARN_ASSET)]);
  return {
    products: products.map((p) => productView(p, scale)), asset: EARN_ASSET,
    cutoff_utc: terms.cutoffUtc, redeem_review: terms.redeemReview, enabled: terms.enabled,
  };
}

export async function productInfo(deps: Pick<Deps, 'db'>, id: string) {
  const p = (await findProduct(deps.db, id)) ?? fail('notFound');
  return productView(p, await scaleOf(deps.db, p.asset));
}

/** Orders as the wire shows them (api/endpoints/earn.ts custodyOrder). */
export async function orderViews(db: Executor, rows: EarnOrderRow[]) {
  const scale = await scaleOf(db, EARN_ASSET);
  const money = (v: bigint | string | number) => fromMinor(BigInt(v), scale);
  const maybe = (v: bigint | null) => (v === null ? null : money(v));
  return rows.map((o) => {
    const principal = BigInt(o.amount);
    const profit = BigInt(o.profit);
    const penalty = penaltyOf(o);
    const redeemable = canMove(custodyOrderLifecycle, o.state, { type: 'REDEEM' }) && canMove(custodyOrderLifecycle, o.state, { type: 'REQUEST' });
    const daysAccrued = Number(o.days_accrued);
    return {
      id: o.id, product_id: o.product_id, asset: o.asset, amount: money(principal), cycle_days: Number(o.cycle_days),
      daily_rate: rateText(o.daily_rate), penalty_rate: rateText(o.penalty_rate), state: o.state as never,
      profit: money(profit), days_accrued: daysAccrued, remaining_days: o.ended_at === null ? Number(o.cycle_days) - daysAccrued : 0,
      matures_at: Number(o.matures_at), next_accrual_at: o.next_accrual_at === null ? null : Number(o.next_accrual_at),
      redeem_quote: redeemable ? { principal: money(principal), interest: money(profit), penalty: money(penalty), returns: money(principal + profit - penalty) } : null,
      returned: maybe(o.returned), penalty: maybe(o.penalty), reason: o.reason,
      created_at: Number(o.created_at), ended_at: o.ended_at === null ? null : Number(o.ended_at),
    };
  });
}

export async function buyProduct(deps: ServiceDeps, userId: string, rtoken: string, req: { id: string; amount: string }) {
  const terms = await loadTerms(deps.db);
  if (!terms.enabled) fail('featureOff');
  const p = (await findProduct(deps.db, req.id)) ?? fail('notFound');
  const earlier = await findOrderByRtoken(deps.db, userId, rtoken);
  if (earlier) return (await orderViews(deps.db, [earlier]))[0];
  if (Number(p.enabled) !== 1) fail('earnProductDisabled');
  const scale = await scaleOf(deps.db, p.asset);
  const money = (v: bigint) => fromMinor(v, scale);
  const amount = toMinor(req.amount, scale);
  if (amount === null || amount <= 0n) fail('amountInvalid');
  if (amount < BigInt(p.min_amount)) fail('earnAmountBelowMin', { min: money(BigInt(p.min_amount)), asset: p.asset });
  if (amount > BigInt(p.max_amount)) fail('earnAmountAboveMax', { max: money(BigInt(p.max_amount)), asset: p.asset });

  const order = await deps.db.transaction().execute(async (trx) => {
    // A repeat of this call that committed first (same rtoken) is the answer.
    const again = await findOrderByRtoken(trx, userId, rtoken);
    if (again) return again;
    if (!(await takeQuota(trx, p.id, amount))) {
      const now = (await findProduct(trx, p.id))!;
      const room = BigInt(now.quota) > BigInt(now.quota_used) ? BigInt(now.quota) - BigInt(now.quota_used) : 0n;
      fail('earnQuotaFull', { quota: money(BigInt(now.quota)), room: money(room), asset: p.asset });
    }
    const now = deps.clock.now();
    const first = nextCutoff(now, terms.cutoffMinutes);
    const cycle = Number(p.cycle_days);
    const o: EarnOrderRow = {
      id: deps.ids.next('eo'), user_id: userId, product_id: p.id, asset: p.asset, state: custodyOrderLifecycle.config.initial as string,
      amount, cycle_days: cycle, daily_rate: BigInt(p.daily_rate), penalty_rate: BigInt(p.penalty_rate),
      daily_interest: dailyInterestOf(amount, BigInt(p.daily_rate)), days_accrued: 0, profit: 0n,
      next_accrual_at: BigInt(first), matures_at: BigInt(first + (cycle - 1) * DAY_MS),
      asked_penalty: null, requested_at: null, reason: null, returned: null, penalty: null, rtoken,
      created_at: BigInt(now), ended_at: null, updated_at: BigInt(now),
    };
    await insertOrder(trx, o);
    await placeOrder(deps, trx, o, `user:${userId}`);
    await scheduleCutoff(deps, trx, first);
    return o;
  });
  return (await orderViews(deps.db, [order]))[0];
}

/**
 * Early redemption. `penalty` is the figure the user was shown: refused unless it is today's.
 * Without review the order is redeemed at once; with it, it waits in `redeeming` with that penalty.
 */
export async function redeemOrder(deps: ServiceDeps, userId: string, req: { id: string; penalty: string }) {
  const terms = await loadTerms(deps.db);
  const moved = await deps.db.transaction().execute(async (trx) => {
    const o = await lockOrder(trx, deps.dialect, req.id);
    if (!o || o.user_id !== userId) fail('notFound');
    const event = terms.redeemReview ? 'REQUEST' : 'REDEEM';
    if (!canMove(custodyOrderLifecycle, o.state, { type: event })) fail('earnNotRedeemable');
    const scale = await scaleOf(trx, o.asset);
    const penalty = penaltyOf(o);
    if (toMinor(req.penalty, scale) !== penalty) fail('earnPenaltyChanged', { penalty: fromMinor(penalty, scale), asset: o.asset });
    return moveOrder(deps, trx, o, { event, actor: `user:${userId}`, penalty });
  });
  return (await orderViews(deps.db, [moved]))[0];
}

export async function ordersOf(deps: Pick<Deps, 'db'>, userId: string, q: { tab: CustodyOrderTab; limit: number; before?: string }) {
  return orderViews(deps.db, await ordersOfUser(deps.db, userId, { states: custodyOrderTabs[q.tab], limit: q.limit, before: q.before }));
}

export async function orderDetail(deps: Pick<Deps, 'db'>, userId: string, id: string) {
  const o = (await findOrderOfUser(deps.db, userId, id)) ?? fail('notFound');
  const scale = await scaleOf(deps.db, o.asset);
  const [order] = await orderViews(deps.db, [o]);
  return {
    order,
    accruals: (await accrualsOf(deps.db, o.id)).map((a) => ({ day: Number(a.day), amount: fromMinor(BigInt(a.amount), scale), at: Number(a.at) })),
    timeline: (await orderEvents(deps.db, o.id)).map((e) => ({ state: e.to_state, event: e.event, actor: e.actor, at: Number(e.at), reason: e.reason })),
  };
}

export async function totalsOf(deps: Pick<Deps, 'db'>, userId: string) {
  const scale = await scaleOf(deps.db, EARN_ASSET);
  const t = await totalsOfUser(deps.db, userId, heldStates);
  return {
    asset: EARN_ASSET, held: fromMinor(t.held, scale), held_profit: fromMinor(t.heldProfit, scale),
    total_profit: fromMinor(t.totalProfit, scale), orders_held: t.ordersHeld,
  };
}
