// Shown while a screen's code or the session check is on its way.
import { Center, Spinner } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

export function PageLoading() {
  const intl = useIntl();
  return (
    <Center py="24">
      <Spinner role="progressbar" size="lg" color="brand.solid" aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })} />
    </Center>
  );
}
