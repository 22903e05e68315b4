// Routes of the operator console: login and withdrawal review.
import { opsEndpoints } from '../../../api/endpoints/ops';
import type { Handlers } from '../../http/handler';
import { operatorLogin } from './operators';
import { approveWithdrawal, confirmBankPayout, rejectWithdrawal, withdrawDetail, withdrawQueue } from './review.service';

export const opsHandlers: Handlers<typeof opsEndpoints> = {
  opsLogin: async ({ deps, params }) => operatorLogin(deps, params.email, params.password),
  opsWithdrawQueue: async ({ deps }) => withdrawQueue(deps),
  opsWithdrawDetail: async ({ deps, params }) => withdrawDetail(deps, params.id),
  opsApproveWithdraw: async ({ deps, operator, params }) => approveWithdrawal(deps, operator, params.id, params.reason),
  opsRejectWithdraw: async ({ deps, operator, params }) => rejectWithdrawal(deps, operator, params.id, params.reason),
  opsConfirmPayout: async ({ deps, operator, params }) => confirmBankPayout(deps, operator, params.id, params.reason),
};
