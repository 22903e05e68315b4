// What opening a contract position would cost, shown before the user confirms (DESIGN §2 rule 2):
// the entry estimate (the mark plus or minus half the disclosed spread, on the price grid against
// the user; a limit open's own price), notional, margin, open fee and liquidation price. Computed with the
// server's own position math (api/contract-math.ts) on the instrument as the wire states it, so the
// panel shows the figures the server will settle with; all bigint, USDT minor units (scale 6).
import {
  entryPrice, fee, leverageAllowed, liquidationPrice, lotSteps, margin, notional, parseDecimal, rateOf, type ContractSpec, type PositionSide,
} from '../../api/contract-math';
import { fromMinor, toMinor } from '../../api/money';

export const USDT_SCALE = 6;

export type ContractSide = PositionSide;

/** The rules of an instrument the preview uses (a subset of web/contractInstruments' row). */
export interface PreviewRules {
  symbol: string;
  kind: 'crypto' | 'cfd';
  contract_size: string;
  lot_step: string;
  min_lots: string;
  max_lots: string;
  price_step: string;
  open_fee_rate: string;
  close_fee_rate: string;
  spread_rate: string;
  maintenance_margin_rate: string;
  financing_rate_daily: string;
  leverage_choices: number[];
  max_leverage: number;
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

/** A rate as the wire writes it ('0.0005') in basis points (5), exactly; null past the math's precision. */
export function bpsOf(rate: string): number | null {
  const d = parseDecimal(rate);
  if (!d) return null;
  const bps = Number(fromMinor(d.atoms * 10_000n, d.scale));
  try {
    rateOf(bps);
    return bps;
  } catch {
    return null;
  }
}

/** The instrument in the position math's terms; null when the wire's figures do not fit it. */
export function specOf(rules: PreviewRules): ContractSpec | null {
  const size = parseDecimal(rules.contract_size);
  const step = toMinor(rules.price_step, USDT_SCALE);
  const rates = [rules.open_fee_rate, rules.close_fee_rate, rules.spread_rate, rules.maintenance_margin_rate, rules.financing_rate_daily].map(bpsOf);
  if (!size || size.atoms === 0n || step === null || step <= 0n || rates.some((r) => r === null) || !parseDecimal(rules.lot_step)) return null;
  const [openFeeBps, closeFeeBps, spreadBps, maintenanceMarginBps, financingBpsPerDay] = rates as number[];
  return {
    symbol: rules.symbol, kind: rules.kind, contractSize: size, lotStep: rules.lot_step, minLots: rules.min_lots, maxLots: rules.max_lots,
    priceStep: step, openFeeBps, closeFeeBps, spreadBps, maintenanceMarginBps, financingBpsPerDay,
    leverageChoices: rules.leverage_choices, maxLeverage: rules.max_leverage,
  };
}

/** The leverage choices the server accepts: offered, within the cap, and above the maintenance rate. */
export function allowedLeverages(rules: PreviewRules): number[] {
  const spec = specOf(rules);
  return spec ? rules.leverage_choices.filter((l) => leverageAllowed(spec, l)) : [];
}

/** The estimated entry of a fill at `reference`: half the spread away, onto the price grid against the user. */
export function entryEstimate(rules: PreviewRules, side: ContractSide, reference: string): string | null {
  const spec = specOf(rules);
  const price = toMinor(reference, USDT_SCALE);
  if (!spec || price === null || price <= 0n) return null;
  return fromMinor(entryPrice(spec, price, side), USDT_SCALE);
}

/**
 * The figures of an open of `lots` at `leverage`; null until the inputs are numbers the rules allow.
 * A market open fills at the mark ± half the spread; a limit open is margined, and its take-profit
 * and stop-loss checked, at its limit price, as the server does.
 */
export function openPreview(
  rules: PreviewRules, side: ContractSide, reference: string | null, lots: string, leverage: number, at: 'mark' | 'limit' = 'mark',
): OpenPreview | null {
  const spec = specOf(rules);
  const price = reference === null ? null : toMinor(reference, USDT_SCALE);
  if (!spec || price === null || price <= 0n || !Number.isInteger(leverage) || leverage < 1) return null;
  const steps = lotSteps(spec, lots.trim());
  if (steps === null || steps <= 0n) return null;
  const entry = at === 'mark' ? entryPrice(spec, price, side) : price;
  const value = notional(spec, entry, steps);
  const locked = margin(value, leverage);
  const openFee = fee(value, spec.openFeeBps);
  return {
    entry: fromMinor(entry, USDT_SCALE),
    notional: fromMinor(value, USDT_SCALE),
    margin: fromMinor(locked, USDT_SCALE),
    fee: fromMinor(openFee, USDT_SCALE),
    cost: fromMinor(locked + openFee, USDT_SCALE),
    liquidation: fromMinor(liquidationPrice(spec, side, entry, steps, locked), USDT_SCALE),
  };
}
