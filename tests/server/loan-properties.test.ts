// Random loans against the disclosed formulas. The formula itself (api/loan-math.ts): over random
// terms and moments, interest never passes the whole period's disclosed interest, the late fee never
// passes its cap, each is its stated product rounded down, and what is owed never falls as time
// passes. And over HTTP: random products, amounts and repayment days on a manual clock: what a
// repayment takes from the user is exactly the total shown, its interest and late fee within the
// disclosed terms, and the ledger audit is clean after each loan.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DAY_MS, owedAt, termCostOf, type LoanTerms } from '../../api/loan-math';
import { fromMinor, toMinor } from '../../api/money';
import { startTestServer, type TestServer } from './harness';
import { noRateLimit } from './auth-fixtures';
import { operatorToken, usdt } from './withdraw-fixtures';
import { approvedLoan, borrower, clockTo, copiedDocs, fund, loanDocs } from './loan-fixtures';
import { ManualClock } from '../../server/platform';
import { userAccount } from '../../server/modules/ledger/ledger';
import { settingDefaults } from '../../server/modules/settings/settings';
import { rateOf } from '../../server/modules/loan/loan-terms';
import type { Deps } from '../../server/deps';

const SCALE = 10n ** 8n;
const terms = fc.record({
  principal: fc.bigInt({ min: 1n, max: 10n ** 13n }),
  periodDays: fc.integer({ min: 1, max: 365 }),
  dailyRate: fc.bigInt({ min: 0n, max: 1_000_000n }),
  lateFeeRate: fc.bigInt({ min: 0n, max: 5_000_000n }),
  lateFeeCapRate: fc.bigInt({ min: 0n, max: SCALE }),
});

describe('the formula', () => {
  it('never charges more than the disclosed interest and the late-fee cap, and never owes less later', () => {
    fc.assert(fc.property(terms, fc.integer({ min: 0, max: 2 * 10 ** 12 }), fc.integer({ min: 0, max: 400 * DAY_MS }), fc.integer({ min: 1, max: 30 * DAY_MS }), (t: LoanTerms, paidOut, after, later) => {
      const disclosed = termCostOf(t);
      const owed = owedAt(t, paidOut, paidOut + after);
      const next = owedAt(t, paidOut, paidOut + after + later);
      const cap = (t.principal * t.lateFeeCapRate) / SCALE;
      expect(owed.interest).toBeLessThanOrEqual(disclosed.interest);
      expect(owed.lateFee).toBeLessThanOrEqual(cap);
      expect(owed.daysUsed).toBeGreaterThanOrEqual(1);
      expect(owed.daysUsed).toBeLessThanOrEqual(t.periodDays);
      // Each charge is the stated product rounded down.
      expect(owed.interest * SCALE).toBeLessThanOrEqual(t.principal * t.dailyRate * BigInt(owed.daysUsed));
      expect((owed.interest + 1n) * SCALE).toBeGreaterThan(t.principal * t.dailyRate * BigInt(owed.daysUsed));
      expect(owed.lateFee * SCALE).toBeLessThanOrEqual(t.principal * t.lateFeeRate * BigInt(owed.overdueDays));
      expect(owed.total).toBe(t.principal + owed.interest + owed.lateFee);
      expect(next.total).toBeGreaterThanOrEqual(owed.total);
      // No late fee before the due date.
      if (after <= t.periodDays * DAY_MS) expect(owed.lateFee).toBe(0n);
    }), { numRuns: 2000 });
  });
});

describe('over HTTP', () => {
  const clock = new ManualClock(Date.UTC(2028, 0, 10, 12, 0, 0));
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ clock, env: noRateLimit, configure: (c) => { c.sessionTtlMs = 20 * 365 * DAY_MS; } });
  });
  afterAll(async () => { await server.stop(); });
  const deps = (): Deps => server.platform.deps;

  it('takes exactly the shown total, within the disclosed interest and cap, the audit clean after each loan', async () => {
    const first = await borrower(deps(), 'random');
    const template = await loanDocs(server, first.token);
    const products = settingDefaults['loan.products'].filter((p) => Number(p.min_amount) <= 1000);
    const loan = fc.record({
      product: fc.constantFrom(...products),
      cents: fc.integer({ min: 0, max: 100_000 }),
      holdMs: fc.integer({ min: 0, max: 120 * DAY_MS }),
    });
    await fc.assert(fc.asyncProperty(loan, async ({ product, cents, holdMs }) => {
      const min = Number(product.min_amount);
      const max = Math.min(1000, Number(product.max_amount));
      const amount = (min + (cents % ((max - min) * 100 + 1)) / 100).toFixed(2);
      // A new borrower each time: a late loan lowers the score, and so the next one's limit.
      const u = await borrower(deps(), 'random');
      const docs = await copiedDocs(deps(), u.id, template);
      await fund(deps(), u.id, usdt(2_000));
      const op = await operatorToken(server);
      const l = await approvedLoan(server, op, u.token, docs, { id: product.id, amount });
      await clockTo(deps(), clock, clock.now() + holdMs);
      const shown = (await server.call('web/lendInfo', { id: l.id }, { token: u.token })).data.loan;
      const before = await deps().ledger.balance(deps().db, userAccount(u.id, 'USDT', 'spot'));
      const paid = await server.call('web/lendRepay', { id: l.id, total: shown.owed.total }, { token: u.token });
      expect(paid.code, paid.message).toBe(0);
      const after = await deps().ledger.balance(deps().db, userAccount(u.id, 'USDT', 'spot'));
      const m = (text: string) => toMinor(text, 6)!;
      expect(before - after).toBe(m(shown.owed.total));
      expect(m(paid.data.owed.total)).toBe(m(shown.owed.total));
      const principal = m(amount);
      expect(m(shown.owed.interest)).toBeLessThanOrEqual(m(l.term_interest));
      expect(m(shown.owed.late_fee)).toBeLessThanOrEqual((principal * rateOf(product.late_fee_cap_rate)) / SCALE);
      expect(fromMinor(principal + m(shown.owed.interest) + m(shown.owed.late_fee), 6)).toBe(shown.owed.total);
      const report = await deps().ledger.audit(deps().db);
      expect(report.problems).toEqual([]);
      // The next loan starts a little later.
      clock.advance(DAY_MS);
    }), { numRuns: 12 });
  }, 600_000);
});
