// Why the last submission did not go through, shown above the submit button: the server's own
// (translated) words, or ours when no answer came back.
import { FormattedMessage } from 'react-intl';
import type { Refusal } from '../../machines/form-validation';
import { Notice } from '../feedback/Notice';

export function RefusalText({ refusal }: { refusal: Refusal }) {
  if (refusal.kind === 'server') return <>{refusal.message}</>;
  return <FormattedMessage id="form.unreachable" defaultMessage="The platform could not be reached. Check your connection and try again." />;
}

export function RefusalAlert({ refusal }: { refusal: Refusal | null }) {
  if (!refusal) return null;
  return (
    <Notice status="error" role="alert">
      <RefusalText refusal={refusal} />
    </Notice>
  );
}
