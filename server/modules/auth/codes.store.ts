// SQL for verification codes: one row per code sent, holding only its hash, its attempts and when
// it was used. The newest code of a target and scene is the only one that counts.
import { sql, type Selectable, type Transaction } from 'kysely';
import type { Database, VerificationCodesTable } from '../../db/schema';
import type { DialectName, Executor } from '../../db/database';
import type { Contact } from './contact';

export type CodeRow = Selectable<VerificationCodesTable>;

/** Serialises code requests for one target, so concurrent requests cannot slip past the limits. */
export async function lockTarget(trx: Transaction<Database>, dialect: DialectName, contact: Contact) {
  // SQLite runs one write transaction at a time already.
  if (dialect === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`code:${contact.channel}:${contact.target}`}, 0))`.execute(trx);
}

/** The newest code sent to the target in any scene (for the resend countdown). */
export function newestCodeTo(db: Executor, contact: Contact): Promise<Pick<CodeRow, 'created_at'> | undefined> {
  return db.selectFrom('verification_codes').select('created_at')
    .where('channel', '=', contact.channel).where('target', '=', contact.target)
    .orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}

export async function countCodesSince(db: Executor, contact: Contact, since: number): Promise<number> {
  const row = await db.selectFrom('verification_codes').select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('channel', '=', contact.channel).where('target', '=', contact.target).where('created_at', '>', BigInt(since))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertCode(db: Executor, row: { id: string; contact: Contact; scene: string; codeHash: string; now: number; expiresAt: number }) {
  await db.insertInto('verification_codes').values({
    id: row.id, channel: row.contact.channel, target: row.contact.target, scene: row.scene, code_hash: row.codeHash,
    attempts: 0n, created_at: BigInt(row.now), expires_at: BigInt(row.expiresAt), used_at: null,
  }).execute();
}

export async function deleteCode(db: Executor, id: string) {
  await db.deleteFrom('verification_codes').where('id', '=', id).execute();
}

export function newestCodeFor(db: Executor, contact: Contact, scene: string): Promise<CodeRow | undefined> {
  return db.selectFrom('verification_codes').selectAll()
    .where('channel', '=', contact.channel).where('target', '=', contact.target).where('scene', '=', scene)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/**
 * Takes one attempt of a live code (unused, unexpired, under `maxAttempts`) in one statement, which
 * also locks the row on PostgreSQL until the transaction ends. False when the code is dead.
 */
export async function takeAttempt(db: Executor, id: string, now: number, maxAttempts: number): Promise<boolean> {
  const result = await db.updateTable('verification_codes').set({ attempts: sql<bigint>`attempts + 1` })
    .where('id', '=', id).where('used_at', 'is', null).where('expires_at', '>', BigInt(now)).where('attempts', '<', BigInt(maxAttempts))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Marks the code used; false when it already was. */
export async function markCodeUsed(db: Executor, id: string, now: number): Promise<boolean> {
  const result = await db.updateTable('verification_codes').set({ used_at: BigInt(now) })
    .where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
