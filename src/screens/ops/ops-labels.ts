// The console's words for lifecycle states, decisions and ledger wallets. A withdrawal's states
// are named in the words its owner reads on the withdrawal's timeline.
import { defineMessages } from 'react-intl';
import { withdrawalStateNames } from '../withdrawals/withdraw-labels';

export const opsDepositStates = defineMessages({
  detected: { id: 'ops.deposit.detected', defaultMessage: 'Detected' },
  confirming: { id: 'ops.deposit.confirming', defaultMessage: 'Confirming' },
  credited: { id: 'ops.deposit.credited', defaultMessage: 'Credited' },
  dropped: { id: 'ops.deposit.dropped', defaultMessage: 'Dropped' },
  belowMinimum: { id: 'ops.deposit.belowMinimum', defaultMessage: 'Below minimum' },
});

// A manual deposit's states are named as a withdrawal's same states are.
export const opsManualDepositStates = {
  underReview: withdrawalStateNames.underReview,
  approved: withdrawalStateNames.approved,
  rejected: withdrawalStateNames.rejected,
};

export const opsDecisionNames = defineMessages({
  approve: { id: 'ops.decision.approve', defaultMessage: 'Approve' },
  reject: { id: 'ops.decision.reject', defaultMessage: 'Reject' },
  confirmPayout: { id: 'ops.decision.confirmPayout', defaultMessage: 'Confirm payout' },
  confirm: { id: 'ops.decision.confirm', defaultMessage: 'Confirm transfer received' },
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
