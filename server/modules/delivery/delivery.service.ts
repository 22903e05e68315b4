// Delivery (timed) contracts as the user trades them: the product table with the marks, the risk
// notice, buying (the stake leaves the spot account at the reference tick of acceptance) and the
// orders with both price records and the result. Each check-and-act is one transaction; a refusal
// changes nothing. The order's due item is scheduled in the buy's transaction; after the commit the
// delivery runtime is told (deps.delivery), so it settles the order at the first tick at or after
// its delivery time.
import { deliveryOrderLifecycle, deliveryOrderTabs, type DeliveryOrderTab } from '../../../api/lifecycles/delivery-order.lifecycle';
import type { deliveryDirections } from '../../../api/endpoints/delivery';
import { fromMinor, toMinor } from '../../../api/money';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { priceRecordsByIds, savePriceRecord } from '../../feeds/price-records';
import { recordView } from '../contract/position-view';
import { DELIVERY_ASSET, DELIVERY_SCALE, deliveryInstrument, deliveryInstruments } from './delivery-instruments';
import { profitOf } from '../../../api/delivery-math';
import { loadTerms } from './delivery-terms';
import { placeOrder } from './delivery-moves';
import { SETTLE_KIND } from './delivery-runtime';
import {
  acknowledgeRiskNotice, insertOrder, lockOpenStake, openStake, ordersOfUser, riskNoticeOf, type DeliveryOrderRow,
} from './delivery.store';

type Direction = (typeof deliveryDirections)[number];
type ServiceDeps = Pick<Deps, 'db' | 'dialect' | 'clock' | 'ids' | 'ledger' | 'marks' | 'delivery' | 'due'>;

const money = (v: bigint) => fromMinor(v, DELIVERY_SCALE);
const rate = (bps: number) => fromMinor(BigInt(bps), 4);

export async function productsView(deps: Pick<Deps, 'db' | 'marks' | 'spot'>) {
  const terms = await loadTerms(deps.db);
  const durations = terms.durations.map((d) => ({ seconds: d.seconds, payout_rate: rate(d.payoutBps), min_stake: money(d.minStake), max_stake: money(d.maxStake) }));
  const products = await Promise.all(deliveryInstruments.map(async (i) => {
    const open = await openStake(deps.db, i.symbol);
    const reading = deps.marks.current(i.symbol);
    const last = deps.spot.feed.latest(i.symbol);
    return {
      symbol: i.symbol, name: i.name, durations,
      max_open_stake: money(terms.maxOpenStake), open_stake: { up: money(open.up), down: money(open.down) },
      enabled: terms.enabled && !terms.disabled.has(i.symbol),
      mark: reading.ok
        ? { price: money(reading.mark.price), at: reading.mark.at, paused: null, opens_at: null }
        : { price: last ? money(last.price) : null, at: last?.at ?? null, paused: reading.reason, opens_at: reading.opensAt ?? null },
    };
  }));
  return { products, enabled: terms.enabled, asset: DELIVERY_ASSET, void_after_ms: terms.voidAfterMs, replayed: deps.marks.replayed, source: deps.spot.feed.source };
}

export async function riskNotice(deps: Pick<Deps, 'db'>, userId: string) {
  return { acknowledged_at: await riskNoticeOf(deps.db, userId) };
}

export async function acknowledgeRisk(deps: Pick<Deps, 'db' | 'clock'>, userId: string) {
  await acknowledgeRiskNotice(deps.db, userId, deps.clock.now());
  return { acknowledged_at: (await riskNoticeOf(deps.db, userId))! };
}

export interface BuyRequest { symbol: string; direction: Direction; amount: string; duration: number }

