// Shown while the stored token could not be checked because the server was out of reach (state
// `reconnecting`): the user stays logged in, the chart tries again on its own, and "Try now"
// does not wait for the next try. The page continues once the server answers.
import { useMemo } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Notice } from '../components/feedback/Notice';
import { usePlatform } from './platform-context';
import { sessionEvents } from '../machines/session.events';

export default function ServerUnreachableNotice() {
  const { session } = usePlatform();
  const events = useMemo(() => sessionEvents(session), [session]);
  return (
    <Box position="fixed" insetX="0" top="4" zIndex="toast" display="flex" justifyContent="center" px="4" pointerEvents="none">
      <Notice
        status="warning" alignItems="center" maxW="lg" pointerEvents="auto" role="status" aria-live="polite" data-testid="server-unreachable"
        title={<FormattedMessage id="session.unreachable.title" defaultMessage="Cannot reach the server" />}
        action={
          <Button size="sm" variant="outline" onClick={events.reconnectNow}>
            <FormattedMessage id="session.unreachable.retry" defaultMessage="Try now" />
          </Button>
        }
      >
        <FormattedMessage id="session.unreachable.body" defaultMessage="You are still logged in. Retrying…" />
      </Notice>
    </Box>
  );
}
