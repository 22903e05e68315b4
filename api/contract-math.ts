// The money of one isolated-margin contract position, in bigint: size, notional, margin, fees,
// spread fills, profit and loss, the liquidation price, the margin ratio and the split of a
// settlement. Pure and exact: lots are counted in whole lot steps (lots '1.25' with step '0.01' is
// 125n), prices and amounts are USDT minor units (scale 6), prices are per whole base unit.
//
// Every rounding is stated where it happens and goes the platform-safe way: amounts owed to the
// platform round up, amounts owed to the user round down, and fill prices round to the price step
// against the user (otherwise a buy rounded down and a sell rounded up would make a free round
// trip). That rounding is part of the disclosed cost: at most one price step per fill.
// It lives in api/ because the browser shows the same figures before an open (liquidation price,
// margin, fees) that the server settles with.

/** The side of a position (the same words as the server's trigger book). */
export type PositionSide = 'long' | 'short';

export interface ContractSpec {
  symbol: string;
  kind: 'crypto' | 'cfd';
  /** Base units per lot, as atoms / 10^scale: { atoms: 1n, scale: 3 } is 0.001 BTC per lot. */
  contractSize: { atoms: bigint; scale: number };
  /** The smallest change of a position's size, in lots, as a decimal string ('0.01'). */
  lotStep: string;
  minLots: string;
  maxLots: string;
  /** Fill prices are multiples of this, in minor units. */
  priceStep: bigint;
  openFeeBps: number;
  closeFeeBps: number;
  /** The whole disclosed spread; a fill is half of it away from the mark. */
  spreadBps: number;
  maintenanceMarginBps: number;
  financingBpsPerDay: number;
  leverageChoices: number[];
  maxLeverage: number;
}

/** Rates are held as parts of RATE_ONE, so basis points with up to four decimals stay exact. */
export const RATE_ONE = 100_000_000n;
const BPS_ONE = 10_000n;

/** A basis-point figure as parts of RATE_ONE; refuses figures that would need more precision. */
export function rateOf(bps: number): bigint {
  const scaled = Math.round(bps * 10_000);
  if (!Number.isFinite(bps) || bps < 0 || Math.abs(scaled - bps * 10_000) > 1e-6) throw new RangeError(`rate ${bps} bps is not a non-negative figure with at most four decimals`);
  return BigInt(scaled);
}

const floorDiv = (a: bigint, b: bigint) => { const q = a / b; return (a % b !== 0n && (a < 0n) !== (b < 0n)) ? q - 1n : q; };
const ceilDiv = (a: bigint, b: bigint) => -floorDiv(-a, b);

/** '1.25' -> { atoms: 125n, scale: 2 }; null for anything that is not a plain non-negative decimal. */
export function parseDecimal(text: string): { atoms: bigint; scale: number } | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  const frac = m[2] ?? '';
  return { atoms: BigInt(m[1] + frac), scale: frac.length };
}

function lotStepOf(spec: ContractSpec) {
  const step = parseDecimal(spec.lotStep);
  if (!step || step.atoms === 0n) throw new RangeError(`${spec.symbol}: lot step ${spec.lotStep} is not a positive decimal`);
  return step;
}

/** Lots as a count of lot steps; null when the text is not a whole number of steps. */
export function lotSteps(spec: ContractSpec, lots: string): bigint | null {
  const d = parseDecimal(lots);
  if (!d) return null;
  const step = lotStepOf(spec);
  const scale = Math.max(d.scale, step.scale);
  const value = d.atoms * 10n ** BigInt(scale - d.scale);
  const unit = step.atoms * 10n ** BigInt(scale - step.scale);
  return value % unit === 0n ? value / unit : null;
}

