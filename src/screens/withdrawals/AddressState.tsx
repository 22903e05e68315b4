// A saved address's state as the server sent it: pending until its time, active, or cancelled.
import { Badge } from '@chakra-ui/react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import type { WithdrawAddressState } from '../../../api/lifecycles/withdraw-address.lifecycle';

export function AddressState({ state, usableAt }: { state: WithdrawAddressState; usableAt: number }) {
  if (state === 'active') return <Badge colorPalette="green"><FormattedMessage id="withdrawal.addresses.active" defaultMessage="Active" /></Badge>;
  if (state === 'cancelled') return <Badge colorPalette="gray"><FormattedMessage id="withdrawal.addresses.cancelled" defaultMessage="Cancelled" /></Badge>;
  return (
    <Badge colorPalette="orange" whiteSpace="normal">
      <FormattedMessage
        id="withdrawal.addresses.pendingUntil"
        defaultMessage="Pending until {time}"
        values={{ time: <FormattedDate value={usableAt} dateStyle="medium" timeStyle="short" /> }}
      />
    </Badge>
  );
}
