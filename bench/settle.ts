// Settlement in the ledger of many timed (delivery) orders due in the same second. A platform (in
// this process, SQLite, a temporary data dir, marks replayed on a manual clock) holds `n` open
// orders on BTCUSDT bought at one reference tick and delivered 60 s later, where the next tick is
// higher: the ups win, the downs lose. Ours is the delivery runtime: from that tick to the last
// settlement committed (`delivery.settled()`), every order due at the tick in one transaction.
// The peer is the same work on a second platform with an equal set of orders, settled one
// transaction per order through the same move (`settleOrder`, what the runtime did before). Both
// end with the ledger audit, and both must pay the same. Ratios are ours over the peer in
// settlements per second (higher is better). After each side the due-work runner is timed on what
// the settlement left it (`dueItemsLeft`): the runtime marks its orders' due items done as it
// settles them (none left), the peer does not (one transaction per item that finds its order
// settled).
//
// Custody (AI Earn): `n` held orders of the 30-day product wait for the same daily cut-off. Ours
// is the cut-off's one due item (kind `earn.accrue`, earn-accrual.ts), every order's day of
// interest in one transaction; the peer accrues each order in a transaction of its own (the same
// entry, accrual row and order update, one order at a time).
//
// Setting up is not measured: users are funded and the orders bought with the moves a buy makes
// (the order row, the stake through the ledger batch with the buy's entry, the timeline row, the
// due item), many per transaction.
//
// Measured (docs/performance.md, settle): on a shared 2-core machine (load average 8 – 12),
// 100,000 orders, run in turn before and after ascending ids and the runtime's kept rows:
// delivery 2,247 → 3,704 a second (185.9 → 110.3 µs of CPU an order), custody 3,345 → 5,007
// (121.2 → 72.8 µs). The 20,000 a second of issue 14 is not reached: SQLite's writes per order
// alone take about 50 µs of CPU or more. Then, 20,000 orders, load average 16 – 21, before / after
// the due items marked done in the tick's transaction and the bulk rows handed over as they are,
// in turn: delivery 89.0 – 107.1 µs / 93.1 – 105.9 µs of CPU an order in the window (1,811 – 2,962
// / 1,930 – 2,937 a second), but before, the 20,000 due items left pending then took 92.5 s of CPU
// (4.6 ms each, 387 s wall) to find their orders settled; after, none is left. Then on a quiet
// machine, after one ledger batch per cut-off and timeline rows keyed by their entity: delivery
// 19,445 – 20,979 a second (median 20,486 of seven runs, 51 – 55 µs of CPU an order), custody
// 25,773 – 29,915 (median 28,356): the 20,000 of issue 14 at the median for delivery, in every run
// for custody.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPlatform, type Platform } from '../server/app';
import { loadConfig } from '../server/config';
import { ManualClock } from '../server/platform';
import { insertRows, type RowShape } from '../server/db/bulk';
import { systemAccount, userAccount } from '../server/modules/ledger/ledger';
import { createLedgerBatch } from '../server/modules/ledger/ledger-batch';
import { savePriceRecord } from '../server/feeds/price-records';
import { buyEntry, settleOrder } from '../server/modules/delivery/delivery-moves';
import { SETTLE_KIND } from '../server/modules/delivery/delivery-runtime';
import { insertOrderEvents, type DeliveryOrderRow } from '../server/modules/delivery/delivery.store';
import { scheduleCutoff } from '../server/modules/earn/earn-accrual';
import { earnAccount, earnWallet, spotWallet as earnSpotWallet } from '../server/modules/earn/earn-moves';
import { EARN_ORDER_ENTITY, type EarnOrderRow } from '../server/modules/earn/earn.store';
import { DAY_MS, loadTerms, nextCutoff } from '../server/modules/earn/earn-terms';
import { dailyInterestOf } from '../api/earn-math';
import { round } from './stats';

const SYMBOL = 'BTCUSDT';
const START = Date.UTC(2026, 0, 5, 6, 0, 0);
const DELIVERY_S = 60;
/** 65,000 at the buy, 65,100 from the delivery second on (+0.15%, well inside the jump guard). */
const BOUGHT = '65000';
const DELIVERED = '65100';
/** Rows per setup transaction. */
const SETUP_CHUNK = 5_000;

export interface SettleOptions { n?: number; users?: number; peer?: number }

