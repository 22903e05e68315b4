// SQL of two-factor authentication: the secret row, its recovery codes and the login challenges.
import type { Executor } from '../../db/database';

export async function findTwoFactor(db: Executor, userId: string) {
  return db.selectFrom('two_factor').selectAll().where('id', '=', userId).executeTakeFirst();
}

/** A fresh pending secret (sealed by the caller), replacing an earlier pending one; nothing when 2FA is already on. */
export async function savePendingSecret(db: Executor, userId: string, secret: string, now: number): Promise<boolean> {
  await db.deleteFrom('two_factor').where('id', '=', userId).where('enabled_at', 'is', null).execute();
  const inserted = await db.insertInto('two_factor')
    .values({ id: userId, secret, enabled_at: null, last_step: null, locked_until: null, created_at: BigInt(now) })
    .onConflict((oc) => oc.column('id').doNothing()).executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/**
 * Takes a time step for the user: only a step newer than every one accepted before, so a code is
 * good once (a replay of it, or of an older step, changes nothing and answers false).
 */
export async function claimStep(db: Executor, userId: string, step: number): Promise<boolean> {
  const res = await db.updateTable('two_factor').set({ last_step: BigInt(step) })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', BigInt(step))]))
    .executeTakeFirst();
  return res.numUpdatedRows === 1n;
}

export async function markEnabled(db: Executor, userId: string, now: number): Promise<boolean> {
  const res = await db.updateTable('two_factor').set({ enabled_at: BigInt(now) })
    .where('id', '=', userId).where('enabled_at', 'is', null).executeTakeFirst();
  return res.numUpdatedRows === 1n;
}

export async function removeTwoFactor(db: Executor, userId: string) {
  await db.deleteFrom('two_factor').where('id', '=', userId).execute();
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
}

export async function replaceRecoveryCodes(db: Executor, userId: string, hashes: string[], now: number) {
  await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
  await db.insertInto('two_factor_recovery_codes')
    .values(hashes.map((code_hash) => ({ code_hash, user_id: userId, used_at: null, created_at: BigInt(now) }))).execute();
}

/** Uses one recovery code of the user; false when it is not theirs or was used already. */
export async function spendRecoveryCode(db: Executor, userId: string, codeHash: string, now: number): Promise<boolean> {
  const res = await db.updateTable('two_factor_recovery_codes').set({ used_at: BigInt(now) })
    .where('code_hash', '=', codeHash).where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirst();
  return res.numUpdatedRows === 1n;
}

export async function recoveryCodesLeft(db: Executor, userId: string): Promise<number> {
  const row = await db.selectFrom('two_factor_recovery_codes').select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('user_id', '=', userId).where('used_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertChallenge(db: Executor, row: { tokenHash: string; userId: string; now: number; expiresAt: number }) {
  await db.insertInto('login_challenges').values({
    token_hash: row.tokenHash, user_id: row.userId, expires_at: BigInt(row.expiresAt), used_at: null, created_at: BigInt(row.now),
  }).execute();
}

/** The user of a live, unused challenge, or undefined. */
export async function liveChallenge(db: Executor, tokenHash: string, now: number) {
  return db.selectFrom('login_challenges').select('user_id').where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null).where('expires_at', '>', BigInt(now)).executeTakeFirst();
}

export async function spendChallenge(db: Executor, tokenHash: string, now: number): Promise<boolean> {
  const res = await db.updateTable('login_challenges').set({ used_at: BigInt(now) })
    .where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', BigInt(now)).executeTakeFirst();
  return res.numUpdatedRows === 1n;
}
