// Reviewing one early redemption of a custody order in the operator console. Which decisions are
// offered comes from the custody order's lifecycle chart (the server enforces the same chart):
// approve (the order is redeemed: principal and interest less the shown penalty return to spot)
// or reject with a reason (the order stays in custody and keeps accruing).
import type { DataOf } from '../../api/endpoint';
import type { earnEndpoints } from '../../api/endpoints/earn';
import { custodyOrderLifecycle } from '../../api/lifecycles/custody-order.lifecycle';
import { offeredIn, rejectDecision, reviewFlow, type ReviewSpec } from './review-flow';

export type OpsRedemptionDetail = DataOf<typeof earnEndpoints.opsRedemptionDetail>;
export type OpsRedemption = OpsRedemptionDetail['redemption'];
export type OpsRedemptionDecision = 'approve' | 'reject';
/** A queue row: the redemption under its order's number. */
export type OpsRedemptionRow = OpsRedemption & { id: string };

const redemptionReview: ReviewSpec<OpsRedemptionDetail, OpsRedemption['order'], OpsRedemptionDecision> = {
  id: 'opsRedemptionReview',
  lifecycle: custodyOrderLifecycle,
  item: (detail) => detail.redemption.order,
  decisions: [
    // Approving carries the redemption out: the chart's REDEEM.
    { decision: 'approve', chartEvent: 'REDEEM', when: (order) => order.state === 'redeeming' },
    rejectDecision,
  ],
};

export const opsRedemptionReviewFlow = reviewFlow<OpsRedemptionDetail, OpsRedemption['order'], OpsRedemptionDecision, OpsRedemption>(redemptionReview);
export const selectOfferedRedemptionDecisions = offeredIn(redemptionReview);
