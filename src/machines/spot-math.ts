// Decimal arithmetic for the trade screens: prices, amounts and totals stay decimal strings and
// are computed as integers of minor units (bigint), never as floats (DESIGN §4 Money).
import { fromMinor, toMinor } from '../../api/money';

/** Digits after the point of a decimal text ("0.010" → 3). */
export const scaleOf = (text: string) => (text.split('.')[1] ?? '').length;

/** A decimal text as units at `scale`, or null when it is not a plain decimal that fits. */
export function unitsOf(text: string, scale: number): bigint | null {
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return null;
  return toMinor(text, scale);
}

/** a × b, truncated to `scale` digits. */
export function multiply(a: string, b: string, scale: number): string {
  const sa = scaleOf(a), sb = scaleOf(b);
  const product = toMinor(a, sa)! * toMinor(b, sb)!;
  return fromMinor(product / 10n ** BigInt(sa + sb - Math.min(scale, sa + sb)) * 10n ** BigInt(Math.max(0, scale - sa - sb)), scale);
}

/** a ÷ b, truncated to `scale` digits; "0" when b is zero. */
export function divide(a: string, b: string, scale: number): string {
  const s = Math.max(scaleOf(a), scaleOf(b));
  const ua = toMinor(a, s)!, ub = toMinor(b, s)!;
  if (ub === 0n) return '0';
  return fromMinor((ua * 10n ** BigInt(scale)) / ub, scale);
}

/** The largest multiple of `step` not above `value`. */
export function floorToStep(value: string, step: string): string {
  const s = Math.max(scaleOf(value), scaleOf(step));
  const uv = toMinor(value, s)!, us = toMinor(step, s)!;
  if (us === 0n) return value;
  return fromMinor((uv / us) * us, s);
}

export function isStepMultiple(value: string, step: string): boolean {
  const s = Math.max(scaleOf(value), scaleOf(step));
  const us = toMinor(step, s)!;
  return us !== 0n && toMinor(value, s)! % us === 0n;
}

/** -1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: string, b: string): number {
  const s = Math.max(scaleOf(a), scaleOf(b));
  const d = toMinor(a, s)! - toMinor(b, s)!;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}

export const add = (a: string, b: string) => {
  const s = Math.max(scaleOf(a), scaleOf(b));
  return fromMinor(toMinor(a, s)! + toMinor(b, s)!, s);
};

/** Sorts decimal texts without floats. */
export const byDecimal = (a: string, b: string) => compare(a, b);
