// The money of a timed order, one formula for the server that pays it and the screen that shows
// it before the user buys: what a right call earns on its stake.

/** Digits of a payout rate ("0.85" is 8,500 basis points). */
export const PAYOUT_RATE_SCALE = 4;

/** A right call's profit: the stake (minor units) times the rate in basis points, rounded down to the minor unit. */
export const profitOf = (stake: bigint, payoutBps: number) => (stake * BigInt(payoutBps)) / 10_000n;
