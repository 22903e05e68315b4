// Renders one resource flow's state: a spinner while loading, the failure with retry, or the
// content once it is ready.
import type { ReactNode } from 'react';
import { Center, Spinner } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ContentView } from '../../app/use-content';
import { LoadFailure } from './LoadFailure';

export function ContentState<T>({ view, children, compact }: { view: ContentView<T>; children(data: T): ReactNode; compact?: boolean }) {
  const intl = useIntl();
  if (view.status === 'failed') return <LoadFailure error={view.error} onRetry={view.retry} />;
  if (view.status === 'loading' || view.data === undefined) {
    return (
      <Center py={compact ? '4' : '16'}>
        <Spinner role="progressbar" color="brand.solid" aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })} />
      </Center>
    );
  }
  return <>{children(view.data)}</>;
}
