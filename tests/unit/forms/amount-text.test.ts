// What an amount field accepts as it is typed, per language, and how a limit is written for reading.
import { describe, expect, it } from 'vitest';
import { acceptTypedAmount, amountForField, formatAmount } from '../../../src/components/forms/amount-text';

describe('amount fields', () => {
  it('take digits and one decimal point, and refuse letters, signs, exponents and a second point', () => {
    expect(acceptTypedAmount('1234.5', 'en')).toBe('1234.5');
    expect(acceptTypedAmount('12.', 'en')).toBe('12.');
    expect(acceptTypedAmount('', 'en')).toBe('');
    for (const typed of ['12a', 'abc', '-1', '+1', '1e3', '1.2.3', '1 000', '0x10']) expect(acceptTypedAmount(typed, 'en'), typed).toBeNull();
  });

  it('refuse a thousands separator: "250,000" is not read as 250 in English nor "250.000" in German', () => {
    expect(acceptTypedAmount('250,000', 'en')).toBeNull();
    expect(acceptTypedAmount('250.000', 'de')).toBeNull();
  });

  it("take the language's decimal comma and hand the flow a wire decimal", () => {
    expect(acceptTypedAmount('12,5', 'de')).toBe('12.5');
    expect(acceptTypedAmount('12,5', 'fr')).toBe('12.5');
    expect(acceptTypedAmount('12.5', 'fr')).toBe('12.5');
    expect(acceptTypedAmount('١٢.٥', 'ar')).toBe('12.5');
    expect(amountForField('12.5', 'de')).toBe('12,5');
    expect(amountForField('12.5', 'en')).toBe('12.5');
  });

  it("refuse more decimals than the asset's scale", () => {
    expect(acceptTypedAmount('1.123456', 'en', 6)).toBe('1.123456');
    expect(acceptTypedAmount('1.1234567', 'en', 6)).toBeNull();
    expect(acceptTypedAmount('1.', 'en', 0)).toBeNull();
  });

  it('write a limit for reading in the language, exactly', () => {
    expect(formatAmount('200000', 'en')).toBe('200,000');
    expect(formatAmount('200000', 'de')).toBe('200.000');
    expect(formatAmount('12345678901234567.123456', 'en')).toBe('12,345,678,901,234,567.123456');
  });
});
