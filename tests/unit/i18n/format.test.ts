// Figures through the locale: separators, sign and percent sign where each language puts them,
// units after the number, and the right-to-left mark that keeps an Arabic amount in order.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { bcp47, type Lang } from '../../../api/languages';
import { formatAmount, formatChange, formatDecimal, formatPercent, formatSignedInteger, isolate, percentToRatio } from '../../../src/i18n/format';

const intl = (lang: Lang) => createIntl({ locale: bcp47[lang], messages: {} });
const lrm = '\u200e';
const rlm = '\u200f';
const nbsp = '\u00a0';

describe('formatDecimal', () => {
  it('keeps every decimal of the wire string, with the language separators', () => {
    expect(formatDecimal(intl('en'), '12345.678901234567')).toBe('12,345.678901234567');
    expect(formatDecimal(intl('de'), '12345.678901234567')).toBe('12.345,678901234567');
    expect(formatDecimal(intl('fr'), '0.5')).toBe('0,5');
    expect(formatDecimal(intl('jp'), '1234.5')).toBe('1234.5');
  });

  it('groups from five digits up and leaves a non-number as it is', () => {
    expect(formatDecimal(intl('en'), '1000')).toBe('1000');
    expect(formatDecimal(intl('en'), '10000')).toBe('10,000');
    expect(formatDecimal(intl('en'), '—')).toBe('—');
  });
});

describe('formatChange', () => {
  it('signs a 24h change and puts the percent sign where the language does', () => {
    expect(formatChange(intl('en'), '-4.6')).toBe('-4.60%');
    expect(formatChange(intl('en'), '3.25')).toBe('+3.25%');
    expect(formatChange(intl('en'), '0')).toBe('0.00%');
    expect(formatChange(intl('de'), '-4.6')).toBe(`-4,60${nbsp}%`);
    expect(formatChange(intl('jp'), '-4.6')).toBe('-4.60%');
  });

  it('keeps the minus before the number in Arabic (left-to-right marks around sign and percent)', () => {
    const text = formatChange(intl('ar'), '-4.6');
    expect(text.replaceAll(lrm, '')).toMatch(/^-4\.60%$/);
    expect(text.startsWith(lrm)).toBe(true);
  });
});

describe('formatPercent', () => {
  it('writes a fee rate as a percentage without float noise', () => {
    expect(formatPercent(intl('en'), '0.001')).toBe('0.1%');
    expect(formatPercent(intl('en'), '0.0015')).toBe('0.15%');
    expect(formatPercent(intl('fr'), '0.001')).toMatch(/^0,1[\u00a0\u202f]%$/);
  });

  it('moves the decimal point of a percent value exactly', () => {
    expect(percentToRatio('-4.6')).toBe('-0.046');
    expect(percentToRatio('120')).toBe('1.20');
    expect(percentToRatio('0.5')).toBe('0.005');
  });
});

describe('formatAmount', () => {
  it('puts the unit after the number, as every one of the languages does', () => {
    expect(formatAmount(intl('en'), '1000.5', 'USDT')).toBe('1000.5 USDT');
    expect(formatAmount(intl('de'), '0.25', 'BTC')).toBe('0,25 BTC');
    expect(formatAmount(intl('jp'), '0.25', 'BTC')).toBe('0.25 BTC');
  });

  it('starts an Arabic amount with a right-to-left mark and isolates its number, so the number is read before the unit', () => {
    expect(formatAmount(intl('ar'), '1000.5', 'USDT')).toBe(`${rlm}\u20661000.5\u2069 USDT`);
  });

  it('keeps a negative Arabic amount in the same order as a positive one: its left-to-right mark stays inside the number', () => {
    // Unisolated, the mark before the minus made "-0.0132 USDT" one left-to-right run: the unit read first.
    const text = formatAmount(intl('ar'), '-0.0132', 'USDT');
    expect(text.startsWith(`${rlm}\u2066`)).toBe(true);
    expect(text.endsWith('\u2069 USDT')).toBe(true);
    expect(text.replace(/[\u200e\u200f\u2066\u2069]/g, '')).toBe('-0.0132 USDT');
  });
});

describe('isolate', () => {
  it('wraps a figure in first-strong isolates for plain-string sentences', () => {
    expect(isolate('-4.60%')).toBe('\u2068-4.60%\u2069');
  });
});

describe('formatSignedInteger', () => {
  it('signs points, and zero has no sign', () => {
    expect(formatSignedInteger(intl('en'), 5)).toBe('+5');
    expect(formatSignedInteger(intl('en'), -250)).toBe('-250');
    expect(formatSignedInteger(intl('en'), 0)).toBe('0');
  });

  it("isolates an Arabic figure left to right with no mark of the locale's inside, so the sign stays before the digits", () => {
    expect(formatSignedInteger(intl('ar'), -10)).toBe('\u2066-10\u2069');
    expect(formatSignedInteger(intl('ar'), 60)).toBe('\u2066+60\u2069');
  });
});
