// Money math of one isolated-margin position, in bigint: notional, margin, fees, the prices a
// position opens and closes at (the mark and half the disclosed spread), PnL, the liquidation
// price, the margin ratio and the split of a settlement. Pure. Every rounding goes the platform-
// safe way, stated where it happens, so the platform never pays out a fraction it did not take.
// The pure risk engine (engines/contract/position-math.ts) holds the same rules for the browser's
// preview; this module's callers go through these names only, so the two meet in one place.
import { toMinor } from '../../../api/money';

export type ContractSide = 'long' | 'short';

export interface ContractSpec {
  symbol: string;
  kind: 'crypto' | 'cfd';
  /** Base units per lot: atoms at a scale (1 atom at scale 3 = 0.001). */
  contractSize: { atoms: bigint; scale: number };
  /** Decimal text, lots. */
  lotStep: string;
  minLots: string;
  maxLots: string;
  /** USDT minor units. */
  priceStep: bigint;
  openFeeBps: number;
  closeFeeBps: number;
  /** The whole spread: a long opens at the mark plus half of it. */
  spreadBps: number;
  maintenanceMarginBps: number;
  financingBpsPerDay: number;
  leverageChoices: number[];
  maxLeverage: number;
}

const BPS = 10_000n;
const ceilDiv = (a: bigint, b: bigint) => (a >= 0n ? (a + b - 1n) / b : -((-a) / b));
const floorDiv = (a: bigint, b: bigint) => (a >= 0n ? a / b : -((-a + b - 1n) / b));
const scaleOf = (text: string) => (text.includes('.') ? text.split('.')[1].length : 0);

/** Lots as whole lot steps ('1.25' at step '0.01' → 125n); null when not a multiple of the step. */
export function lotSteps(spec: ContractSpec, lots: string): bigint | null {
  const scale = Math.max(scaleOf(spec.lotStep), scaleOf(lots.trim()));
  const units = toMinor(lots, scale);
  const stepUnits = toMinor(spec.lotStep, scale)!;
  if (units === null || units % stepUnits !== 0n) return null;
  return units / stepUnits;
}

/** Whole lot steps back to decimal lots ('125n' → '1.25'). */
export function lotsText(spec: ContractSpec, steps: bigint): string {
  const scale = scaleOf(spec.lotStep);
  const stepUnits = toMinor(spec.lotStep, scale)!;
  const units = steps * stepUnits;
  const s = units.toString().padStart(scale + 1, '0');
  const whole = s.slice(0, s.length - scale);
  const frac = s.slice(s.length - scale).replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : whole;
}

/** The position's size in base units as a fraction num/den. */
function quantity(spec: ContractSpec, steps: bigint) {
  const lotScale = scaleOf(spec.lotStep);
  const stepAtoms = toMinor(spec.lotStep, lotScale)!;
  return { num: steps * stepAtoms * spec.contractSize.atoms, den: 10n ** BigInt(lotScale + spec.contractSize.scale) };
}

/** USDT minor units of `steps` at `price`, rounded up (margins and fees computed from it never fall short). */
export function notional(spec: ContractSpec, price: bigint, steps: bigint): bigint {
  const q = quantity(spec, steps);
  return ceilDiv(price * q.num, q.den);
}

/** Margin = notional ÷ leverage, rounded up. */
export const marginFor = (notionalValue: bigint, leverage: number) => ceilDiv(notionalValue, BigInt(leverage));

/** A fee or charge of `bps` on a notional, rounded up. */
export const feeOf = (notionalValue: bigint, bps: number) => ceilDiv(notionalValue * BigInt(bps), BPS);

/** Half the spread of a mark, rounded up. */
const halfSpread = (spec: ContractSpec, mark: bigint) => ceilDiv(mark * BigInt(spec.spreadBps), 2n * BPS);
const stepUp = (spec: ContractSpec, p: bigint) => ceilDiv(p, spec.priceStep) * spec.priceStep;
const stepDown = (spec: ContractSpec, p: bigint) => floorDiv(p, spec.priceStep) * spec.priceStep;

/** A long buys at the ask (mark + half spread, up to the step); a short sells at the bid (down to the step). */
export function entryPrice(spec: ContractSpec, side: ContractSide, mark: bigint): bigint {
  return side === 'long' ? stepUp(spec, mark + halfSpread(spec, mark)) : stepDown(spec, mark - halfSpread(spec, mark));
}

/** A long closes by selling at the bid; a short by buying at the ask. */
export function exitPrice(spec: ContractSpec, side: ContractSide, mark: bigint): bigint {
  return entryPrice(spec, side === 'long' ? 'short' : 'long', mark);
}

/** Signed PnL in USDT minor units, rounded down (a gain is never rounded up, a loss never down). */
export function pnlOf(spec: ContractSpec, side: ContractSide, entry: bigint, exit: bigint, steps: bigint): bigint {
  const q = quantity(spec, steps);
  const move = side === 'long' ? exit - entry : entry - exit;
  return floorDiv(move * q.num, q.den);
}

/**
 * The mark at which equity (margin + PnL at the mark) falls to the maintenance margin (notional at
 * the mark × the rate). Long: P = (E·q − margin) / (q·(1 − m)), rounded up; short:
 * P = (E·q + margin) / (q·(1 + m)), rounded down: liquidation never comes later than the true
 * crossing. A long that cannot reach it (1x) gets 0.
 */
export function liquidationPrice(spec: ContractSpec, side: ContractSide, entry: bigint, steps: bigint, margin: bigint): bigint {
  const q = quantity(spec, steps);
  const m = BigInt(spec.maintenanceMarginBps);
  if (side === 'long') {
    const top = (entry * q.num - margin * q.den) * BPS;
    return top <= 0n ? 0n : ceilDiv(top, q.num * (BPS - m));
  }
  return floorDiv((entry * q.num + margin * q.den) * BPS, q.num * (BPS + m));
}

/** Equity over maintenance margin at a mark, scaled by 10^4 (10000n = 1); null when nothing is held. */
export function marginRatio(spec: ContractSpec, side: ContractSide, entry: bigint, steps: bigint, margin: bigint, mark: bigint): bigint | null {
  const maintenance = feeOf(notional(spec, mark, steps), spec.maintenanceMarginBps);
  if (maintenance === 0n) return null;
  const equity = margin + pnlOf(spec, side, entry, mark, steps);
  return floorDiv(equity * BPS, maintenance);
}

export interface Settlement {
  /** Back to the user's contract account: never below 0. */
  toUser: bigint;
  /** The close fee actually taken (no more than what is left). */
  fee: bigint;
  /** What the counterparty account receives (negative: pays), so margin = toUser + fee + toCounterparty. */
  toCounterparty: bigint;
  /** The loss beyond the margin the platform bears (negative-balance protection). */
  shortfall: bigint;
}

/** Splits a closed position's margin: the user never receives less than 0 nor loses more than the margin. */
export function settle(margin: bigint, pnl: bigint, closeFee: bigint): Settlement {
  const left = margin + pnl;
  if (left <= 0n) return { toUser: 0n, fee: 0n, toCounterparty: margin, shortfall: -left };
  const fee = closeFee < left ? closeFee : left;
  const toUser = left - fee;
  return { toUser, fee, toCounterparty: margin - toUser - fee, shortfall: 0n };
}
