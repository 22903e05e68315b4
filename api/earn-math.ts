// The money of a custody order, one formula for the server that pays it and the screen that shows
// it before the user buys or redeems: a day's interest, and the early-redemption penalty.

/** Digits of a daily rate or a penalty rate: "0.0005" (0.05 % a day) is 50,000 at 10^8. */
export const EARN_RATE_SCALE = 8;
const unit = 10n ** BigInt(EARN_RATE_SCALE);

/** One day's interest on a principal (minor units) at a daily rate (scaled by 10^8), rounded down to the minor unit. */
export const dailyInterestOf = (principal: bigint, dailyRate: bigint) => (principal * dailyRate) / unit;

/** The early-redemption penalty: the principal times the penalty rate (scaled by 10^8), rounded up to the minor unit so the shown figure is never less than what is kept. */
export const redemptionPenaltyOf = (principal: bigint, penaltyRate: bigint) => (principal * penaltyRate + unit - 1n) / unit;
