// Code 2000 (spec §8): the server's message with "Login again" and "Back", shown while the
// session chart is in `invalid` (mounted by SessionOverlays only then). Escape counts as "Back".
import { Button, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { usePlatform, useSessionSelector } from './platform-context';
import { SessionDialog } from './SessionDialog';
import { sessionEvents } from '../machines/session.events';
import { selectSessionNotice } from '../machines/session.selectors';

export default function SessionInvalidDialog() {
  const events = sessionEvents(usePlatform().session);
  const message = useSessionSelector(selectSessionNotice);

  return (
    <SessionDialog
      title={<FormattedMessage id="session.invalid.title" defaultMessage="Please log in again" />}
      onEscape={events.goBack}
      footer={
        <>
          <Button variant="outline" onClick={events.goBack}>
            <FormattedMessage id="session.invalid.back" defaultMessage="Back" />
          </Button>
          <Button colorPalette="brand" onClick={events.loginAgain}>
            <FormattedMessage id="session.invalid.loginAgain" defaultMessage="Login again" />
          </Button>
        </>
      }
    >
      <Text>{message}</Text>
    </SessionDialog>
  );
}
