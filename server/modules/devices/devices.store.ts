// SQL of sessions as the user sees them, the login history and the devices a user has used.
import type { Executor } from '../../db/database';

export function liveSessionsOf(db: Executor, userId: string, now: number) {
  return db.selectFrom('sessions').select(['id', 'ip', 'user_agent', 'created_at', 'last_seen_at'])
    .where('user_id', '=', userId).where('revoked_at', 'is', null).where('expires_at', '>', BigInt(now))
    .orderBy('last_seen_at', 'desc').orderBy('id', 'desc').execute();
}

export function liveSessionOf(db: Executor, userId: string, id: string) {
  return db.selectFrom('sessions').select('id').where('id', '=', id).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
}

export async function insertLogin(db: Executor, row: { id: string; user_id: string; at: number; ip: string; browser: string; os: string; ok: boolean; failed_step: 'password' | 'code' | null }) {
  await db.insertInto('login_history').values({ ...row, at: BigInt(row.at), ok: row.ok ? 1 : 0 }).execute();
}

/** Deletes the user's entries from before `before`, and any past the newest `keep`. */
export async function pruneLogins(db: Executor, userId: string, before: number, keep: number) {
  await db.deleteFrom('login_history').where('user_id', '=', userId).where('at', '<', BigInt(before)).execute();
  const oldestKept = await db.selectFrom('login_history').select(['at', 'id']).where('user_id', '=', userId)
    .orderBy('at', 'desc').orderBy('id', 'desc').offset(keep - 1).limit(1).executeTakeFirst();
  if (!oldestKept) return;
  await db.deleteFrom('login_history').where('user_id', '=', userId)
    .where((eb) => eb.or([eb('at', '<', oldestKept.at), eb.and([eb('at', '=', oldestKept.at), eb('id', '<', oldestKept.id)])])).execute();
}

export function loginsOf(db: Executor, userId: string, limit: number) {
  return db.selectFrom('login_history').select(['at', 'ip', 'browser', 'os', 'ok', 'failed_step'])
    .where('user_id', '=', userId).orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Records the device; answers whether it is new and whether the user had any device before. */
export async function rememberDevice(db: Executor, userId: string, fingerprint: string, now: number) {
  const devices = db.selectFrom('known_devices').select('fingerprint').where('user_id', '=', userId);
  if (await devices.where('fingerprint', '=', fingerprint).executeTakeFirst()) return { isNew: false, hadOthers: true };
  const other = await devices.limit(1).executeTakeFirst();
  await db.insertInto('known_devices').values({ user_id: userId, fingerprint, first_seen_at: BigInt(now) })
    .onConflict((oc) => oc.columns(['user_id', 'fingerprint']).doNothing()).execute();
  return { isNew: true, hadOthers: other !== undefined };
}
