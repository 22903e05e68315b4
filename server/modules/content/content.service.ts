// Rules of the content module: site settings and public parameters read from the settings the
// server enforces, and operator-edited texts in the caller's language with an English fallback.
// Numbers that change (listed assets, languages) are never stored in a text: a text names them as
// {assets} or {languages} and they are computed when it is served.
import type { DataOf } from '../../../api/endpoint';
import type { contentEndpoints } from '../../../api/endpoints/content';
import { isLang, languages, type Lang } from '../../../api/languages';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { fillFacts, type Facts } from '../../../api/content-facts';
import { getSetting, settingDefaults, type SettingKey } from '../settings/settings';
import { countListedAssets, findTextRows, listTextRows, type TextRow } from './content.store';

type Data<K extends keyof typeof contentEndpoints> = DataOf<(typeof contentEndpoints)[K]>;


/** One row per text, in the order given: the row in `lang` where there is one, else English. */
export function pickLanguage<T extends { id: bigint; lang: string }>(rows: T[], lang: Lang): T[] {
  const byId = new Map<bigint, T>();
  for (const row of rows) if (!byId.has(row.id) || row.lang === lang) byId.set(row.id, row);
  return [...byId.values()];
}

const withFallback = (lang: Lang) => (lang === 'en' ? ['en'] : [lang, 'en']);

export async function currentFacts(deps: Pick<Deps, 'db'>): Promise<Facts> {
  const [site, assets, email] = await Promise.all([
    getSetting(deps.db, 'site.name'), countListedAssets(deps.db), getSetting(deps.db, 'support.email'),
  ]);
  return { site, assets, languages: languages.length, support_email: email };
}

export async function siteSettings(deps: Pick<Deps, 'config' | 'db'>): Promise<Data<'getSetting'>> {
  const { db, config } = deps;
  const [siteName, defaultLang, invitation, features, supportEmail, timeoutMs, assetCount] = await Promise.all([
    getSetting(db, 'site.name'), getSetting(db, 'site.defaultLang'), getSetting(db, 'registration.invitationCode'),
    getSetting(db, 'features'), getSetting(db, 'support.email'), getSetting(db, 'request.timeoutMs'), countListedAssets(db),
  ]);
  return {
    site_name: siteName,
    default_lang: isLang(defaultLang) ? defaultLang : config.defaultLang,
    languages: [...languages],
    demo: config.demo,
    registration: { invitation_code: invitation === 'required' ? 'required' : 'optional' },
    // A product added after the setting was stored keeps its default until an operator decides.
    features: { ...settingDefaults.features, ...features },
    code_countdown_s: config.codeResendSeconds,
    request_timeout_ms: timeoutMs,
    support_email: supportEmail,
    asset_count: assetCount,
  };
}

/** Every plain (string, number, boolean) setting as a string: the rules the server enforces. */
export async function publicParams(deps: Pick<Deps, 'db'>): Promise<Data<'getParam'>> {
  const params: Record<string, string> = {};
  for (const key of Object.keys(settingDefaults) as SettingKey[]) {
    const value = await getSetting(deps.db, key);
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') params[key] = String(value);
  }
  return params;
}

export async function logo(deps: Pick<Deps, 'db'>): Promise<Data<'getLogo'>> {
  return { site_name: await getSetting(deps.db, 'site.name'), logo_url: '/logo.svg' };
}

function textItem(row: TextRow, facts: Facts) {
  return { id: Number(row.id), title: fillFacts(row.title, facts), content: fillFacts(row.body, facts), updated_at: Number(row.updated_at), lang: row.lang as Lang };
}

export async function textById(deps: Pick<Deps, 'db'>, lang: Lang, id: number): Promise<Data<'getText'>> {
  const [row] = pickLanguage(await findTextRows(deps.db, BigInt(id), withFallback(lang)), lang);
  if (!row) fail('notFound');
  return textItem(row, await currentFacts(deps));
}

export async function textTitles(deps: Pick<Deps, 'db'>, lang: Lang, kind: 'help' | 'page'): Promise<Data<'getTextsList'>> {
  const rows = pickLanguage(await listTextRows(deps.db, kind, withFallback(lang)), lang);
  const facts = await currentFacts(deps);
  return rows.map((r) => ({ id: Number(r.id), title: fillFacts(r.title, facts), lang: r.lang as Lang }));
}

export async function banners(deps: Pick<Deps, 'db'>, lang: Lang): Promise<Data<'getBanner'>> {
  const rows = pickLanguage(await listTextRows(deps.db, 'banner', withFallback(lang)), lang);
  const facts = await currentFacts(deps);
  return rows.map((r) => ({ id: Number(r.id), title: fillFacts(r.title, facts), body: fillFacts(r.body, facts), link: r.link }));
}

/** Notices, newest first: ids are given in order of publication. */
export async function notices(deps: Pick<Deps, 'db'>, lang: Lang): Promise<Data<'getGG'>> {
  const rows = pickLanguage(await listTextRows(deps.db, 'notice', withFallback(lang)), lang);
  const facts = await currentFacts(deps);
  return rows.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).map((r) => textItem(r, facts));
}
