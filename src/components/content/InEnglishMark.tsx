// A list row whose text has no translation in the chosen language: the server sends the English
// one, and the row says so with a small mark, as the detail page does with its note.
import { Badge } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { Lang } from '../../../api/languages';
import { isFallbackText } from './ShownInEnglish';

export function InEnglishMark({ lang }: { lang: Lang | undefined }) {
  const intl = useIntl();
  if (!isFallbackText(lang, intl.locale)) return null;
  return (
    <Badge size="sm" variant="outline" flexShrink={0} data-testid="in-english"
      title={intl.formatMessage({ id: 'content.inEnglishHint', defaultMessage: 'Not translated into your language yet' })}>
      {intl.formatMessage({ id: 'content.inEnglish', defaultMessage: 'In English' })}
    </Badge>
  );
}
