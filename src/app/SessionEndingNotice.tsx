// Code 1000 (spec §8): the server ended the session. The message and a countdown are shown while
// the chart waits `data.delay` seconds before it logs out and reloads the page (mounted by
// SessionOverlays only in state `ending`).
import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { useSessionSelector } from './platform-context';
import { SessionDialog } from './SessionDialog';
import { selectEndDelaySeconds, selectSessionNotice } from '../machines/session.selectors';
import { useCountdown } from './use-countdown';

export default function SessionEndingNotice() {
  const message = useSessionSelector(selectSessionNotice);
  const seconds = useCountdown(useSessionSelector(selectEndDelaySeconds), true);

  return (
    <SessionDialog title={<FormattedMessage id="session.ending.title" defaultMessage="Your session has ended" />}>
      <Text mb="3">{message}</Text>
      <Text color="fg.muted" aria-live="polite">
        <FormattedMessage
          id="session.ending.countdown"
          defaultMessage="Signing you out in {seconds, plural, one {# second} other {# seconds}}."
          values={{ seconds }}
        />
      </Text>
    </SessionDialog>
  );
}
