// What the position screens work out before the user acts: the estimated exit of a close (the
// mark less or plus half the disclosed spread), its PnL and close fee, and whether a take-profit
// or stop-loss lies on the right side. Decimal texts in, decimal texts out; bigint inside.
import { fromMinor, toMinor } from '../../api/money';

/** Working precision: wider than any price, lot or rate on the wire, so products stay exact until the last step. */
const WORK = 18;
/** USDT amounts and prices are shown to 6 decimals, as the server keeps them. */
const USDT = 6;
const ONE = 10n ** BigInt(WORK);

const units = (text: string) => toMinor(text, WORK) ?? 0n;
/** a × b at working precision, truncated toward zero. */
const times = (a: bigint, b: bigint) => (a * b) / ONE;
const toUsdt = (v: bigint) => fromMinor(v / 10n ** BigInt(WORK - USDT), USDT);

export interface CloseEstimate {
  exit: string;
  pnl: string;
  fee: string;
}

interface Closable {
  side: 'long' | 'short';
  entry_price: string | null;
  mark_price: string | null;
  lots: string;
}

interface Rules {
  contract_size: string;
  spread_rate: string;
  close_fee_rate: string;
}

/** The close the server would make at the mark now; null without an entry or a mark. */
export function estimateClose(position: Closable, rules: Rules): CloseEstimate | null {
  if (!position.entry_price || !position.mark_price) return null;
  const mark = units(position.mark_price);
  const halfSpread = times(mark, units(rules.spread_rate)) / 2n;
  // A long sells back below the mark, a short buys back above it.
  const exit = position.side === 'long' ? mark - halfSpread : mark + halfSpread;
  const quantity = times(units(position.lots), units(rules.contract_size));
  const move = position.side === 'long' ? exit - units(position.entry_price) : units(position.entry_price) - exit;
  return {
    exit: toUsdt(exit),
    pnl: toUsdt(times(move, quantity)),
    fee: toUsdt(times(times(exit, quantity), units(rules.close_fee_rate))),
  };
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
