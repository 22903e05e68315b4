// Said before a security change is made (DESIGN §2: every rule is shown before the user acts):
// the change holds withdrawals for 24 hours.
import { Alert } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export function WithdrawLockNotice() {
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Description>
        <FormattedMessage
          id="form.withdrawLockNotice"
          defaultMessage="For your safety, withdrawals are paused for 24 hours after this change. Deposits and trading are not affected."
        />
      </Alert.Description>
    </Alert.Root>
  );
}
