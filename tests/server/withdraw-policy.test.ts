// The withdrawal policy at its edges, with an injected clock: the window in Hong Kong time, the
// day's count, the minimum and maximum, the 24 h security lock to the millisecond, the turnover
// rule fed by trading volume, and the KYC level. Every refusal changes nothing and is shown by
// web/getWithdrawPolicy before the user acts.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { manualClock, noRateLimit } from './auth-fixtures';
import { addTradingVolumes } from '../../server/modules/withdrawals/turnover';
import { WITHDRAW_LOCK_MS } from '../../server/modules/account/withdraw-lock';
import { TPWD, balances, expectCleanAudit, expectNoOrphanedFreeze, fundedUser, operatorToken, setSettings, usdt } from './withdraw-fixtures';
import { passLevel } from './kyc-fixtures';

let server: TestServer;
const deps = () => server.platform.deps;
/** Epoch ms of a Hong Kong wall-clock time (UTC+8, no daylight saving). */
const hk = (day: number, hour: number, minute = 0, second = 0, ms = 0) => Date.UTC(2026, 0, day, hour - 8, minute, second, ms);

beforeAll(async () => { server = await startTestServer({ env: noRateLimit }); });
afterAll(async () => { await server.stop(); });
beforeEach(async () => {
  manualClock(server).set(hk(5, 14));
  await setSettings(deps(), { 'withdraw.turnoverRatio': 0, 'withdraw.kycLevel': 'none' });
});
afterEach(async () => {
  await expectCleanAudit(deps());
  await expectNoOrphanedFreeze(deps());
});

const withdraw = (token: string, amount: string) =>
  server.call('web/withdraw', { chain: 'LOCAL', address: `lc1${randomBytes(20).toString('hex')}`, amount, tpwd: TPWD }, { token });
/** Adds trading volume as a batch of trades would (the trades themselves are tested in turnover.test.ts). */
const addVolume = (userId: string, usdtMinor: bigint) =>
  deps().db.transaction().execute((trx) => addTradingVolumes(trx, deps().dialect, new Map([[userId, usdtMinor]]), deps().clock.now()));
const policy = async (token: string) => (await server.call('web/getWithdrawPolicy', {}, { token })).data;

describe('the window, 12:00 to 24:00 Hong Kong time', () => {
  it('opens at 12:00:00.000 and closes at 24:00:00.000 to the millisecond', async () => {
    const user = await fundedUser(server, usdt(1000));
    await setSettings(deps(), { 'withdraw.perDay': 10 });
    try {
      const at = async (ms: number) => { manualClock(server).set(ms); return withdraw(user.token, '100'); };
      const early = await at(hk(6, 11, 59, 59, 999));
      expect(early.code).toBe(4205);
      expect(early.message).toBe('Withdrawals are open from 12:00 to 24:00 Hong Kong time');
      expect((await policy(user.token)).window.open_now).toBe(false);
      expect((await at(hk(6, 12))).code).toBe(0);
      expect((await policy(user.token)).window.open_now).toBe(true);
      expect((await at(hk(6, 23, 59, 59, 999))).code).toBe(0);
      expect((await at(hk(7, 0))).code).toBe(4205);
      expect((await at(hk(7, 4))).code).toBe(4205); // 20:00 UTC the day before: still closed
    } finally {
      await setSettings(deps(), { 'withdraw.perDay': 2 });
    }
    expect(await balances(server, user.token)).toEqual({ available: '800', frozen: '200' });
  });
});

describe('withdrawals per day', () => {
  it('refuses the third withdrawal of a Hong Kong day and allows it the next day; a cancelled one does not count', async () => {
    const user = await fundedUser(server, usdt(1000));
    const first = await withdraw(user.token, '100');
    expect((await withdraw(user.token, '100')).code).toBe(0);
    const third = await withdraw(user.token, '100');
    expect(third.code).toBe(4206);
    expect(third.message).toBe('You can make 2 withdrawals per day. Please try again tomorrow.');
    expect((await policy(user.token)).left_today).toBe(0);
    await server.call('web/cancelWithdraw', { id: first.data.id }, { token: user.token });
    expect((await policy(user.token)).left_today).toBe(1);
    expect((await withdraw(user.token, '100')).code).toBe(0);
    expect((await withdraw(user.token, '100')).code).toBe(4206);
    manualClock(server).set(hk(6, 12));
    expect((await policy(user.token)).left_today).toBe(2);
    expect((await withdraw(user.token, '100')).code).toBe(0);
    expect(await balances(server, user.token)).toEqual({ available: '700', frozen: '300' });
  });
});

