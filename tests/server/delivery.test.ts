// Delivery (timed) contracts over HTTP on recorded prices (the replay feed on a manual clock): the
// product table, the risk notice, every refusal changing nothing, an idempotent buy, and
// settlement on the clock: before, at and long after the delivery time (at the first reference
// tick at or after it), won, lost and draw, voided on a silent feed and on a tick failing the
// sanity check, many orders due at one tick settled in one transaction, and a restart with work
// due. The audit is clean after each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractServer, expectCleanAudit, recording, restarts, usdt, type ContractServer } from './contract-fixtures';
import { setSettings } from './withdraw-fixtures';
import { createUser } from './funds-fixtures';
import { createTestDatabase, newRtoken, type TestServer } from './harness';
import type { Platform } from '../../server/app';
import { ManualClock } from '../../server/platform';
import { systemAccount, userAccount } from '../../server/modules/ledger/ledger';
import { parseSettingText } from '../../server/modules/settings/setting-types';
import type { Deps } from '../../server/deps';
import { buyOrder } from '../../server/modules/delivery/delivery.service';
import { placeOrder, settleOrder, settleOrders } from '../../server/modules/delivery/delivery-moves';
import { SETTLE_KIND } from '../../server/modules/delivery/delivery-runtime';
import { insertOrder, ordersByIds, type DeliveryOrderRow } from '../../server/modules/delivery/delivery.store';
import { savePriceRecord } from '../../server/feeds/price-records';

let server: ContractServer;
const marks = recording({
  // Up at the delivery time (60 s) of the first orders.
  BTCUSDT: [[0, '65000'], [60, '65100']],
  // Flat: a draw.
  ETHUSDT: [[0, '3200']],
  // Silent from 50 s to 200 s: no fresh tick within the window after a 60 s delivery.
  LINKUSDT: [[0, '15'], [50, ''], [200, '15.1']],
  // A 40% jump at 60 s: the first tick at delivery fails the sanity check.
  AVAXUSDT: [[0, '35'], [60, '49']],
  // Up at 160 s, down from 162 s: an order due at 160 settles at the first tick even when settled long after.
  XRPUSDT: [[0, '0.55'], [160, '0.56'], [162, '0.54']],
  // Up at 530 s: the tick that settles many orders bought at 470 s in one go.
  SOLUSDT: [[0, '150'], [530, '151']],
}, 600);

beforeAll(async () => { server = await contractServer(marks); });
afterAll(async () => { await server.stop(); });
afterEach(async () => { await expectCleanAudit(server); });

const deps = () => server.platform.deps;
let fundings = 0;

/** A user with `amount` USDT in the spot account (credited as a deposit would) who acknowledged the timed-contract notice. */
async function staker(s: TestServer | Platform, amount: bigint, label: string, acknowledge = true) {
  const d: Deps = 'platform' in s ? s.platform.deps : s.deps;
  const user = await createUser(d, label);
  fundings += 1;
  if (amount > 0n) await d.db.transaction().execute((trx) => d.ledger.post(trx, {
    reason: 'deposit', refType: 'test', refId: user.id, idempotencyKey: `test-delivery-fund:${user.id}:${fundings}`,
    postings: [{ account: systemAccount('chain:TEST', 'USDT'), amount: -amount }, { account: userAccount(user.id, 'USDT', 'spot'), amount }],
  }));
  if (acknowledge) await d.db.insertInto('delivery_risk_notices').values({ user_id: user.id, acknowledged_at: BigInt(d.clock.now()) }).execute();
  return user;
}

const spot = (userId: string, d: Deps = deps()) => d.ledger.balance(d.db, userAccount(userId, 'USDT', 'spot'));
const system = (name: string, d: Deps = deps()) => d.ledger.balance(d.db, systemAccount(name, 'USDT'));
const buy = (token: string, p: Record<string, string | number> = {}, rtoken?: string) =>
  server.call('web/deliveryBuy', { symbol: 'BTCUSDT', direction: 'up', amount: '100', duration: 60, ...p }, { token, rtoken });
