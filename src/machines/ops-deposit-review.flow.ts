// Reviewing one manual deposit in the operator console: load the claim with the user's balances and
// history, look at the credential image, write a reason, and decide. The decisions offered come
// from the shared manual-deposit chart (the server enforces the same chart): approve (credits the
// amount through the ledger) or reject, which needs a reason. Every decision is audit-logged.
import { opsEndpoints } from '../../api/endpoints/ops';
import type { DataOf } from '../../api/endpoint';
import { manualDepositLifecycle } from '../../api/lifecycles/manual-deposit.lifecycle';
import { approveDecision, offeredIn, rejectDecision, reviewFlow, type ReviewSpec } from './review-flow';

export type OpsDepositDetail = DataOf<typeof opsEndpoints.opsDepositDetail>;
export type OpsManualDeposit = OpsDepositDetail['deposit'];
export type OpsDepositDecision = 'approve' | 'reject';

const depositReview: ReviewSpec<OpsDepositDetail, OpsManualDeposit, OpsDepositDecision> = {
  id: 'opsDepositReview',
  lifecycle: manualDepositLifecycle,
  item: (detail) => detail.deposit,
  decisions: [approveDecision, rejectDecision],
};

export const opsDepositReviewFlow = reviewFlow(depositReview);
export const selectOfferedDepositDecisions = offeredIn(depositReview);
