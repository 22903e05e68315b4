// core/ sits below http and the modules (DESIGN §4): mails, records and the wire all translate.
// Server-side messages in the request's language, in the same ICU syntax the browser uses.
import { IntlMessageFormat } from 'intl-messageformat';
import { bcp47, languages, type Lang } from '../../api/languages';
import en from '../../api/messages/en.json';

type Catalog = Record<string, string>;

const catalogs = new Map<Lang, Catalog>();
const compiled = new Map<string, IntlMessageFormat>();

async function loadCatalogs() {
  for (const lang of languages) {
    const mod = lang === 'en' ? { default: en } : await import(`../../api/messages/${lang}.json`).catch(() => ({ default: {} }));
    catalogs.set(lang, mod.default as Catalog);
  }
}
export const catalogsReady = loadCatalogs();

export function hasMessage(key: string): boolean {
  return key in (en as Catalog);
}

/** The text of `key` in `lang`, falling back to English; an unknown key is returned as is. */
export function translate(lang: Lang, key: string, vars: Record<string, unknown> = {}): string {
  const source = catalogs.get(lang)?.[key] ?? (en as Catalog)[key];
  if (source === undefined) return key;
  const cacheKey = `${lang}\u0000${key}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(source, bcp47[lang]);
    compiled.set(cacheKey, format);
  }
  return String(format.format(vars as Record<string, string | number>));
}
