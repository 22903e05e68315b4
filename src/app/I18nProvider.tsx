// react-intl and Chakra's locale follow the session language. English renders at once (its UI
// strings are the `defaultMessage`s; the server's English messages follow in a moment). Any other
// language waits for its catalog before the first render, so a stored choice shows no flash of
// English; on a later switch the previous language stays on screen until the new one arrives.
import { useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { LocaleProvider } from '@chakra-ui/react';
import { bcp47, type Lang } from '../../api/languages';
import { loadMessages, type Messages } from '../i18n/catalogs';
import { useSessionSelector } from './platform-context';
import { selectLang } from '../machines/session.selectors';

interface Catalog {
  lang: Lang;
  messages: Messages;
  loaded: boolean;
}

// Catalogs other than English are filled in over time; a string not translated yet falls back
// to its English default without filling the console.
const reportIntlError: IntlConfig['onError'] = (error) => {
  if (error.code === 'MISSING_TRANSLATION') return;
  if (import.meta.env.DEV) console.error(error);
};

let english: Messages | null = null;

/**
 * Loads the English messages before the first render, which then needs no second one: a
 * prerendered page is rendered and hydrated with them, so nothing changes while it hydrates.
 */
export async function preloadEnglish(): Promise<void> {
  english = await loadMessages('en');
}

export function I18nProvider({ children }: { children: ReactNode }) {
  const lang = useSessionSelector(selectLang);
  const [catalog, setCatalog] = useState<Catalog | null>(lang === 'en' ? { lang, messages: english ?? {}, loaded: english !== null } : null);

  useEffect(() => {
    if (catalog?.lang === lang && catalog.loaded) return;
    let current = true;
    loadMessages(lang).then(
      (messages) => current && setCatalog({ lang, messages, loaded: true }),
      // Offline: English (loaded before the first render), rather than no page at all.
      () => current && setCatalog({ lang, messages: english ?? {}, loaded: true }),
    );
    return () => {
      current = false;
    };
  }, [lang, catalog?.lang, catalog?.loaded]);

  if (!catalog) return null;
  const locale = bcp47[catalog.lang];
  return (
    <IntlProvider locale={locale} messages={catalog.messages} defaultLocale="en" onError={reportIntlError}>
      <LocaleProvider locale={locale}>{children}</LocaleProvider>
    </IntlProvider>
  );
}
