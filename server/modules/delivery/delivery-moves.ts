// Moving a delivery order through its chart (api/lifecycles/delivery-order.lifecycle): the one
// place its state changes. Each move writes its timeline row, its price record and its ledger
// entry in the caller's transaction; the runtime settles all the orders one tick decides with
// `settleOrders`: the same moves, written with a few statements for all of them. The postings
// (U = the user's spot USDT, E = the platform's delivery escrow, P = the platform's delivery
// counterparty account, which funds the wins):
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
import { systemAccount, userAccount, type EntryInput, type Posting } from '../ledger/ledger';
import { createLedgerBatch } from '../ledger/ledger-batch';
import { DELIVERY_ASSET } from './delivery-instruments';
import { profitOf } from '../../../api/delivery-math';
import {
  insertOrderEvent, insertOrderEvents, settleOrderRows, updateOrder, type DeliveryOrderRow, type OrderEventInput, type SettledColumns,
} from './delivery.store';

export type MoveDeps = Pick<Deps, 'clock' | 'ids' | 'ledger'>;
export type VoidReason = (typeof deliveryVoidReasons)[number];

const ESCROW = systemAccount('delivery-escrow', DELIVERY_ASSET);
const COUNTERPARTY = systemAccount('delivery-counterparty', DELIVERY_ASSET);
export const escrowAccount = () => ESCROW;
export const counterpartyAccount = () => COUNTERPARTY;
const spotWallet = (userId: string) => userAccount(userId, DELIVERY_ASSET, 'spot');

/** The ledger entry of a buy: the stake from the user's spot account to the escrow. */
export const buyEntry = (o: Pick<DeliveryOrderRow, 'id' | 'user_id' | 'amount'>): EntryInput => ({
  reason: 'delivery.buy', refType: 'delivery_order', refId: o.id, idempotencyKey: `delivery:buy:${o.id}`,
  postings: [{ account: spotWallet(o.user_id), amount: -o.amount }, { account: escrowAccount(), amount: o.amount }],
});

/** The stake leaves the user's spot account for the escrow; the first timeline row. Throws insufficientBalance when it is not there. */
export async function placeOrder(deps: MoveDeps, trx: Transaction<Database>, o: DeliveryOrderRow, actor: string) {
  await deps.ledger.post(trx, buyEntry(o));
  await insertOrderEvent(trx, { id: deps.ids.next('le'), orderId: o.id, from: null, to: o.state, event: 'PLACED', actor, reason: null, now: deps.clock.now() });
}

/** The chart's verdict on a settlement tick: the chosen way wins, the other way loses, no move is a draw. */
export function verdict(o: Pick<DeliveryOrderRow, 'direction' | 'purchase_price'>, settlement: bigint): 'WIN' | 'LOSE' | 'DRAW' {
  const purchase = BigInt(o.purchase_price);
  if (settlement === purchase) return 'DRAW';
  return (settlement > purchase) === (o.direction === 'up') ? 'WIN' : 'LOSE';
}

export type Outcome = { mark: Mark } | { voided: VoidReason };

/** What settling `o` with `outcome` at `now` does: the chart's move, the order's new columns and the ledger entry. */
function settlementOf(o: DeliveryOrderRow, outcome: Outcome, now: number) {
  const event: DeliveryOrderEvent['type'] = 'mark' in outcome ? verdict(o, outcome.mark.price) : 'VOID';
  const to = mustMove(deliveryOrderLifecycle, o.state, { type: event });
  const stake = BigInt(o.amount);
  const profit = event === 'WIN' ? profitOf(stake, o.payout_bps) : event === 'LOSE' ? -stake : 0n;
  const payout = event === 'LOSE' ? 0n : stake + profit;
  const change: SettledColumns = {
    state: to, profit, payout, settled_at: BigInt(now), updated_at: BigInt(now),
    ...('mark' in outcome ? { settlement_price: outcome.mark.price, settlement_record_id: outcome.mark.recordId } : { void_reason: outcome.voided }),
  };
  const postings: Posting[] = [{ account: escrowAccount(), amount: -stake }];
  if (event === 'LOSE') postings.push({ account: counterpartyAccount(), amount: stake });
  else {
    postings.push({ account: spotWallet(o.user_id), amount: payout });
    if (profit > 0n) postings.push({ account: counterpartyAccount(), amount: -profit });
  }
  const entry: EntryInput = { reason: `delivery.${to}`, refType: 'delivery_order', refId: o.id, idempotencyKey: `delivery:settle:${o.id}`, postings };
  return { event, to, change, entry, reason: 'voided' in outcome ? outcome.voided : null };
}

/**
 * Settles an open order at `mark` (the first reference tick at or after its delivery time), or
 * voids it with `reason`. Returns the moved row, or null when another move got there first.
 */
export async function settleOrder(deps: MoveDeps, trx: Transaction<Database>, o: DeliveryOrderRow, outcome: Outcome, actor: string) {
  const now = deps.clock.now();
  const s = settlementOf(o, outcome, now);
  if (!(await updateOrder(trx, o.id, o.state, s.change))) return null;
  if ('mark' in outcome) await savePriceRecord(trx, outcome.mark);
  await deps.ledger.post(trx, s.entry);
  await insertOrderEvent(trx, { id: deps.ids.next('le'), orderId: o.id, from: o.state, to: s.to, event: s.event, actor, reason: s.reason, now });
  return { ...o, ...s.change } as DeliveryOrderRow;
}

export type BatchMoveDeps = Pick<Deps, 'clock' | 'ids' | 'dialect'>;

/**
 * Settles many orders in the caller's transaction, each as `settleOrder` would, with a few
 * statements for all of them: the chart decides every order's move first (an order it refuses
 * fails the whole call, before anything is written), the orders move in multi-row updates that
 * take each only while it is still in the state it was read in, and only those that moved get
 * their ledger entry (staged in a ledger batch and written together), their price record and
 * their timeline row (multi-row inserts). Returns the ids of the orders that moved; an order
 * another move got to first is left out.
 */
export async function settleOrders(deps: BatchMoveDeps, trx: Transaction<Database>, items: ReadonlyArray<{ order: DeliveryOrderRow; outcome: Outcome }>, actor: string) {
  const now = deps.clock.now();
  const planned = items.map(({ order, outcome }) => ({ order, outcome, s: settlementOf(order, outcome, now) }));
  const byState = new Map<string, typeof planned>();
  for (const p of planned) {
    const list = byState.get(p.order.state);
    if (list) list.push(p); else byState.set(p.order.state, [p]);
  }
  const moved = new Set<string>();
  for (const [from, list] of byState) {
    for (const id of await settleOrderRows(trx, deps.dialect, from, list.map((p) => ({ id: p.order.id, change: p.s.change })))) moved.add(id);
  }
  const ledger = createLedgerBatch(trx, deps);
  const marks = new Map<string, Mark>();
  const events: OrderEventInput[] = [];
  const ids: string[] = [];
  for (const { order, outcome, s } of planned) {
    if (!moved.has(order.id)) continue;
    if ('mark' in outcome) marks.set(outcome.mark.recordId, outcome.mark);
    ledger.post(s.entry);
    events.push({ id: deps.ids.next('le'), orderId: order.id, from: order.state, to: s.to, event: s.event, actor, reason: s.reason, now });
    ids.push(order.id);
  }
  for (const mark of marks.values()) await savePriceRecord(trx, mark);
  await ledger.flush();
  await insertOrderEvents(trx, deps.dialect, events);
  return ids;
}
