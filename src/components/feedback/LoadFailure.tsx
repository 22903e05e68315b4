// A failed load, said in the user's language, with a way to try again. A business error's
// message comes translated from the server; a network failure gets our own words.
import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { ApiError, NetworkError } from '../../services/wire-errors';
import { Notice } from './Notice';

function FailureText({ error }: { error: unknown }) {
  if (error instanceof ApiError && error.message) return <>{error.message}</>;
  if (error instanceof NetworkError) {
    return <FormattedMessage id="common.loadFailed.network" defaultMessage="We could not reach the server. Check your connection and try again." />;
  }
  return <FormattedMessage id="common.loadFailed.other" defaultMessage="This could not be loaded. Please try again." />;
}

export function LoadFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  return (
    <Notice
      status="warning" alignItems="center" role="alert"
      title={<FormattedMessage id="common.loadFailed.title" defaultMessage="Not loaded" />}
      action={
        <Button size="sm" variant="outline" onClick={onRetry}>
          <FormattedMessage id="common.retry" defaultMessage="Try again" />
        </Button>
      }
    >
      <FailureText error={error} />
    </Notice>
  );
}
