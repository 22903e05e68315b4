// Reviewing one verification (junior, senior or address) in the operator console: load the item
// with its fields, images, timeline, decisions and the accounts sharing the document number, write a
// reason, and decide. The decisions offered come from the level's shared chart (the server enforces
// the same one): approve or fail while under review; failing needs the reason the user will read.
import { kycEndpoints } from '../../api/endpoints/kyc';
import type { DataOf } from '../../api/endpoint';
import { kycLevelChart } from '../../api/lifecycles/kyc-level';
import { approveDecision, offeredIn, rejectDecision, reviewFlow, type ReviewSpec } from './review-flow';

export type OpsKycDetail = DataOf<typeof kycEndpoints.opsKycDetail>;
export type OpsKycItem = OpsKycDetail['item'];
export type OpsKycDecision = 'approve' | 'reject';

// Every level's chart has the same review moves; the passed state's name does not matter here, so
// only an item under review is asked about (a passed address level is `verified`, not `approved`).
const underReview = (item: OpsKycItem) => item.state === 'underReview';

const kycReview: ReviewSpec<OpsKycDetail, OpsKycItem, OpsKycDecision> = {
  id: 'opsKycReview',
  lifecycle: kycLevelChart('kycReview', 'approved'),
  item: (detail) => detail.item,
  decisions: [{ ...approveDecision, when: underReview }, { ...rejectDecision, when: underReview }],
};

export const opsKycReviewFlow = reviewFlow(kycReview);
export const selectOfferedKycDecisions = offeredIn(kycReview);
