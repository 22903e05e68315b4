// SQL for the lockout counters: each statement reads and writes a counter at once, so attempts
// running side by side each see the others' counts. A counter is a pair of columns on the row of
// whoever owns the secret: consecutive failures (attempts under way included) and the lock's end.
import { sql } from 'kysely';
import type { Executor } from '../../db/database';

export type SecretKind = 'login' | 'tpwd' | 'operator' | 'totp';

const counters = {
  login: { table: 'users', failures: 'failed_logins', lockedUntil: 'locked_until' },
  tpwd: { table: 'users', failures: 'tpwd_failures', lockedUntil: 'tpwd_locked_until' },
  operator: { table: 'operators', failures: 'failed_logins', lockedUntil: 'locked_until' },
  totp: { table: 'two_factor', failures: 'failures', lockedUntil: 'locked_until' },
} as const;

export interface LockPolicy { max: number; lockMs: number }

function parts(kind: SecretKind, now: number) {
  const c = counters[kind];
  const failures = sql.ref(c.failures);
  const lockedUntil = sql.ref(c.lockedUntil);
  return { table: sql.table(c.table), failures, lockedUntil, open: sql`(${lockedUntil} IS NULL OR ${lockedUntil} <= ${BigInt(now)})` };
}

function lockEnd(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}

/**
 * Counts an attempt as a failure before its secret is checked, unless a lock is in force. An
 * attempt that finds `max` failures already counted (wrong ones, or ones still being checked)
 * starts the lock instead. Returns the end of the lock in force, or null when the attempt may go on.
 */
export async function reserveAttempt(db: Executor, kind: SecretKind, id: string, now: number, policy: LockPolicy): Promise<number | null> {
  const { table, failures, lockedUntil, open } = parts(kind, now);
  const full = sql`${failures} >= ${policy.max}`;
  const result = await sql<{ lock_end: unknown }>`
    UPDATE ${table} SET
      ${failures} = CASE WHEN ${full} THEN 0 ELSE ${failures} + 1 END,
      ${lockedUntil} = CASE WHEN ${full} THEN ${BigInt(now + policy.lockMs)} ELSE ${lockedUntil} END
    WHERE id = ${id} AND ${open}
    RETURNING ${lockedUntil} AS lock_end`.execute(db);
  if (result.rows.length === 0) return currentLock(db, kind, id, now);
  const until = lockEnd(result.rows[0]!.lock_end);
  return until !== null && until > now ? until : null;
}

/** A wrong secret: its failure stays counted, and once `max` are counted the lock starts. Returns the lock in force, if any. */
export async function settleWrong(db: Executor, kind: SecretKind, id: string, now: number, policy: LockPolicy): Promise<number | null> {
  const { table, failures, lockedUntil, open } = parts(kind, now);
  await sql`UPDATE ${table} SET ${failures} = 0, ${lockedUntil} = ${BigInt(now + policy.lockMs)}
    WHERE id = ${id} AND ${failures} >= ${policy.max} AND ${open}`.execute(db);
  return currentLock(db, kind, id, now);
}

/** A right secret ends the run of failures, unless a lock started meanwhile; false then (the lock holds). */
export async function settleRight(db: Executor, kind: SecretKind, id: string, now: number): Promise<boolean> {
  const { table, failures, lockedUntil, open } = parts(kind, now);
  const result = await sql`UPDATE ${table} SET ${failures} = 0, ${lockedUntil} = NULL WHERE id = ${id} AND ${open}`.execute(db);
  return Number(result.numAffectedRows ?? 0n) === 1;
}

/** An attempt that was never judged (its proof failed elsewhere) takes back its count. */
export async function releaseAttempt(db: Executor, kind: SecretKind, id: string, now: number) {
  const { table, failures, open } = parts(kind, now);
  await sql`UPDATE ${table} SET ${failures} = ${failures} - 1 WHERE id = ${id} AND ${failures} > 0 AND ${open}`.execute(db);
}

async function currentLock(db: Executor, kind: SecretKind, id: string, now: number): Promise<number | null> {
  const { table, lockedUntil } = parts(kind, now);
  const result = await sql<{ lock_end: unknown }>`SELECT ${lockedUntil} AS lock_end FROM ${table} WHERE id = ${id}`.execute(db);
  const until = lockEnd(result.rows[0]?.lock_end);
  return until !== null && until > now ? until : null;
}
