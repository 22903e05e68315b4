// Figures as the reader's language writes them, through react-intl's number formatting: decimal
// strings from the wire (formatted exactly, never turned into floats), percentages with their
// sign, and amounts with their unit (BTC, USDT) in the order the language puts a unit. In a
// right-to-left language an amount starts with a right-to-left mark, as the locale's own
// currency pattern does, so its number is read first and its sign stays on the number.
import type { IntlShape } from 'react-intl';

type Formatter = Pick<IntlShape, 'formatNumber' | 'formatNumberToParts' | 'locale'>;

const decimalPattern = /^[+-]?(\d+\.?\d*|\.\d+)$/;
const rightToLeft = /^(ar|fa|he|ur)(-|$)/i;
const rlm = '\u200f';
/** Left-to-right isolate and its end (pop directional isolate). */
const lri = '\u2066';
const pdi = '\u2069';

const isDecimal = (value: string) => decimalPattern.test(value.trim());
const numeric = (value: string) => value.trim() as Intl.StringNumericLiteral;

/** The decimal moved two places left ("-4.6" → "-0.046"): a value in percent as a ratio, exactly. */
export function percentToRatio(value: string): string {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!m) return value;
  const whole = m[2].padStart(3, '0');
  return `${m[1]}${whole.slice(0, -2)}.${whole.slice(-2)}${m[3] ?? ''}`;
}

/** A decimal string with the language's digits and separators; all its decimals are kept. */
export function formatDecimal(intl: Formatter, value: string): string {
  if (!isDecimal(value)) return value;
  // Grouping from five digits up keeps short figures (prices in a book, 1000 USDT) compact.
  return intl.formatNumber(numeric(value), { maximumFractionDigits: 20, useGrouping: 'min2' } as object);
}

/** Where the language puts a unit: before or after the number (from its pattern for "5 kg"). */
function unitComesFirst(intl: Formatter): boolean {
  const parts = intl.formatNumberToParts(5, { style: 'unit', unit: 'kilogram', unitDisplay: 'short' });
  return parts.findIndex((p) => p.type === 'unit') < parts.findIndex((p) => p.type === 'integer');
}

/**
 * An amount with its unit ("10,000.5 USDT"), in the language's order (<Figure> keeps it on one line).
 * In a right-to-left language the number is also isolated: the locale writes a negative with a
 * left-to-right mark before its minus, which would otherwise pull the unit into the number's
 * left-to-right run, so a loss would read unit first while a gain reads number first.
 */
export function formatAmount(intl: Formatter, value: string, unit: string): string {
  const rtl = rightToLeft.test(intl.locale);
  const number = rtl ? `${lri}${formatDecimal(intl, value)}${pdi}` : formatDecimal(intl, value);
  const text = unitComesFirst(intl) ? `${unit} ${number}` : `${number} ${unit}`;
  return rtl ? `${rlm}${text}` : text;
}

export interface PercentOptions {
  /** Show "+" on a rise (a 24h change); a rate has no sign. */
  signed?: boolean;
  /** Fixed decimals (a change shows two); otherwise as many as the value has, up to eight. */
  fractionDigits?: number;
}

/** A ratio as a percentage ("0.001" → "0.1%", "-0.046" signed → "-4.60%" in the language's pattern). */
export function formatPercent(intl: Formatter, ratio: string, { signed = false, fractionDigits }: PercentOptions = {}): string {
  if (!isDecimal(ratio)) return ratio;
  return intl.formatNumber(numeric(ratio), {
    style: 'percent',
    signDisplay: signed ? 'exceptZero' : 'auto',
    minimumFractionDigits: fractionDigits ?? 0,
    maximumFractionDigits: fractionDigits ?? 8,
  });
}

/**
 * A whole number with its sign ("+5", "-250", "0": points of a score). In a right-to-left language
 * it is isolated left to right, as an amount is, so the sign stays before the digits.
 */
export function formatSignedInteger(intl: Formatter, value: number): string {
  const text = intl.formatNumber(value, { signDisplay: 'exceptZero' });
  if (!rightToLeft.test(intl.locale)) return text;
  // The locale's own marks before the sign (an Arabic letter mark in some versions) would turn the
  // run right to left again inside the isolate and put the sign after the digits.
  return `${lri}${text.replace(/[\u061c\u200e\u200f]/g, '')}${pdi}`;
}

/** A value already in percent ("-4.6", a 24h change) as a signed percentage with two decimals. */
export function formatChange(intl: Formatter, percent: string): string {
  return formatPercent(intl, percentToRatio(percent), { signed: true, fractionDigits: 2 });
}

/**
 * A figure inside a sentence given as a plain string (a label, an aria-label): first-strong
 * isolates keep its direction from mixing with the sentence's. In markup, <Figure> does this.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
