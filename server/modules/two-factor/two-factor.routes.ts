// Routes of two-factor authentication and the anti-phishing phrase.
import type { twoFactorEndpoints } from '../../../api/endpoints/two-factor';
import type { Handlers } from '../../http/handler';
import { committedSession, startSession } from '../auth/auth.service';
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

  // The session starts here for an account with 2FA (startSession records it, and a wrong code is
  // recorded by answerChallenge).
  loginCode: async ({ deps, params, ip, userAgent }) =>
    committedSession(await answerChallenge(deps, params, { ip, userAgent }, (trx, userId) => startSession(deps, trx, userId, { ip, userAgent }))),

  setAntiPhishing: async ({ deps, user, params }) => {
    await setAntiPhishingPhrase(deps, user.id, { phrase: params.phrase, code: params.two_factor_code, password: params.password });
    return null;
  },
};