/** A count of lot steps as lots text ('1.25'). */
export function lotsText(spec: ContractSpec, steps: bigint): string {
  const step = lotStepOf(spec);
  const atoms = (steps * step.atoms).toString().padStart(step.scale + 1, '0');
  if (step.scale === 0) return atoms;
  const whole = atoms.slice(0, atoms.length - step.scale);
  const frac = atoms.slice(atoms.length - step.scale).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

/** Is this size (in steps) positive and within the instrument's minimum and maximum? */
export function lotsAllowed(spec: ContractSpec, steps: bigint): boolean {
  const min = lotSteps(spec, spec.minLots);
  const max = lotSteps(spec, spec.maxLots);
  if (min === null || max === null) throw new RangeError(`${spec.symbol}: min and max lots must be whole lot steps`);
  return steps > 0n && steps >= min && steps <= max;
}

/**
 * Is this leverage one the instrument offers? Never one whose initial margin (1/leverage) is at or
 * below the maintenance rate: such a position would be liquidatable the moment it opened.
 */
export function leverageAllowed(spec: ContractSpec, leverage: number): boolean {
  return Number.isInteger(leverage) && leverage >= 1 && leverage <= spec.maxLeverage && spec.leverageChoices.includes(leverage)
    && BigInt(leverage) * rateOf(spec.maintenanceMarginBps) < RATE_ONE;
}

/**
 * A position's size in base units as the exact fraction num / den: lot steps × lot step ×
 * contract size. Every amount below is the price times this fraction.
 */
export function baseQuantity(spec: ContractSpec, steps: bigint): { num: bigint; den: bigint } {
  const step = lotStepOf(spec);
  return { num: steps * step.atoms * spec.contractSize.atoms, den: 10n ** BigInt(step.scale + spec.contractSize.scale) };
}

/** Price × size. Rounded up: margin and fees are taken from it and are owed to the platform. */
export function notional(spec: ContractSpec, price: bigint, steps: bigint): bigint {
  const q = baseQuantity(spec, steps);
  return ceilDiv(price * q.num, q.den);
}

/** Margin locked for a notional at an integer leverage. Rounded up (the platform's cover). */
export function margin(notionalAmount: bigint, leverage: number): bigint {
  if (!Number.isInteger(leverage) || leverage < 1) throw new RangeError(`leverage ${leverage} is not a whole number >= 1`);
  return ceilDiv(notionalAmount, BigInt(leverage));
}

/** A fee (or a day's financing) of `bps` on a notional. Rounded up (owed to the platform). */
export function fee(notionalAmount: bigint, bps: number): bigint {
  return ceilDiv(notionalAmount * rateOf(bps), RATE_ONE);
}

/**
 * The price the user gets when buying (`buys`) or selling at the mark: half the disclosed spread
 * away from it, then onto the price-step grid against the user (a buy rounds up, a sell down), so
 * buying and selling at one mark never gains. Both parts are disclosed: half the spread plus at
 * most one price step.
 */
export function fillPrice(spec: ContractSpec, mark: bigint, buys: boolean): bigint {
  const spread = rateOf(spec.spreadBps);
  const den = 2n * RATE_ONE * spec.priceStep;
  return buys
    ? ceilDiv(mark * (2n * RATE_ONE + spread), den) * spec.priceStep
    : floorDiv(mark * (2n * RATE_ONE - spread), den) * spec.priceStep;
}

/** Opening: a long buys (mark + half spread), a short sells (mark - half spread). */
export const entryPrice = (spec: ContractSpec, mark: bigint, side: PositionSide) => fillPrice(spec, mark, side === 'long');

/** Closing: a long sells (mark - half spread), a short buys back (mark + half spread). */
export const exitPrice = (spec: ContractSpec, mark: bigint, side: PositionSide) => fillPrice(spec, mark, side === 'short');

/**
 * Profit (positive) or loss of a position from entry to exit. Rounded toward minus infinity: a gain
 * is rounded down and a loss up; the counterparty books exactly the opposite, so it stays zero-sum.
 */
export function pnl(spec: ContractSpec, side: PositionSide, entry: bigint, exit: bigint, steps: bigint): bigint {
  const q = baseQuantity(spec, steps);
  const move = side === 'long' ? exit - entry : entry - exit;
  return floorDiv(move * q.num, q.den);
}

/**
 * Equity (margin + profit at the mark) and the maintenance margin (notional at the mark × the
 * maintenance rate), both exact, as numerators over one common denominator.
 */
function equityAndMaintenance(spec: ContractSpec, side: PositionSide, entry: bigint, steps: bigint, marginAmount: bigint, mark: bigint) {
  const q = baseQuantity(spec, steps);
  const move = side === 'long' ? mark - entry : entry - mark;
  const equity = (marginAmount * q.den + move * q.num) * RATE_ONE;
  const maintenance = mark * q.num * rateOf(spec.maintenanceMarginBps);
  return { equity, maintenance, notional: mark * q.num * RATE_ONE };
}

/** The liquidation rule, exactly: equity at the mark has fallen to the maintenance margin or below. */
export function reachesMaintenance(spec: ContractSpec, side: PositionSide, entry: bigint, steps: bigint, marginAmount: bigint, mark: bigint): boolean {
  const x = equityAndMaintenance(spec, side, entry, steps, marginAmount, mark);
  return x.equity <= x.maintenance;
}

/**
 * Equity as basis points of the notional at the mark (liquidation when it reaches the
 * maintenance rate). Rounded down, so the headroom shown is never more than the true one.
 */
export function marginRatioBps(spec: ContractSpec, side: PositionSide, entry: bigint, steps: bigint, marginAmount: bigint, mark: bigint): bigint {
  const x = equityAndMaintenance(spec, side, entry, steps, marginAmount, mark);
  return floorDiv(x.equity * BPS_ONE, x.notional);
}

/**
 * The mark at which the position reaches maintenance. A long: margin + (P - E)·q = P·q·r, so
 * P = (E·q - margin) / (q·(1 - r)), rounded down; a short: P = (E·q + margin) / (q·(1 + r)), rounded
 * up. Marks are whole minor units, so the trigger fires at exactly the first mark that reaches
 * maintenance: never later than the true crossing, never a unit before it. A long whose margin
 * covers its whole loss gets 0n: no positive mark liquidates it.
 */
export function liquidationPrice(spec: ContractSpec, side: PositionSide, entry: bigint, steps: bigint, marginAmount: bigint): bigint {
  const q = baseQuantity(spec, steps);
  const r = rateOf(spec.maintenanceMarginBps);
  if (r >= RATE_ONE) throw new RangeError(`${spec.symbol}: maintenance margin must be below 100%`);
  if (side === 'long') {
    const price = floorDiv((entry * q.num - marginAmount * q.den) * RATE_ONE, q.num * (RATE_ONE - r));
    return price > 0n ? price : 0n;
  }
  return ceilDiv((entry * q.num + marginAmount * q.den) * RATE_ONE, q.num * (RATE_ONE + r));
}

export interface Settlement {
  /** Returned to the user's contract wallet; never below zero. */
  toUser: bigint;
  /** Booked to the platform's counterparty account; negative when the platform pays a profit. */
  toCounterparty: bigint;
  /** The close fee actually taken (the part the margin and profit could cover). */
  feePaid: bigint;
  /** The close fee the position could not pay; it is waived, not charged later. */
  feeWaived: bigint;
  /** The loss beyond the margin, which the platform bears (negative-balance protection). */
  shortfall: bigint;
}

/**
 * Splits a closing position's margin. The user gets margin + pnl - close fee, never less than 0;
 * the counterparty gets the user's loss (or pays the profit) first, then the fee is taken from what
 * is left. Identities (the ledger entry balances): toUser + toCounterparty + feePaid = margin,
 * toCounterparty = -pnl - shortfall, feePaid + feeWaived = closeFee, and the user loses at most
 * the margin.
 */
export function settlement(marginAmount: bigint, pnlAmount: bigint, closeFee: bigint): Settlement {
  if (marginAmount < 0n || closeFee < 0n) throw new RangeError('margin and fee cannot be negative');
  const left = marginAmount + pnlAmount;
  const shortfall = left < 0n ? -left : 0n;
  const afterLoss = left > 0n ? left : 0n;
  const feePaid = afterLoss < closeFee ? afterLoss : closeFee;
  const toUser = afterLoss - feePaid;
  return { toUser, toCounterparty: marginAmount - toUser - feePaid, feePaid, feeWaived: closeFee - feePaid, shortfall };
}
