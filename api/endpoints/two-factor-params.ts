// What other areas' calls carry of two-factor authentication, apart from its own endpoints (kept
// small: every screen that changes security or moves money loads it).
import { z } from 'zod';
import { optionalText } from '../endpoint';

/** The code a protected call carries when the user has 2FA on (ignored otherwise). */
export const twoFactorCodeParam = { two_factor_code: optionalText(32) };

/** What web/userLogin answers instead of a session when the user has 2FA on. */
export const loginSecondStep = z.object({
  two_factor_challenge: z.string().describe('256-bit token for web/userLoginCode, good for 5 minutes and once'),
  expires_at: z.number().int(),
});
