// Lockouts after repeated wrong secrets, one mechanism for every secret a person types: the login
// password (also confirmed inside the account, and guessed through the security answers: they all
// guess the same person's secrets), the transaction password, the two-factor code (TOTP or
// recovery code, counted like the transaction password) and the operator's password.
// Checking a secret is slow (argon2id), so an attempt is counted as a failure BEFORE its check and
// settled after: a burst of guesses cannot all pass the count while their checks run, and a right
// secret arriving during a lock is refused like a wrong one. Within a process, attempts at one
// secret also take turns, so many right ones at once (a client's parallel calls) are checked one by
// one instead of filling the count; across instances the count alone bounds the guesses.
import type { BusinessError } from '../../../api/codes';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/database';
import { releaseAttempt, reserveAttempt, settleRight, settleWrong, type LockPolicy, type SecretKind } from './lockout.store';
import { Refusal } from './refusal';

export type { SecretKind } from './lockout.store';

export const TPWD_MAX_FAILURES = 5;
export const TPWD_LOCK_MS = 15 * 60_000;

const lockedReason: Record<SecretKind, BusinessError> = { login: 'accountLocked', tpwd: 'tpwdLocked', operator: 'accountLocked', totp: 'twoFactorLocked' };

function policyOf(deps: Pick<Deps, 'config'>, kind: SecretKind): LockPolicy {
  return kind === 'tpwd' || kind === 'totp' ? { max: TPWD_MAX_FAILURES, lockMs: TPWD_LOCK_MS } : { max: deps.config.loginMaxFailures, lockMs: deps.config.loginLockMs };
}

export function minutesLeft(lockedUntil: number, now: number): number {
  return Math.max(1, Math.ceil((lockedUntil - now) / 60_000));
}

function lockRefusal(kind: SecretKind, lockedUntil: number, now: number): Refusal {
  return new Refusal(lockedReason[kind], { minutes: minutesLeft(lockedUntil, now) });
}

type LockDeps = Pick<Deps, 'config' | 'clock'>;

/** Counts the attempt before its check; the lock's refusal when one is in force (or this attempt starts it). */
export async function beginAttempt(deps: LockDeps, db: Executor, kind: SecretKind, id: string): Promise<Refusal | null> {
  const now = deps.clock.now();
  const lockedUntil = await reserveAttempt(db, kind, id, now, policyOf(deps, kind));
  return lockedUntil === null ? null : lockRefusal(kind, lockedUntil, now);
}

/**
 * Settles an attempt begun with beginAttempt: null when the secret was right and no lock started
 * meanwhile; otherwise `wrong`, or the lock's refusal once the failures reach the limit.
 */
export async function settleAttempt(deps: LockDeps, db: Executor, kind: SecretKind, id: string, right: boolean, wrong: BusinessError): Promise<Refusal | null> {
  const now = deps.clock.now();
  if (right && await settleRight(db, kind, id, now)) return null;
  // A right secret lands here only when a lock is in force, which settleWrong then reports.
  const lockedUntil = await settleWrong(db, kind, id, now, policyOf(deps, kind));
  return lockedUntil === null ? new Refusal(wrong) : lockRefusal(kind, lockedUntil, now);
}

/** An attempt begun but never judged (another proof of the same request failed): its count is taken back. */
export async function abandonAttempt(deps: LockDeps, db: Executor, kind: SecretKind, id: string): Promise<void> {
  await releaseAttempt(db, kind, id, deps.clock.now());
}

/** The whole attempt, in its turn: count, check (`isRight`, the slow part), settle. Null when the secret was right. */
export function checkSecret(deps: LockDeps, db: Executor, kind: SecretKind, id: string, isRight: () => Promise<boolean>, wrong: BusinessError): Promise<Refusal | null> {
  return inTurn(kind, id, async () => {
    const locked = await beginAttempt(deps, db, kind, id);
    if (locked) return locked;
    return settleAttempt(deps, db, kind, id, await isRight(), wrong);
  });
}

const turns = new Map<string, Promise<unknown>>();

/** Runs `work` after every earlier attempt at the same secret in this process has settled. */
export async function inTurn<T>(kind: SecretKind, id: string, work: () => Promise<T>): Promise<T> {
  const key = `${kind}:${id}`;
  const mine = (turns.get(key) ?? Promise.resolve()).then(work, work);
  const done = mine.then(() => undefined, () => undefined);
  turns.set(key, done);
  try {
    return await mine;
  } finally {
    if (turns.get(key) === done) turns.delete(key);
  }
}
