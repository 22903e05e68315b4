// Routes of money out: the address book, the policy, withdrawals and their records, collection settings.
import { withdrawalEndpoints } from '../../../api/endpoints/withdrawals';
import type { Handlers } from '../../http/handler';
import { addWithdrawAddress, deleteWithdrawAddress, withdrawAddresses } from './address-book.service';
import { getCollection, saveCollection } from './collection.service';
import { requireSecondFactor } from '../two-factor/require-code';
import { BANK_CHAIN, cancelWithdrawal, submitWithdrawal, withdrawalRecords, withdrawPolicyView } from './withdrawal.service';

export const withdrawalHandlers: Handlers<typeof withdrawalEndpoints> = {
  addWithdrawAddress: async ({ deps, user, params }) => {
    await requireSecondFactor(deps, user.id, params.two_factor_code);
    return addWithdrawAddress(deps, user.id, params);
  },
  withdrawAddresses: async ({ deps, user }) => withdrawAddresses(deps, user.id),
  deleteWithdrawAddress: async ({ deps, user, params }) => {
    await requireSecondFactor(deps, user.id, params.two_factor_code);
    await deleteWithdrawAddress(deps, user.id, params.id);
    return null;
  },
  getWithdrawPolicy: async ({ deps, user, params }) => withdrawPolicyView(deps, user.id, params.currency),
  withdraw: async ({ deps, user, rtoken, lang, params }) => {
    await requireSecondFactor(deps, user.id, params.two_factor_code);
    return submitWithdrawal(deps, user.id, rtoken, params, lang);
  },
  bankWithdraw: async ({ deps, user, rtoken, lang, params }) => {
    const { currency, amount, tpwd, two_factor_code, ...bank } = params;
    await requireSecondFactor(deps, user.id, two_factor_code);
    return submitWithdrawal(deps, user.id, rtoken, { currency, amount, tpwd, chain: BANK_CHAIN, address: '', bank }, lang);
  },
  cancelWithdraw: async ({ deps, user, lang, params }) => cancelWithdrawal(deps, user.id, params.id, lang),
  withdrawRecords: async ({ deps, user, lang }) => withdrawalRecords(deps, user.id, lang),
  getCollection: async ({ deps, user }) => getCollection(deps, user.id),
  saveCollection: async ({ deps, user, params }) => saveCollection(deps, user.id, params),
};
