// Reviewing one withdrawal in the operator console: load the item with the user's balances and
// history, write a reason, and decide. Which decisions are offered comes from the shared
// withdrawal lifecycle chart (the server enforces the same chart): approve or reject while under
// review, confirm the payout of an approved bank withdrawal. Rejecting and confirming a payout
// need a reason; every decision is audit-logged by the server and shown on the user's timeline.
import { opsEndpoints } from '../../api/endpoints/ops';
import type { DataOf } from '../../api/endpoint';
import { withdrawalLifecycle } from '../../api/lifecycles/withdrawal.lifecycle';
import { approveDecision, offeredIn, rejectDecision, reviewFlow, type ReviewSpec } from './review-flow';

export type OpsWithdrawDetail = DataOf<typeof opsEndpoints.opsWithdrawDetail>;
export type OpsWithdrawal = OpsWithdrawDetail['withdrawal'];
export type OpsDecision = 'approve' | 'reject' | 'confirmPayout';

const withdrawReview: ReviewSpec<OpsWithdrawDetail, OpsWithdrawal, OpsDecision> = {
  id: 'opsWithdrawReview',
  lifecycle: withdrawalLifecycle,
  item: (detail) => detail.withdrawal,
  decisions: [
    approveDecision,
    rejectDecision,
    // A bank payout is made off-chain: the operator confirms it (BROADCAST then CONFIRMED) with the reference.
    { decision: 'confirmPayout', chartEvent: 'BROADCAST', when: (w) => w.kind === 'bank', needsReason: true },
  ],
};

export const opsWithdrawReviewFlow = reviewFlow(withdrawReview);
export const selectOfferedDecisions = offeredIn(withdrawReview);
