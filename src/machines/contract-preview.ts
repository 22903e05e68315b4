// What opening a contract position would cost, shown before the user confirms (DESIGN §2 rule 2):
// the entry estimate (the mark, or the limit, plus or minus half the disclosed spread), notional,
// margin, open fee and liquidation price. All in bigint minor units of USDT (scale 6) from the
// wire's decimal texts; rates carry 18 digits. Margin and fee round up (what may leave the
// account), prices to the instrument's price step in the side that protects the user's estimate.
import { fromMinor, toMinor } from '../../api/money';

export const USDT_SCALE = 6;
const RATE_SCALE = 18;
const ONE_RATE = 10n ** BigInt(RATE_SCALE);

export type ContractSide = 'long' | 'short';

/** The rules of an instrument the preview uses (a subset of web/contractInstruments' row). */
export interface PreviewRules {
  contract_size: string;
  price_step: string;
  open_fee_rate: string;
  spread_rate: string;
  maintenance_margin_rate: string;
}

export interface OpenPreview {
  entry: string;
  notional: string;
  margin: string;
  fee: string;
  /** Margin plus the open fee: what leaves the contract account on opening. */
  cost: string;
  liquidation: string;
}

const units = (text: string, scale: number) => toMinor(text, scale);
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** A price rounded to the instrument's step: down or up. */
function toStep(price: bigint, step: bigint, up: boolean): bigint {
  if (step <= 0n) return price;
  const q = price / step;
  return (up && q * step !== price ? q + 1n : q) * step;
}

/** The estimated entry: `reference` ± half the spread, rounded against the user (long up, short down). */
export function entryEstimate(rules: PreviewRules, side: ContractSide, reference: string): string | null {
  const price = units(reference, USDT_SCALE);
  const spread = units(rules.spread_rate, RATE_SCALE);
  const step = units(rules.price_step, USDT_SCALE);
  if (price === null || spread === null || step === null || price <= 0n) return null;
  const half = (price * spread) / (2n * ONE_RATE);
  const raw = side === 'long' ? price + half : price - half;
  return fromMinor(toStep(raw, step, side === 'long'), USDT_SCALE);
}

/**
 * The liquidation price: where equity (margin + PnL) falls to the maintenance margin at that price.
 * Long: P = E·(1 − 1/L) / (1 − m). Short: P = E·(1 + 1/L) / (1 + m).
 */
export function liquidationPrice(side: ContractSide, entry: bigint, leverage: number, maintenanceRate: bigint): bigint {
  const lev = BigInt(leverage);
  if (side === 'long') {
    const numerator = entry * (lev - 1n) * ONE_RATE;
    const denominator = lev * (ONE_RATE - maintenanceRate);
    return denominator > 0n ? ceilDiv(numerator, denominator) : 0n;
  }
  return (entry * (lev + 1n) * ONE_RATE) / (lev * (ONE_RATE + maintenanceRate));
}

/** The figures of an open of `lots` at `leverage`; null until the inputs are numbers. */
export function openPreview(rules: PreviewRules, side: ContractSide, reference: string | null, lots: string, leverage: number): OpenPreview | null {
  if (!reference || !Number.isInteger(leverage) || leverage < 1) return null;
  const entryText = entryEstimate(rules, side, reference);
  const lotUnits = units(lots, RATE_SCALE);
  const size = units(rules.contract_size, RATE_SCALE);
  const feeRate = units(rules.open_fee_rate, RATE_SCALE);
  const mmr = units(rules.maintenance_margin_rate, RATE_SCALE);
  if (entryText === null || lotUnits === null || size === null || feeRate === null || mmr === null || lotUnits <= 0n) return null;
  const entry = units(entryText, USDT_SCALE)!;
  // entry (scale 6) × lots (18) × size (18): back to scale 6, truncated.
  const notional = (entry * lotUnits * size) / (ONE_RATE * ONE_RATE);
  const margin = ceilDiv(notional, BigInt(leverage));
  const fee = ceilDiv(notional * feeRate, ONE_RATE);
  const liquidation = liquidationPrice(side, entry, leverage, mmr);
  const step = units(rules.price_step, USDT_SCALE) ?? 0n;
  return {
    entry: entryText,
    notional: fromMinor(notional, USDT_SCALE),
    margin: fromMinor(margin, USDT_SCALE),
    fee: fromMinor(fee, USDT_SCALE),
    cost: fromMinor(margin + fee, USDT_SCALE),
    // Rounded towards the entry: the user is warned no later than the server would act.
    liquidation: fromMinor(toStep(liquidation, step, side === 'long'), USDT_SCALE),
  };
}
