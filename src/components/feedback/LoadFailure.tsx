// A failed load, said in the user's language, with a way to try again. A business error's
// message comes translated from the server; a network failure gets our own words.
import { Alert, Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ApiError, NetworkError } from '../../services/wire-errors';

function FailureText({ error }: { error: unknown }) {
  if (error instanceof ApiError && error.message) return <>{error.message}</>;
  if (error instanceof NetworkError) {
    return <FormattedMessage id="common.loadFailed.network" defaultMessage="We could not reach the server. Check your connection and try again." />;
  }
  return <FormattedMessage id="common.loadFailed.other" defaultMessage="This could not be loaded. Please try again." />;
}

export function LoadFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <Alert.Root status="warning" alignItems="center" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          <FormattedMessage id="common.loadFailed.title" defaultMessage="Not loaded" />
        </Alert.Title>
        <Alert.Description>
          <FailureText error={error} />
        </Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <FormattedMessage id="common.retry" defaultMessage="Try again" />
      </Button>
    </Alert.Root>
  );
}
