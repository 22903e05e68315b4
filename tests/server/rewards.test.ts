// Rewards over HTTP on a manual clock: the rules a visitor sees, the 7-day sign-in (once per
// calendar day of the rules' time zone, a missed day or a completed week restarting the streak),
// the budget spent exactly under 100 concurrent sign-ins, each task's condition and its one claim,
// a trade-only reward held back from withdrawals until traded, and every refusal changing nothing.
// The ledger audit is clean after each test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newRtoken, startTestServer, type TestServer } from './harness';
import { noRateLimit } from './auth-fixtures';
import { createUser } from './funds-fixtures';
import { fundedUser, setSettings, TPWD, usdt } from './withdraw-fixtures';
import { passKyc } from './loan-fixtures';
import { ManualClock } from '../../server/platform';
import { systemAccount, userAccount } from '../../server/modules/ledger/ledger';
import { settingDefaults } from '../../server/modules/settings/settings';
import { parseSettingText } from '../../server/modules/settings/setting-types';
import { addTradingVolumes } from '../../server/modules/withdrawals/turnover';
import { fromMinor } from '../../api/money';
import type { Deps } from '../../server/deps';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 06:00 UTC: 14:00 in Hong Kong, inside the default withdrawal window.
const clock = new ManualClock(Date.UTC(2027, 4, 3, 6, 0, 0));
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: noRateLimit, configure: (c) => { c.sessionTtlMs = 10 * 365 * DAY; } });
});
afterAll(async () => { await server.stop(); });
afterEach(async () => {
  const report = await deps().ledger.audit(deps().db);
  expect(report.problems).toEqual([]);
  await setSettings(deps(), {
    'rewards.timeZone': settingDefaults['rewards.timeZone'], 'rewards.budget': settingDefaults['rewards.budget'],
    'rewards.tasks': settingDefaults['rewards.tasks'], features: settingDefaults.features,
  });
});