export async function buyOrder(deps: ServiceDeps, userId: string, req: BuyRequest) {
  const terms = await loadTerms(deps.db);
  if (!terms.enabled) fail('featureOff');
  const i = deliveryInstrument(req.symbol) ?? fail('marketUnknown');
  if (terms.disabled.has(i.symbol)) fail('deliveryProductDisabled', { symbol: i.symbol });
  if ((await riskNoticeOf(deps.db, userId)) === null) fail('deliveryRiskNotice');
  const row = terms.durations.find((d) => d.seconds === req.duration) ?? fail('deliveryDurationUnknown');
  const stake = toMinor(req.amount, DELIVERY_SCALE);
  if (stake === null || stake <= 0n) fail('amountInvalid');
  if (stake < row.minStake) fail('deliveryStakeBelowMin', { duration: row.seconds, min: money(row.minStake) });
  if (stake > row.maxStake) fail('deliveryStakeAboveMax', { duration: row.seconds, max: money(row.maxStake) });
  // The purchase price is the latest fresh, sane reference tick: none while the mark is paused.
  const reading = deps.marks.current(i.symbol);
  if (!reading.ok && reading.reason === 'closed') fail('deliveryMarketClosed', { symbol: i.symbol, opensAt: new Date(reading.opensAt ?? 0).toISOString().replace('.000Z', 'Z') });
  if (!reading.ok) fail('deliveryMarketPaused', { symbol: i.symbol });
  const mark = reading.mark;

  const order = await deps.db.transaction().execute(async (trx) => {
    // On PostgreSQL, buys of one instrument and direction take turns, so the cap counts every
    // other buy committed before this one (SQLite runs one writer at a time).
    if (deps.dialect === 'postgres') await lockOpenStake(trx, i.symbol, req.direction);
    const open = (await openStake(trx, i.symbol))[req.direction];
    if (open + stake > terms.maxOpenStake) {
      const room = terms.maxOpenStake > open ? terms.maxOpenStake - open : 0n;
      fail('deliveryOpenStakeCap', { symbol: i.symbol, cap: money(terms.maxOpenStake), room: money(room) });
    }
    const now = deps.clock.now();
    const o: DeliveryOrderRow = {
      id: deps.ids.next('do'), user_id: userId, symbol: i.symbol, direction: req.direction,
      state: deliveryOrderLifecycle.config.initial as string, amount: stake, duration: row.seconds, payout_bps: row.payoutBps,
      purchase_price: mark.price, purchase_record_id: mark.recordId, settlement_price: null, settlement_record_id: null,
      void_reason: null, profit: null, payout: null, delivery_at: BigInt(now + row.seconds * 1000),
      created_at: BigInt(now), settled_at: null, updated_at: BigInt(now),
    };
    await insertOrder(trx, o);
    await savePriceRecord(trx, mark);
    await placeOrder(deps, trx, o, `user:${userId}`);
    // The void deadline: the order's due item, kept with the order in one transaction.
    await deps.due.schedule(trx, SETTLE_KIND, o.id, Number(o.delivery_at));
    return o;
  });
  deps.delivery.track(order);
  return (await orderViews(deps, [order]))[0];
}

export async function ordersOf(deps: Pick<Deps, 'db'>, userId: string, q: { tab: DeliveryOrderTab; symbol?: string; limit: number; before?: string }) {
  const rows = await ordersOfUser(deps.db, userId, { states: deliveryOrderTabs[q.tab], symbol: q.symbol, limit: q.limit, before: q.before });
  return orderViews(deps, rows);
}

/** Orders as the wire shows them (api/endpoints/delivery.ts deliveryOrder), with their price records. */
export async function orderViews(deps: Pick<Deps, 'db'>, rows: DeliveryOrderRow[]) {
  const ids = rows.flatMap((o) => [o.purchase_record_id, ...(o.settlement_record_id ? [o.settlement_record_id] : [])]);
  const records = new Map((await priceRecordsByIds(deps.db, ids)).map((r) => [r.id, r]));
  const maybe = (v: bigint | null) => (v === null ? null : money(BigInt(v)));
  return rows.map((o) => {
    const stake = BigInt(o.amount);
    return {
      id: o.id, symbol: o.symbol, direction: o.direction as Direction, state: o.state as never,
      amount: money(stake), duration: Number(o.duration), payout_rate: rate(Number(o.payout_bps)),
      payout_if_won: money(stake + profitOf(stake, Number(o.payout_bps))),
      profit: maybe(o.profit), payout: maybe(o.payout),
      purchase_record: recordView(records.get(o.purchase_record_id))!,
      settlement_record: o.settlement_record_id ? recordView(records.get(o.settlement_record_id)) : null,
      void_reason: (o.void_reason ?? null) as never,
      created_at: Number(o.created_at), delivery_at: Number(o.delivery_at), settled_at: o.settled_at === null ? null : Number(o.settled_at),
    };
  });
}
