// Decimal strings on the wire, integers of minor units (bigint) inside. Floats never hold money.

/** "12.5" at scale 6 → 12500000n. Null when the text is not a plain decimal or has more digits than the scale. */
export function toMinor(text: string, scale: number): bigint | null {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  const [, sign, whole, frac = ''] = m;
  if (frac.length > scale && /[1-9]/.test(frac.slice(scale))) return null;
  const units = BigInt(whole + frac.slice(0, scale).padEnd(scale, '0'));
  return sign ? -units : units;
}

/** 12500000n at scale 6 → "12.5"; trailing zeros are dropped, "0" stays "0". */
export function fromMinor(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale).replace(/0+$/, '');
  return (negative ? '-' : '') + whole + (frac ? `.${frac}` : '');
}
