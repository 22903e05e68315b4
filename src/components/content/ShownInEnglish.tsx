// A text has no translation in the chosen language yet: the server serves the English text, and
// the page says so instead of passing it off as a translation.
import { FormattedMessage, useIntl } from 'react-intl';
import { bcp47, type Lang } from '../../../api/languages';
import { Notice } from '../feedback/Notice';

/** Whether a text in `lang` stands in for the page's language `locale` (so it is English, marked so). */
export const isFallbackText = (lang: Lang | undefined, locale: string) => !!lang && bcp47[lang] !== locale;

export function ShownInEnglish({ lang }: { lang: Lang }) {
  const intl = useIntl();
  if (!isFallbackText(lang, intl.locale)) return null;
  return (
    <Notice status="info" role="note" data-testid="shown-in-english">
      <FormattedMessage id="content.shownInEnglish" defaultMessage="This text is not translated into your language yet, so it is shown in English." />
    </Notice>
  );
}
