// Reviewing one repayment voucher (a bank transfer's proof) in the operator console: the image, the
// amount owed when it was sent, the loan it repays, the timeline and decisions. The voucher's shared
// chart decides what is offered: confirm (the transfer arrived: the loan is repaid at that amount)
// or reject with a reason (the loan stays owed and the user may send another voucher).
import type { DataOf } from '../../api/endpoint';
import type { loanEndpoints } from '../../api/endpoints/loan';
import { loanVoucherLifecycle } from '../../api/lifecycles/loan-voucher.lifecycle';
import { offeredIn, rejectDecision, reviewFlow, type ReviewSpec } from './review-flow';

export type OpsLoanVoucherDetail = DataOf<typeof loanEndpoints.opsLoanVoucherDetail>;
export type OpsLoanVoucherItem = OpsLoanVoucherDetail['voucher'];
export type OpsLoanVoucher = OpsLoanVoucherItem['voucher'];
export type OpsLoanVoucherDecision = 'confirm' | 'reject';
/** A queue row: the voucher under its own id. */
export type OpsLoanVoucherRow = OpsLoanVoucherItem & { id: string };

const voucherReview: ReviewSpec<OpsLoanVoucherDetail, OpsLoanVoucher, OpsLoanVoucherDecision> = {
  id: 'opsLoanVoucherReview',
  lifecycle: loanVoucherLifecycle,
  item: (detail) => detail.voucher.voucher,
  decisions: [{ decision: 'confirm', chartEvent: 'CONFIRM' }, rejectDecision],
};

export const opsLoanVoucherReviewFlow = reviewFlow<OpsLoanVoucherDetail, OpsLoanVoucher, OpsLoanVoucherDecision, OpsLoanVoucherItem>(voucherReview);
export const selectOfferedLoanVoucherDecisions = offeredIn(voucherReview);
