// The credit score over HTTP: each factor read from what the platform records (verification levels,
// the account's age, loans repaid on time and overdue days, credited deposits), the score and the
// limit it sets from the table, recomputed at every read. And the proof that nothing sets a score:
// no call of the registry takes one, no setting names one, no table stores one, and changing every
// loan setting leaves the score where its factors put it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allEndpoints } from '../../api/registry';
import { creditLimitOf, creditLimitTable, creditScoreOf, CREDIT_MAX, CREDIT_MIN } from '../../api/credit-score';
import { newRtoken, startTestServer, type TestServer } from './harness';
import { noRateLimit } from './auth-fixtures';
import { createUser } from './funds-fixtures';
import { fundedUser, operatorToken, setSettings, usdt } from './withdraw-fixtures';
import { approvedLoan, borrower, clockTo, fund, loanDocs, passKyc } from './loan-fixtures';
import { ManualClock } from '../../server/platform';
import { settingDefaults } from '../../server/modules/settings/settings';
import type { Deps } from '../../server/deps';

const DAY = 86_400_000;
const START = Date.UTC(2027, 8, 1, 8, 0, 0);
const clock = new ManualClock(START);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock, env: noRateLimit, configure: (c) => { c.sessionTtlMs = 10 * 365 * DAY; } });
});
afterAll(async () => { await server.stop(); });
afterEach(async () => {
  const report = await deps().ledger.audit(deps().db);
  expect(report.problems).toEqual([]);
});

const deps = (): Deps => server.platform.deps;
const credit = async (token: string) => {
  const res = await server.call('web/getCredit', {}, { token });
  expect(res.code, res.message).toBe(0);
  return res.data;
};
const points = async (token: string) => Object.fromEntries((await credit(token)).factors.map((f: any) => [f.factor, [f.value, f.points]]));

describe('the factors', () => {
  it('starts a new account at the base with no limit, and shows the table', async () => {
    const u = await createUser(deps(), 'fresh');
    expect(await credit(u.token)).toEqual({
      score: 500, base: 500, min: 300, max: 850,
      factors: [
        { factor: 'kyc', value: 'none', points: 0 }, { factor: 'address', value: 'false', points: 0 },
        { factor: 'accountAge', value: '0', points: 0 }, { factor: 'loansRepaidOnTime', value: '0', points: 0 },
        { factor: 'daysOverdue', value: '0', points: 0 }, { factor: 'deposits', value: '0', points: 0 },
      ],
      table: [
        { min_score: 750, limit: '10000' }, { min_score: 700, limit: '5000' }, { min_score: 650, limit: '3000' },
        { min_score: 600, limit: '1000' }, { min_score: 550, limit: '500' }, { min_score: 300, limit: '0' },
      ],
      asset: 'USDT', limit: '0', used: '0', available: '0',
    });
  });

  it('counts the verification levels, the address, the age of the account and credited deposits', async () => {
    const u = await createUser(deps(), 'levels');
    await passKyc(deps(), u.id, ['junior']);
    expect((await credit(u.token))).toMatchObject({ score: 550, limit: '500' });
    await passKyc(deps(), u.id, ['senior']);
    expect((await points(u.token)).kyc).toEqual(['senior', 100]);
    await passKyc(deps(), u.id, ['address']);
    expect((await credit(u.token))).toMatchObject({ score: 620, limit: '1000' });
    // The age is whole days since registration, 5 points per full 30 days up to 60.
    await deps().db.updateTable('users').set({ created_at: BigInt(START - 95 * DAY) }).where('id', '=', u.id).execute();
    expect((await points(u.token)).accountAge).toEqual(['95', 15]);
    await deps().db.updateTable('users').set({ created_at: BigInt(START - 5000 * DAY) }).where('id', '=', u.id).execute();
    expect((await points(u.token)).accountAge).toEqual(['5000', 60]);
    expect((await credit(u.token))).toMatchObject({ score: 680, limit: '3000', available: '3000' });

    // A deposit counts once it is credited on chain.
    const saver = await fundedUser(server, usdt(50), 'saver');
    expect((await points(saver.token)).deposits).toEqual(['1', 10]);
  }, 120_000);

  it('counts loans repaid by their due date and every overdue day, now and after repayment', async () => {
    const t0 = START + 30 * DAY;
    clock.set(t0);
    const op = await operatorToken(server);
    const u = await borrower(deps(), 'history');
    const docs = await loanDocs(server, u.token);
    await fund(deps(), u.id, usdt(100));
    const first = await approvedLoan(server, op, u.token, docs, { amount: '200' });
    expect((await credit(u.token))).toMatchObject({ score: 600, used: '200', available: '800' });
    await clockTo(deps(), clock, t0 + 2 * DAY);
    const owed1 = (await server.call('web/lendInfo', { id: first.id }, { token: u.token })).data.loan.owed.total;
    expect((await server.call('web/lendRepay', { id: first.id, total: owed1 }, { token: u.token })).code).toBe(0);
    expect((await points(u.token)).loansRepaidOnTime).toEqual(['1', 30]);
    expect((await credit(u.token))).toMatchObject({ score: 630, used: '0', available: '1000' });

    // The next loan runs three days past its due date: 5 points off per day, while owed and after.
    const op2 = await operatorToken(server);
    const second = await approvedLoan(server, op2, u.token, docs, { amount: '100' });
    await clockTo(deps(), clock, Number(second.due_at) + 2 * DAY + 1);
    expect((await points(u.token)).daysOverdue).toEqual(['3', -15]);
    expect((await credit(u.token)).score).toBe(615);
    const owed2 = (await server.call('web/lendInfo', { id: second.id }, { token: u.token })).data.loan.owed.total;
    expect((await server.call('web/lendRepay', { id: second.id, total: owed2 }, { token: u.token })).code).toBe(0);
    await clockTo(deps(), clock, Number(second.due_at) + 60 * DAY);
    const later = await points(u.token);
    expect([later.daysOverdue, later.loansRepaidOnTime]).toEqual([['3', -15], ['1', 30]]);
  }, 180_000);

  it('sets the limit from the table, the score kept between its least and most', () => {
    const base = { kyc: 'none' as const, addressVerified: false, accountAgeDays: 0, loansRepaidOnTime: 0, daysOverdue: 0, creditedDeposits: 0 };
    expect(creditScoreOf({ ...base, daysOverdue: 1000 })).toBe(CREDIT_MIN);
    expect(creditScoreOf({ ...base, kyc: 'senior', addressVerified: true, accountAgeDays: 9999, loansRepaidOnTime: 99, creditedDeposits: 99 })).toBe(CREDIT_MAX);
    // 500 + 100 + 20 + 60 + 150 + 50 = 880 is kept at the most; with three loans repaid on time (90) it is 820.
    expect(creditScoreOf({ ...base, kyc: 'senior', addressVerified: true, accountAgeDays: 9999, loansRepaidOnTime: 3, creditedDeposits: 99 })).toBe(820);
    expect([549, 550, 599, 600, 649, 650, 699, 700, 749, 750, 850].map(creditLimitOf)).toEqual([0, 500, 500, 1000, 1000, 3000, 3000, 5000, 5000, 10000, 10000]);
    expect(creditLimitTable.map((r) => r.minScore)).toEqual([750, 700, 650, 600, 550, CREDIT_MIN]);
  });
});

