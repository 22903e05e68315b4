// What a form shows when what it needs could not be loaded, with a way to try again.
import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { Refusal } from '../../machines/form-validation';
import { Notice } from '../feedback/Notice';
import { RefusalText } from './RefusalAlert';

export function UnavailableAlert({ refusal, onRetry }: { refusal: Refusal | null; onRetry(): void }) {
  return (
    <Notice
      status="warning" role="alert" alignItems="center"
      action={
        <Button size="sm" variant="outline" onClick={onRetry}>
          <FormattedMessage id="form.retry" defaultMessage="Try again" />
        </Button>
      }
    >
      {refusal ? <RefusalText refusal={refusal} /> : null}
    </Notice>
  );
}
