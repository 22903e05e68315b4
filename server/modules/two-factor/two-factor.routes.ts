// Routes of two-factor authentication and the anti-phishing phrase.
import type { twoFactorEndpoints } from '../../../api/endpoints/two-factor';
import type { Handlers } from '../../http/handler';
import { startSession } from '../auth/auth.service';
import { recordedLogin } from '../devices/devices.service';
import { setAntiPhishingPhrase } from './anti-phishing';
import { confirmEnrolment, disableTwoFactor, startEnrolment } from './enrolment';
import { answerChallenge } from './login-challenge';

export const twoFactorHandlers: Handlers<typeof twoFactorEndpoints> = {
  twoFactorStart: ({ deps, user }) => startEnrolment(deps, user.id),

  twoFactorEnable: ({ deps, user, params }) => confirmEnrolment(deps, user.id, params.code),

  twoFactorDisable: async ({ deps, user, params }) => {
    await disableTwoFactor(deps, user.id, params.code);
    return null;
  },

  // The session starts here for an account with 2FA: recorded in the login history like a one-step
  // login (a new device is mailed). The challenge names no account, so a wrong code is not listed.
  loginCode: ({ deps, params, ip, userAgent }) =>
    recordedLogin(deps, '', { ip, userAgent }, () => answerChallenge(deps, params, (trx, userId) => startSession(deps, trx, userId, { ip, userAgent }))),

  setAntiPhishing: async ({ deps, user, params }) => {
    await setAntiPhishingPhrase(deps, user.id, { phrase: params.phrase, code: params.two_factor_code, password: params.password });
    return null;
  },
};
