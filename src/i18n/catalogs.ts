// The messages of one language: the server's catalog (api/messages, also used for validation
// texts in the browser) merged with the UI catalog (src/i18n/locales). Every catalog is loaded
// when its language is first used, so none of them weighs on the first page load. A catalog
// that does not exist yet leaves its strings to the English `defaultMessage`s. In the built app
// every message arrives already parsed (scripts/vite-precompile-messages.ts).
import type { Lang } from '../../api/languages';

export type Messages = Record<string, string>;

type CatalogImport = () => Promise<Messages>;

const serverCatalogs = import.meta.glob<Messages>('../../api/messages/*.json', { import: 'default' });
// The English UI catalog is extracted from the `defaultMessage`s in the source, so it says
// nothing the code does not already say: English needs only the server's catalog.
const uiCatalogs = import.meta.glob<Messages>(['./locales/*.json', '!./locales/en.json'], { import: 'default' });

function find(catalogs: Record<string, CatalogImport>, lang: Lang): CatalogImport | undefined {
  const suffix = `/${lang}.json`;
  const path = Object.keys(catalogs).find((p) => p.endsWith(suffix));
  return path ? catalogs[path] : undefined;
}

const loaded = new Map<Lang, Promise<Messages>>();

export function loadMessages(lang: Lang): Promise<Messages> {
  let pending = loaded.get(lang);
  if (!pending) {
    const server = find(serverCatalogs, lang);
    const ui = find(uiCatalogs, lang);
    pending = Promise.all([server ? server() : {}, ui ? ui() : {}]).then(([s, u]) => ({ ...s, ...u }));
    // A failed download (offline, new deployment) is tried again on the next pick.
    pending.catch(() => loaded.delete(lang));
    loaded.set(lang, pending);
  }
  return pending;
}
