// SQL for the users table: lookups by id, contact and invitation code, creation, and the
// security columns (password, failure counters, withdrawal-lock time).
import { type Insertable, type Selectable } from 'kysely';
import type { UsersTable } from '../../db/schema';
import type { Executor } from '../../db/database';
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

/** The failure count was settled by the lockout; this only records the time. */
export async function recordLogin(db: Executor, userId: string, now: number) {
  await db.updateTable('users').set({ last_login_at: BigInt(now) }).where('id', '=', userId).execute();
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

export async function replaceTpwd(db: Executor, userId: string, tpwdHash: string, now: number) {
  await db.updateTable('users')
    .set({ tpwd_hash: tpwdHash, tpwd_failures: 0n, tpwd_locked_until: null, security_changed_at: BigInt(now) })
    .where('id', '=', userId).execute();
}
