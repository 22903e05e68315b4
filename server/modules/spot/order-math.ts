// Money arithmetic of spot orders, in bigint minor units: notionals, fees, the amount an order
// locks, and the postings of a trade. Pure, so the property tests can reason about it.
import type { MarketSpec } from '../market/markets.store';

const BPS = 10_000n;

export const notionalOf = (m: MarketSpec, priceTicks: number, lots: number) => BigInt(priceTicks) * BigInt(lots) * m.notionalPerTickLot;
export const qtyOf = (m: MarketSpec, lots: number) => BigInt(lots) * m.lotSize;
export const priceOf = (m: MarketSpec, priceTicks: number) => BigInt(priceTicks) * m.tickSize;

/** The fee of one fill, rounded down (in the user's favour). */
export const feeOf = (notional: bigint, bps: bigint) => (notional * bps) / BPS;

/**
 * What an order locks: a buy locks its notional at its limit (or protection bound) plus fee
 * headroom at the higher of the two rates, rounded up; a sell locks its base amount.
 */
export function lockOf(m: MarketSpec, side: 'buy' | 'sell', limitTicks: number, lots: number): { asset: string; amount: bigint } {
  if (side === 'sell') return { asset: m.base, amount: qtyOf(m, lots) };
  const notional = notionalOf(m, limitTicks, lots);
  const bps = m.takerFeeBps > m.makerFeeBps ? m.takerFeeBps : m.makerFeeBps;
  return { asset: m.quote, amount: notional + (notional * bps + BPS - 1n) / BPS };
}

/** The price a market order may trade up to (buy) or down to (sell), as the engine computes it. */
export function protectionLimit(m: MarketSpec, side: 'buy' | 'sell', bestOppositeTicks: number): number {
  const band = Math.floor((bestOppositeTicks * m.protectionBps) / 10_000);
  return side === 'buy' ? bestOppositeTicks + band : Math.max(1, bestOppositeTicks - band);
}

export interface FillAmounts { qty: bigint; notional: bigint; buyerFee: bigint; sellerFee: bigint }

export function fillAmounts(m: MarketSpec, priceTicks: number, lots: number, takerSide: 'buy' | 'sell'): FillAmounts {
  const notional = notionalOf(m, priceTicks, lots);
  return {
    qty: qtyOf(m, lots),
    notional,
    buyerFee: feeOf(notional, takerSide === 'buy' ? m.takerFeeBps : m.makerFeeBps),
    sellerFee: feeOf(notional, takerSide === 'sell' ? m.takerFeeBps : m.makerFeeBps),
  };
}