const orders = async (token: string, tab = 'open') => (await server.call('web/deliveryOrders', { tab }, { token })).data;

/** Moves time as the jobs would: the feed, the mark guard and the delivery runtime one second at a time, then the due work. */
async function at(second: number) {
  await server.clockAt(second);
  await deps().delivery.settled();
  await deps().due.runDue();
}

describe('the product table and the risk notice', () => {
  it('lists every crypto instrument with the durations, payout rates, stake ranges, the cap and the mark', async () => {
    const res = await server.call('web/deliveryProducts');
    expect(res.code, res.message).toBe(0);
    expect(res.data).toMatchObject({ enabled: true, asset: 'USDT', void_after_ms: 30000, replayed: true, source: 'replay' });
    expect(res.data.products).toHaveLength(12);
    const btc = res.data.products.find((p: any) => p.symbol === 'BTCUSDT');
    expect(btc).toEqual({
      symbol: 'BTCUSDT', name: 'Bitcoin', enabled: true, max_open_stake: '100000', open_stake: { up: '0', down: '0' },
      durations: [
        { seconds: 60, payout_rate: '0.8', min_stake: '10', max_stake: '5000' },
        { seconds: 300, payout_rate: '0.85', min_stake: '10', max_stake: '10000' },
        { seconds: 900, payout_rate: '0.9', min_stake: '50', max_stake: '20000' },
      ],
      mark: { price: '65000', at: server.start, paused: null, opens_at: null },
    });
    // No recorded price: paused as stale, and said so.
    expect(res.data.products.find((p: any) => p.symbol === 'TRXUSDT').mark).toMatchObject({ price: null, paused: 'stale' });
  });

  it('refuses a buy before the notice is acknowledged, then records it once', async () => {
    const u = await staker(server, usdt('500'), 'newcomer', false);
    expect((await server.call('web/deliveryRiskNotice', {}, { token: u.token })).data).toEqual({ acknowledged_at: null });
    const refused = await buy(u.token);
    expect([refused.code, refused.message]).toEqual([4706, 'Please read and acknowledge the timed-contract risk notice first']);
    expect((await server.call('web/deliveryAcknowledgeRisk', {}, { token: u.token })).data).toEqual({ acknowledged_at: server.start });
    expect((await server.call('web/deliveryAcknowledgeRisk', {}, { token: u.token })).data).toEqual({ acknowledged_at: server.start });
    expect(await spot(u.id)).toBe(usdt('500'));
  });

  it('takes only a table of distinct durations with sane rates and ranges', () => {
    expect(parseSettingText('delivery.durations', '[{"seconds":30,"payoutRate":"0.75","minStake":"5","maxStake":"50"}]'))
      .toEqual([{ seconds: 30, payoutRate: '0.75', minStake: '5', maxStake: '50' }]);
    expect(parseSettingText('delivery.durations', '[]')).toBeNull();
    expect(parseSettingText('delivery.durations', '[{"seconds":30,"payoutRate":"0","minStake":"5","maxStake":"50"}]')).toBeNull();
    expect(parseSettingText('delivery.durations', '[{"seconds":30,"payoutRate":"0.8","minStake":"60","maxStake":"50"}]')).toBeNull();
    expect(parseSettingText('delivery.durations', '[{"seconds":30,"payoutRate":"0.8","minStake":"5","maxStake":"50"},{"seconds":30,"payoutRate":"0.9","minStake":"5","maxStake":"50"}]')).toBeNull();
    expect(parseSettingText('delivery.disabled', '["BTCUSDT"]')).toEqual(['BTCUSDT']);
    expect(parseSettingText('delivery.disabled', '["XAUUSDT"]')).toBeNull();
  });
});

