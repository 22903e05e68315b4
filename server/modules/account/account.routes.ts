// Routes of the logged-in user's account: info, security overview, passwords, bindings, language.
import { accountEndpoints } from '../../../api/endpoints/account';
import type { Handlers } from '../../http/handler';
import { chooseLanguage, securityOverview, sessionInfo } from './account.service';
import { bindContact, changePassword, setSecurityQuestions } from './security.service';
import { requireSecondFactor } from '../two-factor/require-code';
import { hasTransactionPassword, saveTransactionPassword, updateTransactionPassword } from './transaction-password';

export const accountHandlers: Handlers<typeof accountEndpoints> = {
  getInfo: ({ deps, user }) => sessionInfo(deps, user),

  info: ({ deps, user }) => securityOverview(deps, user.id),

  hasTpassword: async ({ deps, user }) => ({ set: await hasTransactionPassword(deps, user.id) }),

  saveTpwd: async ({ deps, user, params }) => {
    await saveTransactionPassword(deps, user.id, params);
    return null;
  },

  updateTpassword: async ({ deps, user, params }) => {
    await requireSecondFactor(deps, user.id, params.two_factor_code);
    await updateTransactionPassword(deps, user.id, { tpwd: params.tpwd, oldTpwd: params.old_tpwd, type: params.type, code: params.code });
    return null;
  },

  updatePassword: async ({ deps, user, params }) => {
    await requireSecondFactor(deps, user.id, params.two_factor_code);
    await changePassword(deps, user, params);
    return null;
  },

  setSecQuestion: async ({ deps, user, params }) => {
    await requireSecondFactor(deps, user.id, params.two_factor_code);
    await setSecurityQuestions(deps, user.id, { answers: [params.answer1, params.answer2, params.answer3], password: params.password });
    return null;
  },

  bindEmail: async ({ deps, user, params }) => {
    await requireSecondFactor(deps, user.id, params.two_factor_code);
    return { email: await bindContact(deps, user.id, { channel: 'email', target: params.email }, params.code) };
  },

  bindPhone: async ({ deps, user, params }) => {
    await requireSecondFactor(deps, user.id, params.two_factor_code);
    return { phone: await bindContact(deps, user.id, { channel: 'phone', target: params.phone }, params.code) };
  },

  setLang: async ({ deps, user, params }) => {
    await chooseLanguage(deps, user.id, params.value);
    return null;
  },
};
