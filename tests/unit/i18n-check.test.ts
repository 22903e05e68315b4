import { describe, expect, it } from 'vitest';
import { checkCatalogs, mayEqualEnglish, parseMessage, type CatalogSet } from '../../scripts/i18n-lib';

// Two languages keep the cases small; Polish has the richest plural forms of the twelve.
const langs = ['en', 'pl'] as const;
const minutesEn = 'Try again in {minutes, plural, one {# minute} other {# minutes}}.';
const minutesPl = 'Spróbuj za {minutes, plural, one {# minutę} few {# minuty} many {# minut} other {# minuty}}.';

function set(en: Record<string, unknown>, pl: Record<string, unknown> | undefined, name = 'api/messages'): CatalogSet {
  return { name, catalogs: pl === undefined ? { en } : { en, pl } };
}
const check = (...sets: CatalogSet[]) => checkCatalogs(sets, langs);

describe('checkCatalogs', () => {
  it('passes complete, translated catalogs', () => {
    expect(check(set({ 'error.locked': minutesEn, 'error.x': 'Wrong code' }, { 'error.locked': minutesPl, 'error.x': 'Błędny kod' }))).toEqual([]);
  });

  it('reports a missing language file', () => {
    expect(check(set({ a: 'Hello' }, undefined))).toEqual(['api/messages/pl.json: missing']);
  });

  it('reports a missing key and an extra key', () => {
    const problems = check(set({ a: 'Hello', b: 'Bye' }, { a: 'Cześć', c: 'Extra' }));
    expect(problems).toContain('api/messages/pl.json b: missing');
    expect(problems).toContain('api/messages/pl.json c: not in English');
  });

  it('reports a message that is not ICU', () => {
    const problems = check(set({ a: 'Wait {seconds} seconds' }, { a: 'Poczekaj {seconds sekund' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^api\/messages\/pl\.json a: not valid ICU/);
  });

  it('reports a placeholder renamed in translation', () => {
    const problems = check(set({ a: 'Wait {seconds} seconds' }, { a: 'Poczekaj {sekundy} sekund' }));
    expect(problems).toEqual(['api/messages/pl.json a: placeholders sekundy differ from English seconds']);
  });

  it('reports a value left in English, but allows brand names, codes and values without letters', () => {
    const en = { a: 'Insufficient balance', b: 'Meridian Exchange', c: '{amount} USDT', d: '—' };
    expect(check(set(en, { ...en }))).toEqual(['api/messages/pl.json a: same as English, not translated']);
  });

  it('reports plural forms a language lacks or does not have', () => {
    const problems = check(set({ a: minutesEn }, { a: 'Za {minutes, plural, one {# minutę} two {# minuty} other {# minut}}' }));
    expect(problems).toContain('api/messages/pl.json a: plural forms two do not exist in this language');
    expect(problems).toContain('api/messages/pl.json a: plural forms few, many are missing');
  });

  it('reports a file that is not one of the languages', () => {
    const catalogs = { en: { a: 'Hi' }, pl: { a: 'Cześć' }, ja: { a: 'こんにちは' } };
    expect(check({ name: 'api/messages', catalogs })).toEqual(['api/messages/ja.json: not one of the languages en, pl']);
  });

  it('reports a value that is not a string', () => {
    expect(check(set({ a: 'Hi' }, { a: { nested: 'Cześć' } }))).toEqual(['api/messages/pl.json a: not a string']);
  });

  it('reports a key that the server and browser catalogs share', () => {
    const problems = check(set({ 'error.x': 'Wrong' }, { 'error.x': 'Źle' }), set({ 'error.x': 'Wrong' }, { 'error.x': 'Źle' }, 'src/i18n/locales'));
    expect(problems).toEqual(['error.x: in both api/messages and src/i18n/locales; a key belongs to one of them']);
  });
});

describe('parseMessage', () => {
  it('collects placeholder names inside plural clauses and tags', () => {
    const parsed = parseMessage('{count, plural, one {<b>#</b> item for {name}} other {# items}}');
    expect([...parsed.names].sort()).toEqual(['<b>', 'count', 'name']);
  });

  it('throws on a plural without other', () => {
    expect(() => parseMessage('{n, plural, one {x}}')).toThrow();
  });
});

describe('mayEqualEnglish', () => {
  it('allows only untranslatable words and non-letters', () => {
    expect(mayEqualEnglish('USDT (ERC20)')).toBe(true);
    expect(mayEqualEnglish('12:00–24:00')).toBe(true);
    expect(mayEqualEnglish('USDT only')).toBe(false);
    expect(mayEqualEnglish('OKAY')).toBe(false);
  });
});
