// The money and the days of a custody order, one formula for the server that pays it and the
// screen that shows it before the user buys or redeems: a day's interest, the early-redemption
// penalty, and the daily cut-offs (an order accrues at each one strictly after its purchase and
// returns its money at the cycle_days-th).

export const DAY_MS = 86_400_000;

/** Minutes after midnight UTC of a daily cut-off written "HH:MM". */
export const cutoffMinutesOf = (cutoffUtc: string) => Number(cutoffUtc.slice(0, 2)) * 60 + Number(cutoffUtc.slice(3, 5));

/** The first cut-off strictly after `at`. */
export function nextCutoff(at: number, cutoffMinutes: number): number {
  const today = Math.floor(at / DAY_MS) * DAY_MS + cutoffMinutes * 60_000;
  return today > at ? today : today + DAY_MS;
}

/** When an order bought at `at` returns its money: the last of its cycle's cut-offs. */
export const maturityOf = (at: number, cutoffMinutes: number, cycleDays: number) => nextCutoff(at, cutoffMinutes) + (cycleDays - 1) * DAY_MS;

/** Digits of a daily rate or a penalty rate: "0.0005" (0.05 % a day) is 50,000 at 10^8. */
export const EARN_RATE_SCALE = 8;
const unit = 10n ** BigInt(EARN_RATE_SCALE);

/** One day's interest on a principal (minor units) at a daily rate (scaled by 10^8), rounded down to the minor unit. */
export const dailyInterestOf = (principal: bigint, dailyRate: bigint) => (principal * dailyRate) / unit;

/** The early-redemption penalty: the principal times the penalty rate (scaled by 10^8), rounded up to the minor unit so the shown figure is never less than what is kept. */
export const redemptionPenaltyOf = (principal: bigint, penaltyRate: bigint) => (principal * penaltyRate + unit - 1n) / unit;
