// Moving a custody order through its chart (api/lifecycles/custody-order.lifecycle): the one place
// its state changes outside the daily accrual (earn-accrual.ts, which matures orders in batches).
// Each move writes its timeline row and its ledger entry in the caller's transaction. The postings
// (S = the user's spot account, W = the user's earn wallet, E = the platform's earn account, which
// pays the interest, P = the platform's account of early-redemption penalties):
//   buy:           S −principal, W +principal
//   accrual:       E −interest, W +interest
//   MATURE:        W −(principal+interest), S +(principal+interest)
//   REDEEM:        W −(principal+interest), S +(principal+interest−penalty), P +penalty
//   REQUEST/REJECT: nothing moves
import type { Transaction } from 'kysely';
import { mustMove } from '../../../api/lifecycles/lifecycle';
import { custodyOrderLifecycle, type CustodyOrderEvent } from '../../../api/lifecycles/custody-order.lifecycle';
import { redemptionPenaltyOf } from '../../../api/earn-math';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { systemAccount, userAccount } from '../ledger/ledger';
import { freeQuota, insertOrderEvent, updateOrder, type EarnOrderRow } from './earn.store';

export type MoveDeps = Pick<Deps, 'clock' | 'ids' | 'ledger'>;

export const earnAccount = (asset: string) => systemAccount('earn', asset);
export const penaltyAccount = (asset: string) => systemAccount('earn-penalties', asset);
export const earnWallet = (userId: string, asset: string) => userAccount(userId, asset, 'earn');
export const spotWallet = (userId: string, asset: string) => userAccount(userId, asset, 'spot');

/** Today's early-redemption penalty of the order. */
export const penaltyOf = (o: Pick<EarnOrderRow, 'amount' | 'penalty_rate'>) => redemptionPenaltyOf(BigInt(o.amount), BigInt(o.penalty_rate));

/** The principal leaves the user's spot account for the earn wallet; the first timeline row. Throws insufficientBalance when it is not there. */
export async function placeOrder(deps: MoveDeps, trx: Transaction<Database>, o: EarnOrderRow, actor: string) {
  await deps.ledger.post(trx, {
    reason: 'earn.buy', refType: 'earn_order', refId: o.id, idempotencyKey: `earn:buy:${o.id}`,
    postings: [{ account: spotWallet(o.user_id, o.asset), amount: -BigInt(o.amount) }, { account: earnWallet(o.user_id, o.asset), amount: BigInt(o.amount) }],
  });
  await insertOrderEvent(trx, { id: deps.ids.next('le'), orderId: o.id, from: null, to: o.state, event: 'PLACED', actor, reason: null, now: deps.clock.now() });
}

/** One move of a held order that is not its maturity: REQUEST, REDEEM or REJECT. Fails stateChanged when another move got there first. */
export async function moveOrder(deps: MoveDeps, trx: Transaction<Database>, o: EarnOrderRow, move: { event: Exclude<CustodyOrderEvent['type'], 'MATURE'>; actor: string; reason?: string | null; penalty?: bigint }) {
  const to = mustMove(custodyOrderLifecycle, o.state, { type: move.event });
  const now = deps.clock.now();
  let change: Partial<EarnOrderRow>;
  let pay = async () => {};
  if (move.event === 'REQUEST') {
    change = { state: to, asked_penalty: move.penalty ?? penaltyOf(o), requested_at: BigInt(now), reason: null, updated_at: BigInt(now) };
  } else if (move.event === 'REJECT') {
    change = { state: to, asked_penalty: null, reason: move.reason ?? null, updated_at: BigInt(now) };
  } else {
    const principal = BigInt(o.amount);
    const held = principal + BigInt(o.profit);
    // Under review the penalty is the one shown when the user asked; at once, today's.
    const penalty = move.penalty ?? (o.asked_penalty !== null ? BigInt(o.asked_penalty) : penaltyOf(o));
    const returned = held - penalty;
    change = { state: to, returned, penalty, asked_penalty: null, next_accrual_at: null, ended_at: BigInt(now), updated_at: BigInt(now) };
    pay = async () => {
      await deps.ledger.post(trx, {
        reason: 'earn.redeemed', refType: 'earn_order', refId: o.id, idempotencyKey: `earn:redeem:${o.id}`,
        postings: [
          { account: earnWallet(o.user_id, o.asset), amount: -held },
          { account: spotWallet(o.user_id, o.asset), amount: returned },
          ...(penalty > 0n ? [{ account: penaltyAccount(o.asset), amount: penalty }] : []),
        ],
      });
      await freeQuota(trx, o.product_id, principal);
    };
  }
  if (!(await updateOrder(trx, o.id, o.state, change))) fail('stateChanged');
  await pay();
  await insertOrderEvent(trx, { id: deps.ids.next('le'), orderId: o.id, from: o.state, to, event: move.event, actor: move.actor, reason: move.reason ?? null, now });
  return { ...o, ...change } as EarnOrderRow;
}