/** The names of an endpoint's params, through the wrappers zod puts around an object. */
function paramKeys(schema: z.ZodType): string[] {
  let current: any = schema;
  for (let depth = 0; current && depth < 8; depth++) {
    if (current.shape) return Object.keys(current.shape);
    current = current._zod?.def?.in ?? current._zod?.def?.innerType ?? current._zod?.def?.schema;
  }
  return [];
}

describe('nothing sets a score', () => {
  it('no call of the registry takes a score, points or a limit; the one "credit" param is the credit report upload', () => {
    const found = allEndpoints.flatMap((e) => paramKeys(e.params).filter((k) => /score|point|limit|credit/i.test(k)).map((k) => `${e.name}.${k}`));
    // web/lendBuy's `credit` is the credit report document; row limits of lists are page sizes of reads.
    const reads = allEndpoints.filter((e) => e.method === 'GET').map((e) => `${e.name}.limit`);
    expect(found.filter((k) => !reads.includes(k))).toEqual(['web/lendBuy.credit']);
    expect(allEndpoints.filter((e) => /credit|score/i.test(e.name)).map((e) => [e.name, e.method])).toEqual([['web/getCredit', 'GET']]);
  });

  it('no setting and no stored column names a score, and changing every loan setting leaves the score as its factors give it', async () => {
    const admin = await operatorToken(server, 'admin');
    const settings = await server.call('web/opsSettings', {}, { token: admin });
    expect(settings.code, settings.message).toBe(0);
    expect(settings.data.length).toBeGreaterThan(10);
    expect(settings.data.map((s: any) => s.key).filter((k: string) => /score|credit/i.test(k))).toEqual([]);
    for (const key of ['credit.score', 'credit', 'loan.score', 'score']) {
      expect((await server.call('web/opsSetSetting', { key, value: '850' }, { token: admin, rtoken: newRtoken() })).code, key).toBe(4300);
    }
    const tables = await deps().db.introspection.getTables();
    expect(tables.length).toBeGreaterThan(20);
    expect(tables.flatMap((t) => t.columns.filter((c) => /score/i.test(c.name)).map((c) => `${t.name}.${c.name}`))).toEqual([]);

    const u = await borrower(deps(), 'steady');
    const before = await credit(u.token);
    await setSettings(deps(), {
      'loan.kycLevel': 'junior', 'loan.dueSoonDays': 1, 'loan.expireAfterDays': 5,
      'loan.products': settingDefaults['loan.products'].map((p) => ({ ...p, max_amount: '99999' })),
      features: { ...settingDefaults.features, loan: false },
    });
    expect(await credit(u.token)).toEqual(before);
    await setSettings(deps(), {
      'loan.kycLevel': settingDefaults['loan.kycLevel'], 'loan.dueSoonDays': settingDefaults['loan.dueSoonDays'],
      'loan.expireAfterDays': settingDefaults['loan.expireAfterDays'], 'loan.products': settingDefaults['loan.products'], features: settingDefaults.features,
    });
  });
});
