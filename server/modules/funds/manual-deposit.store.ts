// SQL of manual deposits and their timeline rows.
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { ManualDepositsTable } from '../../db/schema';

export type ManualDepositRow = Selectable<ManualDepositsTable>;
export const MANUAL_DEPOSIT_ENTITY = 'manualDeposit';

export async function findManualDeposit(db: Executor, id: string) {
  return db.selectFrom('manual_deposits').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findManualDepositByRtoken(db: Executor, userId: string, rtoken: string) {
  return db.selectFrom('manual_deposits').selectAll().where('user_id', '=', userId).where('rtoken', '=', rtoken).executeTakeFirst();
}

/**
 * True when this transaction is claimed here by a claim under review or approved, or was credited
 * by the chain watcher. A rejected claim does not count: the same send may be claimed again.
 */
export async function txAlreadyClaimed(db: Executor, chain: string, txHash: string) {
  const manual = await db.selectFrom('manual_deposits').select('id').where('chain', '=', chain).where('tx_hash', '=', txHash)
    .where('state', '<>', 'rejected').executeTakeFirst();
  if (manual) return true;
  // The watcher records an EVM deposit as `<tx hash>:<log index>`.
  const seen = await db.selectFrom('deposits').select('id').where('chain', '=', chain).where('state', '<>', 'dropped')
    .where((eb) => eb.or([eb('tx_hash', '=', txHash), eb('tx_hash', 'like', `${txHash}:%`)])).executeTakeFirst();
  return seen !== undefined;
}

/** The other claims of `d`'s transaction on its chain, newest first. */
export async function otherClaimsOfTx(db: Executor, d: Pick<ManualDepositRow, 'id' | 'chain' | 'tx_hash'>) {
  return db.selectFrom('manual_deposits').selectAll().where('chain', '=', d.chain).where('tx_hash', '=', d.tx_hash).where('id', '<>', d.id)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function manualDepositsOfUser(db: Executor, userId: string, limit: number) {
  return db.selectFrom('manual_deposits').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function manualDepositsInState(db: Executor, state: string) {
  return db.selectFrom('manual_deposits').selectAll().where('state', '=', state).orderBy('created_at').orderBy('id').execute();
}

/** Moves a manual deposit only if it is still in `from`: a concurrent decision wins, this one reports false. */
export async function updateManualDepositState(db: Executor, id: string, from: string, to: string, reason: string | null, now: number) {
  const res = await db.updateTable('manual_deposits').set({ state: to, reason, updated_at: BigInt(now) })
    .where('id', '=', id).where('state', '=', from).executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

export async function insertManualDepositEvent(db: Executor, row: { id: string; entityId: string; from: string | null; to: string; event: string; actor: string; reason: string | null; now: number }) {
  await db.insertInto('lifecycle_events').values({
    id: row.id, entity_type: MANUAL_DEPOSIT_ENTITY, entity_id: row.entityId, from_state: row.from, to_state: row.to,
    event: row.event, actor: row.actor, reason: row.reason, at: BigInt(row.now),
  }).execute();
}

export async function manualDepositEvents(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('lifecycle_events').select(['entity_id', 'from_state', 'to_state', 'event', 'actor', 'reason', 'at'])
    .where('entity_type', '=', MANUAL_DEPOSIT_ENTITY).where('entity_id', 'in', ids).orderBy('at').execute();
}
