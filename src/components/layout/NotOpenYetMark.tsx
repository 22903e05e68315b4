// The marker on a link whose screen is not open yet (pending-routes.ts): the link still leads to
// the page that explains it, but the menu already says so, in words a screen reader reads too.
import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { pendingFeatureOf } from '../../app/pending-routes';

export function NotOpenYetMark({ to }: { to: string }) {
  if (!pendingFeatureOf(to)) return null;
  return (
    <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal" ms="1.5">
      {' '}<FormattedMessage id="nav.notOpenYet" defaultMessage="(not open yet)" />
    </Text>
  );
}
