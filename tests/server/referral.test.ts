// Referral over HTTP: a five-deep tree built by registration with invitation codes; spot trading
// fees of an invitee pay levels 1 to 4 their rates of the fee, in the entry that books it, exactly
// once (level 5 gets nothing; a replayed order pays nothing twice); an inviter who is also the
// other side of the trade is paid in the same entry. Self-invites and loops are refused, the code
// is required when the setting says so, the invitee list is masked, bad input is refused. The
// ledger audit is clean after each test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newRtoken, startTestServer, type TestServer } from './harness';
import { newUser, noRateLimit, registerUser, demoCode, strongPassword, uniquePhone, storedUser, type TestUser } from './auth-fixtures';
import { createUser } from './funds-fixtures';
import { expectCleanAudit, fund } from './spot-fixtures';
import { setSettings } from './withdraw-fixtures';
import { ManualClock } from '../../server/platform';
import { systemAccount, userAccount } from '../../server/modules/ledger/ledger';
import { createReferralTree } from '../../server/modules/referral/referral-tree';
import { commissionShares } from '../../server/modules/referral/commission';
import { parseSettingText } from '../../server/modules/settings/setting-types';
import { settingDefaults } from '../../server/modules/settings/settings';
import type { Deps } from '../../server/deps';

let server: TestServer;
const deps = (): Deps => server.platform.deps;
const clock = new ManualClock(Date.UTC(2027, 4, 1, 8, 0, 0));

beforeAll(async () => { server = await startTestServer({ clock, env: noRateLimit }); });
afterAll(async () => { await server.stop(); });
afterEach(async () => {
  await expectCleanAudit(deps());
  await setSettings(deps(), { 'registration.invitationCode': 'optional', 'referral.rates': settingDefaults['referral.rates'] });
});

