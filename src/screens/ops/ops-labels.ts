// The console's words for lifecycle states, decisions and ledger wallets.
import { defineMessages } from 'react-intl';

export const opsWithdrawalStates = defineMessages({
  underReview: { id: 'ops.state.underReview', defaultMessage: 'Under review' },
  approved: { id: 'ops.state.approved', defaultMessage: 'Approved' },
  broadcasting: { id: 'ops.state.broadcasting', defaultMessage: 'Being sent' },
  succeeded: { id: 'ops.state.succeeded', defaultMessage: 'Succeeded' },
  rejected: { id: 'ops.state.rejected', defaultMessage: 'Rejected' },
  cancelled: { id: 'ops.state.cancelled', defaultMessage: 'Cancelled' },
  failed: { id: 'ops.state.failed', defaultMessage: 'Failed' },
});

export const opsDepositStates = defineMessages({
  detected: { id: 'ops.deposit.detected', defaultMessage: 'Detected' },
  confirming: { id: 'ops.deposit.confirming', defaultMessage: 'Confirming' },
  credited: { id: 'ops.deposit.credited', defaultMessage: 'Credited' },
  dropped: { id: 'ops.deposit.dropped', defaultMessage: 'Dropped' },
  belowMinimum: { id: 'ops.deposit.belowMinimum', defaultMessage: 'Below minimum' },
});

// A manual deposit's states are named as a withdrawal's same states are.
export const opsManualDepositStates = {
  underReview: opsWithdrawalStates.underReview,
  approved: opsWithdrawalStates.approved,
  rejected: opsWithdrawalStates.rejected,
};

export const opsDecisionNames = defineMessages({
  approve: { id: 'ops.decision.approve', defaultMessage: 'Approve' },
  reject: { id: 'ops.decision.reject', defaultMessage: 'Reject' },
  confirmPayout: { id: 'ops.decision.confirmPayout', defaultMessage: 'Confirm payout' },
});

export const opsWalletNames = defineMessages({
  spot: { id: 'ops.wallet.spot', defaultMessage: 'Spot account' },
  spot_frozen: { id: 'ops.wallet.spotFrozen', defaultMessage: 'Spot (frozen)' },
  contract: { id: 'ops.wallet.contract', defaultMessage: 'Contract' },
  contract_frozen: { id: 'ops.wallet.contractFrozen', defaultMessage: 'Contract (frozen)' },
});

/** A label from one of the maps above, or the raw value when the map has none. */
export function labelOf(map: Record<string, { id: string; defaultMessage: string }>, key: string, say: (d: { id: string; defaultMessage: string }) => string) {
  return map[key] ? say(map[key]) : key;
}
