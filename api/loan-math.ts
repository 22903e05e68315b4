// The money and the days of a loan, one formula for the server that charges it and the screens that
// show it before the user applies or repays (nothing is charged that these do not give):
// - interest: principal × daily rate × days used, a day counted as soon as it starts (at least 1),
//   never more days than the loan's period; rounded down to the minor unit;
// - the due date: the payout plus the period in days;
// - overdue days: days started since the due date; the late fee is principal × late-fee daily
//   rate × overdue days, never more than principal × the cap rate; rounded down.
import { DAY_MS } from './earn-math';

export { DAY_MS };

/** Digits of a daily rate or a cap rate: "0.001" (0.1 % a day) is 100,000 at 10^8. */
export const LOAN_RATE_SCALE = 8;
const unit = 10n ** BigInt(LOAN_RATE_SCALE);

/** A loan's terms as the formulas read them: rates scaled by 10^8. */
export interface LoanTerms {
  principal: bigint;
  periodDays: number;
  dailyRate: bigint;
  lateFeeRate: bigint;
  lateFeeCapRate: bigint;
}

/** The money owed at a moment: principal + interest + late fee = total. */
export interface LoanOwed { principal: bigint; interest: bigint; lateFee: bigint; total: bigint; daysUsed: number; overdueDays: number }

/** Days started from `from` to `to`: 0 when `to` is not after `from`. */
export const daysStarted = (from: number, to: number) => (to <= from ? 0 : Math.ceil((to - from) / DAY_MS));

export const dueDateOf = (paidOutAt: number, periodDays: number) => paidOutAt + periodDays * DAY_MS;

/** Whether a loan of `periodDays` falls due as it is paid out: its period is no longer than the reminder's days. */
export const fallsDueAtPayout = (periodDays: number, dueSoonDays: number) => periodDays <= dueSoonDays;

/** When repayment falls due: `dueSoonDays` before the due date, or at the payout for a period no longer than that. */
export const fallDueDateOf = (paidOutAt: number, periodDays: number, dueSoonDays: number) =>
  fallsDueAtPayout(periodDays, dueSoonDays) ? paidOutAt : dueDateOf(paidOutAt, periodDays) - dueSoonDays * DAY_MS;

/** Interest for `days` days, rounded down. */
export const interestOf = (principal: bigint, dailyRate: bigint, days: number) => (principal * dailyRate * BigInt(days)) / unit;

/** The late fee after `overdueDays` days, capped, rounded down. */
export function lateFeeOf(t: Pick<LoanTerms, 'principal' | 'lateFeeRate' | 'lateFeeCapRate'>, overdueDays: number): bigint {
  const fee = (t.principal * t.lateFeeRate * BigInt(overdueDays)) / unit;
  const cap = (t.principal * t.lateFeeCapRate) / unit;
  return fee < cap ? fee : cap;
}

/** What the whole period costs if repaid on the due date: shown before applying. */
export function termCostOf(t: LoanTerms): { interest: bigint; total: bigint; lateFeeCap: bigint } {
  const interest = interestOf(t.principal, t.dailyRate, t.periodDays);
  return { interest, total: t.principal + interest, lateFeeCap: (t.principal * t.lateFeeCapRate) / unit };
}

/** What a loan paid out at `paidOutAt` owes at `at`: interest to the day (at most the period), and the late fee past the due date. */
export function owedAt(t: LoanTerms, paidOutAt: number, at: number): LoanOwed {
  const daysUsed = Math.min(t.periodDays, Math.max(1, daysStarted(paidOutAt, at)));
  const overdueDays = daysStarted(dueDateOf(paidOutAt, t.periodDays), at);
  const interest = interestOf(t.principal, t.dailyRate, daysUsed);
  const lateFee = lateFeeOf(t, overdueDays);
  return { principal: t.principal, interest, lateFee, total: t.principal + interest + lateFee, daysUsed, overdueDays };
}
