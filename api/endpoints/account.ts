// The logged-in user's account: info, security settings, transaction password, bindings.
import { z } from 'zod';
import { endpoint, emailText, phoneText, requiredText, tpwdText, optionalText, twoFactorCodeParam } from '../endpoint';
import { passwordText, checkNewPassword, accountTypes } from './auth';
import { languages } from '../languages';

export const securityLevels = ['strong', 'weak', 'notSecure'] as const;
export const securityQuestionIds = [1, 2, 3] as const;

const tpwdPair = { tpwd: tpwdText(), retpwd: tpwdText() };
const checkTpwdPair = (v: { tpwd: string; retpwd: string }, ctx: z.RefinementCtx) => {
  if (v.tpwd !== v.retpwd) ctx.addIssue({ code: 'custom', message: 'error.passwordsDoNotMatch', path: ['retpwd'] });
};

/** The Session fields of spec §3, with their names. */
export const sessionInfo = z.object({
  token: z.string(),
  lang: z.string(),
  name: z.string(),
  invitation_code: z.string(),
  email: z.string(),
  phone: z.string(),
  transaction_password: z.union([z.literal(0), z.literal(1)]).describe('0 means not set'),
  bank_name: z.string(),
  bank_number: z.string(),
  alipay_account: z.string(),
  weixin_nickname: z.string(),
  weixin_account: z.string(),
  usdt: z.string().describe('available USDT in the spot account, decimal'),
});

export const securityOverview = z.object({
  account: z.string().describe('phone, or else email'),
  email: z.string(),
  phone: z.string(),
  email_bound: z.boolean(),
  phone_bound: z.boolean(),
  tpwd_set: z.boolean(),
  sec_questions_set: z.boolean(),
  two_factor_enabled: z.boolean(),
  anti_phishing_set: z.boolean(),
  password_strength: z.enum(['strong', 'medium', 'weak']),
  security_level: z.enum(securityLevels),
  /** The next step that would raise the level, as a message key, or null when strong. */
  next_step: z.string().nullable(),
  withdraw_lock_until: z.number().int().nullable().describe('epoch ms; null when withdrawals are not locked'),
  created_at: z.number().int(),
  last_login_at: z.number().int().nullable(),
});

export const accountEndpoints = {
  getInfo: endpoint({
    name: 'web/getInfo', method: 'GET', access: 'user',
    summary: 'The session fields of spec §3.',
    params: z.object({}),
    data: sessionInfo,
  }),
  info: endpoint({
    name: 'web/info', method: 'GET', access: 'user',
    summary: 'Security overview: bindings, passwords, security level, withdrawal lock.',
    params: z.object({}),
    data: securityOverview,
  }),
  hasTpassword: endpoint({
    name: 'web/hasTpassword', method: 'GET', access: 'user',
    summary: 'Whether the transaction password is set.',
    params: z.object({}),
    data: z.object({ set: z.boolean() }),
  }),
  saveTpwd: endpoint({
    name: 'web/saveTpwd', method: 'POST', access: 'user',
    summary: 'Set the 6-digit transaction password for the first time (confirmed with the login password).',
    params: z.object({ ...tpwdPair, password: passwordText() }).superRefine(checkTpwdPair),
    data: z.null(),
    successMessage: 'success.saved',
  }),
  updateTpassword: endpoint({
    name: 'web/updateTpassword', method: 'POST', access: 'user',
    summary: 'Change the transaction password with the old one, or with a code (scene reset) sent to the bound email or phone of `type`. Starts the 24 h withdrawal lock.',
    params: z.object({
      old_tpwd: optionalText(6),
      type: z.enum(accountTypes).optional(),
      code: optionalText(12),
      ...tpwdPair,
      ...twoFactorCodeParam,
    }).superRefine((v, ctx) => {
      if (!v.old_tpwd && !v.code) ctx.addIssue({ code: 'custom', message: v.type ? 'error.codeRequired' : 'error.tpwdEnter', path: ['old_tpwd'] });
      else if (v.old_tpwd && !/^\d{6}$/.test(v.old_tpwd)) ctx.addIssue({ code: 'custom', message: 'error.tpwdSixDigits', path: ['old_tpwd'] });
      else if (v.code && !v.type) ctx.addIssue({ code: 'custom', message: 'error.invalidInput', path: ['type'] });
      checkTpwdPair(v, ctx);
    }),
    data: z.null(),
    successMessage: 'success.saved',
  }),
  updatePassword: endpoint({
    name: 'web/updatePassword', method: 'POST', access: 'user',
    summary: 'Change the login password with a code (scene reset) sent to the bound email or phone of `type`. Ends every other session (they get code 1000) and starts the 24 h withdrawal lock.',
    params: z.object({ type: z.enum(accountTypes, { error: 'error.invalidInput' }), code: requiredText('error.codeRequired', 12), password: passwordText(), repassword: passwordText(), ...twoFactorCodeParam })
      .superRefine(checkNewPassword),
    data: z.null(),
    successMessage: 'success.passwordChanged',
  }),
  setSecQuestion: endpoint({
    name: 'web/setSecQuestion', method: 'POST', access: 'user',
    summary: 'Set the answers to the three security questions (confirmed with the login password). Starts the 24 h withdrawal lock.',
    params: z.object({
      answer1: requiredText('error.securityAnswersRequired', 64),
      answer2: requiredText('error.securityAnswersRequired', 64),
      answer3: requiredText('error.securityAnswersRequired', 64),
      password: passwordText(),
      ...twoFactorCodeParam,
    }),
    data: z.null(),
    successMessage: 'success.saved',
    note: 'The spec lists this call under GET; it is a POST here because answers must not travel in URLs or logs.',
  }),
  bindEmail: endpoint({
    name: 'web/bindemail', method: 'POST', access: 'user',
    summary: 'Bind or change the email with a code sent to it (scene bind). Starts the 24 h withdrawal lock.',
    params: z.object({ email: emailText(), code: requiredText('error.codeRequired', 12), ...twoFactorCodeParam }),
    data: z.object({ email: z.string() }),
    successMessage: 'success.bound',
  }),
  bindPhone: endpoint({
    name: 'web/bindphone', method: 'POST', access: 'user',
    summary: 'Bind or change the phone with a code sent to it (scene bind). Starts the 24 h withdrawal lock.',
    params: z.object({ phone: phoneText(), code: requiredText('error.codeRequired', 12), ...twoFactorCodeParam }),
    data: z.object({ phone: z.string() }),
    successMessage: 'success.bound',
  }),
  setLang: endpoint({
    name: 'web/setLang', method: 'POST', access: 'user',
    summary: 'Store the chosen language on the account (mail and codes use it).',
    params: z.object({ value: z.enum(languages, { error: 'error.invalidInput' }) }),
    data: z.null(),
  }),
};