describe('refusals change nothing', () => {
  it('refuses an unknown duration, a stake outside its range, a paused market, a missing balance and an unknown pair', async () => {
    const u = await staker(server, usdt('50'), 'refused');
    const cases: Array<[Record<string, string | number>, number, string]> = [
      [{ duration: 120 }, 4702, 'Choose one of the offered durations'],
      [{ amount: '9.99' }, 4700, 'The least stake for 60 seconds is 10 USDT'],
      [{ amount: '5000.01' }, 4701, 'The most stake for 60 seconds is 5000 USDT'],
      [{ symbol: 'TRXUSDT' }, 4704, 'TRXUSDT takes no timed orders until its price feed is fresh again'],
      [{ amount: '50.000001' }, 4200, 'Insufficient balance'],
      [{ symbol: 'XAUUSDT' }, 4400, ''],
      [{ direction: 'sideways' }, 4000, ''],
    ];
    for (const [params, code, message] of cases) {
      const res = await buy(u.token, params);
      expect(res.code, JSON.stringify(params)).toBe(code);
      if (message) expect(res.message).toBe(message);
    }
    expect(await spot(u.id)).toBe(usdt('50'));
    expect(await orders(u.token)).toEqual([]);
  });

  it('refuses beyond the open-stake cap per instrument and direction, naming the limit', async () => {
    await setSettings(deps(), { 'delivery.maxOpenStake': '250' });
    try {
      const u = await staker(server, usdt('1000'), 'capped');
      expect((await buy(u.token, { symbol: 'ETHUSDT', amount: '200' })).code).toBe(0);
      const refused = await buy(u.token, { symbol: 'ETHUSDT', amount: '60' });
      expect([refused.code, refused.message]).toEqual([4703, 'The platform takes at most 250 USDT of open stake on ETHUSDT in this direction; 50 USDT remain']);
      expect((await buy(u.token, { symbol: 'ETHUSDT', amount: '60', direction: 'down' })).code).toBe(0);
      expect(await spot(u.id)).toBe(usdt('740'));
      const eth = (await server.call('web/deliveryProducts')).data.products.find((p: any) => p.symbol === 'ETHUSDT');
      expect(eth.open_stake).toEqual({ up: '200', down: '60' });
      // Buys racing for the last room: the cap holds (on PostgreSQL they take turns per instrument and direction).
      const racers = await Promise.all([1, 2, 3, 4].map((k) => staker(server, usdt('100'), `racer${k}`)));
      const raced = await Promise.all(racers.map((r) => buy(r.token, { symbol: 'ETHUSDT', amount: '60', direction: 'down' })));
      expect(raced.map((r) => r.code).sort()).toEqual([0, 0, 0, 4703]);
      expect((await server.call('web/deliveryProducts')).data.products.find((p: any) => p.symbol === 'ETHUSDT').open_stake).toEqual({ up: '200', down: '240' });
    } finally {
      await setSettings(deps(), { 'delivery.maxOpenStake': '100000' });
    }
  });

  it('refuses when the product is switched off for the deployment or for one instrument', async () => {
    const u = await staker(server, usdt('100'), 'switched');
    await setSettings(deps(), { 'delivery.disabled': ['BTCUSDT'] });
    const one = await buy(u.token);
    expect([one.code, one.message]).toEqual([4705, 'Timed contracts on BTCUSDT are switched off']);
    expect((await server.call('web/deliveryProducts')).data.products.find((p: any) => p.symbol === 'BTCUSDT').enabled).toBe(false);
    await setSettings(deps(), { 'delivery.disabled': [], features: { ...(await import('../../server/modules/settings/settings')).settingDefaults.features, delivery: false } });
    expect((await buy(u.token)).code).toBe(4304);
    expect((await server.call('web/deliveryProducts')).data.enabled).toBe(false);
    await setSettings(deps(), { features: { ...(await import('../../server/modules/settings/settings')).settingDefaults.features } });
    expect(await spot(u.id)).toBe(usdt('100'));
  });
});

