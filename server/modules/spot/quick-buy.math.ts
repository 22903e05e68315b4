// The arithmetic of a quick purchase's quote, in bigint minor units: what buying a number of lots
// from the ask levels of the book would cost now (average and worst price, the taker fee), the
// bound the order may fill up to, and the most lots a USDT amount can pay for at that bound.
// Pure, so the tests can reason about it.
import type { MarketSpec } from '../market/markets.store';
import { feeOf, lockOf, notionalOf } from './order-math';

/** Ask levels as the engine's depth gives them: [price ticks, lots], best first. */
export type AskLevels = ReadonlyArray<readonly [number, number]>;

export interface QuickFigures {
  lots: number;
  notional: bigint;
  /** The taker fee per level, rounded down; fills are charged per maker order, so never more. */
  fee: bigint;
  worstTicks: number;
  boundTicks: number;
  /** What the order locks at its bound (notional plus fee headroom): the most it can spend. */
  maxSpend: bigint;
}

/** The bound of a purchase whose worst level is `worstTicks`: `slippageBps` above it, in whole ticks. */
export const boundOf = (worstTicks: number, slippageBps: number) => worstTicks + Math.floor((worstTicks * slippageBps) / 10_000);

/** Buying `lots` from `levels` now; null when the levels do not hold that many lots. */
export function quickFigures(m: MarketSpec, levels: AskLevels, lots: number, slippageBps: number): QuickFigures | null {
  if (lots <= 0) return null;
  let left = lots;
  let notional = 0n;
  let fee = 0n;
  let worstTicks = 0;
  for (const [price, size] of levels) {
    if (left === 0) break;
    const take = Math.min(left, size);
    const n = notionalOf(m, price, take);
    notional += n;
    fee += feeOf(n, m.takerFeeBps);
    worstTicks = price;
    left -= take;
  }
  if (left > 0) return null;
  const boundTicks = boundOf(worstTicks, slippageBps);
  return { lots, notional, fee, worstTicks, boundTicks, maxSpend: lockOf(m, 'buy', boundTicks, lots).amount };
}

/** The most lots whose order, bounded as above, can spend no more than `spend`; 0 when not even one. */
export function lotsForSpend(m: MarketSpec, levels: AskLevels, spend: bigint, slippageBps: number): number {
  const depth = levels.reduce((sum, [, size]) => sum + size, 0);
  // What an order may spend grows with its lots (its bound never falls), so the answer is a search.
  let lo = 0;
  let hi = depth;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const f = quickFigures(m, levels, mid, slippageBps);
    if (f && f.maxSpend <= spend) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Average price of a notional over a quantity, in quote minor units per whole base unit (rounded down). */
export const averagePrice = (m: MarketSpec, notional: bigint, qty: bigint) => (notional * 10n ** BigInt(m.baseScale)) / qty;