const usdtOf = (userId: string) => deps().ledger.balance(deps().db, userAccount(userId, 'USDT', 'spot'));
const feeAccount = () => deps().ledger.balance(deps().db, systemAccount('spot-fees', 'USDT'));
const commissionRows = async () => Number((await deps().db.selectFrom('referral_commissions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const summary = async (token: string) => {
  const res = await server.call('web/getMyEarningsAndPromotion', {}, { token });
  expect(res.code, res.message).toBe(0);
  return res.data;
};
const codeOf = async (u: TestUser) => (await summary(u.token)).invitation_code as string;
const idOf = async (u: TestUser) => (await storedUser(server, u.type, u.account)).id;
async function invitedBy(inviter: TestUser | null, opts: { type?: 'email' | 'phone' } = {}): Promise<TestUser> {
  return newUser(server, { ...opts, invitation_code: inviter ? await codeOf(inviter) : undefined });
}

/** The seller sells 0.04 BTC at 60000 to a fresh buyer nobody invited: the seller pays the taker fee, 2.4 USDT. */
async function sellsToStranger(seller: { id: string; token: string }, rtoken = newRtoken()) {
  const buyer = await createUser(deps(), 'buyer');
  await fund(deps(), buyer.id, 'USDT', '10000');
  await fund(deps(), seller.id, 'BTC', '1');
  const buy = await server.call('web/spotOrder', { symbol: 'BTCUSDT', type: 'limit', side: 'buy', price: '60000', amount: '0.04' }, { token: buyer.token });
  expect(buy.code, buy.message).toBe(0);
  clock.advance(1000);
  const sell = await server.call('web/spotOrder', { symbol: 'BTCUSDT', type: 'limit', side: 'sell', price: '59000', amount: '0.04' }, { token: seller.token, rtoken });
  expect(sell.code, sell.message).toBe(0);
  expect(sell.data).toMatchObject({ state: 'filled', fee: '2.4' });
  return sell;
}

describe('commission on a five-deep tree', () => {
  it('pays levels 1 to 4 their rates of the fee exactly once; level 5 gets nothing', async () => {
    const a = await invitedBy(null);
    const b = await invitedBy(a);
    const c = await invitedBy(b);
    const d = await invitedBy(c);
    const e = await invitedBy(d);
    const f = await invitedBy(e, { type: 'phone' });
    const ids = await Promise.all([a, b, c, d, e, f].map(idOf));
    const before = await Promise.all(ids.map(usdtOf));
    const feesBefore = await feeAccount();
    const rtoken = newRtoken();
    const sell = await sellsToStranger({ id: ids[5], token: f.token }, rtoken);

    // 2.4 USDT fee: E (level 1) 20 %, D 10 %, C 5 %, B 5 %; A is five levels up.
    const after = await Promise.all(ids.map(usdtOf));
    expect(after.map((x, i) => x - before[i])).toEqual([0n, 120_000n, 120_000n, 240_000n, 480_000n, 2_397_600_000n]);
    // The buyer's maker fee (1.92) stays whole: nobody invited the buyer.
    expect((await feeAccount()) - feesBefore).toBe(2_400_000n + 1_920_000n - 960_000n);
    const rows = await deps().db.selectFrom('referral_commissions').selectAll().where('ref_id', '=', (await deps().db.selectFrom('spot_trades').select('id').where('sell_order_id', '=', sell.data.id).executeTakeFirstOrThrow()).id).execute();
    expect(rows.map((r) => [r.inviter_id, Number(r.level), BigInt(r.amount)]).sort()).toEqual([
      [ids[1], 4, 120_000n], [ids[2], 3, 120_000n], [ids[3], 2, 240_000n], [ids[4], 1, 480_000n],
    ].sort());

    // The order's replay answers the first result and pays nothing again.
    const count = await commissionRows();
    const replay = await server.call('web/spotOrder', { symbol: 'BTCUSDT', type: 'limit', side: 'sell', price: '59000', amount: '0.04' }, { token: f.token, rtoken });
    expect(replay.data.id).toBe(sell.data.id);
    expect(await commissionRows()).toBe(count);
    expect(await usdtOf(ids[4])).toBe(after[4]);

    // E's page: F at level 1 with 0.48 USDT; the profit list names F masked.
    const eSummary = await summary(e.token);
    expect(eSummary.levels[0]).toEqual({ level: 1, rate: '0.2', invitees: 1, earnings: [{ asset: 'USDT', amount: '0.48' }] });
    expect(eSummary.totals).toEqual([{ asset: 'USDT', amount: '0.48' }]);
    const profits = await server.call('web/getMyEarningsDetail', {}, { token: e.token });
    expect(profits.data).toEqual([expect.objectContaining({ profit: '0.48', asset: 'USDT', level: 1, source: 'spot', fee: '2.4', rate: '0.2', invitee: `${f.account.slice(0, 3)}****${f.account.slice(-2)}` })]);
    // A sees B to E at levels 1 to 4 and earned nothing (F is level 5).
    const aSummary = await summary(a.token);
    expect(aSummary.levels.map((l: any) => [l.level, l.rate, l.invitees, l.earnings])).toEqual([[1, '0.2', 1, []], [2, '0.1', 1, []], [3, '0.05', 1, []], [4, '0.05', 1, []]]);
    expect((await server.call('web/getMyEarningsDetail', {}, { token: a.token })).data).toEqual([]);
    // B's level-4 commission, filtered by level.
    expect((await server.call('web/getMyEarningsDetail', { level: 4 }, { token: b.token })).data.map((r: any) => r.profit)).toEqual(['0.12']);
    expect((await server.call('web/getMyEarningsDetail', { level: 1 }, { token: b.token })).data).toEqual([]);
  });

  it('pays an inviter who is the other side of the trade in the same entry', async () => {
    const inviter = await invitedBy(null);
    const invitee = await invitedBy(inviter);
    const [inviterId, inviteeId] = await Promise.all([idOf(inviter), idOf(invitee)]);
    await fund(deps(), inviteeId, 'USDT', '10000');
    await fund(deps(), inviterId, 'BTC', '1');
    const usdtBefore = await usdtOf(inviterId);
    // The invitee's buy rests (maker fee 0.08 %: 1.92); the inviter's sell takes it.
    expect((await server.call('web/spotOrder', { symbol: 'BTCUSDT', type: 'limit', side: 'buy', price: '60000', amount: '0.04' }, { token: invitee.token })).code).toBe(0);
    clock.advance(1000);
    const sell = await server.call('web/spotOrder', { symbol: 'BTCUSDT', type: 'limit', side: 'sell', price: '59000', amount: '0.04' }, { token: inviter.token });
    expect(sell.code, sell.message).toBe(0);
    // 2400 less the 2.4 taker fee, plus 20 % of the invitee's 1.92.
    expect((await usdtOf(inviterId)) - usdtBefore).toBe(2_397_600_000n + 384_000n);
  });

  it('follows the rates set now, and pays nothing between users nobody invited', async () => {
    await setSettings(deps(), { 'referral.rates': ['0.5', '0.25', '0.25', '0'] });
    const a = await invitedBy(null);
    const b = await invitedBy(a);
    const [aId, bId] = await Promise.all([idOf(a), idOf(b)]);
    const before = await usdtOf(aId);
    await sellsToStranger({ id: bId, token: b.token });
    expect((await usdtOf(aId)) - before).toBe(1_200_000n);
    expect((await summary(a.token)).levels.map((l: any) => l.rate)).toEqual(['0.5', '0.25', '0.25', '0']);

    const rows = await commissionRows();
    const loner = await createUser(deps(), 'loner');
    await sellsToStranger(loner);
    expect(await commissionRows()).toBe(rows);
  });

  it('refuses rates that sum to more than the whole fee', () => {
    expect(parseSettingText('referral.rates', '["0.5","0.5","0.1","0"]')).toBeNull();
    expect(parseSettingText('referral.rates', '["0.2","0.1"]')).toBeNull();
    expect(parseSettingText('referral.rates', '["1.5","0","0","0"]')).toBeNull();
    expect(parseSettingText('referral.rates', '["0.4","0.3","0.2","0.1"]')).toEqual(['0.4', '0.3', '0.2', '0.1']);
  });

  it('rounds each share down and never pays more than the fee', () => {
    const rates = [25_000_000n, 25_000_000n, 25_000_000n, 25_000_000n];
    const shares = commissionShares(7n, ['a', 'b', 'c', 'd'], rates);
    expect(shares.map((s) => s.amount)).toEqual([1n, 1n, 1n, 1n]);
    expect(commissionShares(3n, ['a'], [10_000_000n])).toEqual([]);
  });
});

describe('the tree is fixed at registration', () => {
  it('refuses a self-invite and a loop: an existing account cannot register again with a code below it', async () => {
    const top = await invitedBy(null);
    const below = await invitedBy(top);
    // No code is sent for a registered address; whatever is typed, the account stays as it was.
    const again = await server.call('web/userRegister', { type: 'email', account: top.account, code: '123456', password: strongPassword, repassword: strongPassword, agree: '1', invitation_code: await codeOf(below) });
    expect(again.code).not.toBe(0);
    expect((await storedUser(server, 'email', top.account)).invited_by).toBeNull();
    expect((await summary(below.token)).levels[0].invitees).toBe(0);
  });

  it('keeps the in-memory tree free of self-invites and loops', () => {
    const tree = createReferralTree();
    tree.joined('a', 'a');
    expect(tree.inviters('a')).toEqual([]);
    tree.joined('b', 'a');
    tree.joined('c', 'b');
    tree.joined('a', 'c');
    expect(tree.inviters('a')).toEqual([]);
    tree.joined('c', 'a');
    expect(tree.inviters('c')).toEqual(['b', 'a']);
  });

  it('requires the code when the setting says so, and refuses an unknown one, creating nothing', async () => {
    const inviter = await invitedBy(null);
    await setSettings(deps(), { 'registration.invitationCode': 'required' });
    const users = async () => Number((await deps().db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const count = await users();
    for (const [invitation, message] of [[undefined, 'invitationCodeRequired'], ['ZZZZZZZZ', 'invitationCodeInvalid']] as const) {
      const account = uniquePhone();
      const code = await demoCode(server, 'phone', account, 'register');
      const res = await server.call('web/userRegister', { type: 'phone', account, code, password: strongPassword, repassword: strongPassword, agree: '1', invitation_code: invitation });
      expect(res.code, message).toBe((await import('../../api/codes')).businessErrors[message]);
    }
    expect(await users()).toBe(count);
    const invitee = await registerUser(server, { invitation_code: (await codeOf(inviter)).toLowerCase() });
    expect((await storedUser(server, 'email', invitee.account)).invited_by).toBe(await idOf(inviter));
  });
});

describe('the invitee list', () => {
  it('shows each level with masked name and contact, newest first', async () => {
    const top = await invitedBy(null);
    const byPhone = await invitedBy(top, { type: 'phone' });
    clock.advance(1000);
    const byEmail = await invitedBy(top);
    const second = await invitedBy(byEmail);
    await deps().db.updateTable('users').set({ name: 'Alice Li' }).where('id', '=', await idOf(byEmail)).execute();
    const level1 = await server.call('web/getMyPromotion', {}, { token: top.token });
    expect(level1.code, level1.message).toBe(0);
    expect(level1.data).toEqual([
      { id: await idOf(byEmail), name: 'A***i', phone: `${byEmail.account[0]}***@${byEmail.account.split('@')[1]}`, level: 1, add_time: expect.any(Number) },
      { id: await idOf(byPhone), name: '', phone: `${byPhone.account.slice(0, 3)}****${byPhone.account.slice(-2)}`, level: 1, add_time: expect.any(Number) },
    ]);
    const text = JSON.stringify(level1.data);
    expect(text).not.toContain(byPhone.account);
    expect(text).not.toContain(byEmail.account);
    const level2 = await server.call('web/getMyPromotion', { level: 2 }, { token: top.token });
    expect(level2.data.map((u: any) => [u.id, u.level])).toEqual([[await idOf(second), 2]]);
    const paged = await server.call('web/getMyPromotion', { limit: 1, before: level1.data[0].id }, { token: top.token });
    expect(paged.data.map((u: any) => u.id)).toEqual([level1.data[1].id]);
  });

  it('refuses a level outside 1 to 4 with a translated message', async () => {
    const user = await invitedBy(null);
    for (const [name, params] of [['web/getMyPromotion', { level: 5 }], ['web/getMyEarningsDetail', { level: 0 }], ['web/getMyPromotion', { level: 'x' }], ['web/getMyEarningsDetail', { limit: 1000 }]] as const) {
      const res = await server.call(name, params, { token: user.token, lang: 'de' });
      expect(res.code, name).toBe(4000);
      expect(res.message).not.toMatch(/error\./);
    }
  });
});
