// Says a contract message key (`error.*`) in the user's language. The keys live in the server's
// catalogs, merged into the app's; the English text is the fallback until a catalog has it.
import { useIntl } from 'react-intl';
import { serverEnglish } from '../../i18n/server-english';

const english: Record<string, string> = serverEnglish;

/** `field` fills the `{field}` of "Please check the form: {field} is not valid." */
export function useMessageText() {
  const intl = useIntl();
  return (key: string, field = '') => intl.formatMessage({ id: key, defaultMessage: english[key] ?? key }, { field });
}
