// Keeps <html lang dir> on the session language (Arabic lays out right to left) and the
// document title on the site name from the settings.
import { useEffect } from 'react';
import { bcp47, textDirection } from '../../api/languages';
import { useSessionSelector } from './platform-context';
import { selectLang, selectSiteName } from '../machines/session.selectors';

export function DocumentAttributes() {
  const lang = useSessionSelector(selectLang);
  const siteName = useSessionSelector(selectSiteName);

  useEffect(() => {
    const html = document.documentElement;
    html.lang = bcp47[lang];
    html.dir = textDirection(lang);
  }, [lang]);

  useEffect(() => {
    if (siteName) document.title = siteName;
  }, [siteName]);

  return null;
}
