// Routes of the operator console: login, withdrawal review, manual deposit review and settings.
import { opsEndpoints } from '../../../api/endpoints/ops';
import type { Handlers } from '../../http/handler';
import { operatorLogin } from './operators';
import { approveDeposit, depositDetail, depositQueue, rejectDeposit } from './deposit-review.service';
import { changeSetting, listSettings, mustAdminister } from '../settings/settings-admin';
import { approveWithdrawal, confirmBankPayout, rejectWithdrawal, withdrawDetail, withdrawQueue } from './review.service';

export const opsHandlers: Handlers<typeof opsEndpoints> = {
  opsLogin: async ({ deps, params }) => operatorLogin(deps, params.email, params.password),
  opsWithdrawQueue: async ({ deps }) => withdrawQueue(deps),
  opsWithdrawDetail: async ({ deps, params }) => withdrawDetail(deps, params.id),
  opsApproveWithdraw: async ({ deps, operator, params }) => approveWithdrawal(deps, operator, params.id, params.reason),
  opsRejectWithdraw: async ({ deps, operator, params }) => rejectWithdrawal(deps, operator, params.id, params.reason),
  opsDepositQueue: async ({ deps }) => depositQueue(deps),
  opsDepositDetail: async ({ deps, params }) => depositDetail(deps, params.id),
  opsApproveDeposit: async ({ deps, operator, params }) => approveDeposit(deps, operator, params.id, params.reason),
  opsRejectDeposit: async ({ deps, operator, params }) => rejectDeposit(deps, operator, params.id, params.reason),
  opsConfirmPayout: async ({ deps, operator, params }) => confirmBankPayout(deps, operator, params.id, params.reason),
  opsSettings: async ({ deps, operator }) => { mustAdminister(operator); return listSettings(deps); },
  opsSetSetting: async ({ deps, operator, params }) => { mustAdminister(operator); return changeSetting(deps, operator.id, params.key, params.value); },
};
