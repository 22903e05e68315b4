// The credit score and the loan limit it sets, computed from the factors at each call
// (api/credit-score.ts): there is no stored score to set or edit. `used` is the principal of the
// user's loans under review or owed, counted against the limit.
import { creditLimitOf, creditLimitTable, creditPointsOf, creditScoreOf, CREDIT_BASE, CREDIT_MAX, CREDIT_MIN, type CreditFacts } from '../../../api/credit-score';
import { loanTabs } from '../../../api/lifecycles/loan.lifecycle';
import { fromMinor } from '../../../api/money';
import type { Executor } from '../../db/database';
import type { Deps } from '../../deps';
import { LOAN_ASSET, scaleOfLoans } from '../loan/loan-terms';
import { principalInStates } from '../loan/loan.store';
import { creditFactsOf } from './credit-facts';

/** Loans counted against the limit: under review and owed. */
export const limitedStates = [...loanTabs.review, ...loanTabs.owed];

/** The score, the limit and its use in minor units, for a check in the caller's transaction. */
export async function creditOf(db: Executor, userId: string, now: number) {
  const facts = await creditFactsOf(db, userId, now);
  const scale = await scaleOfLoans(db);
  const score = creditScoreOf(facts);
  const limit = BigInt(creditLimitOf(score)) * 10n ** BigInt(scale);
  const used = await principalInStates(db, userId, limitedStates);
  return { facts, score, limit, used, available: limit > used ? limit - used : 0n, scale };
}

const valueOf = (f: CreditFacts) => ({
  kyc: f.kyc, address: String(f.addressVerified), accountAge: String(f.accountAgeDays),
  loansRepaidOnTime: String(f.loansRepaidOnTime), daysOverdue: String(f.daysOverdue), deposits: String(f.creditedDeposits),
});

export async function creditView(deps: Pick<Deps, 'db' | 'clock'>, userId: string) {
  const c = await creditOf(deps.db, userId, deps.clock.now());
  const money = (v: bigint) => fromMinor(v, c.scale);
  const values = valueOf(c.facts);
  return {
    score: c.score, base: CREDIT_BASE, min: CREDIT_MIN, max: CREDIT_MAX,
    factors: creditPointsOf(c.facts).map((p) => ({ factor: p.factor, value: values[p.factor], points: p.points })),
    table: creditLimitTable.map((r) => ({ min_score: r.minScore, limit: String(r.limitUsdt) })),
    asset: LOAN_ASSET, limit: money(c.limit), used: money(c.used), available: money(c.available),
  };
}
