// The credit score (/credit): a deterministic sum of points from factors the page lists with their
// points, computed by the server from what the platform knows and by no person (no endpoint or
// console action writes a score). The score sets the loan limit from a table the page shows.

export const CREDIT_BASE = 500;
export const CREDIT_MIN = 300;
export const CREDIT_MAX = 850;

/** What the score is made of, as the server reads it. */
export interface CreditFacts {
  /** The highest passed verification: none, junior or senior (address adds its own points). */
  kyc: 'none' | 'junior' | 'senior';
  addressVerified: boolean;
  /** Whole days since registration. */
  accountAgeDays: number;
  /** Loans repaid by their due date. */
  loansRepaidOnTime: number;
  /** Overdue days over all loans, repaid or not. */
  daysOverdue: number;
  /** Deposits credited (on chain after confirmations, or manual ones approved). */
  creditedDeposits: number;
}

export const creditFactors = ['kyc', 'address', 'accountAge', 'loansRepaidOnTime', 'daysOverdue', 'deposits'] as const;
export type CreditFactor = (typeof creditFactors)[number];

/** The rule of each factor, as the page states it. */
export const creditRules = {
  kyc: { junior: 50, senior: 100 },
  address: 20,
  /** Points per full 30 days of the account's age, up to the most. */
  accountAge: { per30Days: 5, most: 60 },
  loansRepaidOnTime: { each: 30, most: 150 },
  /** Points taken per overdue day, down to the most. */
  daysOverdue: { each: -5, most: -250 },
  deposits: { each: 10, most: 50 },
} as const;

export interface CreditPoints { factor: CreditFactor; points: number }

export function creditPointsOf(f: CreditFacts): CreditPoints[] {
  const r = creditRules;
  return [
    { factor: 'kyc', points: f.kyc === 'none' ? 0 : r.kyc[f.kyc] },
    { factor: 'address', points: f.addressVerified ? r.address : 0 },
    { factor: 'accountAge', points: Math.min(r.accountAge.most, Math.floor(f.accountAgeDays / 30) * r.accountAge.per30Days) },
    { factor: 'loansRepaidOnTime', points: Math.min(r.loansRepaidOnTime.most, f.loansRepaidOnTime * r.loansRepaidOnTime.each) },
    { factor: 'daysOverdue', points: Math.max(r.daysOverdue.most, f.daysOverdue * r.daysOverdue.each) },
    { factor: 'deposits', points: Math.min(r.deposits.most, f.creditedDeposits * r.deposits.each) },
  ];
}

export function creditScoreOf(f: CreditFacts): number {
  const sum = creditPointsOf(f).reduce((s, p) => s + p.points, CREDIT_BASE);
  return Math.min(CREDIT_MAX, Math.max(CREDIT_MIN, sum));
}

/** The loan limit table: from this score up, this much USDT (whole units) may be owed at once. */
export const creditLimitTable = [
  { minScore: 750, limitUsdt: 10_000 },
  { minScore: 700, limitUsdt: 5_000 },
  { minScore: 650, limitUsdt: 3_000 },
  { minScore: 600, limitUsdt: 1_000 },
  { minScore: 550, limitUsdt: 500 },
  { minScore: CREDIT_MIN, limitUsdt: 0 },
] as const;

/** The USDT (whole units) a score may owe at once, across all owed and unreviewed loans. */
export const creditLimitOf = (score: number) => creditLimitTable.find((row) => score >= row.minScore)!.limitUsdt;
