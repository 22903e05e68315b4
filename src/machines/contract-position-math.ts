// What the position screens work out before the user acts: the estimated exit of a close, its PnL,
// close fee and what comes back, and whether a take-profit or stop-loss lies on the right side.
// A close is priced with the server's own position math (api/contract-math.ts) on the instrument as
// the wire states it, so the confirm shows the figures the server settles with. Decimal texts in and
// out; bigint inside.
import { exitPrice, fee, lotSteps, notional, pnl, settlement } from '../../api/contract-math';
import { fromMinor, toMinor } from '../../api/money';
import { specOf, USDT_SCALE, type PreviewRules } from './contract-preview';

/** Working precision of the comparisons below: wider than any price or amount on the wire. */
const WORK = 18;
const units = (text: string) => toMinor(text, WORK) ?? 0n;
const usdt = (v: bigint) => fromMinor(v, USDT_SCALE);

export interface CloseEstimate {
  /** The mark less (long) or plus (short) half the spread, on the price-step grid against the user. */
  exit: string;
  pnl: string;
  /** The close fee on the exit notional. */
  fee: string;
  /** The part of the fee the margin left after the loss cannot pay: waived, never charged. */
  feeWaived: string;
  /** Margin + PnL - the fee paid, never below zero: what comes back to the contract account. */
  returned: string;
}

interface Closable {
  side: 'long' | 'short';
  entry_price: string | null;
  mark_price: string | null;
  lots: string;
  margin: string;
}

/** The close the server would make at the mark now; null without an entry or a mark, or on rules the math cannot use. */
export function estimateClose(position: Closable, rules: PreviewRules): CloseEstimate | null {
  const spec = specOf(rules);
  if (!spec || !position.entry_price || !position.mark_price) return null;
  const mark = toMinor(position.mark_price, USDT_SCALE);
  const entry = toMinor(position.entry_price, USDT_SCALE);
  const locked = toMinor(position.margin, USDT_SCALE);
  const steps = lotSteps(spec, position.lots);
  if (mark === null || entry === null || locked === null || steps === null) return null;
  const exit = exitPrice(spec, mark, position.side);
  const gain = pnl(spec, position.side, entry, exit, steps);
  const closeFee = fee(notional(spec, exit, steps), spec.closeFeeBps);
  const s = settlement(locked, gain, closeFee);
  return { exit: usdt(exit), pnl: usdt(gain), fee: usdt(closeFee), feeWaived: usdt(s.feeWaived), returned: usdt(s.toUser) };
}

/** -1, 0 or 1 as a is below, equal to or above b (signed decimal texts). */
export function compareDecimal(a: string, b: string): number {
  const d = units(a) - units(b);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

export const isNegative = (text: string) => units(text) < 0n;
export const isPositive = (text: string) => units(text) > 0n;

interface Priced {
  side: 'long' | 'short';
  entry_price: string | null;
  limit_price: string | null;
  liquidation_price: string | null;
}

/**
 * The contract's message id when a take-profit or stop-loss is on the wrong side (the server
 * checks the same): a take-profit beyond the entry in the position's favour, a stop-loss between
 * the liquidation price and the entry. A pending open is judged against its limit price.
 */
export function tpSlErrors(position: Priced, takeProfit: string | undefined, stopLoss: string | undefined) {
  const errors: { take_profit?: string; stop_loss?: string } = {};
  const entry = position.entry_price ?? position.limit_price;
  if (!entry) return errors;
  const favour = position.side === 'long' ? 1 : -1;
  if (takeProfit && compareDecimal(takeProfit, entry) !== favour) errors.take_profit = 'error.contractTakeProfitInvalid';
  if (stopLoss) {
    const belowEntry = compareDecimal(stopLoss, entry) === -favour;
    const beforeLiquidation = !position.liquidation_price || compareDecimal(stopLoss, position.liquidation_price) === favour;
    if (!belowEntry || !beforeLiquidation) errors.stop_loss = 'error.contractStopLossInvalid';
  }
  return errors;
}
