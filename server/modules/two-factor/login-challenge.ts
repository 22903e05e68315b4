// Login's second step. A right password of a user with 2FA on gives no session yet but a challenge:
// a 256-bit token, stored only hashed, good for CHALLENGE_TTL_MS and once. The browser sends it back
// with a code; a right code spends the challenge and the session starts.
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { newToken, sha256 } from '../../platform';
import { transactionKeepingRefusals } from '../auth/refusal';
import { recordFailedLogin, type LoginMeta } from '../devices/login-record';
import { checkSecondFactor } from './second-factor';
import { findTwoFactor, insertChallenge, liveChallenge, spendChallenge } from './two-factor.store';
import type { Executor } from '../../db/database';

export const CHALLENGE_TTL_MS = 5 * 60_000;

export interface SecondStep { two_factor_challenge: string; expires_at: number }

/** The challenge to answer when the user has 2FA on, or null: the session may start now. */
export async function secondStepOf(deps: Pick<Deps, 'db' | 'clock' | 'random'>, userId: string): Promise<SecondStep | null> {
  const row = await findTwoFactor(deps.db, userId);
  if (!row?.enabled_at) return null;
  const token = newToken(deps.random);
  const now = deps.clock.now();
  await insertChallenge(deps.db, { tokenHash: sha256(token), userId, now, expiresAt: now + CHALLENGE_TTL_MS });
  return { two_factor_challenge: token, expires_at: now + CHALLENGE_TTL_MS };
}

/**
 * Answers a challenge: a right code spends it and runs `startSession` in the same transaction; a
 * wrong one is counted (the lockout), recorded in the user's login history as a failed second step,
 * and leaves the challenge for another try until it expires.
 */
export async function answerChallenge<T>(deps: Pick<Deps, 'config' | 'db' | 'clock' | 'ids'>, input: { challenge: string; code: string }, meta: LoginMeta, startSession: (trx: Executor, userId: string) => Promise<T>): Promise<T> {
  const tokenHash = sha256(input.challenge);
  const live = await liveChallenge(deps.db, tokenHash, deps.clock.now());
  const row = live && await findTwoFactor(deps.db, live.user_id);
  if (!live || !row?.enabled_at) fail('loginChallengeExpired');
  return transactionKeepingRefusals(deps, async (trx) => {
    const refused = await checkSecondFactor(deps, trx, row, input.code);
    if (refused) {
      await recordFailedLogin(deps, trx, live.user_id, meta, 'code');
      return refused;
    }
    if (!(await spendChallenge(trx, tokenHash, deps.clock.now()))) fail('loginChallengeExpired');
    return startSession(trx, live.user_id);
  });
}
