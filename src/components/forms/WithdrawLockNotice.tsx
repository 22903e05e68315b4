// Said before a security change is made (DESIGN §2: every rule is shown before the user acts):
// the change holds withdrawals for 24 hours.
import { FormattedMessage } from 'react-intl';
import { Notice } from '../feedback/Notice';

export function WithdrawLockNotice() {
  return (
    <Notice status="info">
      <FormattedMessage
        id="form.withdrawLockNotice"
        defaultMessage="For your safety, withdrawals are paused for 24 hours after this change. Deposits and trading are not affected."
      />
    </Notice>
  );
}
