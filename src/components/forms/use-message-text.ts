// Says a contract message key (`error.*`) in the user's language. The keys live in the server's
// catalogs, merged into the app's (English is loaded before the first render), so no screen
// carries the English texts itself.
import { useIntl } from 'react-intl';

/** `field` fills the `{field}` of "Please check the form: {field} is not valid." */
export function useMessageText() {
  const intl = useIntl();
  return (key: string, field = '') => intl.formatMessage({ id: key }, { field });
}