describe('minimum and maximum', () => {
  it('refuses 99.99 and 200,000.01 USDT and accepts 100 and 200,000', async () => {
    const user = await fundedUser(server, usdt(400_000));
    const low = await withdraw(user.token, '99.99');
    expect(low.code).toBe(4207);
    expect(low.message).toBe('The minimum withdrawal is 100 USDT');
    const high = await withdraw(user.token, '200000.01');
    expect(high.code).toBe(4208);
    expect(high.message).toBe('The maximum withdrawal is 200000 USDT');
    expect((await withdraw(user.token, '100')).code).toBe(0);
    expect((await withdraw(user.token, '200000')).code).toBe(0);
    expect(await balances(server, user.token)).toEqual({ available: '199900', frozen: '200100' });
  });
});

describe('the 24 h security lock', () => {
  it('refuses until the lock ends, shows its end time, and allows at the millisecond it ends', async () => {
    const user = await fundedUser(server, usdt(1000));
    const changedAt = hk(5, 13, 30);
    await deps().db.updateTable('users').set({ security_changed_at: BigInt(changedAt) }).where('id', '=', user.id).execute();
    const until = changedAt + WITHDRAW_LOCK_MS;
    manualClock(server).set(until - 1);
    const locked = await withdraw(user.token, '100');
    expect(locked.code).toBe(4210);
    expect(locked.data).toEqual({ lock_until: until });
    expect(locked.message).toBe('Withdrawals are locked after a security change until 2026-01-06 05:30:00 UTC');
    expect(await policy(user.token)).toMatchObject({ lock_until: until, can_withdraw: false });
    manualClock(server).set(until);
    expect((await policy(user.token)).lock_until).toBeNull();
    expect((await withdraw(user.token, '100')).code).toBe(0);
  });
});

describe('the turnover rule', () => {
  it('needs trading volume of turnoverRatio × deposits, shows the progress, and is off at ratio 0', async () => {
    const user = await fundedUser(server, usdt(1000));
    await setSettings(deps(), { 'withdraw.turnoverRatio': 0.9 });
    const refused = await withdraw(user.token, '100');
    expect(refused.code).toBe(4209);
    expect(refused.message).toBe('Withdrawals open when your trading volume reaches 900 USDT; it is 0 USDT so far');
    expect((await policy(user.token)).turnover).toEqual({ ratio: '0.9', deposits: '1000', required: '900', volume: '0', met: false });
    await addVolume(user.id, usdt(900) - 1n);
    expect((await withdraw(user.token, '100')).code).toBe(4209);
    await addVolume(user.id, 1n);
    expect((await policy(user.token)).turnover).toMatchObject({ volume: '900', met: true });
    expect((await withdraw(user.token, '100')).code).toBe(0);
    const other = await fundedUser(server, usdt(1000));
    await setSettings(deps(), { 'withdraw.turnoverRatio': 0 });
    expect((await withdraw(other.token, '100')).code).toBe(0);
  });
});

describe('the KYC level', () => {
  it("passes while the setting is 'none', refuses when a level is required, and passes once that level is approved", async () => {
    const user = await fundedUser(server, usdt(1000));
    await setSettings(deps(), { 'withdraw.kycLevel': 'junior' });
    expect((await withdraw(user.token, '100')).code).toBe(4211);
    expect((await policy(user.token)).kyc).toEqual({ required: 'junior', met: false });
    await setSettings(deps(), { 'withdraw.kycLevel': 'none' });
    expect((await withdraw(user.token, '100')).code).toBe(0);

    await setSettings(deps(), { 'withdraw.kycLevel': 'junior' });
    const email = (await deps().db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow()).email!;
    await passLevel(server, await operatorToken(server), { token: user.token, account: email }, 'junior');
    expect((await policy(user.token)).kyc).toEqual({ required: 'junior', met: true });
    expect((await withdraw(user.token, '100')).code).toBe(0);
    await setSettings(deps(), { 'withdraw.kycLevel': 'none' });
  });
});

describe('the fee', () => {
  it('is a shown setting taken from the amount', async () => {
    const user = await fundedUser(server, usdt(1000));
    await setSettings(deps(), { 'withdraw.fee': '2.5' });
    try {
      expect((await policy(user.token)).fee).toBe('2.5');
      const res = await withdraw(user.token, '100');
      expect(res.data).toMatchObject({ amount: '100', fee: '2.5', received: '97.5' });
    } finally {
      await setSettings(deps(), { 'withdraw.fee': '1' });
    }
  });
});
