// Decimal text ↔ integer minor units (api/money): examples at the edges, and fast-check round trips
// over any bigint and scale. A fixed seed keeps runs repeatable; fast-check prints it on failure.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromMinor, toMinor } from '../../api/money';

const seed = 20260105;
const numRuns = 2000;

describe('toMinor', () => {
  it('reads plain decimals at the asset scale', () => {
    expect(toMinor('12.5', 6)).toBe(12_500_000n);
    expect(toMinor('0', 6)).toBe(0n);
    expect(toMinor(' 2 ', 2)).toBe(200n);
    expect(toMinor('-1.5', 2)).toBe(-150n);
    expect(toMinor('0.000001', 6)).toBe(1n);
    expect(toMinor('007.10', 2)).toBe(710n);
    expect(toMinor('123456789012345.123456', 6)).toBe(123_456_789_012_345_123_456n);
  });

  it('accepts zeros past the scale but refuses digits that would be lost', () => {
    expect(toMinor('1.2300', 2)).toBe(123n);
    expect(toMinor('1.234', 2)).toBeNull();
    expect(toMinor('1.5', 0)).toBeNull();
    expect(toMinor('0.0000001', 6)).toBeNull();
  });

  it('refuses anything that is not a plain decimal', () => {
    for (const text of ['', ' ', 'abc', '1.', '.5', '1e6', '0x10', '1,5', '+1', '--1', '1.2.3', 'Infinity', 'NaN']) {
      expect(toMinor(text, 6), text).toBeNull();
    }
  });
});

describe('fromMinor', () => {
  it('writes the shortest decimal', () => {
    expect(fromMinor(12_500_000n, 6)).toBe('12.5');
    expect(fromMinor(0n, 6)).toBe('0');
    expect(fromMinor(1n, 6)).toBe('0.000001');
    expect(fromMinor(-1n, 6)).toBe('-0.000001');
    expect(fromMinor(1_000_000_000n, 6)).toBe('1000');
    expect(fromMinor(100n, 0)).toBe('100');
  });
});

/** The expected canonical text, by plain string rules: no leading zeros, no trailing zeros, no "-0". */
function canonicalOf(text: string, scale: number) {
  const [, sign, whole, frac = ''] = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text)!;
  const w = whole.replace(/^0+(?=\d)/, '');
  const f = frac.slice(0, scale).replace(/0+$/, '');
  const zero = /^0$/.test(w) && f === '';
  return `${sign && !zero ? '-' : ''}${w}${f ? `.${f}` : ''}`;
}

describe('round trips', () => {
  it('toMinor(fromMinor(units)) gives the units back, for any bigint and scale', () => {
    fc.assert(fc.property(fc.bigInt(), fc.integer({ min: 0, max: 18 }), (units, scale) => {
      const text = fromMinor(units, scale);
      expect(text).toMatch(/^-?(0|[1-9]\d*)(\.\d*[1-9])?$/);
      expect(toMinor(text, scale)).toBe(units);
    }), { seed, numRuns });
  });

  it('fromMinor(toMinor(text)) is the same number written canonically', () => {
    const decimalText = fc.tuple(
      fc.boolean(), fc.stringMatching(/^\d{1,15}$/), fc.stringMatching(/^\d{0,8}$/), fc.integer({ min: 0, max: 18 }),
    );
    fc.assert(fc.property(decimalText, ([negative, whole, frac, scale]) => {
      const text = `${negative ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
      const units = toMinor(text, scale);
      const fitsScale = !/[1-9]/.test(frac.slice(scale));
      expect(units === null).toBe(!fitsScale);
      if (units === null) return;
      expect(fromMinor(units, scale)).toBe(canonicalOf(text, scale));
      expect(toMinor(fromMinor(units, scale), scale)).toBe(units);
    }), { seed, numRuns });
  });
});
