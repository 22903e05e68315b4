// Lockouts after repeated wrong secrets. The login counter also counts wrong security answers and
// wrong login-password confirmations (all guess the same person's secrets); the transaction
// password has its own counter.
import type { BusinessError } from '../../../api/codes';
import type { Deps } from '../../deps';
import type { Executor } from '../ledger/ledger';
import { Refusal } from './refusal';
import { countFailure, type FailureCounter } from './users.store';

export const TPWD_MAX_FAILURES = 5;
export const TPWD_LOCK_MS = 15 * 60_000;

const lockedReason: Record<FailureCounter, BusinessError> = { login: 'accountLocked', tpwd: 'tpwdLocked' };

export function minutesLeft(lockedUntil: number, now: number): number {
  return Math.max(1, Math.ceil((lockedUntil - now) / 60_000));
}

/** The refusal for a lock still running, or null. */
export function activeLock(counter: FailureCounter, lockedUntil: bigint | null, now: number): Refusal | null {
  if (lockedUntil === null || Number(lockedUntil) <= now) return null;
  return new Refusal(lockedReason[counter], { minutes: minutesLeft(Number(lockedUntil), now) });
}

/** Counts a wrong secret and returns what to answer: `wrong`, or the lock that this failure started. */
export async function countWrongSecret(deps: Deps, db: Executor, userId: string, counter: FailureCounter, wrong: BusinessError): Promise<Refusal> {
  const now = deps.clock.now();
  const policy = counter === 'login'
    ? { max: deps.config.loginMaxFailures, lockMs: deps.config.loginLockMs }
    : { max: TPWD_MAX_FAILURES, lockMs: TPWD_LOCK_MS };
  const lockedUntil = await countFailure(db, userId, counter, { now, ...policy });
  return lockedUntil === null ? new Refusal(wrong) : new Refusal(lockedReason[counter], { minutes: minutesLeft(lockedUntil, now) });
}
