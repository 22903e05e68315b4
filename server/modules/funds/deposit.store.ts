// SQL of chain deposits: deposit addresses, deposit records with their lifecycle events, and the
// blocks the watcher has scanned.
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { DepositsTable } from '../../db/schema';

export type DepositRow = Selectable<DepositsTable>;
export const DEPOSIT_ENTITY = 'deposit';

export async function findDepositAddress(db: Executor, userId: string, chain: string) {
  return db.selectFrom('deposit_addresses').select(['address', 'created_at'])
    .where('user_id', '=', userId).where('chain', '=', chain).executeTakeFirst();
}

/** Inserts the address unless the user already has one on this chain (a concurrent first request). */
export async function insertDepositAddress(db: Executor, row: { id: string; userId: string; chain: string; address: string; now: number }) {
  await db.insertInto('deposit_addresses')
    .values({ id: row.id, user_id: row.userId, chain: row.chain, address: row.address, created_at: BigInt(row.now) })
    .onConflict((oc) => oc.columns(['user_id', 'chain']).doNothing())
    .execute();
}

export async function ownersOfAddresses(db: Executor, chain: string, addresses: string[]) {
  if (addresses.length === 0) return new Map<string, string>();
  const rows = await db.selectFrom('deposit_addresses').select(['address', 'user_id'])
    .where('chain', '=', chain).where('address', 'in', addresses).execute();
  return new Map(rows.map((r) => [r.address, r.user_id]));
}

/** True when this transaction already has a deposit that was not dropped (credited, pending or below minimum). */
export async function txAlreadyRecorded(db: Executor, chain: string, txHash: string) {
  const row = await db.selectFrom('deposits').select('id')
    .where('chain', '=', chain).where('tx_hash', '=', txHash).where('state', '<>', 'dropped').executeTakeFirst();
  return row !== undefined;
}

/** Inserts a deposit seen in a block; false when this tx in this block is already recorded. */
export async function insertDeposit(db: Executor, row: DepositRow): Promise<boolean> {
  const inserted = await db.insertInto('deposits').values(row)
    .onConflict((oc) => oc.columns(['chain', 'tx_hash', 'block_hash']).doNothing())
    .returning('id').executeTakeFirst();
  return inserted !== undefined;
}

export async function unfinishedDeposits(db: Executor, chain: string, states: readonly string[]) {
  return db.selectFrom('deposits').selectAll().where('chain', '=', chain).where('state', 'in', [...states])
    .orderBy('block_height').orderBy('id').execute();
}

/** Moves a deposit only if it is still in `from`: a concurrent move wins and this one reports false. */
export async function updateDepositState(db: Executor, id: string, from: string, change: { state: string; confirmations: bigint; creditedTx: string | null; now: number }) {
  const res = await db.updateTable('deposits')
    .set({ state: change.state, confirmations: change.confirmations, credited_tx: change.creditedTx, updated_at: BigInt(change.now) })
    .where('id', '=', id).where('state', '=', from)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

export async function insertLifecycleEvent(db: Executor, row: { id: string; entityId: string; from: string | null; to: string; event: string; actor: string; reason: string | null; now: number }) {
  await db.insertInto('lifecycle_events').values({
    id: row.id, entity_type: DEPOSIT_ENTITY, entity_id: row.entityId, from_state: row.from, to_state: row.to,
    event: row.event, actor: row.actor, reason: row.reason, at: BigInt(row.now),
  }).execute();
}

export async function depositsOfUser(db: Executor, userId: string, limit: number) {
  return db.selectFrom('deposits').selectAll().where('user_id', '=', userId)
    .orderBy('created_at', 'desc').orderBy('block_height', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function depositEvents(db: Executor, depositIds: string[]) {
  if (depositIds.length === 0) return [];
  return db.selectFrom('lifecycle_events').select(['entity_id', 'from_state', 'to_state', 'event', 'reason', 'at'])
    .where('entity_type', '=', DEPOSIT_ENTITY).where('entity_id', 'in', depositIds)
    .orderBy('at').execute();
}

// The watcher's cursor: the highest scanned block, and the hashes below it to find a fork point.

export async function topScannedBlock(db: Executor, chain: string) {
  const row = await db.selectFrom('deposit_scanned_blocks').select(['height', 'hash'])
    .where('chain', '=', chain).orderBy('height', 'desc').limit(1).executeTakeFirst();
  return row ? { height: Number(row.height), hash: row.hash } : null;
}

export async function recordScannedBlock(db: Executor, chain: string, height: number, hash: string) {
  await db.insertInto('deposit_scanned_blocks').values({ chain, height: BigInt(height), hash }).execute();
}

export async function forgetScannedBlock(db: Executor, chain: string, height: number) {
  await db.deleteFrom('deposit_scanned_blocks').where('chain', '=', chain).where('height', '=', BigInt(height)).execute();
}

export async function pruneScannedBlocks(db: Executor, chain: string, belowHeight: number) {
  await db.deleteFrom('deposit_scanned_blocks').where('chain', '=', chain).where('height', '<', BigInt(belowHeight)).execute();
}
