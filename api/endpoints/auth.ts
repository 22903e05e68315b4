// Registration, login, logout, verification codes and password recovery.
import { z } from 'zod';
import { endpoint, emailText, phoneText, requiredText, optionalText } from '../endpoint';

/** What web/userLogin answers instead of a session when the user has 2FA on. */
export const loginSecondStep = z.object({
  two_factor_challenge: z.string().describe('256-bit token for web/userLoginCode, good for 5 minutes and once'),
  expires_at: z.number().int(),
});

export const codeScenes = ['register', 'reset', 'bind'] as const;
export const accountTypes = ['email', 'phone'] as const;

/** Login passwords: 8 to 64 characters with at least one letter and one digit. Only spaces counts as empty (never a valid password). */
export const passwordText = (emptyKey = 'error.passwordEmpty') =>
  z.string({ error: emptyKey }).min(1, emptyKey).max(64, 'error.passwordWeak').regex(/\S/, emptyKey);

export const isStrongEnough = (password: string) =>
  password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);

const newPasswordPair = {
  password: passwordText(),
  repassword: passwordText(),
};

function checkNewPassword(v: { password: string; repassword: string }, ctx: z.RefinementCtx) {
  if (!isStrongEnough(v.password)) ctx.addIssue({ code: 'custom', message: 'error.passwordWeak', path: ['password'] });
  else if (v.password !== v.repassword) ctx.addIssue({ code: 'custom', message: 'error.passwordsDoNotMatch', path: ['repassword'] });
}

/** `account` is checked as an email or a phone number according to `type`. */
function checkAccountByType(v: { type: 'email' | 'phone'; account: string }, ctx: z.RefinementCtx) {
  const parsed = (v.type === 'email' ? emailText() : phoneText()).safeParse(v.account);
  if (!parsed.success) ctx.addIssue({ code: 'custom', message: parsed.error.issues[0].message, path: ['account'] });
}

const accountType = z.enum(accountTypes, { error: 'error.accountTypeInvalid' });
const verificationCode = requiredText('error.codeRequired', 12);

export const authEndpoints = {
  getCode: endpoint({
    name: 'web/getCode', method: 'GET', access: 'public',
    summary: 'Send a 6-digit verification code to an email address (10-minute life, single use).',
    params: z.object({ email: emailText(), scene: z.enum(codeScenes, { error: 'error.invalidInput' }) }),
    data: z.object({
      countdown: z.number().int().describe('seconds before another code may be requested'),
      demoCode: z.string().optional().describe('demo mode only: the code itself'),
    }),
    successMessage: 'success.codeSent',
    ipBudget: 'codes',
    note: 'A GET that sends mail, as the spec names it. Limited per address (a resend countdown and an hourly cap) and per IP (`CODE_RATE_LIMIT_PER_HOUR` code requests an hour, shared with web/getTelCode). Scene `register` answers an address that already has an account exactly as a new one, and mails it a notice instead of a code.',
  }),
  getTelCode: endpoint({
    name: 'web/getTelCode', method: 'GET', access: 'public',
    summary: 'Send a 6-digit verification code by SMS to a phone number.',
    params: z.object({ phone: phoneText(), scene: z.enum(codeScenes, { error: 'error.invalidInput' }) }),
    data: z.object({ countdown: z.number().int(), demoCode: z.string().optional() }),
    successMessage: 'success.codeSent',
    ipBudget: 'codes',
    note: 'Limited like web/getCode, whose per-IP budget it shares.',
  }),
  checkCode: endpoint({
    name: 'web/reg_checkcode', method: 'GET', access: 'public',
    summary: 'Check a verification code without using it up (counts as an attempt).',
    params: z.object({ type: accountType, account: requiredText('error.accountEmpty'), code: verificationCode, scene: z.enum(codeScenes).default('register') })
      .superRefine(checkAccountByType),
    data: z.object({ valid: z.literal(true) }),
  }),
  register: endpoint({
    name: 'web/userRegister', method: 'POST', access: 'public',
    summary: 'Register by email or phone with a verification code; invitation code optional or required by setting.',
    params: z.object({
      type: accountType,
      account: requiredText('error.accountEmpty'),
      code: verificationCode,
      ...newPasswordPair,
      invitation_code: optionalText(32),
      agree: z.literal('1', { error: 'error.agreementRequired' }),
    }).superRefine((v, ctx) => { checkAccountByType(v, ctx); checkNewPassword(v, ctx); }),
    data: z.object({ account: z.string() }),
    successMessage: 'success.registered',
  }),
  login: endpoint({
    name: 'web/userLogin', method: 'POST', access: 'public',
    summary: 'Log in with email or phone and password; returns a session token, or a second-step challenge when 2FA is on.',
    params: z.object({
      account: requiredText('error.accountOrPasswordEmpty'),
      password: z.string({ error: 'error.accountOrPasswordEmpty' }).min(1, 'error.accountOrPasswordEmpty').max(128, 'error.loginFailed').regex(/\S/, 'error.accountOrPasswordEmpty'),
    }),
    data: z.union([z.object({ token: z.string(), expires_at: z.number().int() }), loginSecondStep]),
    idempotent: false,
    note: 'Not replayed by rtoken: the answer holds a secret, which is never stored in the clear. With 2FA on it answers a challenge instead of a session, for web/userLoginCode.',
  }),
  logout: endpoint({
    name: 'web/logout', method: 'POST', access: 'user',
    summary: 'End this session on the server (the token stops working at once).',
    params: z.object({}),
    data: z.null(),
  }),
  resetPassword: endpoint({
    name: 'web/resetPassword', method: 'POST', access: 'public',
    summary: 'Forgotten password: set a new one with a code sent to the account. Starts the 24 h withdrawal lock and ends every session.',
    params: z.object({ type: accountType, account: requiredText('error.accountEmpty'), code: verificationCode, ...newPasswordPair })
      .superRefine((v, ctx) => { checkAccountByType(v, ctx); checkNewPassword(v, ctx); }),
    data: z.null(),
    successMessage: 'success.passwordReset',
  }),
  resetBySecQuestion: endpoint({
    name: 'web/resetBySecQuestion', method: 'POST', access: 'public',
    summary: 'Forgotten password by the three security answers plus a code to the bound email or phone. Starts the 24 h withdrawal lock.',
    params: z.object({
      type: accountType,
      account: requiredText('error.accountEmpty'),
      code: verificationCode,
      answer1: requiredText('error.securityAnswersRequired', 64),
      answer2: requiredText('error.securityAnswersRequired', 64),
      answer3: requiredText('error.securityAnswersRequired', 64),
      ...newPasswordPair,
    }).superRefine((v, ctx) => { checkAccountByType(v, ctx); checkNewPassword(v, ctx); }),
    data: z.null(),
    successMessage: 'success.passwordReset',
  }),
};

export { checkNewPassword };
