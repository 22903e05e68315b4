// SQL of the withdrawal allowlist: saved addresses by their cancel token or by what a withdrawal
// names, their guarded state moves, and the user's "allowlist only" mode.
import type { Executor } from '../../db/database';

export function addressByCancelToken(db: Executor, tokenHash: string) {
  return db.selectFrom('withdraw_addresses').selectAll().where('cancel_token_hash', '=', tokenHash).executeTakeFirst();
}

export function addressById(db: Executor, id: string) {
  return db.selectFrom('withdraw_addresses').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's saved entries for this chain address, in any state. */
export function savedEntriesFor(db: Executor, userId: string, chain: string, address: string) {
  return db.selectFrom('withdraw_addresses').select(['state', 'usable_at'])
    .where('user_id', '=', userId).where('chain', '=', chain).where('address', '=', address).execute();
}

/** Moves a pending address; false when it was no longer pending (the other move won). */
export async function movePendingAddress(db: Executor, id: string, to: string) {
  const res = await db.updateTable('withdraw_addresses').set({ state: to, cancel_token_hash: null, cancel_expires_at: null })
    .where('id', '=', id).where('state', '=', 'pending').executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

export function allowlistMode(db: Executor, userId: string) {
  return db.selectFrom('allowlist_modes').select(['on', 'off_at']).where('user_id', '=', userId).executeTakeFirst();
}

export async function writeAllowlistMode(db: Executor, userId: string, on: boolean, offAt: number | null, now: number) {
  const row = { on: on ? 1 : 0, off_at: offAt === null ? null : BigInt(offAt), updated_at: BigInt(now) };
  await db.insertInto('allowlist_modes').values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row)).execute();
}

/** Ends the mode if the switch-off due at `offAt` is still the one requested. */
export async function endAllowlistMode(db: Executor, userId: string, offAt: number, now: number) {
  await db.updateTable('allowlist_modes').set({ on: 0, off_at: null, updated_at: BigInt(now) })
    .where('user_id', '=', userId).where('off_at', '=', BigInt(offAt)).execute();
}
