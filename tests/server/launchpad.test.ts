// New-coin subscription over HTTP on a manual clock: creating a project (admins only, every
// refusal changing nothing, audit-logged, its coin and closed market), subscribing (every refusal
// changing nothing, idempotent by rtoken, USDT frozen), the allocation when the window closes
// (everyone in full when undersubscribed; pro rata to the lot with the remainder rule when
// oversubscribed; 10,000 subscribers in one pass), the release of the locked coins after the lock
// days, the listing (an empty book, no maker, a limit order rests on it) and a restart with the
// allocation due. The ledger audit is clean after each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, newRtoken, startTestServer, type TestServer } from './harness';
import { noRateLimit } from './auth-fixtures';
import { operatorToken } from './withdraw-fixtures';
import { createUser } from './funds-fixtures';
import { connectWs } from './ws-client';
import { loadConfig } from '../../server/config';
import { buildPlatform, type Platform } from '../../server/app';
import { ManualClock } from '../../server/platform';
import { systemAccount, userAccount } from '../../server/modules/ledger/ledger';
import { createLedgerBatch } from '../../server/modules/ledger/ledger-batch';
import { insertRows } from '../../server/db/bulk';
import { createOperator } from '../../server/modules/ops/operators';
import { allocate } from '../../server/engines/launchpad/allocation';
import type { Deps } from '../../server/deps';

const START = Date.UTC(2026, 0, 5, 6, 0, 0);
const HOUR = 3_600_000;
const DAY = 86_400_000;
const clock = new ManualClock(START);
let server: TestServer;
let admin: string;
let reviewer: string;
const deps = () => server.platform.deps;

beforeAll(async () => {
  server = await startTestServer({ clock, env: noRateLimit });
  admin = await operatorToken(server, 'admin');
  reviewer = await operatorToken(server, 'reviewer');
});
afterAll(async () => { await server.stop(); });
afterEach(async () => { await expectCleanAudit(deps()); });

async function expectCleanAudit(d: Deps) {
  const report = await d.ledger.audit(d.db);
  expect(report.problems).toEqual([]);
}

let symbols = 0;
const nextSymbol = () => `NC${String.fromCharCode(65 + (symbols % 26))}${String.fromCharCode(65 + Math.floor(symbols++ / 26))}`;

/** Terms of a project whose window opens in an hour and lasts an hour, listed an hour later. */
function terms(over: Record<string, string | number> = {}) {
  const now = clock.now();
  return {
    name: 'Nova', symbol: nextSymbol(), issue_price: '0.5', quantity: '1000', circulation: '10000', lot: '10',
    min_per_user: '10', max_per_user: '500', starts_at: now + HOUR, ends_at: now + 2 * HOUR, listing_at: now + 3 * HOUR,
    lock_days: 1, description: 'A coin for tests', ...over,
  };
}

let adminSince = START;
async function create(over: Record<string, string | number> = {}) {
  // Operator sessions last 12 hours: a fresh one once the clock has moved on.
  if (clock.now() - adminSince > 6 * HOUR) { admin = await operatorToken(server, 'admin'); adminSince = clock.now(); }
  const res = await server.call('web/opsCreateNewcoin', terms(over), { token: admin });
  expect(res.code, res.message).toBe(0);
  return res.data;
}

let fundings = 0;
async function funded(amount: bigint, label = 'subscriber', d: Deps = deps()) {
  const user = await createUser(d, label);
  fundings += 1;
  await d.db.transaction().execute((trx) => d.ledger.post(trx, {
    reason: 'deposit', refType: 'test', refId: user.id, idempotencyKey: `test-launchpad-fund:${user.id}:${fundings}`,
    postings: [{ account: systemAccount('chain:TEST', 'USDT'), amount: -amount }, { account: userAccount(user.id, 'USDT', 'spot'), amount }],
  }));
  return user;
}

const usdt = (whole: number) => BigInt(whole) * 1_000_000n;
const coin = (whole: number) => BigInt(whole) * 100_000_000n;
const balance = (userId: string, asset: string, wallet: string, d: Deps = deps()) => d.ledger.balance(d.db, userAccount(userId, asset, wallet));

async function at(ms: number) {
  clock.set(ms);
  await deps().due.runDue();
}