describe('buying and settling on the clock', () => {
  const bought: Record<string, { id: string; user: string; token: string }> = {};

  it('buys at the reference tick now, moves the stake to the escrow once per rtoken, and shows the order open', async () => {
    const escrowBefore = await system('delivery-escrow');
    const cases: Array<[string, string, string]> = [['btcUp', 'BTCUSDT', 'up'], ['btcDown', 'BTCUSDT', 'down'], ['ethUp', 'ETHUSDT', 'up'], ['link', 'LINKUSDT', 'up'], ['avax', 'AVAXUSDT', 'down']];
    for (const [key, symbol, direction] of cases) {
      const u = await staker(server, usdt('1000'), key);
      const rtoken = newRtoken();
      const res = await buy(u.token, { symbol, direction }, rtoken);
      expect(res.code, res.message).toBe(0);
      const again = await buy(u.token, { symbol, direction }, rtoken);
      expect(again.data.id).toBe(res.data.id);
      bought[key] = { id: res.data.id, user: u.id, token: u.token };
      expect(await spot(u.id)).toBe(usdt('900'));
    }
    expect((await system('delivery-escrow')) - escrowBefore).toBe(usdt('500'));
    const btc = await orders(bought.btcUp.token);
    expect(btc).toEqual([{
      id: bought.btcUp.id, symbol: 'BTCUSDT', direction: 'up', state: 'open', amount: '100', duration: 60, payout_rate: '0.8', payout_if_won: '180',
      profit: null, payout: null, purchase_record: { id: `pr_BTCUSDT_${server.start}`, price: '65000', at: server.start, source: 'replay' },
      settlement_record: null, void_reason: null, created_at: server.start, delivery_at: server.start + 60_000, settled_at: null,
    }]);
    const entries = await deps().db.selectFrom('journal_entries').select('reason').where('ref_id', '=', bought.btcUp.id).execute();
    expect(entries.map((e) => e.reason)).toEqual(['delivery.buy']);
    // Another user sees none of it.
    const other = await staker(server, 0n, 'other');
    expect(await orders(other.token)).toEqual([]);
  });

  it('leaves every order open before the delivery time', async () => {
    await at(59);
    for (const o of Object.values(bought)) expect((await orders(o.token)).map((r: any) => r.state)).toEqual(['open']);
  });

  it('settles at the first tick at the delivery time: won, lost and draw, and voids on a tick failing the sanity check', async () => {
    const counterpartyBefore = await system('delivery-counterparty');
    await at(60);
    const settled = async (key: string) => (await orders(bought[key].token, 'settled'))[0];
    const record = { id: `pr_BTCUSDT_${server.start + 60_000}`, price: '65100', at: server.start + 60_000, source: 'replay' };
    expect(await settled('btcUp')).toMatchObject({ state: 'won', profit: '80', payout: '180', settlement_record: record, settled_at: server.start + 60_000 });
    expect(await settled('btcDown')).toMatchObject({ state: 'lost', profit: '-100', payout: '0', settlement_record: record });
    expect(await settled('ethUp')).toMatchObject({ state: 'draw', profit: '0', payout: '100', settlement_record: { price: '3200', at: server.start + 60_000 } });
    expect(await settled('avax')).toMatchObject({ state: 'voided', void_reason: 'priceJump', profit: '0', payout: '100', settlement_record: null });
    expect(await spot(bought.btcUp.user)).toBe(usdt('1080'));
    expect(await spot(bought.btcDown.user)).toBe(usdt('900'));
    expect(await spot(bought.ethUp.user)).toBe(usdt('1000'));
    expect(await spot(bought.avax.user)).toBe(usdt('1000'));
    // The platform paid 80 and took 100.
    expect((await system('delivery-counterparty')) - counterpartyBefore).toBe(usdt('20'));
    // The silent feed's order still waits inside its window.
    expect((await orders(bought.link.token)).map((r: any) => r.state)).toEqual(['open']);
    const events = await deps().db.selectFrom('lifecycle_events').select(['from_state', 'to_state', 'event']).where('entity_id', '=', bought.btcUp.id).execute();
    expect(events.map((e) => `${e.from_state ?? '-'}>${e.to_state}:${e.event}`).sort()).toEqual(['->open:PLACED', 'open>won:WIN']);
  });

  it('voids an order with the reason when no fresh tick comes within the window after delivery', async () => {
    await at(89);
    expect((await orders(bought.link.token)).map((r: any) => r.state)).toEqual(['open']);
    // Its due item came at delivery and was put off to the window's end.
    const item = await deps().db.selectFrom('due_work').select(['state', 'run_at']).where('subject', '=', bought.link.id).executeTakeFirstOrThrow();
    expect([item.state, Number(item.run_at)]).toEqual(['pending', server.start + 90_000]);
    await at(90);
    expect((await orders(bought.link.token, 'settled'))[0]).toMatchObject({ state: 'voided', void_reason: 'noFreshTick', profit: '0', payout: '100', settlement_record: null });
    expect(await spot(bought.link.user)).toBe(usdt('1000'));
    // Every stake bought so far is settled: the escrow holds nothing.
    expect(await system('delivery-escrow')).toBe(0n);
  });

  it('settles at the first tick at or after the delivery time even when it runs long after', async () => {
    await at(100);
    const u = await staker(server, usdt('100'), 'late');
    const res = await buy(u.token, { symbol: 'XRPUSDT', amount: '10' });
    expect(res.data.delivery_at).toBe(server.start + 160_000);
    // Over five minutes in one step: every tick since arrives at once, the first one after delivery counts.
    await server.jumpTo(460);
    await deps().delivery.settled();
    await deps().due.runDue();
    expect((await orders(u.token, 'settled'))[0]).toMatchObject({ state: 'won', profit: '8', settlement_record: { price: '0.56', at: server.start + 160_000 } });
    expect(await spot(u.id)).toBe(usdt('108'));
  });
});

