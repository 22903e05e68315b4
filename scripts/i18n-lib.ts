// The rules every message catalog keeps, as a pure function over parsed JSON (no file access), so
// scripts/i18n-check.ts and its unit test share one definition. A catalog set is one family of
// catalogs (the server's api/messages, the browser's src/i18n/locales) with one file per language.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { bcp47, languages, type Lang } from '../api/languages';

export interface CatalogSet {
  /** Where the set lives, used in problem reports: `api/messages`. */
  name: string;
  /** Parsed catalog by language code; a missing file is absent. */
  catalogs: Partial<Record<string, unknown>>;
}

/**
 * Words that stay the same in every language: the brand, asset codes, file types ("AI Earn" is
 * translated, as exchanges name their earn products in each language).
 * A translation may equal the English text when nothing but these (and non-letters) is left.
 */
export const untranslatable = [
  'Meridian Exchange', 'USDT', 'BTC', 'ETH', 'ERC20', 'TRC20', 'XAU', 'XAG',
  'KYC', 'OK', 'JPG', 'JPEG', 'PNG', 'MB', 'QR',
];

interface Parsed { names: Set<string>; plurals: { type: 'cardinal' | 'ordinal'; keys: string[] }[]; text: string }

function walk(elements: MessageFormatElement[], into: Parsed): Parsed {
  for (const el of elements) {
    if (el.type === TYPE.literal) into.text += el.value;
    else if (el.type === TYPE.tag) { into.names.add(`<${el.value}>`); walk(el.children, into); }
    else if (el.type !== TYPE.pound) into.names.add(el.value);
    if (el.type === TYPE.plural) into.plurals.push({ type: el.pluralType ?? 'cardinal', keys: Object.keys(el.options) });
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      for (const option of Object.values(el.options)) walk(option.value, into);
    }
  }
  return into;
}

/** Placeholder names (tags as `<name>`), plural clauses and literal text of a message; throws when it is not ICU. */
export function parseMessage(message: string): Parsed {
  return walk(parse(message, { requiresOtherClause: true }), { names: new Set(), plurals: [], text: '' });
}

const categoryOrder = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** The plural categories a language uses for whole numbers (what a count of minutes can be). */
function neededCategories(lang: Lang, type: 'cardinal' | 'ordinal'): Set<string> {
  const rules = new Intl.PluralRules(bcp47[lang], { type });
  const needed = new Set<string>();
  for (let n = 0; n <= 1000; n++) needed.add(rules.select(n));
  return new Set(categoryOrder.filter((c) => needed.has(c)));
}

function pluralProblems(lang: Lang, parsed: Parsed): string[] {
  const problems: string[] = [];
  for (const plural of parsed.plurals) {
    const allowed = new Set(new Intl.PluralRules(bcp47[lang], { type: plural.type }).resolvedOptions().pluralCategories as string[]);
    const unknown = plural.keys.filter((k) => !k.startsWith('=') && !allowed.has(k));
    const missing = [...neededCategories(lang, plural.type)].filter((c) => !plural.keys.includes(c));
    if (unknown.length) problems.push(`plural forms ${unknown.join(', ')} do not exist in this language`);
    if (missing.length) problems.push(`plural forms ${missing.join(', ')} are missing`);
  }
  return problems;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const untranslatablePattern = new RegExp(`(?<!\\p{L})(${untranslatable.map(escapeRegExp).join('|')})(?!\\p{L})`, 'gu');

/** True when a message may read the same in every language: no letters besides untranslatable words. */
export function mayEqualEnglish(text: string): boolean {
  return !/\p{L}/u.test(text.replace(untranslatablePattern, ''));
}

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));
const list = (s: Set<string>) => (s.size ? [...s].sort().join(', ') : 'none');

function checkSet(set: CatalogSet, langs: readonly Lang[]): string[] {
  const problems: string[] = [];
  const where = (lang: string, key?: string) => `${set.name}/${lang}.json${key ? ` ${key}` : ''}`;
  for (const file of Object.keys(set.catalogs)) {
    if (!(langs as readonly string[]).includes(file)) problems.push(`${where(file)}: not one of the languages ${langs.join(', ')}`);
  }
  const parsedCatalog = (lang: Lang): Map<string, Parsed | null> | null => {
    const catalog = set.catalogs[lang];
    if (catalog === undefined) { problems.push(`${where(lang)}: missing`); return null; }
    if (typeof catalog !== 'object' || catalog === null || Array.isArray(catalog)) { problems.push(`${where(lang)}: not an object of messages`); return null; }
    const parsed = new Map<string, Parsed | null>();
    for (const [key, value] of Object.entries(catalog)) {
      if (typeof value !== 'string') { problems.push(`${where(lang, key)}: not a string`); parsed.set(key, null); continue; }
      try {
        const p = parseMessage(value);
        parsed.set(key, p);
        for (const problem of pluralProblems(lang, p)) problems.push(`${where(lang, key)}: ${problem}`);
      } catch (err) {
        problems.push(`${where(lang, key)}: not valid ICU (${(err as Error).message})`);
        parsed.set(key, null);
      }
    }
    return parsed;
  };

  const english = parsedCatalog('en');
  if (!english) return problems;
  const englishValues = set.catalogs.en as Record<string, unknown>;
  for (const lang of langs) {
    if (lang === 'en') continue;
    const parsed = parsedCatalog(lang);
    if (!parsed) continue;
    const values = set.catalogs[lang] as Record<string, unknown>;
    for (const key of english.keys()) if (!parsed.has(key)) problems.push(`${where(lang, key)}: missing`);
    for (const [key, p] of parsed) {
      if (!english.has(key)) { problems.push(`${where(lang, key)}: not in English`); continue; }
      const en = english.get(key);
      if (!p || !en) continue;
      if (!sameSet(p.names, en.names)) problems.push(`${where(lang, key)}: placeholders ${list(p.names)} differ from English ${list(en.names)}`);
      if (values[key] === englishValues[key] && !mayEqualEnglish(p.text)) problems.push(`${where(lang, key)}: same as English, not translated`);
    }
  }
  return problems;
}

/** Every problem of the catalog sets, one line each; none means they are complete and consistent. */
export function checkCatalogs(sets: CatalogSet[], langs: readonly Lang[] = languages): string[] {
  const problems = sets.flatMap((set) => checkSet(set, langs));
  const keysOf = (set: CatalogSet) => new Set(Object.values(set.catalogs).flatMap((c) => (c && typeof c === 'object' ? Object.keys(c) : [])));
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const other = keysOf(sets[j]);
      for (const key of keysOf(sets[i])) {
        if (other.has(key)) problems.push(`${key}: in both ${sets[i].name} and ${sets[j].name}; a key belongs to one of them`);
      }
    }
  }
  return problems;
}
