// AI Earn custody over HTTP on a manual clock: the products and their terms, every refusal changing
// nothing, an idempotent buy, object-level access, the daily accrual over a year with a leap day
// (one ledger entry and one row per order and day, the running profit shown), maturity returning
// exactly principal and interest, early redemption at once and through an operator's review
// (approved and rejected), and a restart with cut-offs due. The audit is clean after each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, newRtoken, startTestServer, type TestServer } from './harness';
import { noRateLimit } from './auth-fixtures';
import { createUser } from './funds-fixtures';
import { operatorToken, setSettings } from './withdraw-fixtures';
import { recording, restarts, usdt } from './contract-fixtures';
import { ManualClock } from '../../server/platform';
import { systemAccount, userAccount } from '../../server/modules/ledger/ledger';
import { parseSettingText } from '../../server/modules/settings/setting-types';
import { settingDefaults } from '../../server/modules/settings/settings';
import { accrueCutoff } from '../../server/modules/earn/earn-accrual';
import { createSession } from '../../server/modules/auth/sessions';
import type { Deps } from '../../server/deps';

const DAY = 86_400_000;
// Tuesday 1 June 2027, 10:00 UTC: a year of daily cut-offs from here crosses 29 February 2028.
const START = Date.UTC(2027, 5, 1, 10, 0, 0);
const clock = new ManualClock(START);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: noRateLimit });
});
afterAll(async () => { await server.stop(); });
afterEach(async () => {
  const report = await deps().ledger.audit(deps().db);
  expect(report.problems).toEqual([]);
});

const deps = (): Deps => server.platform.deps;
let fundings = 0;

/** A user with `amount` USDT in the spot account (credited as a deposit would). */
async function saver(amount: bigint, label: string) {
  const d = deps();
  const user = await createUser(d, label);
  fundings += 1;
  if (amount > 0n) await d.db.transaction().execute((trx) => d.ledger.post(trx, {
    reason: 'deposit', refType: 'test', refId: user.id, idempotencyKey: `test-earn-fund:${user.id}:${fundings}`,
    postings: [{ account: systemAccount('chain:TEST', 'USDT'), amount: -amount }, { account: userAccount(user.id, 'USDT', 'spot'), amount }],
  }));
  return user;
}

