// /credit on the real screen: every state of the credit flow is looked at. The page shows the score
// and its range, each factor with its value, points and rule (the rule's numbers from the shared
// api/credit-score.ts), the base, the limit table with the user's row marked, the limit with what
// loans use of it, and says that no person can set or change the score.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CREDIT_BASE, CREDIT_MAX, CREDIT_MIN, creditLimitOf, creditLimitTable, creditPointsOf, creditScoreOf, type CreditFacts,
} from '../../api/credit-score';
import { creditFlow, limitRowIndex, type CreditReport } from '../../src/machines/credit.flow';
import { CreditScreen } from '../../src/screens/credit/CreditScreen';
import { press } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

let wire: FakeWire;

const facts: CreditFacts = { kyc: 'senior', addressVerified: true, accountAgeDays: 95, loansRepaidOnTime: 1, daysOverdue: 2, creditedDeposits: 3 };
const values = { kyc: 'senior', address: 'true', accountAge: '95', loansRepaidOnTime: '1', daysOverdue: '2', deposits: '3' } as const;

/** What the server would send for these facts: the score and points by the shared rules. */
function reportOf(f: CreditFacts, used = '1200'): CreditReport {
  const score = creditScoreOf(f);
  const limit = creditLimitOf(score);
  return {
    score, base: CREDIT_BASE, min: CREDIT_MIN, max: CREDIT_MAX,
    factors: creditPointsOf(f).map((p) => ({ ...p, value: values[p.factor] })),
    table: creditLimitTable.map((row) => ({ min_score: row.minScore, limit: String(row.limitUsdt) })),
    asset: 'USDT',
    limit: String(limit), used, available: String(limit - Number(used)),
  };
}

const report = reportOf(facts);
const open = () => renderScreen(<CreditScreen />, { url: '/credit', route: '/credit', member: testUser });
const factorText = (factor: string) => screen.getAllByTestId('credit-factor').find((el) => el.dataset.factor === factor)!.textContent;

const paths = modelPaths({
  machine: creditFlow,
  states: {
    loading: () => expect(wire.pending('getCredit')).toBeTruthy(),
    unavailable: () => expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy(),
    ready: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Credit score' })).toBeTruthy();
      expect(screen.getByTestId('credit-score').textContent).toContain(String(report.score));
      expect(screen.getAllByTestId('credit-factor')).toHaveLength(6);
      expect(screen.getByTestId('credit-statement').textContent).toContain('No person, including our staff, can set or change it');
    },
  },
  events: {
    RENDER: async () => { ({ wire } = await open()); },
    'loadCredit.done': () => wire.answer('getCredit', report),
    'loadCredit.failed': () => wire.refuse('getCredit', 1000, 'Please log in again'),
    RETRY: () => press(/try again/i),
  },
});

describe('credit score page (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });
  it(`walks ${paths.length} shortest paths`, () => expect(paths.length).toBe(4));
  for (const path of paths) it(path.description, path.run);
});

describe('credit score page, what it states', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => { cleanup(); vi.useRealTimers(); });

  it('shows the score, its range and base, and each factor with its value, points and rule', async () => {
    ({ wire } = await open());
    await wire.answer('getCredit', report);
    // 500 + 100 + 20 + 15 + 30 - 10 + 30 by the shared rules.
    expect(report.score).toBe(685);
    expect(screen.getByTestId('credit-score').textContent).toContain('Scores run from 300 to 850. Every score starts at 500');
    expect(screen.getByTestId('credit-base').textContent).toContain('500');
    expect(factorText('kyc')).toContain('Identity verification+100 points');
    expect(factorText('kyc')).toContain('Yours: Senior');
    expect(factorText('kyc')).toContain('Rule: +50 for junior verification, +100 for senior verification');
    expect(factorText('address')).toContain('Yours: Verified');
    expect(factorText('address')).toContain('Rule: +20 once your address is verified');
    expect(factorText('accountAge')).toContain('Yours: 95 days');
    expect(factorText('accountAge')).toContain('+15 points');
    expect(factorText('accountAge')).toContain('Rule: +5 per full 30 days of account age, at most +60');
    expect(factorText('loansRepaidOnTime')).toContain('Yours: 1 loan');
    expect(factorText('loansRepaidOnTime')).toContain('Rule: +30 per loan repaid by its due date, at most +150');
    expect(factorText('daysOverdue')).toContain('-10 points');
    expect(factorText('daysOverdue')).toContain('Rule: -5 per day a loan is overdue, down to -250');
    expect(factorText('deposits')).toContain('Yours: 3 deposits');
    expect(factorText('deposits')).toContain('Rule: +10 per credited deposit, at most +50');
  });

  it("marks the user's row of the limit table and shows the limit, what loans use and what is left, with the way to apply", async () => {
    ({ wire } = await open());
    await wire.answer('getCredit', report);
    const table = screen.getByRole('table', { name: 'Loan limit by score' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(creditLimitTable.length);
    const marked = rows.filter((row) => row.getAttribute('aria-current') === 'true');
    expect(marked).toHaveLength(1);
    expect(marked[0]!.textContent).toContain('650 and above');
    expect(marked[0]!.textContent).toContain('Your score');
    expect(marked[0]!.textContent).toContain('3000 USDT');
    const limit = screen.getByTestId('credit-limit').textContent;
    expect(limit).toContain('Limit3000 USDT');
    expect(limit).toContain('Used (loans under review or owed)1200 USDT');
    expect(limit).toContain('Available1800 USDT');
    expect(screen.getByRole('link', { name: 'Apply for a loan' }).getAttribute('href')).toBe('/currency');
  });

  it('marks the lowest row for the lowest score, and no row when the table has none the score reaches', () => {
    const low = reportOf({ kyc: 'none', addressVerified: false, accountAgeDays: 0, loansRepaidOnTime: 0, daysOverdue: 60, creditedDeposits: 0 });
    expect(low.score).toBe(CREDIT_MIN);
    expect(low.table[limitRowIndex(low)]!.min_score).toBe(CREDIT_MIN);
    expect(limitRowIndex({ score: 100, table: [{ min_score: 600, limit: '1000' }] })).toBe(-1);
    // The rows need not come sorted: the highest threshold the score reaches wins.
    expect(limitRowIndex({ score: 720, table: [{ min_score: 300, limit: '0' }, { min_score: 700, limit: '5000' }, { min_score: 650, limit: '3000' }] })).toBe(1);
  });
});
