// Code 2000 (spec §8): the server's message with "Login again" and "Back", shown while the
// session chart is in `invalid` (mounted by SessionOverlays only then). Escape counts as "Back".
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { usePlatform, useSessionSelector } from './platform-context';
import { sessionEvents } from '../machines/session.events';
import { selectSessionNotice } from '../machines/session.selectors';

export default function SessionInvalidDialog() {
  const events = sessionEvents(usePlatform().session);
  const message = useSessionSelector(selectSessionNotice);

  return (
    <Dialog.Root
      open
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
      onOpenChange={(details) => !details.open && events.goBack()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="session.invalid.title" defaultMessage="Please log in again" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={events.goBack}>
                <FormattedMessage id="session.invalid.back" defaultMessage="Back" />
              </Button>
              <Button colorPalette="brand" onClick={events.loginAgain}>
                <FormattedMessage id="session.invalid.loginAgain" defaultMessage="Login again" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