const ORDER_ROW: RowShape<'delivery_orders'> = {
  table: 'delivery_orders',
  columns: ['id', 'user_id', 'symbol', 'direction', 'state', 'amount', 'duration', 'payout_bps', 'purchase_price', 'purchase_record_id',
    'settlement_price', 'settlement_record_id', 'void_reason', 'profit', 'payout', 'delivery_at', 'created_at', 'settled_at', 'updated_at'],
};

function replayFile(dir: string) {
  const lines: string[] = [];
  for (let s = 0; s < DELIVERY_S + 60; s += 1) lines.push(JSON.stringify({ symbol: SYMBOL, offsetMs: s * 1000, price: s < DELIVERY_S ? BOUGHT : DELIVERED }));
  const file = path.join(dir, 'marks.jsonl');
  fs.writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

/** A fresh platform on SQLite and the replayed marks, its clock at the start. */
async function freshPlatform(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const clock = new ManualClock(START);
  const config = loadConfig({ DATA_DIR: dir, DEMO: '1', LOG_LEVEL: 'warn', PRICE_FEED: 'replay', PRICE_FEED_URL: replayFile(dir) });
  config.webRoot = path.join(dir, 'none');
  const platform = await buildPlatform({ config, clock });
  return { platform, clock, dir };
}

/** `count` active users with `each` minor units of USDT in their spot account, credited through the ledger. */
async function fundedUsers(platform: Platform, count: number, each: bigint) {
  const { deps } = platform;
  const users: string[] = [];
  await deps.db.transaction().execute(async (trx) => {
    const ledger = createLedgerBatch(trx, deps);
    for (let u = 0; u < count; u += 1) {
      const id = deps.ids.next('us');
      users.push(id);
      await trx.insertInto('users').values({
        id, email: `settle${u}.${id}@example.com`, phone: null, password_hash: 'not-used', password_strength: 'strong', tpwd_hash: null,
        name: `settle${u}`, invitation_code: `IC${id.slice(-10)}`, invited_by: null, nationality: null, lang: 'en', status: 'active',
        security_changed_at: null, locked_until: null, tpwd_locked_until: null, last_login_at: null, created_at: BigInt(START),
      }).execute();
      ledger.post({
        reason: 'deposit', refType: 'bench', refId: id, idempotencyKey: `bench-settle:${id}`,
        postings: [{ account: systemAccount('chain:BENCH', 'USDT'), amount: -each }, { account: userAccount(id, 'USDT', 'spot'), amount: each }],
      });
    }
    await ledger.flush();
  });
  return users;
}

/** The platform with `n` open orders bought now, due at DELIVERY_S; the runtime is told of them only when `tracked`. */
async function platformWithOrders(o: Required<SettleOptions>, tracked: boolean) {
  const { platform, clock, dir } = await freshPlatform('bench-settle-');
  const { deps } = platform;
  const reading = deps.marks.current(SYMBOL);
  if (!reading.ok) throw new Error(`no usable ${SYMBOL} mark at the start: ${reading.reason}`);
  const mark = reading.mark;
  const users = await fundedUsers(platform, o.users, 1_000_000_000n);
  const rows: DeliveryOrderRow[] = [];
  const now = clock.now();
  const deliveryAt = now + DELIVERY_S * 1000;
  for (let from = 0; from < o.n; from += SETUP_CHUNK) {
    const chunk: DeliveryOrderRow[] = [];
    for (let n = from; n < Math.min(o.n, from + SETUP_CHUNK); n += 1) {
      chunk.push({
        id: deps.ids.next('do'), user_id: users[n % users.length], symbol: SYMBOL, direction: n % 3 === 0 ? 'down' : 'up', state: 'open',
        amount: BigInt(10 + (n % 91)) * 1_000_000n, duration: DELIVERY_S, payout_bps: 8000, purchase_price: mark.price, purchase_record_id: mark.recordId,
        settlement_price: null, settlement_record_id: null, void_reason: null, profit: null, payout: null,
        delivery_at: BigInt(deliveryAt), created_at: BigInt(now), settled_at: null, updated_at: BigInt(now),
      });
    }
    // The moves a buy makes, many per transaction: the row, the stake through the ledger (every
    // balance checked), the timeline row and the due item.
    await deps.db.transaction().execute(async (trx) => {
      await savePriceRecord(trx, mark);
      await insertRows(trx, deps.dialect, ORDER_ROW, chunk.map((r) => ORDER_ROW.columns.map((c) => r[c])));
      const ledger = createLedgerBatch(trx, deps);
      await ledger.load(chunk.map((r) => userAccount(r.user_id, 'USDT', 'spot')));
      for (const r of chunk) ledger.post(buyEntry(r));
      await ledger.flush();
      await insertOrderEvents(trx, deps.dialect, chunk.map((r) => ({ id: deps.ids.next('le'), orderId: r.id, from: null, to: 'open', event: 'PLACED', actor: `user:${r.user_id}`, reason: null, now })));
      for (const r of chunk) await deps.due.schedule(trx, SETTLE_KIND, r.id, deliveryAt);
    });
    rows.push(...chunk);
  }
  if (tracked) for (const r of rows) deps.delivery.track(r);
  // Time runs up to the second before delivery, tick by tick: nothing is due yet.
  for (let s = 1; s < DELIVERY_S; s += 1) step(platform, clock, s);
  await deps.delivery.settled();
  return { platform, dir, rows };
}

/** Moves the manual clock to `second` and lets the feed and the mark guard see it. */
function step(platform: Platform, clock: ManualClock, second: number) {
  clock.set(START + second * 1000);
  platform.deps.spot.stepFeed();
  platform.deps.marks.check();
}

async function finish(platform: Platform, dir: string) {
  const { deps } = platform;
  const states = await deps.db.selectFrom('delivery_orders')
    .select(['state', (eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<string | number | bigint>('payout').as('paid')])
    .groupBy('state').execute();
  const audit = await deps.ledger.audit(deps.db);
  await platform.close();
  fs.rmSync(dir, { recursive: true, force: true });
  const byState = Object.fromEntries(states.map((s) => [s.state, Number(s.n)]));
  const paid = states.reduce((sum, s) => sum + BigInt(s.paid ?? 0), 0n);
  return { byState, paid: paid.toString(), auditProblems: audit.problems.length };
}

const perSecond = (count: number, ms: number) => round((count / ms) * 1000, 0);

/** Wall and CPU time of `fn` (CPU: this process, all threads; the machine may be shared). */
async function timed(fn: () => Promise<void>) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await fn();
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { ms, cpuMs: (used.user + used.system) / 1000 };
}

/** Delivery: one tick settles every order due at it. */
async function delivery(o: Required<SettleOptions>) {
  const ours = await platformWithOrders(o, true);
  const oursTime = await timed(async () => {
    step(ours.platform, ours.platform.deps.clock as ManualClock, DELIVERY_S);
    await ours.platform.deps.delivery.settled();
  });
  // What the settlement left to the due-work runner: the items of orders it settled still pending
  // cost a transaction each that finds the order settled.
  let leftOver = 0;
  const leftTime = await timed(async () => { leftOver = await ours.platform.deps.due.runDue(); });
  const oursEnd = await finish(ours.platform, ours.dir);

  const peer = await platformWithOrders({ ...o, n: o.peer }, false);
  const { deps } = peer.platform;
  const peerTime = await timed(async () => {
    step(peer.platform, deps.clock as ManualClock, DELIVERY_S);
    const reading = deps.marks.current(SYMBOL);
    if (!reading.ok) throw new Error(`peer: no usable mark at delivery (${reading.reason})`);
    for (const r of peer.rows) await deps.db.transaction().execute((trx) => settleOrder(deps, trx, r, { mark: reading.mark }, 'system:delivery'));
  });
  // The peer settled its orders without their due items: the runner takes each in turn.
  let peerLeftOver = 0;
  const peerLeftTime = await timed(async () => { peerLeftOver = await deps.due.runDue(); });
  const peerEnd = await finish(peer.platform, peer.dir);

  const report = (t: { ms: number; cpuMs: number }, e: Awaited<ReturnType<typeof finish>>, n: number) => {
    const settled = n - (e.byState.open ?? 0);
    return { orders: n, ms: round(t.ms, 1), cpuMs: round(t.cpuMs, 1), settled, perSecond: perSecond(settled, t.ms), cpuUsPerOrder: round((t.cpuMs * 1000) / settled, 1), ...e };
  };
  return {
    ours: {
      name: 'delivery runtime: every order due at the tick in one transaction', ...report(oursTime, oursEnd, o.n),
      dueItemsLeft: { done: leftOver, ms: round(leftTime.ms, 1), cpuMs: round(leftTime.cpuMs, 1) },
    },
    peer: {
      name: 'one transaction per order (settleOrder)', ...report(peerTime, peerEnd, o.peer),
      dueItemsLeft: { done: peerLeftOver, ms: round(peerLeftTime.ms, 1), cpuMs: round(peerLeftTime.cpuMs, 1) },
    },
    // The same orders pay the same (when the peer had the whole set).
    agree: o.peer !== o.n || (JSON.stringify(oursEnd.byState) === JSON.stringify(peerEnd.byState) && oursEnd.paid === peerEnd.paid),
  };
}

const EARN_ROW: RowShape<'earn_orders'> = {
  table: 'earn_orders',
  columns: ['id', 'user_id', 'product_id', 'asset', 'state', 'amount', 'cycle_days', 'daily_rate', 'penalty_rate', 'daily_interest', 'days_accrued',
    'profit', 'next_accrual_at', 'matures_at', 'asked_penalty', 'requested_at', 'reason', 'returned', 'penalty', 'rtoken', 'created_at', 'ended_at', 'updated_at'],
};
const EVENT_ROW: RowShape<'lifecycle_events'> = {
  table: 'lifecycle_events', columns: ['id', 'entity_type', 'entity_id', 'from_state', 'to_state', 'event', 'actor', 'reason', 'at'],
};
const EARN_PRODUCT = 'm1';

/** A platform with `n` held custody orders bought now, all waiting for the next cut-off (scheduled once, as buying does). */
async function platformWithHoldings(o: Required<SettleOptions>) {
  const { platform, clock, dir } = await freshPlatform('bench-earn-');
  const { deps } = platform;
  const users = await fundedUsers(platform, o.users, 100_000_000_000n);
  const p = await deps.db.selectFrom('earn_products').selectAll().where('id', '=', EARN_PRODUCT).executeTakeFirstOrThrow();
  const now = clock.now();
  const cutoffAt = nextCutoff(now, (await loadTerms(deps.db)).cutoffMinutes);
  const cycle = Number(p.cycle_days);
  const rows: EarnOrderRow[] = [];
  for (let from = 0; from < o.n; from += SETUP_CHUNK) {
    const chunk: EarnOrderRow[] = [];
    for (let n = from; n < Math.min(o.n, from + SETUP_CHUNK); n += 1) {
      const amount = BigInt(100 + (n % 901)) * 1_000_000n;
      chunk.push({
        id: deps.ids.next('eo'), user_id: users[n % users.length], product_id: p.id, asset: p.asset, state: 'holding', amount, cycle_days: cycle,
        daily_rate: BigInt(p.daily_rate), penalty_rate: BigInt(p.penalty_rate), daily_interest: dailyInterestOf(amount, BigInt(p.daily_rate)),
        days_accrued: 0, profit: 0n, next_accrual_at: BigInt(cutoffAt), matures_at: BigInt(cutoffAt + (cycle - 1) * DAY_MS),
        asked_penalty: null, requested_at: null, reason: null, returned: null, penalty: null, rtoken: `bench${n}`,
        created_at: BigInt(now), ended_at: null, updated_at: BigInt(now),
      });
    }
    // The moves a buy makes, many per transaction: the row, the principal through the ledger, the timeline row.
    await deps.db.transaction().execute(async (trx) => {
      await insertRows(trx, deps.dialect, EARN_ROW, chunk.map((r) => EARN_ROW.columns.map((c) => r[c])));
      const ledger = createLedgerBatch(trx, deps);
      await ledger.load(chunk.map((r) => earnSpotWallet(r.user_id, r.asset)));
      for (const r of chunk) {
        ledger.post({
          reason: 'earn.buy', refType: 'earn_order', refId: r.id, idempotencyKey: `earn:buy:${r.id}`,
          postings: [{ account: earnSpotWallet(r.user_id, r.asset), amount: -r.amount }, { account: earnWallet(r.user_id, r.asset), amount: r.amount }],
        });
      }
      await ledger.flush();
      await insertRows(trx, deps.dialect, EVENT_ROW, chunk.map((r) => [deps.ids.next('le'), EARN_ORDER_ENTITY, r.id, null, 'holding', 'PLACED', `user:${r.user_id}`, null, BigInt(now)]));
      await scheduleCutoff(deps, trx, cutoffAt);
    });
    rows.push(...chunk);
  }
  const held = rows.reduce((sum, r) => sum + r.amount, 0n);
  await deps.db.updateTable('earn_products').set({ quota: held, quota_used: held }).where('id', '=', p.id).execute();
  return { platform, clock, dir, rows, cutoffAt };
}

async function finishCustody(platform: Platform, dir: string) {
  const { deps } = platform;
  const accrued = await deps.db.selectFrom('earn_accruals')
    .select([(eb) => eb.fn.countAll<number>().as('n'), (eb) => eb.fn.sum<string | number | bigint>('amount').as('paid')]).executeTakeFirstOrThrow();
  const audit = await deps.ledger.audit(deps.db);
  await platform.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return { accrued: Number(accrued.n), paid: BigInt(accrued.paid ?? 0).toString(), auditProblems: audit.problems.length };
}

/** Custody: one cut-off accrues every held order. */
async function custody(o: Required<SettleOptions>) {
  const ours = await platformWithHoldings(o);
  const oursTime = await timed(async () => {
    ours.clock.set(ours.cutoffAt);
    await ours.platform.deps.due.runDue();
  });
  const oursEnd = await finishCustody(ours.platform, ours.dir);

  const peer = await platformWithHoldings({ ...o, n: o.peer });
  const { deps } = peer.platform;
  const peerTime = await timed(async () => {
    peer.clock.set(peer.cutoffAt);
    const at = BigInt(peer.cutoffAt);
    for (const r of peer.rows) {
      await deps.db.transaction().execute(async (trx) => {
        const day = Number(r.days_accrued) + 1;
        await deps.ledger.post(trx, {
          reason: 'earn.accrual', refType: 'earn_order', refId: r.id, idempotencyKey: `earn:accrue:${r.id}:${day}`,
          postings: [{ account: earnAccount(r.asset), amount: -r.daily_interest }, { account: earnWallet(r.user_id, r.asset), amount: r.daily_interest }],
        });
        await trx.insertInto('earn_accruals').values({ order_id: r.id, day, amount: r.daily_interest, at }).execute();
        await trx.updateTable('earn_orders')
          .set((eb) => ({ days_accrued: eb('days_accrued', '+', 1), profit: eb('profit', '+', eb.ref('daily_interest')), next_accrual_at: eb('next_accrual_at', '+', BigInt(DAY_MS)), updated_at: at }))
          .where('id', '=', r.id).where('next_accrual_at', '<=', at).execute();
      });
    }
  });
  const peerEnd = await finishCustody(peer.platform, peer.dir);

  const report = (t: { ms: number; cpuMs: number }, e: Awaited<ReturnType<typeof finishCustody>>, n: number) =>
    ({ orders: n, ms: round(t.ms, 1), cpuMs: round(t.cpuMs, 1), perSecond: perSecond(e.accrued, t.ms), cpuUsPerOrder: round((t.cpuMs * 1000) / Math.max(1, e.accrued), 1), ...e });
  return {
    ours: { name: 'the cut-off\'s one due item: every held order in one transaction', ...report(oursTime, oursEnd, o.n) },
    peer: { name: 'one transaction per order\'s accrual', ...report(peerTime, peerEnd, o.peer) },
    agree: o.peer !== o.n || (oursEnd.accrued === peerEnd.accrued && oursEnd.paid === peerEnd.paid),
  };
}

/**
 * `n` orders (default 100,000) of `users` users (default one per ten orders). The peer settles an
 * equal set unless `peer` says how many (at one commit per order it is the slow half of the run).
 */
export async function run(opts: SettleOptions = {}) {
  const n = opts.n ?? 100_000;
  const o = { n, users: opts.users ?? Math.max(1, Math.ceil(n / 10)), peer: Math.min(n, opts.peer ?? n) };
  const d = await delivery(o);
  const c = await custody(o);
  return {
    name: 'settle',
    note: 'settlement in the ledger (SQLite, in process): from the tick (or the cut-off) in to the last settlement committed; setup not measured; ratios: ours over the peer in settlements per second',
    orders: o.n, users: o.users,
    delivery: d,
    custody: c,
    ratios: { delivery: round(d.ours.perSecond / d.peer.perSecond), custody: round(c.ours.perSecond / c.peer.perSecond) },
    targets: { deliveryPerSecond: 20_000, custodyPerSecond: 20_000 },
  };
}
