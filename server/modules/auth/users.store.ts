// SQL for the users table: lookups by id, contact and invitation code, creation, and the
// security columns (password, failure counters, withdrawal-lock time).
import { sql, type Insertable, type Selectable } from 'kysely';
import type { UsersTable } from '../../db/schema';
import type { Executor } from '../ledger/ledger';
import type { Contact } from './contact';
import type { PasswordStrength } from './password-strength';

export type UserRow = Selectable<UsersTable>;

export function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByContact(db: Executor, contact: Contact): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where(contact.channel, '=', contact.target).executeTakeFirst();
}

/** The id of the user who has this email or phone, if any. */
export async function contactOwner(db: Executor, contact: Contact): Promise<string | null> {
  const row = await db.selectFrom('users').select('id').where(contact.channel, '=', contact.target).executeTakeFirst();
  return row?.id ?? null;
}

export async function findUserIdByInvitationCode(db: Executor, code: string): Promise<string | null> {
  const row = await db.selectFrom('users').select('id').where('invitation_code', '=', code).executeTakeFirst();
  return row?.id ?? null;
}

/** Inserts unless a unique column (id, email, phone, invitation code) is taken; true when inserted. No error, so a PostgreSQL transaction stays usable. */
export async function insertUserIfFree(db: Executor, user: Insertable<UsersTable>): Promise<boolean> {
  const inserted = await db.insertInto('users').values(user).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
  return inserted !== undefined;
}

export async function setPassword(db: Executor, userId: string, passwordHash: string, strength: PasswordStrength, now: number) {
  await db.updateTable('users')
    .set({ password_hash: passwordHash, password_strength: strength, security_changed_at: BigInt(now), failed_logins: 0n, locked_until: null })
    .where('id', '=', userId).execute();
}

export async function recordLogin(db: Executor, userId: string, now: number) {
  await db.updateTable('users').set({ failed_logins: 0n, locked_until: null, last_login_at: BigInt(now) }).where('id', '=', userId).execute();
}

export async function clearLoginFailures(db: Executor, userId: string) {
  await db.updateTable('users').set({ failed_logins: 0n, locked_until: null }).where('id', '=', userId).where('failed_logins', '>', 0n).execute();
}

export async function markSecurityChanged(db: Executor, userId: string, now: number) {
  await db.updateTable('users').set({ security_changed_at: BigInt(now) }).where('id', '=', userId).execute();
}

export async function setContact(db: Executor, userId: string, contact: Contact, now: number) {
  const column = contact.channel === 'email' ? { email: contact.target } : { phone: contact.target };
  await db.updateTable('users').set({ ...column, security_changed_at: BigInt(now) }).where('id', '=', userId).execute();
}

export async function setLang(db: Executor, userId: string, lang: string) {
  await db.updateTable('users').set({ lang }).where('id', '=', userId).execute();
}

/** Sets the first transaction password; false when one is already set (checked in the same statement). */
export async function setFirstTpwd(db: Executor, userId: string, tpwdHash: string): Promise<boolean> {
  const result = await db.updateTable('users').set({ tpwd_hash: tpwdHash, tpwd_failures: 0n, tpwd_locked_until: null })
    .where('id', '=', userId).where('tpwd_hash', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Consecutive failures only: a right transaction password starts the count again. */
export async function clearTpwdFailures(db: Executor, userId: string) {
  await db.updateTable('users').set({ tpwd_failures: 0n }).where('id', '=', userId).where('tpwd_failures', '>', 0n).execute();
}

export async function replaceTpwd(db: Executor, userId: string, tpwdHash: string, now: number) {
  await db.updateTable('users')
    .set({ tpwd_hash: tpwdHash, tpwd_failures: 0n, tpwd_locked_until: null, security_changed_at: BigInt(now) })
    .where('id', '=', userId).execute();
}

export type FailureCounter = 'login' | 'tpwd';

/**
 * Counts one failure in a single statement (so concurrent failures all count). The failure that
 * reaches `max` locks until `now + lockMs` and restarts the count. Returns the lock end, if locked now.
 */
export async function countFailure(db: Executor, userId: string, counter: FailureCounter, opts: { now: number; max: number; lockMs: number }): Promise<number | null> {
  const [failures, lockedUntil] = counter === 'login' ? ['failed_logins', 'locked_until'] as const : ['tpwd_failures', 'tpwd_locked_until'] as const;
  const reached = sql`${sql.ref(failures)} + 1 >= ${opts.max}`;
  const nextFailures = sql<bigint>`CASE WHEN ${reached} THEN 0 ELSE ${sql.ref(failures)} + 1 END`;
  const nextLock = sql<bigint | null>`CASE WHEN ${reached} THEN ${BigInt(opts.now + opts.lockMs)} ELSE ${sql.ref(lockedUntil)} END`;
  const row = await db.updateTable('users')
    .set(counter === 'login' ? { failed_logins: nextFailures, locked_until: nextLock } : { tpwd_failures: nextFailures, tpwd_locked_until: nextLock })
    .where('id', '=', userId)
    .returning(sql<bigint | null>`${sql.ref(lockedUntil)}`.as('lock_end'))
    .executeTakeFirst();
  const until = row?.lock_end == null ? null : Number(row.lock_end);
  return until !== null && until > opts.now ? until : null;
}
