// Routes of registration, login, logout, verification codes and password recovery.
import { authEndpoints } from '../../../api/endpoints/auth';
import type { Handlers } from '../../http/handler';
import { checkCodeOnly, requestCode } from './codes.service';
import { login, logout, register, requireContact, resetPasswordByCode, resetPasswordBySecurityAnswers } from './auth.service';

export const authHandlers: Handlers<typeof authEndpoints> = {
  getCode: ({ deps, params, lang, user }) =>
    requestCode(deps, { contact: { channel: 'email', target: params.email }, scene: params.scene, lang, userId: user?.id ?? null }),

  getTelCode: ({ deps, params, lang, user }) =>
    requestCode(deps, { contact: { channel: 'phone', target: params.phone }, scene: params.scene, lang, userId: user?.id ?? null }),

  checkCode: async ({ deps, params }) => {
    await checkCodeOnly(deps, requireContact(params.type, params.account), params.scene, params.code);
    return { valid: true as const };
  },

  register: ({ deps, params, lang }) =>
    register(deps, { type: params.type, account: params.account, code: params.code, password: params.password, invitationCode: params.invitation_code, lang }),

  login: ({ deps, params, ip, userAgent }) => login(deps, params, { ip, userAgent }),

  logout: async ({ deps, user }) => {
    await logout(deps, user);
    return null;
  },

  resetPassword: async ({ deps, params }) => {
    await resetPasswordByCode(deps, params);
    return null;
  },

  resetBySecQuestion: async ({ deps, params }) => {
    await resetPasswordBySecurityAnswers(deps, { ...params, answers: [params.answer1, params.answer2, params.answer3] });
    return null;
  },
};
