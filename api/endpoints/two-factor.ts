// Two-factor authentication (TOTP, RFC 6238) and the anti-phishing phrase: enrolment, turning it
// off, login's second step, and the code that protected calls carry.
import { z } from 'zod';
import { endpoint, optionalText, requiredText, twoFactorCodeParam } from '../endpoint';

/** A 6-digit code from the authenticator app, or a recovery code (XXXX-XXXX-XXXX-XXXX). */
export const twoFactorCode = () => requiredText('error.twoFactorCodeRequired', 32);


export const antiPhishingPhrase = () =>
  z.string({ error: 'error.antiPhishingPhraseInvalid' }).trim().min(4, 'error.antiPhishingPhraseInvalid').max(32, 'error.antiPhishingPhraseInvalid')
    .regex(/^[^<>]+$/, 'error.antiPhishingPhraseInvalid');

export const twoFactorEndpoints = {
  twoFactorStart: endpoint({
    name: 'web/twoFactorStart', method: 'POST', access: 'user',
    summary: 'Start turning on 2FA: a new TOTP secret and its otpauth:// URI (for the QR code), replacing an unconfirmed one.',
    params: z.object({}),
    data: z.object({ secret: z.string().describe('base32'), otpauth_uri: z.string() }),
    idempotent: false,
    note: 'Not replayed by rtoken: the answer holds a secret, which is never stored in an answer record. The secret is never sent again.',
  }),
  twoFactorEnable: endpoint({
    name: 'web/twoFactorEnable', method: 'POST', access: 'user',
    summary: 'Confirm 2FA with one code from the app: it is on from now, and the ten recovery codes are answered this once.',
    params: z.object({ code: twoFactorCode() }),
    data: z.object({ recovery_codes: z.array(z.string()) }),
    idempotent: false,
    note: 'Not replayed by rtoken: the recovery codes are stored only hashed.',
  }),
  twoFactorDisable: endpoint({
    name: 'web/twoFactorDisable', method: 'POST', access: 'user',
    summary: 'Turn 2FA off with a code (or a recovery code). Starts the 24 h withdrawal lock.',
    params: z.object({ code: twoFactorCode() }),
    data: z.null(),
    successMessage: 'success.saved',
  }),
  loginCode: endpoint({
    name: 'web/userLoginCode', method: 'POST', access: 'public',
    summary: "Login's second step: the challenge from web/userLogin with a code (or recovery code); returns the session token.",
    params: z.object({ challenge: requiredText('error.loginChallengeExpired', 128), code: twoFactorCode() }),
    data: z.object({ token: z.string(), expires_at: z.number().int() }),
    idempotent: false,
    note: 'Not replayed by rtoken: the answer holds a secret. Wrong codes count towards the 2FA lockout.',
  }),
  setAntiPhishing: endpoint({
    name: 'web/setAntiPhishing', method: 'POST', access: 'user',
    summary: 'Set or change the anti-phishing phrase shown in every mail; proven by the 2FA code when 2FA is on, else by the login password.',
    params: z.object({ phrase: antiPhishingPhrase(), password: optionalText(128), ...twoFactorCodeParam }),
    data: z.null(),
    successMessage: 'success.saved',
  }),
};