const wallet = (userId: string, w: 'spot' | 'earn') => deps().ledger.balance(deps().db, userAccount(userId, 'USDT', w));
const system = (name: string) => deps().ledger.balance(deps().db, systemAccount(name, 'USDT'));
const buy = (token: string, id: string, amount: string, rtoken?: string) => server.call('web/buyProfit', { id, amount }, { token, rtoken });
const sell = (token: string, id: string, penalty: string) => server.call('web/sellProfit', { id, penalty }, { token });
const held = async (token: string, tab = 'held') => (await server.call('web/getMyprofit', { tab }, { token })).data;
const quotaUsed = async (id: string) => BigInt((await deps().db.selectFrom('earn_products').select('quota_used').where('id', '=', id).executeTakeFirstOrThrow()).quota_used);
const orderRow = (id: string) => deps().db.selectFrom('earn_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Moves the clock to `at` and runs the due work as the platform's job would. */
async function at(ms: number) {
  clock.set(ms);
  return deps().due.runDue();
}

describe('the products', () => {
  it('lists the three products with every term, the cut-off and the review setting', async () => {
    const res = await server.call('web/getProfitList');
    expect(res.code, res.message).toBe(0);
    const terms = { min_amount: '10', max_amount: '100000', quota: '1000000', quota_used: '0', penalty_rate: '0.01', enabled: true };
    expect(res.data).toEqual({
      asset: 'USDT', cutoff_utc: '00:00', redeem_review: false, enabled: true,
      products: [
        { id: 'm1', cycle_days: 30, daily_rate: '0.0001', ...terms },
        { id: 'm6', cycle_days: 180, daily_rate: '0.00012', ...terms },
        { id: 'y1', cycle_days: 365, daily_rate: '0.00015', ...terms },
      ],
    });
    expect((await server.call('web/getProfitInfo', { id: 'y1' })).data).toEqual({ id: 'y1', cycle_days: 365, daily_rate: '0.00015', ...terms });
    expect((await server.call('web/getProfitInfo', { id: 'nope' })).code).toBe(4300);
  });

  it('takes only a cut-off of a real hour and minute and a true/false review switch', () => {
    expect(parseSettingText('earn.cutoffUtc', '16:30')).toBe('16:30');
    expect(parseSettingText('earn.cutoffUtc', '24:00')).toBeNull();
    expect(parseSettingText('earn.cutoffUtc', '7:00')).toBeNull();
    expect(parseSettingText('earn.redeemReview', 'true')).toBe(true);
    expect(parseSettingText('earn.redeemReview', 'yes')).toBeNull();
    expect(parseSettingText('earn.disabled', '["m1"]')).toEqual(['m1']);
    expect(parseSettingText('earn.disabled', '["M 1"]')).toBeNull();
  });
});

describe('refusals change nothing', () => {
  it('refuses an amount outside the range, a missing balance, a switched-off product, a full quota and a bad amount', async () => {
    const u = await saver(usdt('500'), 'refused');
    const cases: Array<[string, string, number, string]> = [
      ['m1', '9.99', 4800, 'The least amount for this product is 10 USDT'],
      ['m1', '100000.01', 4801, 'The most amount for this product is 100000 USDT'],
      ['m1', '500.000001', 4200, 'Insufficient balance'],
      ['m1', '0', 4017, ''],
      ['m1', 'ten', 4017, ''],
      ['zz', '100', 4300, ''],
    ];
    for (const [id, amount, code, message] of cases) {
      const res = await buy(u.token, id, amount);
      expect(res.code, `${id} ${amount}`).toBe(code);
      if (message) expect(res.message).toBe(message);
    }

    await deps().db.updateTable('earn_products').set({ enabled: 0 }).where('id', '=', 'm6').execute();
    const off = await buy(u.token, 'm6', '100');
    expect([off.code, off.message]).toEqual([4803, 'This product takes no new orders']);
    expect((await server.call('web/getProfitInfo', { id: 'm6' })).data.enabled).toBe(false);
    await deps().db.updateTable('earn_products').set({ enabled: 1 }).where('id', '=', 'm6').execute();
    // The deployment's switch does the same for a product without touching its row.
    await setSettings(deps(), { 'earn.disabled': ['m1'] });
    expect((await buy(u.token, 'm1', '100')).code).toBe(4803);
    expect((await server.call('web/getProfitList')).data.products.map((p: any) => p.enabled)).toEqual([false, true, true]);
    await setSettings(deps(), { 'earn.disabled': [] });

    await deps().db.updateTable('earn_products').set({ quota: usdt('150') }).where('id', '=', 'm6').execute();
    const full = await buy(u.token, 'm6', '200');
    expect([full.code, full.message]).toEqual([4802, 'This product holds at most 150 USDT; 150 USDT remain']);
    // Buys racing for the last room: the quota holds.
    const racers = await Promise.all([1, 2, 3].map((k) => saver(usdt('100'), `racer${k}`)));
    const raced = await Promise.all(racers.map((r) => buy(r.token, 'm6', '60')));
    expect(raced.map((r) => r.code).sort()).toEqual([0, 0, 4802]);
    expect(await quotaUsed('m6')).toBe(usdt('120'));
    const last = raced.find((r) => r.code === 4802)!;
    expect(last.message).toBe('This product holds at most 150 USDT; 30 USDT remain');
    await deps().db.updateTable('earn_products').set({ quota: usdt('1000000') }).where('id', '=', 'm6').execute();

    await setSettings(deps(), { features: { ...settingDefaults.features, earn: false } });
    expect((await buy(u.token, 'm1', '100')).code).toBe(4304);
    expect((await server.call('web/getProfitList')).data.enabled).toBe(false);
    await setSettings(deps(), { features: { ...settingDefaults.features } });

    expect(await wallet(u.id, 'spot')).toBe(usdt('500'));
    expect(await wallet(u.id, 'earn')).toBe(0n);
    expect(await held(u.token)).toEqual([]);
    expect(await quotaUsed('m1')).toBe(0n);
  });
});

describe('buying, accruing a year with a leap day, maturity', () => {
  let y1: { id: string; user: string; token: string };

  it('moves the principal from spot to the earn wallet once per rtoken, takes the quota and shows the order', async () => {
    const u = await saver(usdt('1500'), 'yearly');
    const rtoken = newRtoken();
    const res = await buy(u.token, 'y1', '1000', rtoken);
    expect([res.code, res.message]).toEqual([0, 'Custody bought']);
    const again = await buy(u.token, 'y1', '1000', rtoken);
    expect(again.data.id).toBe(res.data.id);
    y1 = { id: res.data.id, user: u.id, token: u.token };
    expect(await wallet(u.id, 'spot')).toBe(usdt('500'));
    expect(await wallet(u.id, 'earn')).toBe(usdt('1000'));
    expect(await quotaUsed('y1')).toBe(usdt('1000'));
    const firstCutoff = Date.UTC(2027, 5, 2);
    expect(res.data).toEqual({
      id: y1.id, product_id: 'y1', asset: 'USDT', amount: '1000', cycle_days: 365, daily_rate: '0.00015', penalty_rate: '0.01',
      state: 'custody', profit: '0', days_accrued: 0, remaining_days: 365,
      // 365 cut-offs from 2 June 2027 end on 31 May 2028 (29 February is one of them).
      matures_at: Date.UTC(2028, 4, 31), next_accrual_at: firstCutoff,
      redeem_quote: { principal: '1000', interest: '0', penalty: '10', returns: '990' },
      returned: null, penalty: null, reason: null, created_at: START, ended_at: null,
    });
    expect(await held(u.token)).toEqual([res.data]);
    expect(await held(u.token, 'ended')).toEqual([]);
    const entries = await deps().db.selectFrom('journal_entries').select('reason').where('ref_id', '=', y1.id).execute();
    expect(entries.map((e) => e.reason)).toEqual(['earn.buy']);
    // One due item for the cut-off, however many orders wait for it.
    const items = await deps().db.selectFrom('due_work').select(['subject', 'state', 'due_at']).where('kind', '=', 'earn.accrue').execute();
    expect(items.map((i) => [i.subject, i.state, Number(i.due_at)])).toEqual([['2027-06-02', 'pending', firstCutoff]]);
  });

  it("never shows or moves another user's order", async () => {
    const other = await saver(usdt('100'), 'other');
    expect((await server.call('web/getProfitOrder', { id: y1.id }, { token: other.token })).code).toBe(4300);
    expect((await sell(other.token, y1.id, '10')).code).toBe(4300);
    expect(await held(other.token)).toEqual([]);
    expect((await server.call('web/getProfitTotal', {}, { token: other.token })).data).toEqual({ asset: 'USDT', held: '0', held_profit: '0', total_profit: '0', orders_held: 0 });
    expect((await orderRow(y1.id)).state).toBe('custody');
  });

  it('accrues nothing before the cut-off, then a day at each cut-off with a ledger entry from the earn account', async () => {
    await at(Date.UTC(2027, 5, 1, 23, 59, 59));
    expect(Number((await orderRow(y1.id)).days_accrued)).toBe(0);
    const earnBefore = await system('earn');
    await at(Date.UTC(2027, 5, 2));
    // 1000 × 0.00015 = 0.15 a day.
    const detail = (await server.call('web/getProfitOrder', { id: y1.id }, { token: y1.token })).data;
    expect(detail.order).toMatchObject({ profit: '0.15', days_accrued: 1, remaining_days: 364, next_accrual_at: Date.UTC(2027, 5, 3) });
    expect(detail.accruals).toEqual([{ day: 1, amount: '0.15', at: Date.UTC(2027, 5, 2) }]);
    expect(detail.timeline.map((s: any) => [s.state, s.event])).toEqual([['custody', 'PLACED']]);
    // The earn account paid exactly the cut-off's accruals (this order's and those of the orders bought above).
    const paid = await deps().db.selectFrom('earn_accruals').select('amount').where('at', '=', BigInt(Date.UTC(2027, 5, 2))).execute();
    expect(earnBefore - (await system('earn'))).toBe(paid.reduce((sum, a) => sum + BigInt(a.amount), 0n));
    expect(paid.map((a) => BigInt(a.amount))).toContain(usdt('0.15'));
    expect(await wallet(y1.user, 'earn')).toBe(usdt('1000.15'));
    await at(Date.UTC(2027, 5, 3, 12));
    expect((await held(y1.token))[0]).toMatchObject({ profit: '0.3', days_accrued: 2, redeem_quote: { principal: '1000', interest: '0.3', penalty: '10', returns: '990.3' } });
    expect((await server.call('web/getProfitTotal', {}, { token: y1.token })).data).toEqual({ asset: 'USDT', held: '1000', held_profit: '0.3', total_profit: '0.3', orders_held: 1 });
  });

  it('runs every day of the year once, 29 February included, and returns exactly principal and interest at the last cut-off', async () => {
    // The day before maturity: 364 cut-offs accrued, still in custody.
    await at(Date.UTC(2028, 4, 30, 6));
    const before = await orderRow(y1.id);
    expect([before.state, Number(before.days_accrued)]).toEqual(['custody', 364]);
    expect(await wallet(y1.user, 'spot')).toBe(usdt('500'));
    await at(Date.UTC(2028, 4, 31));
    const daily = usdt('0.15');
    const o = await orderRow(y1.id);
    expect([o.state, Number(o.days_accrued), o.next_accrual_at]).toEqual(['completed', 365, null]);
    expect(BigInt(o.profit)).toBe(365n * daily);
    const accruals = await deps().db.selectFrom('earn_accruals').select(['day', 'amount', 'at']).where('order_id', '=', y1.id).orderBy('day').execute();
    expect(accruals).toHaveLength(365);
    expect(accruals.map((a) => Number(a.day))).toEqual(Array.from({ length: 365 }, (_, k) => k + 1));
    expect(accruals.reduce((s, a) => s + BigInt(a.amount), 0n)).toBe(365n * daily);
    expect(accruals.map((a) => Number(a.at))).toContain(Date.UTC(2028, 1, 29));
    expect(Number(accruals[364].at)).toBe(Date.UTC(2028, 4, 31));
    const keys = await deps().db.selectFrom('journal_entries').select('reason').where('ref_id', '=', y1.id).execute();
    expect(keys.filter((k) => k.reason === 'earn.accrual')).toHaveLength(365);
    expect(keys.filter((k) => k.reason === 'earn.completed')).toHaveLength(1);
    expect(await wallet(y1.user, 'spot')).toBe(usdt('1500') + 365n * daily);
    expect(await wallet(y1.user, 'earn')).toBe(0n);
    expect(await quotaUsed('y1')).toBe(0n);
    // A year on, the user signs in again.
    y1.token = (await createSession(deps(), y1.user, { ip: '127.0.0.1', userAgent: 'test' })).token;
    const ended = await held(y1.token, 'ended');
    expect(ended).toEqual([expect.objectContaining({
      id: y1.id, state: 'completed', profit: '54.75', returned: '1054.75', penalty: '0', remaining_days: 0,
      next_accrual_at: null, redeem_quote: null, ended_at: Date.UTC(2028, 4, 31),
    })]);
    expect((await server.call('web/getProfitTotal', {}, { token: y1.token })).data).toEqual({ asset: 'USDT', held: '0', held_profit: '0', total_profit: '54.75', orders_held: 0 });
    // No held order: no further cut-off is scheduled.
    expect(await deps().db.selectFrom('due_work').select('id').where('kind', '=', 'earn.accrue').where('state', '=', 'pending').execute()).toHaveLength(
      (await deps().db.selectFrom('earn_orders').select('id').where('next_accrual_at', 'is not', null).execute()).length ? 1 : 0,
    );
  }, 240_000);
});

describe('early redemption', () => {
  it('at once: refuses a penalty that is not today\'s, then returns principal and interest less the penalty', async () => {
    const u = await saver(usdt('100'), 'leaver');
    const bought = (await buy(u.token, 'm1', '100')).data;
    const t0 = clock.now();
    await at(nextMidnight(t0) + 2 * DAY);
    const [o] = await held(u.token);
    // 100 × 0.0001 = 0.01 a day, three cut-offs; the penalty is 1 % of the principal.
    expect(o).toMatchObject({ id: bought.id, profit: '0.03', days_accrued: 3, redeem_quote: { principal: '100', interest: '0.03', penalty: '1', returns: '99.03' } });
    const changed = await sell(u.token, o.id, '0.5');
    expect([changed.code, changed.message]).toEqual([4805, 'The penalty is now 1 USDT; please look at it and confirm again']);
    expect((await orderRow(o.id)).state).toBe('custody');
    expect(await wallet(u.id, 'spot')).toBe(0n);
    const penaltiesBefore = await system('earn-penalties');
    const res = await sell(u.token, o.id, '1');
    expect([res.code, res.message]).toEqual([0, 'Early redemption submitted']);
    expect(res.data).toMatchObject({ state: 'redeemed', returned: '99.03', penalty: '1', profit: '0.03', next_accrual_at: null, redeem_quote: null, remaining_days: 0 });
    expect(await wallet(u.id, 'spot')).toBe(usdt('99.03'));
    expect(await wallet(u.id, 'earn')).toBe(0n);
    expect((await system('earn-penalties')) - penaltiesBefore).toBe(usdt('1'));
    expect(await quotaUsed('m1')).toBe(0n);
    // Once ended it cannot be redeemed again, and it accrues no more.
    const again = await sell(u.token, o.id, '1');
    expect([again.code, again.message]).toEqual([4804, 'This order cannot be redeemed early now']);
    await at(clock.now() + 2 * DAY);
    expect((await orderRow(o.id)).profit).toBe(usdt('0.03'));
    expect((await held(u.token, 'ended')).map((r: any) => [r.id, r.state])).toEqual([[o.id, 'redeemed']]);
    const detail = (await server.call('web/getProfitOrder', { id: o.id }, { token: u.token })).data;
    expect(detail.timeline.map((s: any) => [s.state, s.event])).toEqual([['custody', 'PLACED'], ['redeemed', 'REDEEM']]);
    expect(detail.accruals.map((a: any) => a.day)).toEqual([1, 2, 3]);
  });

  it('under review: the operator approves (principal and interest so far less the penalty shown) or rejects with a reason', async () => {
    await setSettings(deps(), { 'earn.redeemReview': true });
    try {
      expect((await server.call('web/getProfitList')).data.redeem_review).toBe(true);
      const u = await saver(usdt('1000'), 'reviewed');
      const a = (await buy(u.token, 'm6', '500')).data;
      const b = (await buy(u.token, 'm6', '400')).data;
      await at(nextMidnight(clock.now()));
      // 500 × 0.00012 = 0.06 a day; 400 × 0.00012 = 0.048.
      const askedA = await sell(u.token, a.id, '5');
      expect(askedA.data).toMatchObject({ state: 'redeeming', redeem_quote: null, profit: '0.06' });
      const askedB = await sell(u.token, b.id, '4');
      expect(askedB.data.state).toBe('redeeming');
      expect((await sell(u.token, a.id, '5')).code).toBe(4804);
      expect(await wallet(u.id, 'spot')).toBe(usdt('100'));
      const queueRes = await server.call('web/opsRedemptionQueue', {}, { token: await consoleToken() });
      expect(queueRes.code, queueRes.message).toBe(0);
      const queue = queueRes.data;
      // Asked in one millisecond: compared as a set.
      expect(queue.map((r: any) => [r.order.id, r.user_id, r.requested_at]).sort()).toEqual([[a.id, u.id, clock.now()], [b.id, u.id, clock.now()]].sort());
      expect(queue[0].user_email).toEqual(expect.any(String));
      // A user's token opens no review call; an unknown id is not found.
      expect((await server.call('web/opsRedemptionQueue', {}, { token: u.token })).code).toBe(2000);
      expect((await server.call('web/opsApproveRedemption', { id: 'eo_nope' }, { token: await consoleToken() })).code).toBe(4300);

      // Interest goes on accruing while the reviewer decides.
      await at(nextMidnight(clock.now()));
      const approved = await server.call('web/opsApproveRedemption', { id: a.id, reason: 'checked' }, { token: await consoleToken() });
      expect(approved.code, approved.message).toBe(0);
      expect(approved.data.order).toMatchObject({ state: 'redeemed', profit: '0.12', penalty: '5', returned: '495.12' });
      expect(await wallet(u.id, 'spot')).toBe(usdt('595.12'));
      expect((await server.call('web/opsApproveRedemption', { id: a.id }, { token: await consoleToken() })).code).toBe(4216);

      expect((await server.call('web/opsRejectRedemption', { id: b.id, reason: '' }, { token: await consoleToken() })).code).toBe(4215);
      const rejected = await server.call('web/opsRejectRedemption', { id: b.id, reason: 'Ask again after the audit' }, { token: await consoleToken() });
      expect(rejected.code, rejected.message).toBe(0);
      expect(rejected.data.order).toMatchObject({ state: 'rejected', reason: 'Ask again after the audit', returned: null });
      const [shown] = await held(u.token);
      expect(shown).toMatchObject({ id: b.id, state: 'rejected', reason: 'Ask again after the audit', redeem_quote: { penalty: '4', interest: '0.096' } });
      expect(await wallet(u.id, 'earn')).toBe(usdt('400.096'));
      const detail = (await server.call('web/opsRedemptionDetail', { id: b.id }, { token: await consoleToken() })).data;
      expect(detail.redemption.order.id).toBe(b.id);
      expect(detail.timeline.map((s: any) => [s.state, s.event])).toEqual([['custody', 'PLACED'], ['redeeming', 'REQUEST'], ['rejected', 'REJECT']]);
      expect(detail.decisions.map((d: any) => [d.action, d.reason])).toEqual([['REJECT', 'Ask again after the audit']]);
      expect((await server.call('web/opsRedemptionQueue', {}, { token: await consoleToken() })).data).toEqual([]);

      // Still in custody: it accrues, and may ask again.
      await at(nextMidnight(clock.now()));
      expect((await orderRow(b.id)).profit).toBe(usdt('0.144'));
      expect((await sell(u.token, b.id, '4')).data.state).toBe('redeeming');
      expect((await server.call('web/opsRedemptionQueue', {}, { token: await consoleToken() })).data.map((r: any) => r.order.id)).toEqual([b.id]);
      expect((await server.call('web/opsApproveRedemption', { id: b.id }, { token: await consoleToken() })).data.order).toMatchObject({ state: 'redeemed', returned: '396.144' });
      // Each decision is the saver's message, once, newest first; a rejection's reason as typed.
      const told = (await server.call('web/getNewsList', {}, { token: u.token })).data.list.map((m: any) => [m.kind, m.params]);
      expect(told).toEqual([
        ['earnRedeemed', { id: b.id, amount: '396.144', asset: 'USDT' }],
        ['earnRedemptionRejected', { id: b.id, asset: 'USDT', reason: 'Ask again after the audit' }],
        ['earnRedeemed', { id: a.id, amount: '495.12', asset: 'USDT' }],
      ]);
      expect(await wallet(u.id, 'spot')).toBe(usdt('991.264'));
      expect(await wallet(u.id, 'earn')).toBe(0n);
    } finally {
      await setSettings(deps(), { 'earn.redeemReview': false });
    }
  });
});

describe('the cut-off batch', () => {
  it('accrues every order due at a cut-off in one go and does nothing twice', async () => {
    const users = await Promise.all([1, 2, 3].map((k) => saver(usdt('50'), `batch${k}`)));
    const ids = [];
    for (const u of users) ids.push((await buy(u.token, 'm1', '50')).data.id);
    const cutoff = nextMidnight(clock.now());
    const done = await deps().db.transaction().execute((trx) => accrueCutoff(server.platform.deps, trx, cutoff));
    expect(done.accrued).toBeGreaterThanOrEqual(3);
    for (const id of ids) expect(Number((await orderRow(id)).days_accrued)).toBe(1);
    // The cut-off's due item then finds nothing more to do for them.
    await at(cutoff);
    for (const id of ids) expect(Number((await orderRow(id)).days_accrued)).toBe(1);
    for (const u of users) expect(await wallet(u.id, 'earn')).toBe(usdt('50.005'));
  });
});

describe('a change of the cut-off', () => {
  it('keeps the cut-off each order was bought under, each with its own item, and the chain goes on', async () => {
    const early = await saver(usdt('100'), 'midnight');
    const a = (await buy(early.token, 'm1', '100')).data;
    const midnight = nextMidnight(clock.now());
    await setSettings(deps(), { 'earn.cutoffUtc': '12:00' });
    try {
      expect((await server.call('web/getProfitList')).data.cutoff_utc).toBe('12:00');
      await at(midnight + 3_600_000);
      const late = await saver(usdt('100'), 'noon');
      const b = (await buy(late.token, 'm1', '100')).data;
      expect(b.next_accrual_at).toBe(midnight + 12 * 3_600_000);
      expect(b.matures_at).toBe(midnight + 12 * 3_600_000 + 29 * DAY);
      await at(midnight + DAY + 12 * 3_600_000);
      const [ra, rb] = [await orderRow(a.id), await orderRow(b.id)];
      expect([Number(ra.days_accrued), Number(ra.next_accrual_at)]).toEqual([2, midnight + 2 * DAY]);
      expect([Number(rb.days_accrued), Number(rb.next_accrual_at)]).toEqual([2, midnight + 2 * DAY + 12 * 3_600_000]);
      const subjects = (await deps().db.selectFrom('due_work').select('subject').where('kind', '=', 'earn.accrue').where('due_at', '>=', BigInt(midnight)).orderBy('due_at').execute()).map((r) => r.subject);
      const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      expect(subjects).toEqual([day(midnight), `${day(midnight)}T12:00`, day(midnight + DAY), `${day(midnight + DAY)}T12:00`, day(midnight + 2 * DAY)]);
    } finally {
      await setSettings(deps(), { 'earn.cutoffUtc': '00:00' });
    }
  });
});

/** A console session opened now (the manual clock moves days between decisions; a console session lasts hours). */
async function consoleToken() {
  return operatorToken(server);
}

function nextMidnight(t: number) {
  return Math.floor(t / DAY) * DAY + DAY;
}

describe('a restart with cut-offs due', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'earn-restart-'));
  const feed = recording({ BTCUSDT: [[0, '65000']] }, 120);
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const restartClock = new ManualClock(Date.UTC(2027, 0, 10, 15));
  beforeAll(async () => { database = await createTestDatabase(); });
  afterAll(async () => { await database.drop(); fs.rmSync(dataDir, { recursive: true, force: true }); });
  const { platformOn, post } = restarts(dataDir, () => database.url, restartClock);

  it('runs each missed cut-off once, in order, at start', async () => {
    const first = await platformOn(feed);
    const user = await createUser(first.deps, 'sleeper');
    await first.deps.db.transaction().execute((trx) => first.deps.ledger.post(trx, {
      reason: 'deposit', refType: 'test', refId: user.id, idempotencyKey: `test-earn-restart:${user.id}`,
      postings: [{ account: systemAccount('chain:TEST', 'USDT'), amount: -usdt('200') }, { account: userAccount(user.id, 'USDT', 'spot'), amount: usdt('200') }],
    }));
    const bought = await post(first, 'web/buyProfit', { id: 'm1', amount: '200' }, user.token);
    expect(bought.code, bought.message).toBe(0);
    await first.close();

    // Down for five cut-offs (11 to 15 January): they run at start, each once.
    restartClock.set(Date.UTC(2027, 0, 15, 9));
    const second = await platformOn(feed);
    const row = await second.deps.db.selectFrom('earn_orders').selectAll().where('id', '=', bought.data.id).executeTakeFirstOrThrow();
    expect([Number(row.days_accrued), BigInt(row.profit), Number(row.next_accrual_at)]).toEqual([5, 5n * usdt('0.02'), Date.UTC(2027, 0, 16)]);
    const accruals = await second.deps.db.selectFrom('earn_accruals').select(['day', 'at']).where('order_id', '=', row.id).orderBy('day').execute();
    expect(accruals.map((a) => [Number(a.day), Number(a.at)])).toEqual([11, 12, 13, 14, 15].map((d, k) => [k + 1, Date.UTC(2027, 0, d)]));
    const chain = await second.deps.db.selectFrom('due_work').select(['subject', 'state']).where('kind', '=', 'earn.accrue').orderBy('due_at').execute();
    expect(chain.map((c) => [c.subject, c.state])).toEqual([
      ['2027-01-11', 'done'], ['2027-01-12', 'done'], ['2027-01-13', 'done'], ['2027-01-14', 'done'], ['2027-01-15', 'done'], ['2027-01-16', 'pending'],
    ]);
    expect(await second.deps.ledger.balance(second.deps.db, userAccount(user.id, 'USDT', 'earn'))).toBe(usdt('200.1'));
    expect((await second.deps.ledger.audit(second.deps.db)).problems).toEqual([]);
    await second.close();

    // A third start on the same day finds nothing more to accrue.
    const third = await platformOn(feed);
    const again = await third.deps.db.selectFrom('earn_accruals').select('day').where('order_id', '=', row.id).execute();
    expect(again).toHaveLength(5);
    await third.close();
  }, 120_000);
});
