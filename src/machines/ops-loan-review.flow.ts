// Reviewing one loan application in the operator console: the loan's terms, the applicant's credit
// score, limit and what they owe, the five documents, the timeline and decisions. The loan's shared
// chart decides what is offered (the server enforces the same chart): approve (the principal is
// paid out from the platform's lending account) or reject with the reason the user reads.
import type { DataOf } from '../../api/endpoint';
import type { loanEndpoints } from '../../api/endpoints/loan';
import { loanLifecycle } from '../../api/lifecycles/loan.lifecycle';
import { approveDecision, offeredIn, rejectDecision, reviewFlow, type ReviewSpec } from './review-flow';

export type OpsLoanDetail = DataOf<typeof loanEndpoints.opsLoanDetail>;
export type OpsLoanItem = OpsLoanDetail['loan'];
export type OpsLoan = OpsLoanItem['loan'];
export type OpsLoanDecision = 'approve' | 'reject';
/** A queue row: the application under its loan's order code. */
export type OpsLoanRow = OpsLoanItem & { id: string };

const loanReview: ReviewSpec<OpsLoanDetail, OpsLoan, OpsLoanDecision> = {
  id: 'opsLoanReview',
  lifecycle: loanLifecycle,
  item: (detail) => detail.loan.loan,
  decisions: [approveDecision, rejectDecision],
};

export const opsLoanReviewFlow = reviewFlow<OpsLoanDetail, OpsLoan, OpsLoanDecision, OpsLoanItem>(loanReview);
export const selectOfferedLoanDecisions = offeredIn(loanReview);
