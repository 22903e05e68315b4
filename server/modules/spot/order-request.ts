// Turns a user's decimal price and amount into the engine's ticks and lots, refusing digits finer
// than the market's tick or lot with a message that names them.
import { fromMinor, toMinor } from '../../../api/money';
import { fail } from '../../core/failures';
import type { MarketSpec } from '../market/markets.store';

/** Orders above this many lots or ticks are refused (the engine works in safe integers). */
const MAX_UNITS = 1e12;

export function ticksOf(m: MarketSpec, price: string): number {
  const tickText = fromMinor(m.tickSize, m.quoteScale);
  const minor = toMinor(price, m.quoteScale);
  if (minor === null || minor % m.tickSize !== 0n) fail('spotPriceTick', { tick: tickText });
  if (minor <= 0n) fail('amountInvalid');
  const ticks = minor / m.tickSize;
  if (ticks > BigInt(MAX_UNITS)) fail('spotOrderTooLarge');
  return Number(ticks);
}

export function lotsOf(m: MarketSpec, amount: string): number {
  const lotText = fromMinor(m.lotSize, m.baseScale);
  const minor = toMinor(amount, m.baseScale);
  if (minor === null || minor % m.lotSize !== 0n) fail('spotAmountLot', { lot: lotText });
  if (minor <= 0n) fail('amountInvalid');
  const lots = minor / m.lotSize;
  if (lots > BigInt(MAX_UNITS)) fail('spotOrderTooLarge');
  return Number(lots);
}

/** The engine multiplies ticks by lots in floating point: keep the product exact. */
export function checkProduct(priceTicks: number, lots: number) {
  if (priceTicks * lots > Number.MAX_SAFE_INTEGER) fail('spotOrderTooLarge');
}
