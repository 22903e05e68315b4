// What an amount field lets the user type, and how an amount is shown in the user's language. The
// flows hold amounts as wire decimals ("1234.5"); the field takes digits and one decimal separator
// (the language's own, or "." where "." does not group thousands), never letters, signs or
// thousands separators, and no more decimals than the asset has.

const wireDigits = (text: string) =>
  text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));

function separatorsOf(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234.5);
  return {
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
  };
}

/** The separators the field accepts as the decimal point in this language. */
export function decimalSeparatorsOf(locale: string): string[] {
  const { decimal, group } = separatorsOf(locale);
  return decimal === '.' || group === '.' ? [decimal] : [decimal, '.'];
}

/**
 * The wire decimal for what was typed, or null when the field refuses it (the field then keeps
 * its value): digits and at most one decimal separator, at most `scale` decimals.
 */
export function acceptTypedAmount(typed: string, locale: string, scale = 18): string | null {
  const separators = decimalSeparatorsOf(locale);
  let text = '';
  for (const char of wireDigits(typed.trim())) {
    if (char >= '0' && char <= '9') text += char;
    else if (separators.includes(char)) text += '.';
    else return null;
  }
  if (!/^\d*(\.\d*)?$/.test(text)) return null;
  const decimals = text.split('.')[1];
  if (decimals !== undefined && (scale === 0 || decimals.length > scale)) return null;
  return text;
}

/** A wire decimal as the field shows it: with the language's separator where that is a comma. */
export function amountForField(wire: string, locale: string): string {
  return separatorsOf(locale).decimal === ',' ? wire.replace('.', ',') : wire;
}

/** A wire decimal formatted for reading ("200,000" in English, "200.000" in German), exactly. */
export function formatAmount(wire: string, locale: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(wire)) return wire;
  const decimals = (wire.split('.')[1] ?? '').length;
  // A string keeps every digit (no float rounding) in engines with Intl.NumberFormat v3.
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 0, maximumFractionDigits: Math.min(decimals, 20) }).format(wire as unknown as number);
}
