// Moving a delivery order through its chart (api/lifecycles/delivery-order.lifecycle): the one
// place its state changes. Each move writes its timeline row, its price record and its ledger
// entry in the caller's transaction. The postings (U = the user's spot USDT, E = the platform's
// delivery escrow, P = the platform's delivery counterparty account, which funds the wins):
//   buy:           U −stake, E +stake
//   WIN:           E −stake, P −profit, U +(stake+profit)
//   LOSE:          E −stake, P +stake
//   DRAW / VOID:   E −stake, U +stake
import type { Transaction } from 'kysely';
import { mustMove } from '../../../api/lifecycles/lifecycle';
import { deliveryOrderLifecycle, type DeliveryOrderEvent } from '../../../api/lifecycles/delivery-order.lifecycle';
import type { deliveryVoidReasons } from '../../../api/endpoints/delivery';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Mark } from '../../feeds/mark-source';
import { savePriceRecord } from '../../feeds/price-records';
import { systemAccount, userAccount, type Posting } from '../ledger/ledger';
import { DELIVERY_ASSET } from './delivery-instruments';
import { profitOf } from '../../../api/delivery-math';
import { insertOrderEvent, updateOrder, type DeliveryOrderRow } from './delivery.store';

export type MoveDeps = Pick<Deps, 'clock' | 'ids' | 'ledger'>;
export type VoidReason = (typeof deliveryVoidReasons)[number];

export const escrowAccount = () => systemAccount('delivery-escrow', DELIVERY_ASSET);
export const counterpartyAccount = () => systemAccount('delivery-counterparty', DELIVERY_ASSET);
const spotWallet = (userId: string) => userAccount(userId, DELIVERY_ASSET, 'spot');

/** The stake leaves the user's spot account for the escrow; the first timeline row. Throws insufficientBalance when it is not there. */
export async function placeOrder(deps: MoveDeps, trx: Transaction<Database>, o: DeliveryOrderRow, actor: string) {
  await deps.ledger.post(trx, {
    reason: 'delivery.buy', refType: 'delivery_order', refId: o.id, idempotencyKey: `delivery:buy:${o.id}`,
    postings: [{ account: spotWallet(o.user_id), amount: -o.amount }, { account: escrowAccount(), amount: o.amount }],
  });
  await insertOrderEvent(trx, { id: deps.ids.next('le'), orderId: o.id, from: null, to: o.state, event: 'PLACED', actor, reason: null, now: deps.clock.now() });
}

/** The chart's verdict on a settlement tick: the chosen way wins, the other way loses, no move is a draw. */
export function verdict(o: Pick<DeliveryOrderRow, 'direction' | 'purchase_price'>, settlement: bigint): 'WIN' | 'LOSE' | 'DRAW' {
  const purchase = BigInt(o.purchase_price);
  if (settlement === purchase) return 'DRAW';
  return (settlement > purchase) === (o.direction === 'up') ? 'WIN' : 'LOSE';
}

/**
 * Settles an open order at `mark` (the first reference tick at or after its delivery time), or
 * voids it with `reason`. Returns the moved row, or null when another move got there first.
 */
export async function settleOrder(deps: MoveDeps, trx: Transaction<Database>, o: DeliveryOrderRow, outcome: { mark: Mark } | { voided: VoidReason }, actor: string) {
  const event: DeliveryOrderEvent['type'] = 'mark' in outcome ? verdict(o, outcome.mark.price) : 'VOID';
  const to = mustMove(deliveryOrderLifecycle, o.state, { type: event });
  const stake = BigInt(o.amount);
  const profit = event === 'WIN' ? profitOf(stake, o.payout_bps) : event === 'LOSE' ? -stake : 0n;
  const payout = event === 'LOSE' ? 0n : stake + profit;
  const now = deps.clock.now();
  const change = {
    state: to, profit, payout, settled_at: BigInt(now), updated_at: BigInt(now),
    ...('mark' in outcome ? { settlement_price: outcome.mark.price, settlement_record_id: outcome.mark.recordId } : { void_reason: outcome.voided }),
  };
  if (!(await updateOrder(trx, o.id, o.state, change))) return null;
  if ('mark' in outcome) await savePriceRecord(trx, outcome.mark);
  const postings: Posting[] = [{ account: escrowAccount(), amount: -stake }];
  if (event === 'LOSE') postings.push({ account: counterpartyAccount(), amount: stake });
  else {
    postings.push({ account: spotWallet(o.user_id), amount: payout });
    if (profit > 0n) postings.push({ account: counterpartyAccount(), amount: -profit });
  }
  await deps.ledger.post(trx, { reason: `delivery.${to}`, refType: 'delivery_order', refId: o.id, idempotencyKey: `delivery:settle:${o.id}`, postings });
  await insertOrderEvent(trx, { id: deps.ids.next('le'), orderId: o.id, from: o.state, to, event, actor, reason: 'voided' in outcome ? outcome.voided : null, now });
  return { ...o, ...change } as DeliveryOrderRow;
}