describe('many orders due at one tick', () => {
  const entriesOf = async (ids: string[]) => {
    const rows = await deps().db.selectFrom('journal_entries').select(['ref_id', 'reason']).where('ref_type', '=', 'delivery_order').execute();
    const wanted = new Set(ids);
    return rows.filter((r) => wanted.has(r.ref_id));
  };

  it('settles every order due at the tick in one transaction, each with its payout, and leaves the later ones open', async () => {
    await at(470);
    const d = deps();
    const users: Array<{ id: string; token: string }> = [];
    for (let k = 0; k < 20; k += 1) users.push(await staker(server, usdt('20000'), `many${k}`));
    const placed: Array<{ id: string; user: string; stake: bigint; direction: 'up' | 'down' }> = [];
    // 300 orders of 20 users (more than one statement's worth of rows, so the updates go in
    // chunks), placed in one transaction with the moves a buy makes; then one bought over HTTP.
    const reading = d.marks.current('SOLUSDT');
    if (!reading.ok) throw new Error('SOLUSDT has no mark');
    const rows: DeliveryOrderRow[] = [];
    await d.db.transaction().execute(async (trx) => {
      await savePriceRecord(trx, reading.mark);
      for (let n = 0; n < 300; n += 1) {
        const direction = n % 3 === 0 ? 'down' : 'up';
        const stake = usdt(String(10 + (n % 17)));
        const user = users[n % users.length].id;
        const now = d.clock.now();
        const o: DeliveryOrderRow = {
          id: d.ids.next('do'), user_id: user, symbol: 'SOLUSDT', direction, state: 'open', amount: stake, duration: 60, payout_bps: 8000,
          purchase_price: reading.mark.price, purchase_record_id: reading.mark.recordId, settlement_price: null, settlement_record_id: null,
          void_reason: null, profit: null, payout: null, delivery_at: BigInt(now + 60_000), created_at: BigInt(now), settled_at: null, updated_at: BigInt(now),
        };
        await insertOrder(trx, o);
        await placeOrder(d, trx, o, `user:${user}`);
        await d.due.schedule(trx, SETTLE_KIND, o.id, now + 60_000);
        rows.push(o);
        placed.push({ id: o.id, user, stake, direction });
      }
    });
    for (const o of rows) d.delivery.track(o);
    const later = (await buy(users[0].token, { symbol: 'SOLUSDT', amount: '50', duration: 300 })).data;
    const before = new Map(await Promise.all(users.map(async (u) => [u.id, await spot(u.id)] as const)));
    const escrowBefore = await system('delivery-escrow');
    const counterpartyBefore = await system('delivery-counterparty');

    await at(529);
    expect((await ordersByIds(d.db, placed.map((o) => o.id))).every((o) => o.state === 'open')).toBe(true);
    const transactions = vi.spyOn(d.db, 'transaction');
    try {
      await server.clockAt(530);
      await d.delivery.settled();
      // The runtime's one transaction; no other move of the second opened one.
      expect(transactions).toHaveBeenCalledTimes(1);
    } finally {
      transactions.mockRestore();
    }

    const settled = new Map((await ordersByIds(d.db, [...placed.map((o) => o.id), later.id])).map((o) => [o.id, o]));
    const gained = new Map<string, bigint>();
    let paid = 0n;
    let taken = 0n;
    for (const o of placed) {
      const row = settled.get(o.id)!;
      const won = o.direction === 'up';
      // A right call pays the stake plus 0.8 of it; a wrong one pays nothing.
      const payout = won ? o.stake + (o.stake * 8n) / 10n : 0n;
      expect([row.state, BigInt(row.payout!), BigInt(row.profit!), BigInt(row.settlement_price!), Number(row.settled_at)])
        .toEqual([won ? 'won' : 'lost', payout, won ? payout - o.stake : -o.stake, usdt('151'), server.start + 530_000]);
      expect(row.settlement_record_id).toBe(`pr_SOLUSDT_${server.start + 530_000}`);
      gained.set(o.user, (gained.get(o.user) ?? 0n) + payout);
      if (won) paid += payout - o.stake; else taken += o.stake;
    }
    expect(settled.get(later.id)!.state).toBe('open');
    for (const u of users) expect(await spot(u.id)).toBe(before.get(u.id)! + (gained.get(u.id) ?? 0n));
    const staked = placed.reduce((sum, o) => sum + o.stake, 0n);
    expect((await system('delivery-escrow')) - escrowBefore).toBe(-staked);
    expect((await system('delivery-counterparty')) - counterpartyBefore).toBe(taken - paid);
    // One settlement entry and one timeline row per order, named as one by one would name them.
    const entries = await entriesOf(placed.map((o) => o.id));
    expect(entries.filter((e) => e.reason !== 'delivery.buy')).toHaveLength(300);
    expect(new Set(entries.filter((e) => e.reason !== 'delivery.buy').map((e) => e.reason))).toEqual(new Set(['delivery.won', 'delivery.lost']));
    const events = await d.db.selectFrom('lifecycle_events').select(['entity_id', 'from_state', 'to_state', 'event', 'actor'])
      .where('entity_type', '=', 'delivery_order').where('from_state', '=', 'open').execute();
    const moved = events.filter((e) => settled.has(e.entity_id));
    expect(moved).toHaveLength(300);
    for (const e of moved) expect(`${e.from_state}>${e.to_state}:${e.event}:${e.actor}`).toBe(settled.get(e.entity_id)!.state === 'won' ? 'open>won:WIN:system:delivery' : 'open>lost:LOSE:system:delivery');

    // The settling transaction marked the orders' due items done; the later order's still waits.
    const dueOf = async () => new Map((await d.db.selectFrom('due_work').select(['subject', 'state', 'done_at']).where('kind', '=', 'delivery.settle').execute())
      .filter((r) => settled.has(r.subject)).map((r) => [r.subject, `${r.state}@${r.done_at === null ? '-' : Number(r.done_at) - server.start}`]));
    const due = await dueOf();
    for (const o of placed) expect(due.get(o.id)).toBe('done@530000');
    expect(due.get(later.id)).toBe('pending@-');
    // So the runner has none of them to take, and nothing is paid twice.
    await d.due.runDue();
    expect(await dueOf()).toEqual(due);
    expect(await entriesOf(placed.map((o) => o.id))).toHaveLength(600);
  });

  it('leaves out an order another move got to first, and settles nothing twice', async () => {
    const d = deps();
    const u = await staker(server, usdt('100'), 'raced');
    const o = await buyOrder(d, u.id, { symbol: 'SOLUSDT', direction: 'up', amount: '10', duration: 60 });
    const [stale] = await ordersByIds(d.db, [o.id]);
    // Its due item (say) voids it first; the batch holding the row read before that moves nothing.
    await d.db.transaction().execute((trx) => settleOrder(d, trx, stale, { voided: 'noFreshTick' }, 'system:delivery'));
    const reading = d.marks.current('SOLUSDT');
    if (!reading.ok) throw new Error('SOLUSDT has no mark');
    const moved = await d.db.transaction().execute((trx) => settleOrders(d, trx, [{ order: stale, outcome: { mark: reading.mark } }], 'system:delivery'));
    expect(moved).toEqual([]);
    // Nor does the tick at its delivery time.
    await at(590);
    const [row] = await ordersByIds(d.db, [o.id]);
    expect([row.state, row.void_reason, BigInt(row.payout!)]).toEqual(['voided', 'noFreshTick', usdt('10')]);
    expect((await entriesOf([o.id])).map((e) => e.reason).sort()).toEqual(['delivery.buy', 'delivery.voided']);
    expect(await spot(u.id)).toBe(usdt('100'));
  });
});