const deps = (): Deps => server.platform.deps;
const spot = (userId: string) => deps().ledger.balance(deps().db, userAccount(userId, 'USDT', 'spot'));
const marketing = () => deps().ledger.balance(deps().db, systemAccount('marketing', 'USDT'));
const entries = async () => Number((await deps().db.selectFrom('journal_entries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const sign = (token: string, rtoken = newRtoken()) => server.call('web/sign', {}, { token, rtoken });
const fuli = async (token?: string) => {
  const res = await server.call('web/getFuli', {}, { token });
  expect(res.code, res.message).toBe(0);
  return res.data;
};
const dayStates = async (token: string) => (await fuli(token)).sign.days.map((d: { state: string }) => d.state);
/** Moves the clock to the next day at the same hour (UTC zone). */
const nextDay = () => clock.advance(DAY);
const paid = async () => BigInt((await deps().db.selectFrom('reward_budget').select('paid').where('asset', '=', 'USDT').executeTakeFirst())?.paid ?? 0n);
const trade = (userId: string, volume: bigint) => deps().db.transaction().execute((trx) => addTradingVolumes(trx, deps().dialect, new Map([[userId, volume]]), clock.now()));

describe('the rules', () => {
  it('shows a visitor every day reward, the time zone, the budget and the tasks with their kinds', async () => {
    const data = await fuli();
    expect(data).toMatchObject({
      asset: 'USDT', enabled: true, time_zone: 'UTC', today: '2027-05-03', next_day_at: Date.UTC(2027, 4, 4),
      sign_rewards: ['0.1', '0.1', '0.2', '0.2', '0.3', '0.3', '0.5'], sign: null, sign_budget_spent: false,
    });
    expect(data.tasks).toEqual([
      { task: 'firstDeposit', reward: '5', kind: 'withdrawable', state: null, progress: null, claimed_at: null, budget_short: false },
      { task: 'firstTrade', reward: '5', kind: 'tradeOnly', state: null, progress: null, claimed_at: null, budget_short: false },
      { task: 'kycJunior', reward: '2', kind: 'withdrawable', state: null, progress: null, claimed_at: null, budget_short: false },
      { task: 'kycSenior', reward: '3', kind: 'withdrawable', state: null, progress: null, claimed_at: null, budget_short: false },
      { task: 'inviteeFirstTrade', reward: '5', kind: 'tradeOnly', state: null, progress: null, claimed_at: null, budget_short: false },
    ]);
  });

  it('refuses a time zone the runtime does not know, and rewards that are not seven amounts', () => {
    expect(parseSettingText('rewards.timeZone', 'Mars/Olympus')).toBeNull();
    expect(parseSettingText('rewards.timeZone', 'Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(parseSettingText('rewards.signRewards', '["1","2"]')).toBeNull();
    expect(parseSettingText('rewards.budget', '-5')).toBeNull();
  });
});

describe('the 7-day sign-in', () => {
  it('pays day 1 from the marketing account, refuses a second sign-in that day and replays the same request', async () => {
    const user = await createUser(deps(), 'signer');
    expect(await dayStates(user.token)).toEqual(['inProgress', 'not', 'not', 'not', 'not', 'not', 'not']);
    const before = await marketing();
    const rtoken = newRtoken();
    const first = await sign(user.token, rtoken);
    expect(first.code, first.message).toBe(0);
    expect(first.data).toEqual({ date: '2027-05-03', day: 1, reward: '0.1', state: 'received' });
    expect(await spot(user.id)).toBe(100_000n);
    expect(await marketing()).toBe(before - 100_000n);

    const count = await entries();
    const replay = await sign(user.token, rtoken);
    expect(replay).toEqual(first);
    const again = await sign(user.token);
    expect(again.code).toBe(4941);
    expect(again.message).toBe('You have already signed in today');
    expect(await entries()).toBe(count);
    expect(await spot(user.id)).toBe(100_000n);
    expect(await dayStates(user.token)).toEqual(['received', 'not', 'not', 'not', 'not', 'not', 'not']);
    expect((await fuli(user.token)).sign).toMatchObject({ streak: 1, signed_today: true });
  });

  it('walks a whole week, paying each day its reward, then starts again at day 1', async () => {
    const user = await createUser(deps(), 'weekly');
    const rewards = ['0.1', '0.1', '0.2', '0.2', '0.3', '0.3', '0.5'];
    for (let day = 1; day <= 7; day += 1) {
      const res = await sign(user.token);
      expect(res.code, res.message).toBe(0);
      expect(res.data).toMatchObject({ day, reward: rewards[day - 1], state: 'received' });
      if (day < 7) {
        const states = await dayStates(user.token);
        expect(states.slice(0, day)).toEqual(Array(day).fill('received'));
        nextDay();
        expect((await dayStates(user.token))[day]).toBe('inProgress');
      }
    }
    expect(await dayStates(user.token)).toEqual(Array(7).fill('received'));
    expect(await spot(user.id)).toBe(1_700_000n);
    nextDay();
    expect(await dayStates(user.token)).toEqual(['inProgress', 'not', 'not', 'not', 'not', 'not', 'not']);
    expect((await sign(user.token)).data).toMatchObject({ day: 1, reward: '0.1' });

    const log = await server.call('web/ethSignlog', {}, { token: user.token });
    expect(log.code).toBe(0);
    expect(log.data.map((r: { day: number }) => r.day)).toEqual([1, 7, 6, 5, 4, 3, 2, 1]);
    expect(log.data[1]).toMatchObject({ reward: '0.5', state: 'received' });
  });

  it('restarts the streak at day 1 after a missed day', async () => {
    const user = await createUser(deps(), 'misser');
    expect((await sign(user.token)).data.day).toBe(1);
    nextDay();
    expect((await sign(user.token)).data.day).toBe(2);
    nextDay();
    expect(await dayStates(user.token)).toEqual(['received', 'received', 'inProgress', 'not', 'not', 'not', 'not']);
    nextDay();
    // Yesterday was missed: the streak shows day 1 to sign again.
    expect(await dayStates(user.token)).toEqual(['inProgress', 'not', 'not', 'not', 'not', 'not', 'not']);
    expect((await sign(user.token)).data).toMatchObject({ day: 1, reward: '0.1' });
  });

  it('follows the calendar day of the zone the rules name', async () => {
    await setSettings(deps(), { 'rewards.timeZone': 'Asia/Tokyo' });
    const start = clock.now();
    // 14:30 UTC is 23:30 in Tokyo; an hour later Tokyo has a new day, UTC has not.
    const base = Date.UTC(new Date(start).getUTCFullYear(), new Date(start).getUTCMonth(), new Date(start).getUTCDate() + 1, 14, 30);
    clock.set(base);
    const user = await createUser(deps(), 'tokyo');
    const first = await sign(user.token);
    expect(first.data.day).toBe(1);
    expect((await fuli(user.token)).next_day_at).toBe(base + 30 * 60_000);
    clock.advance(HOUR);
    const second = await sign(user.token);
    expect(second.code, second.message).toBe(0);
    expect(second.data.day).toBe(2);
    expect(second.data.date).not.toBe(first.data.date);

    // In UTC the same two moments are one day: the second sign-in is refused.
    await setSettings(deps(), { 'rewards.timeZone': 'UTC' });
    clock.set(base + DAY);
    const other = await createUser(deps(), 'utc');
    expect((await sign(other.token)).code).toBe(0);
    clock.advance(HOUR);
    expect((await sign(other.token)).code).toBe(4941);
    // Back to the usual hour, the next UTC day.
    clock.set(base + 2 * DAY - 8.5 * HOUR);
  });

  it('pays exactly what the budget covers under 100 concurrent sign-ins and refuses the rest', async () => {
    const users = [];
    for (let i = 0; i < 100; i += 1) users.push(await createUser(deps(), `crowd${i}`));
    // 3.7 USDT left: 37 first-day rewards of 0.1.
    await setSettings(deps(), { 'rewards.budget': fromMinor((await paid()) + 3_700_000n, 6) });
    expect((await fuli()).budget.remaining).toBe('3.7');
    const before = await marketing();
    const answers = await Promise.all(users.map((u) => sign(u.token)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(37);
    const refused = answers.filter((a) => a.code !== 0);
    expect(refused).toHaveLength(63);
    expect(new Set(refused.map((a) => a.code))).toEqual(new Set([4940]));
    expect(await marketing()).toBe(before - 3_700_000n);
    expect(await deps().db.selectFrom('reward_signins').select('user_id').where('user_id', 'in', users.map((u) => u.id)).execute()).toHaveLength(37);
    const balances = await Promise.all(users.map((u) => spot(u.id)));
    expect(balances.filter((b) => b === 100_000n)).toHaveLength(37);
    expect(balances.filter((b) => b === 0n)).toHaveLength(63);

    // The page says so before a refused user signs.
    const late = users[answers.findIndex((a) => a.code !== 0)];
    const view = await fuli(late.token);
    expect(view.budget.remaining).toBe('0');
    expect(view.sign_budget_spent).toBe(true);
    expect(view.sign.days[0].state).toBe('inProgress');
    expect(view.tasks.every((t: { budget_short: boolean }) => t.budget_short)).toBe(true);
    const msg = await server.call('web/sign', {}, { token: late.token, lang: 'de' });
    expect(msg.message).toBe('Das Prämienbudget ist aufgebraucht; derzeit kann keine Prämie ausgezahlt werden');
  });

  it('refuses signing while rewards are switched off, and a visitor', async () => {
    const user = await createUser(deps(), 'off');
    await setSettings(deps(), { features: { ...settingDefaults.features, rewards: false } });
    expect((await sign(user.token)).code).toBe(4304);
    expect((await server.call('web/sign', {})).code).toBe(2000);
    expect((await server.call('web/ethSignlog', {})).code).toBe(2000);
    expect(await spot(user.id)).toBe(0n);
    expect((await fuli(user.token)).enabled).toBe(false);
  });
});

describe('the reward centre', () => {
  const claim = (token: string, task: string) => server.call('web/claimReward', { task }, { token });
  const taskOf = async (token: string, task: string) => (await fuli(token)).tasks.find((t: { task: string }) => t.task === task);

  it('pays the first deposit task once, after the deposit is credited', async () => {
    const user = await createUser(deps(), 'nodeposit');
    expect(await taskOf(user.token, 'firstDeposit')).toMatchObject({ state: 'inProgress', progress: { done: 0, of: 1 } });
    const count = await entries();
    const early = await claim(user.token, 'firstDeposit');
    expect(early.code).toBe(4943);
    expect(await entries()).toBe(count);

    const depositor = await fundedUser(server, usdt(50), 'depositor');
    expect(await taskOf(depositor.token, 'firstDeposit')).toMatchObject({ state: 'claimable', progress: { done: 1, of: 1 } });
    const ok = await claim(depositor.token, 'firstDeposit');
    expect(ok.code, ok.message).toBe(0);
    expect(ok.data).toMatchObject({ task: 'firstDeposit', reward: '5', kind: 'withdrawable', state: 'claimed' });
    expect(await spot(depositor.id)).toBe(usdt(55));
    const twice = await claim(depositor.token, 'firstDeposit');
    expect(twice.code).toBe(4944);
    expect(await spot(depositor.id)).toBe(usdt(55));
  });

  it('pays each verification level once it has passed', async () => {
    const user = await createUser(deps(), 'verified');
    expect((await claim(user.token, 'kycJunior')).code).toBe(4943);
    await passKyc(deps(), user.id, ['junior']);
    expect((await claim(user.token, 'kycJunior')).data.state).toBe('claimed');
    expect((await claim(user.token, 'kycSenior')).code).toBe(4943);
    await passKyc(deps(), user.id, ['senior']);
    expect((await claim(user.token, 'kycSenior')).data.state).toBe('claimed');
    expect(await spot(user.id)).toBe(usdt(5));
  });

  it("pays the invited friend's first trade only for one's own level-1 invitee", async () => {
    const inviter = await createUser(deps(), 'inviter');
    const stranger = await createUser(deps(), 'stranger');
    const friend = await createUser(deps(), 'friend');
    await deps().db.updateTable('users').set({ invited_by: inviter.id }).where('id', '=', friend.id).execute();
    expect((await claim(inviter.token, 'inviteeFirstTrade')).code).toBe(4943);
    await trade(friend.id, usdt(20));
    expect((await claim(stranger.token, 'inviteeFirstTrade')).code).toBe(4943);
    const ok = await claim(inviter.token, 'inviteeFirstTrade');
    expect(ok.data).toMatchObject({ state: 'claimed', kind: 'tradeOnly' });
    // The friend's own first trade is the friend's task.
    expect((await claim(friend.token, 'firstTrade')).data.state).toBe('claimed');
  });

  it('refuses an unknown task, a task not offered, and a reward the budget cannot pay, changing nothing', async () => {
    const user = await createUser(deps(), 'refused');
    await passKyc(deps(), user.id, ['junior']);
    const count = await entries();
    const bad = await claim(user.token, 'moonshot');
    expect(bad.code).toBe(4942);
    expect(bad.message).toBe('There is no such reward task');
    await setSettings(deps(), { 'rewards.tasks': { kycSenior: { reward: '3', kind: 'withdrawable' } } });
    expect((await claim(user.token, 'kycJunior')).code).toBe(4942);
    await setSettings(deps(), { 'rewards.tasks': settingDefaults['rewards.tasks'], 'rewards.budget': fromMinor((await paid()) + 1_000_000n, 6) });
    expect(await taskOf(user.token, 'kycJunior')).toMatchObject({ state: 'claimable', budget_short: true });
    expect((await claim(user.token, 'kycJunior')).code).toBe(4940);
    expect(await entries()).toBe(count);
    expect(await deps().db.selectFrom('reward_claims').selectAll().where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('keeps a trade-only reward in the balance on withdrawal until that much has been traded', async () => {
    await setSettings(deps(), { 'withdraw.turnoverRatio': 0, 'withdraw.kycLevel': 'none', 'withdraw.min': '1' });
    const user = await fundedUser(server, usdt(200), 'bonus');
    await trade(user.id, usdt(1));
    const ok = await claim(user.token, 'firstTrade');
    expect(ok.data).toMatchObject({ kind: 'tradeOnly', state: 'claimed' });
    const withdraw = (amount: string) => server.call('web/withdraw', { chain: 'LOCAL', address: `lc1${'ab'.repeat(20)}`, amount, tpwd: TPWD }, { token: user.token });
    const held = async () => (await server.call('web/getWithdrawPolicy', {}, { token: user.token })).data.trade_only_held;
    expect(await held()).toBe('5');
    const all = await withdraw('205');
    expect(all.code).toBe(4945);
    expect(all.message).toBe('5 USDT of trade-only rewards stays in your balance until traded; you can withdraw at most 200 USDT');
    expect(await spot(user.id)).toBe(usdt(205));
    await trade(user.id, usdt(2));
    expect((await withdraw('203')).code).toBe(4945);
    expect(await held()).toBe('3');
    await trade(user.id, usdt(3));
    expect(await held()).toBe('0');
    const free = await withdraw('205');
    expect(free.code, free.message).toBe(0);
    await setSettings(deps(), {
      'withdraw.turnoverRatio': settingDefaults['withdraw.turnoverRatio'], 'withdraw.kycLevel': settingDefaults['withdraw.kycLevel'], 'withdraw.min': settingDefaults['withdraw.min'],
    });
  });
});
