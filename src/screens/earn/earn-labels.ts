// The words for a custody order's states, read by its owner on /profit_wdtg and by a reviewer in
// the console.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { CustodyOrderState } from '../../../api/lifecycles/custody-order.lifecycle';

export const custodyStateNames = defineMessages({
  custody: { id: 'earn.state.custody', defaultMessage: 'In custody' },
  redeeming: { id: 'earn.state.redeeming', defaultMessage: 'Redeeming (under review)' },
  rejected: { id: 'earn.state.rejected', defaultMessage: 'Redemption rejected' },
  redeemed: { id: 'earn.state.redeemed', defaultMessage: 'Redeemed early' },
  completed: { id: 'earn.state.completed', defaultMessage: 'Completed' },
}) satisfies Record<CustodyOrderState, MessageDescriptor>;