const subscribe = (token: string, id: string, quantity: string, rtoken?: string) => server.call('web/subscribeNewcoin', { id, quantity }, { token, rtoken });

async function asset(token: string, currency: string) {
  const res = await server.call('web/getAsset2', {}, { token });
  expect(res.code, res.message).toBe(0);
  return res.data.assets.find((a: any) => a.currency === currency);
}

async function counts() {
  const d = deps();
  const n = async (table: 'newcoin_projects' | 'newcoin_subscriptions' | 'ops_audit_log' | 'assets' | 'markets' | 'due_work' | 'journal_entries') =>
    Number((await d.db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
  return { projects: await n('newcoin_projects'), subs: await n('newcoin_subscriptions'), audit: await n('ops_audit_log'), assets: await n('assets'), markets: await n('markets'), due: await n('due_work'), entries: await n('journal_entries') };
}

describe('the allocation rule', () => {
  it('gives everyone what they asked when it fits, otherwise pro rata to the lot with the largest remainders, earlier first on ties', () => {
    expect(allocate([30n, 20n], 100n, 10n)).toEqual([30n, 20n]);
    // 12 lots asked for 10: 4.17, 2.5, 2.5, 0.83 → 4, 2, 2, 0 and two lots left: D (remainder 10/12), then B (6/12, before C).
    expect(allocate([50n, 30n, 30n, 10n], 100n, 10n)).toEqual([40n, 30n, 20n, 10n]);
    // One lot for two equal subscriptions: the earlier one.
    expect(allocate([10n, 10n], 10n, 10n)).toEqual([10n, 0n]);
    expect(allocate([7n], 3n, 1n)).toEqual([3n]);
  });
});

describe('creating a project', () => {
  it('refuses a reviewer and every bad term, and changes nothing', async () => {
    const before = await counts();
    const now = clock.now();
    const refusals: Array<[Record<string, string | number>, number, string?]> = [
      [{ starts_at: now - 1 }, 4854],
      [{ ends_at: now + HOUR }, 4854],
      [{ listing_at: now + HOUR + 30 * 60_000 }, 4854],
      [{ min_per_user: '600' }, 4856],
      [{ quantity: '1005' }, 4856],
      [{ max_per_user: '505' }, 4856],
      [{ issue_price: '0.0000001' }, 4852],
      [{ issue_price: '0' }, 4852],
      [{ quantity: '0' }, 4853],
      [{ circulation: '999' }, 4853],
      // A lot whose cost is not whole USDT minor units.
      [{ issue_price: '0.000003', lot: '0.1', quantity: '1000', min_per_user: '1', max_per_user: '10' }, 4856],
      [{ name: '' }, 4850],
      [{ symbol: '1X' }, 4851],
      [{ symbol: 'BTC' }, 4855, 'BTC is already an asset here'],
      [{ symbol: 'USDT' }, 4855],
    ];
    for (const [over, code, message] of refusals) {
      const res = await server.call('web/opsCreateNewcoin', terms(over), { token: admin });
      expect(res.code, JSON.stringify(over)).toBe(code);
      if (message) expect(res.message).toBe(message);
    }
    expect((await server.call('web/opsCreateNewcoin', terms(), { token: reviewer })).code).toBe(4301);
    expect((await server.call('web/opsNewcoinProjects', {}, { token: reviewer })).code).toBe(4301);
    expect((await server.call('web/opsCreateNewcoin', terms())).code).toBe(2000);
    expect(await counts()).toEqual(before);
  });

  it('creates the project with every term, its coin and its closed market, audit-logged, with allocation and listing scheduled', async () => {
    const before = await counts();
    const t = terms({ issue_price: '0.25', lock_days: 3 });
    const res = await server.call('web/opsCreateNewcoin', t, { token: admin });
    expect(res.code, res.message).toBe(0);
    expect(res.message).toBe('Project created');
    expect(res.data).toMatchObject({
      name: 'Nova', symbol: t.symbol, issue_price: '0.25', quantity: '1000', circulation: '10000', lot: '10', min_per_user: '10', max_per_user: '500',
      starts_at: t.starts_at, ends_at: t.ends_at, listing_at: t.listing_at, lock_days: 3, description: 'A coin for tests',
      phase: 'upcoming', subscribed: '0', remaining: '1000', subscribers: 0, sold_out: false,
    });
    expect(await counts()).toMatchObject({ projects: before.projects + 1, audit: before.audit + 1, assets: before.assets + 1, markets: before.markets + 1, due: before.due + 2 });
    const log = await deps().db.selectFrom('ops_audit_log').selectAll().where('entity_id', '=', res.data.id).execute();
    expect(log).toMatchObject([{ action: 'launchpad.create', entity_type: 'newcoin_project' }]);
    const market = await deps().db.selectFrom('markets').selectAll().where('symbol', '=', `${t.symbol}USDT`).executeTakeFirstOrThrow();
    expect(Number(market.enabled)).toBe(0);
    const due = await deps().db.selectFrom('due_work').select(['kind', 'due_at']).where('subject', '=', res.data.id).orderBy('kind').execute();
    expect(due.map((r) => [r.kind, Number(r.due_at)])).toEqual([['launchpad.close', t.ends_at], ['launchpad.list', t.listing_at]]);
    // The same symbol again is taken.
    const again = await server.call('web/opsCreateNewcoin', terms({ symbol: t.symbol }), { token: admin });
    expect(again.code).toBe(4855);
    expect(again.message).toBe(`${t.symbol} is already an asset here`);
    // Users see it with all its terms; its market is not listed yet.
    expect((await server.call('web/getNewcoinsInfo', { id: res.data.id })).data).toEqual(res.data);
    expect((await server.call('web/getNewcoinsList')).data.map((p: any) => p.id)).toContain(res.data.id);
    expect((await server.call('web/opsNewcoinProjects', {}, { token: admin })).data.map((p: any) => p.id)).toContain(res.data.id);
    expect((await server.call('web/getmarketList')).data.map((m: any) => m.symbol)).not.toContain(`${t.symbol}USDT`);
    expect((await server.call('web/getNewcoinsInfo', { id: 'np_nothing' })).code).toBe(4300);
  });
});

describe('subscribing', () => {
  it('refuses outside the window, off the lot, below the least, above the most and without the USDT, changing nothing', async () => {
    const p = await create();
    const user = await funded(usdt(200));
    const before = await counts();
    const closed = await subscribe(user.token, p.id, '100');
    expect(closed.code).toBe(4857);
    await at(p.starts_at);
    const cases: Array<[string, number, string]> = [
      ['15', 4860, `Subscribe in whole lots of 10 ${p.symbol}`],
      ['0', 4017, ''],
      ['abc', 4017, ''],
      ['510', 4859, `The most one user may subscribe is 500 ${p.symbol}; you have 0 ${p.symbol}`],
      ['500', 4861, 'Insufficient USDT balance for subscription: 250 USDT is needed'],
    ];
    for (const [quantity, code, message] of cases) {
      const res = await subscribe(user.token, p.id, quantity);
      expect(res.code, quantity).toBe(code);
      if (message) expect(res.message).toBe(message);
    }
    const small = await create({ min_per_user: '50', starts_at: clock.now() + 1 });
    await at(clock.now() + 1);
    const below = await subscribe(user.token, small.id, '40');
    expect(below.code).toBe(4858);
    expect(below.message).toBe(`The least subscription is 50 ${small.symbol}`);
    expect((await subscribe(user.token, 'np_nothing', '10')).code).toBe(4300);
    expect(await counts()).toMatchObject({ subs: before.subs, entries: before.entries });
    expect(await balance(user.id, 'USDT', 'spot')).toBe(usdt(200));
    // The most counts earlier subscriptions.
    expect((await subscribe(user.token, p.id, '300')).code).toBe(0);
    const above = await subscribe(user.token, p.id, '210');
    expect(above.code).toBe(4859);
    expect(above.message).toBe(`The most one user may subscribe is 500 ${p.symbol}; you have 300 ${p.symbol}`);
    await at(p.ends_at);
    expect((await subscribe(user.token, p.id, '10')).code).toBe(4857);
  });

  it('freezes issue price × quantity once per rtoken and shows it as frozen USDT', async () => {
    const p = await create();
    const user = await funded(usdt(100));
    await at(p.starts_at);
    const rtoken = newRtoken();
    const first = await subscribe(user.token, p.id, '60', rtoken);
    expect(first.code, first.message).toBe(0);
    expect(first.message).toBe('Subscription submitted');
    expect(first.data).toMatchObject({ project_id: p.id, symbol: p.symbol, issue_price: '0.5', quantity: '60', frozen: '30', state: 'review', pass_quantity: null, paid: null, refunded: null, release_at: p.ends_at + DAY });
    const replay = await subscribe(user.token, p.id, '60', rtoken);
    expect(replay.data.id).toBe(first.data.id);
    const mine = await server.call('web/mySubscriptions', {}, { token: user.token });
    expect(mine.data.map((s: any) => s.id)).toEqual([first.data.id]);
    expect(await balance(user.id, 'USDT', 'spot')).toBe(usdt(70));
    expect(await balance(user.id, 'USDT', 'launchpad')).toBe(usdt(30));
    expect(await asset(user.token, 'USDT')).toMatchObject({ available: '70', frozen: '30' });
    // A second subscription is its own row; the list pages on from `before`.
    clock.advance(1);
    const second = await subscribe(user.token, p.id, '20');
    expect(second.code).toBe(0);
    const page = await server.call('web/mySubscriptions', { limit: 1 }, { token: user.token });
    expect(page.data.map((s: any) => s.id)).toEqual([second.data.id]);
    const next = await server.call('web/mySubscriptions', { limit: 1, before: second.data.id }, { token: user.token });
    expect(next.data.map((s: any) => s.id)).toEqual([first.data.id]);
    const info = (await server.call('web/getNewcoinsInfo', { id: p.id })).data;
    expect(info).toMatchObject({ phase: 'open', subscribed: '80', remaining: '920', subscribers: 1, sold_out: false });
    // Another user cannot see them.
    const other = await funded(0n + 1n);
    expect((await server.call('web/mySubscriptions', {}, { token: other.token })).data).toEqual([]);
  });
});

describe('allocation, release and listing', () => {
  it('allocates everyone in full when undersubscribed, locks the coins and releases them after the lock days', async () => {
    const p = await create({ lock_days: 2 });
    const a = await funded(usdt(500), 'a');
    const b = await funded(usdt(500), 'b');
    await at(p.starts_at);
    const sa = (await subscribe(a.token, p.id, '200')).data;
    const sb = (await subscribe(b.token, p.id, '100')).data;
    await at(p.ends_at - 1);
    expect((await server.call('web/mySubscriptions', {}, { token: a.token })).data[0].state).toBe('review');
    await at(p.ends_at);
    const [ra] = (await server.call('web/mySubscriptions', {}, { token: a.token })).data;
    expect(ra).toMatchObject({ id: sa.id, state: 'passed', pass_quantity: '200', paid: '100', refunded: '0', allocated_at: p.ends_at, released_at: null });
    expect((await server.call('web/mySubscriptions', {}, { token: b.token })).data[0]).toMatchObject({ id: sb.id, state: 'passed', pass_quantity: '100', paid: '50' });
    expect(await balance(a.id, 'USDT', 'launchpad')).toBe(0n);
    expect(await balance(a.id, p.symbol, 'locked')).toBe(coin(200));
    expect(await asset(a.token, p.symbol)).toMatchObject({ available: '0', frozen: '200' });
    expect((await server.call('web/getNewcoinsInfo', { id: p.id })).data).toMatchObject({ phase: 'allocated', subscribed: '300', sold_out: false });
    await at(p.ends_at + 2 * DAY - 1);
    expect(await balance(a.id, p.symbol, 'spot')).toBe(0n);
    await at(p.ends_at + 2 * DAY);
    expect(await balance(a.id, p.symbol, 'locked')).toBe(0n);
    expect(await balance(a.id, p.symbol, 'spot')).toBe(coin(200));
    expect((await server.call('web/mySubscriptions', {}, { token: a.token })).data[0]).toMatchObject({ state: 'released', released_at: p.ends_at + 2 * DAY });
    expect(await deps().ledger.balance(deps().db, systemAccount('launchpad-proceeds', 'USDT'))).toBeGreaterThanOrEqual(usdt(150));
  });

  it('allocates pro rata to the lot when oversubscribed: the largest remainders get the lots left, earlier first; nothing is a failure', async () => {
    const p = await create({ quantity: '100', lock_days: 0, min_per_user: '10', max_per_user: '100' });
    const users = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((l) => funded(usdt(100), l)));
    await at(p.starts_at);
    const asks = ['50', '30', '30', '10'];
    const subs = [];
    // A millisecond apart: subscription order (the tie rule) is the time of subscribing.
    for (let i = 0; i < asks.length; i++) { clock.advance(1); subs.push((await subscribe(users[i].token, p.id, asks[i])).data); }
    expect((await server.call('web/getNewcoinsList')).data.find((x: any) => x.id === p.id)).toMatchObject({ subscribed: '120', remaining: '0', subscribers: 4, sold_out: true });
    await at(p.ends_at);
    const got = await Promise.all(users.slice(0, 4).map(async (u) => (await server.call('web/mySubscriptions', {}, { token: u.token })).data[0]));
    // Lock 0: released at once.
    expect(got.map((s: any) => [s.pass_quantity, s.paid, s.refunded, s.state])).toEqual([
      ['40', '20', '5', 'released'], ['30', '15', '0', 'released'], ['20', '10', '5', 'released'], ['10', '5', '0', 'released'],
    ]);
    expect(await balance(users[0].id, 'USDT', 'spot')).toBe(usdt(80));
    expect(await balance(users[0].id, p.symbol, 'spot')).toBe(coin(40));

    // One lot for two: the earlier subscription passes, the later does not and gets everything back.
    const q = await create({ quantity: '10', lock_days: 1, min_per_user: '10', max_per_user: '10' });
    await at(q.starts_at);
    const first = (await subscribe(users[4].token, q.id, '10')).data;
    clock.advance(1);
    const second = (await subscribe(users[3].token, q.id, '10')).data;
    await at(q.ends_at);
    expect((await server.call('web/mySubscriptions', {}, { token: users[4].token })).data[0]).toMatchObject({ id: first.id, state: 'passed', pass_quantity: '10' });
    expect((await server.call('web/mySubscriptions', {}, { token: users[3].token })).data[0]).toMatchObject({ id: second.id, state: 'failed', pass_quantity: '0', paid: '0', refunded: '5' });
    expect(await balance(users[3].id, 'USDT', 'launchpad')).toBe(0n);
    expect(await balance(users[3].id, 'USDT', 'spot')).toBe(usdt(100) - usdt(5));
  });

  it('opens the coin market at the listing time with an empty book and no maker; a limit order rests on it', async () => {
    const p = await create({ lock_days: 0, issue_price: '2' });
    const seller = await funded(usdt(1000), 'seller');
    const buyer = await funded(usdt(1000), 'buyer');
    await at(p.starts_at);
    expect((await subscribe(seller.token, p.id, '100')).code).toBe(0);
    await at(p.ends_at);
    expect(await balance(seller.id, p.symbol, 'spot')).toBe(coin(100));
    const symbol = `${p.symbol}USDT`;
    expect((await server.call('web/depth', { symbol })).code).not.toBe(0);
    expect((await server.call('web/mySubscriptions', {}, { token: seller.token })).data[0].listed).toBe(false);
    await at(p.listing_at);
    expect((await server.call('web/getNewcoinsInfo', { id: p.id })).data.phase).toBe('listed');
    expect((await server.call('web/mySubscriptions', {}, { token: seller.token })).data[0].listed).toBe(true);
    const list = (await server.call('web/getmarketList')).data;
    // No reference price and no 24 h figures: nothing is invented for the new market.
    expect(list.find((m: any) => m.symbol === symbol)).toMatchObject({ base: p.symbol, quote: 'USDT', price: null, price_source: null, open_24h: null, volume_24h: '0', reference: { price: null } });
    expect((await server.call('web/new_data', { symbol })).data).toEqual([expect.objectContaining({ symbol, price: null, price_source: null, change_24h: null })]);
    expect((await server.call('web/getCurrencyMessage', { symbol })).data.ticker).toMatchObject({ price: null, price_source: null });
    const depth = await server.call('web/depth', { symbol });
    expect(depth.code, depth.message).toBe(0);
    expect(depth.data).toMatchObject({ bids: [], asks: [] });
    await (deps() as any).spot.marketMaker.requoteAll();
    expect((await server.call('web/depth', { symbol })).data).toMatchObject({ bids: [], asks: [] });
    const sell = await server.call('web/spotOrder', { symbol, side: 'sell', type: 'limit', price: '2.5', amount: '40' }, { token: seller.token });
    expect(sell.code, sell.message).toBe(0);
    const buy = await server.call('web/spotOrder', { symbol, side: 'buy', type: 'limit', price: '1.8', amount: '10' }, { token: buyer.token });
    expect(buy.code, buy.message).toBe(0);
    const after = (await server.call('web/depth', { symbol })).data;
    expect(after.asks).toEqual([['2.5', '40']]);
    expect(after.bids).toEqual([['1.8', '10']]);
    expect(await asset(seller.token, p.symbol)).toMatchObject({ available: '60', frozen: '40' });
    // Resting orders set no price; the first trade does, on the answers and on the stream.
    expect((await server.call('web/new_data', { symbol })).data[0]).toMatchObject({ price: null, price_source: null });
    const c = await connectWs(server);
    c.send({ op: 'subscribe', channel: `ticker:${symbol}` });
    await c.until((m) => m.some((x) => x.op === 'subscribed'));
    const taker = await server.call('web/spotOrder', { symbol, side: 'buy', type: 'limit', price: '2.5', amount: '4' }, { token: buyer.token });
    expect(taker.code, taker.message).toBe(0);
    expect((await server.call('web/new_data', { symbol })).data[0]).toMatchObject({ price: '2.5', price_source: 'trade', volume_24h: '4' });
    await c.until((m) => m.some((x) => x.channel === `ticker:${symbol}` && !x.op));
    expect(c.messages.filter((x) => x.channel === `ticker:${symbol}` && !x.op)).toEqual([
      { channel: `ticker:${symbol}`, data: expect.objectContaining({ symbol, price: '2.5', price_source: 'trade', reference: expect.objectContaining({ price: null }) }) },
    ]);
    c.ws.close();
  });
});

describe('10,000 subscribers', () => {
  it('allocates in one pass: the sum never exceeds the quantity, nobody gets more than asked, paid + refunded = frozen', async () => {
    const N = 10_000;
    const p = await create({ quantity: '25000', circulation: '100000', lot: '1', min_per_user: '1', max_per_user: '20', issue_price: '0.5', lock_days: 0 });
    await at(p.starts_at);
    const d = deps();
    const now = clock.now();
    const users = Array.from({ length: N }, (_, i) => ({ id: `us_lp${String(i).padStart(8, '0')}`, lots: BigInt((i * 7919) % 13 + 1) }));
    await d.db.transaction().execute(async (trx) => {
      await insertRows(trx, d.dialect, { table: 'users', columns: ['id', 'email', 'password_hash', 'password_strength', 'name', 'invitation_code', 'lang', 'status', 'created_at'] },
        users.map((u) => [u.id, `${u.id}@example.com`, 'not-used', 'strong', 'many', `LP${u.id.slice(-8)}`, 'en', 'active', BigInt(now)]));
      // Deposits and subscriptions posted through the ledger as the service posts them, many per statement.
      const batch = createLedgerBatch(trx, { clock: d.clock, ids: d.ids, dialect: d.dialect });
      for (const u of users) {
        const cost = u.lots * 500_000n;
        batch.post({ reason: 'deposit', refType: 'test', refId: u.id, idempotencyKey: `test-launchpad-many:${u.id}`,
          postings: [{ account: systemAccount('chain:TEST', 'USDT'), amount: -usdt(20) }, { account: userAccount(u.id, 'USDT', 'spot'), amount: usdt(20) }] });
        batch.post({ reason: 'launchpad.subscribe', refType: 'newcoin_subscription', refId: `ns_lp${u.id}`, idempotencyKey: `launchpad:subscribe:ns_lp${u.id}`,
          postings: [{ account: userAccount(u.id, 'USDT', 'spot'), amount: -cost }, { account: userAccount(u.id, 'USDT', 'launchpad'), amount: cost }] });
      }
      await batch.flush();
      await insertRows(trx, d.dialect, { table: 'newcoin_subscriptions', columns: ['id', 'project_id', 'user_id', 'state', 'quantity', 'frozen', 'created_at'] },
        users.map((u, i) => [`ns_lp${u.id}`, p.id, u.id, 'review', u.lots * 100_000_000n, u.lots * 500_000n, BigInt(now + i)]));
    });
    const asked = users.reduce((s, u) => s + u.lots, 0n);
    expect(asked).toBeGreaterThan(25_000n);
    const started = performance.now();
    await at(p.ends_at);
    const took = performance.now() - started;
    const rows = await d.db.selectFrom('newcoin_subscriptions').selectAll().where('project_id', '=', p.id).execute();
    expect(rows).toHaveLength(N);
    let passed = 0n;
    for (const r of rows) {
      expect(BigInt(r.pass_quantity!)).toBeLessThanOrEqual(BigInt(r.quantity));
      expect(BigInt(r.paid!) + BigInt(r.refunded!)).toBe(BigInt(r.frozen));
      expect(BigInt(r.paid!)).toBe((BigInt(r.pass_quantity!) * 500_000n) / 100_000_000n);
      passed += BigInt(r.pass_quantity!);
    }
    expect(passed).toBe(coin(25_000));
    expect(rows.every((r) => r.state === (BigInt(r.pass_quantity!) > 0n ? 'released' : 'failed'))).toBe(true);
    const frozen = await d.db.selectFrom('ledger_accounts').select((eb) => eb.fn.sum<string | number>('balance').as('s')).where('wallet', '=', 'launchpad').where('owner_id', 'like', 'us_lp%').executeTakeFirstOrThrow();
    expect(BigInt(frozen.s ?? 0)).toBe(0n);
    expect(took).toBeLessThan(60_000);
  }, 180_000);
});

describe('a restart with the allocation due', () => {
  it('allocates when the platform comes back, once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'launchpad-restart-'));
    const database = await createTestDatabase();
    const own = new ManualClock(START);
    const boot = () => {
      const config = loadConfig({ ...noRateLimit, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: '1' });
      config.databaseUrl = database.url;
      config.webRoot = path.join(dataDir, 'no-web');
      return buildPlatform({ config, clock: own });
    };
    const call = async (platform: Platform, name: string, params: Record<string, string | number>, token: string, method: 'GET' | 'POST' = 'POST') => {
      const body = new URLSearchParams({ ...Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])), lang: 'en', rtoken: newRtoken(), token }).toString();
      const res = method === 'POST'
        ? await platform.app.inject({ method: 'POST', url: `/${name}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body })
        : await platform.app.inject({ method: 'GET', url: `/${name}?${body}` });
      return res.json();
    };
    let platform = await boot();
    try {
      await createOperator(platform.deps, { email: 'lp.admin@example.com', password: 'Operator-Pass-2026', role: 'admin' });
      const login = await call(platform, 'web/opsLogin', { email: 'lp.admin@example.com', password: 'Operator-Pass-2026' }, '');
      const p = (await call(platform, 'web/opsCreateNewcoin', { ...terms({ lock_days: 0 }), starts_at: START + HOUR, ends_at: START + 2 * HOUR, listing_at: START + 3 * HOUR }, login.data.token)).data;
      const user = await funded(usdt(100), 'restart', platform.deps);
      own.set(p.starts_at);
      expect((await call(platform, 'web/subscribeNewcoin', { id: p.id, quantity: '100' }, user.token)).code).toBe(0);
      await platform.close();
      // Down through the window's end and the listing time.
      own.set(p.listing_at + HOUR);
      platform = await boot();
      const [s] = (await call(platform, 'web/mySubscriptions', {}, user.token, 'GET')).data;
      expect(s).toMatchObject({ state: 'released', pass_quantity: '100', paid: '50' });
      expect(await balance(user.id, p.symbol, 'spot', platform.deps)).toBe(coin(100));
      expect(platform.deps.spot.exchange.market(`${p.symbol}USDT`)).toBeDefined();
      expect(await platform.deps.due.runDue()).toBe(0);
      await expectCleanAudit(platform.deps);
    } finally {
      await platform.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    }
  });
});
