// The words for a withdrawal's lifecycle states and its record status (spec §4), shared by the
// /money receipt and the /tbjl list.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { WithdrawalState } from '../../../api/lifecycles/withdrawal.lifecycle';

export const withdrawalStateNames = defineMessages({
  underReview: { id: 'withdrawal.state.underReview', defaultMessage: 'Under review' },
  approved: { id: 'withdrawal.state.approved', defaultMessage: 'Approved' },
  broadcasting: { id: 'withdrawal.state.broadcasting', defaultMessage: 'Being sent' },
  succeeded: { id: 'withdrawal.state.succeeded', defaultMessage: 'Succeeded' },
  rejected: { id: 'withdrawal.state.rejected', defaultMessage: 'Rejected' },
  cancelled: { id: 'withdrawal.state.cancelled', defaultMessage: 'Cancelled' },
  failed: { id: 'withdrawal.state.failed', defaultMessage: 'Failed' },
}) satisfies Record<WithdrawalState, MessageDescriptor>;

export const withdrawalStatusNames = defineMessages({
  0: { id: 'withdrawal.status.failure', defaultMessage: 'Failure' },
  1: { id: 'withdrawal.status.processing', defaultMessage: 'Processing' },
  2: { id: 'withdrawal.status.success', defaultMessage: 'Success' },
}) satisfies Record<0 | 1 | 2, MessageDescriptor>;