describe('a restart with work due', () => {
  const start = Date.UTC(2026, 0, 5, 6, 0, 0);
  const clock = new ManualClock(start);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'delivery-restart-'));
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => { database = await createTestDatabase(); });
  afterAll(async () => { await database.drop(); fs.rmSync(dataDir, { recursive: true, force: true }); });
  const { platformOn, post: postTo } = restarts(dataDir, () => database.url, clock);
  const post = (platform: Platform, params: Record<string, string>, token: string) => postTo(platform, 'web/deliveryBuy', params, token);
  const stateOf = async (platform: Platform, id: string) =>
    (await platform.deps.db.selectFrom('delivery_orders').select(['state', 'void_reason', 'settlement_price']).where('id', '=', id).executeTakeFirstOrThrow());

  it('voids what fell due during the downtime, settles what falls due after, and settles nothing twice', async () => {
    const first = await platformOn(recording({ BTCUSDT: [[0, '65000']], ETHUSDT: [[0, '3200']] }, 60));
    const user = await staker(first, usdt('1000'), 'restarter');
    const short = await post(first, { symbol: 'BTCUSDT', direction: 'up', amount: '100', duration: '60' }, user.token);
    const long = await post(first, { symbol: 'ETHUSDT', direction: 'up', amount: '100', duration: '300' }, user.token);
    expect([short.code, long.code]).toEqual([0, 0]);
    await first.close();

    // Down for two minutes: the 60 s order's window (60 s to 90 s) passed unseen.
    clock.set(start + 120_000);
    const second = await platformOn(recording({ ETHUSDT: [[0, '3200'], [180, '3300']] }, 240));
    expect(await stateOf(second, short.data.id)).toEqual({ state: 'voided', void_reason: 'noFreshTick', settlement_price: null });
    expect((await stateOf(second, long.data.id)).state).toBe('open');
    for (let s = 0; s < 180; s += 1) {
      clock.advance(1000);
      second.deps.spot.stepFeed();
      second.deps.marks.check();
      await second.deps.delivery.settled();
    }
    expect(await stateOf(second, long.data.id)).toEqual({ state: 'won', void_reason: null, settlement_price: usdt('3300') });
    expect(await spot(user.id, second.deps)).toBe(usdt('1000') + usdt('85'));
    await second.close();

    const third = await platformOn(recording({ ETHUSDT: [[0, '3300']] }, 60));
    clock.advance(120_000);
    third.deps.spot.stepFeed();
    await third.deps.due.runDue();
    for (const id of [short.data.id, long.data.id]) {
      const entries = await third.deps.db.selectFrom('journal_entries').select('reason').where('ref_id', '=', id).execute();
      expect(entries).toHaveLength(2);
    }
    // Each order's due item was done once, by whichever platform was up when it fell due.
    const due = await third.deps.db.selectFrom('due_work').select(['subject', 'state']).where('kind', '=', 'delivery.settle').orderBy('subject').execute();
    expect(due).toEqual([short.data.id, long.data.id].sort().map((subject) => ({ subject, state: 'done' })));
    expect((await third.deps.ledger.audit(third.deps.db)).problems).toEqual([]);
    await third.close();
  });
});
