// The 12 languages, each named in itself; picking one tells the session (SET_LANG), which stores
// the choice and, for a member, saves it on the account.
import { NativeSelect } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { bcp47, isLang, languageNames, languages } from '../../../api/languages';
import { usePlatform, useSessionSelector } from '../../app/platform-context';
import { sessionEvents } from '../../machines/session.events';
import { selectLang } from '../../machines/session.selectors';

/** `lg`: the phone drawer's size, full width and tall enough to touch. */
export function LanguagePicker({ size = 'sm' }: { size?: 'sm' | 'lg' }) {
  const intl = useIntl();
  const events = sessionEvents(usePlatform().session);
  const lang = useSessionSelector(selectLang);

  return (
    <NativeSelect.Root size={size} width={size === 'sm' ? '28' : 'full'} flexShrink={0}>
      <NativeSelect.Field
        aria-label={intl.formatMessage({ id: 'nav.language', defaultMessage: 'Language' })}
        value={lang}
        onChange={(e) => isLang(e.currentTarget.value) && events.pickLanguage(e.currentTarget.value)}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={bcp47[code]}>
            {languageNames[code]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
