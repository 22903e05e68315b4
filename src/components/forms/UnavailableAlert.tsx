// What a form shows when what it needs could not be loaded, with a way to try again.
import { Alert, Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { Refusal } from '../../machines/form-validation';
import { RefusalText } from './RefusalAlert';

export function UnavailableAlert({ refusal, onRetry }: { refusal: Refusal | null; onRetry(): void }) {
  return (
    <Alert.Root status="warning" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{refusal ? <RefusalText refusal={refusal} /> : null}</Alert.Description>
      </Alert.Content>
      <Button size="sm" variant="outline" onClick={onRetry}>
        <FormattedMessage id="form.retry" defaultMessage="Try again" />
      </Button>
    </Alert.Root>
  );
}
