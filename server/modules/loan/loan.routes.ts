// Routes of loans: the products, the user's loans, applying and repaying, and the operators'
// review of applications and repayment vouchers.
import { loanEndpoints } from '../../../api/endpoints/loan';
import type { Handlers } from '../../http/handler';
import { applyForLoan, lendList, loanDocumentsOf, loanInfo, myLoans, repayFromBalance, sendVoucher } from './loan.service';
import { approveLoan, confirmVoucher, loanQueue, loanReviewDetail, rejectLoan, rejectVoucher, voucherQueue, voucherReviewDetail } from './loan-review.service';

export const loanHandlers: Handlers<typeof loanEndpoints> = {
  lendList: async ({ deps }) => lendList(deps),
  lendMy: async ({ deps, user, params }) => myLoans(deps, user.id, params),
  lendInfo: async ({ deps, user, params }) => loanInfo(deps, user.id, params.id),
  lend_img: async ({ deps, user, params }) => loanDocumentsOf(deps, user.id, params.id),
  lendBuy: async ({ deps, user, rtoken, params }) => applyForLoan(deps, user.id, rtoken, params),
  lendRepay: async ({ deps, user, params }) => repayFromBalance(deps, user.id, params),
  lendVoucher: async ({ deps, user, rtoken, params }) => sendVoucher(deps, user.id, rtoken, params),
  opsLoanQueue: async ({ deps }) => loanQueue(deps),
  opsLoanDetail: async ({ deps, params }) => loanReviewDetail(deps, params.id),
  opsApproveLoan: async ({ deps, operator, params }) => approveLoan(deps, operator, params.id, params.reason),
  opsRejectLoan: async ({ deps, operator, params }) => rejectLoan(deps, operator, params.id, params.reason),
  opsLoanVoucherQueue: async ({ deps }) => voucherQueue(deps),
  opsLoanVoucherDetail: async ({ deps, params }) => voucherReviewDetail(deps, params.id),
  opsConfirmLoanVoucher: async ({ deps, operator, params }) => confirmVoucher(deps, operator, params.id, params.reason),
  opsRejectLoanVoucher: async ({ deps, operator, params }) => rejectVoucher(deps, operator, params.id, params.reason),
};
