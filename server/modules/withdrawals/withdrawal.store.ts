// SQL of withdrawals, their timeline rows and the hot wallets they are sent from.
import type { Selectable } from 'kysely';
import type { WithdrawalsTable } from '../../db/schema';
import type { Executor } from '../../db/database';

export type WithdrawalRow = Selectable<WithdrawalsTable>;
export const WITHDRAWAL_ENTITY = 'withdrawal';

export async function findWithdrawal(db: Executor, id: string) {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Object-level access: a user only ever finds their own withdrawal. */
export async function findUsersWithdrawal(db: Executor, userId: string, id: string) {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function findWithdrawalByRtoken(db: Executor, userId: string, rtoken: string) {
  return db.selectFrom('withdrawals').selectAll().where('user_id', '=', userId).where('rtoken', '=', rtoken).executeTakeFirst();
}

export async function withdrawalsOfUser(db: Executor, userId: string, limit: number) {
  return db.selectFrom('withdrawals').selectAll().where('user_id', '=', userId)
    .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export async function withdrawalsInState(db: Executor, states: string[], opts: { kind?: 'chain' | 'bank'; chain?: string; limit?: number } = {}) {
  let q = db.selectFrom('withdrawals').selectAll().where('state', 'in', states);
  if (opts.kind) q = q.where('kind', '=', opts.kind);
  if (opts.chain) q = q.where('chain', '=', opts.chain);
  return q.orderBy('created_at').orderBy('id').limit(opts.limit ?? 500).execute();
}

/** Moves a withdrawal only if it is still in `from`: a concurrent move wins and this one reports false. */
export async function updateWithdrawalState(db: Executor, id: string, from: string, change: { state: string; reason?: string | null; broadcastHeight?: bigint; now: number }) {
  const res = await db.updateTable('withdrawals')
    .set({
      state: change.state, updated_at: BigInt(change.now),
      ...(change.reason !== undefined ? { reason: change.reason } : {}),
      ...(change.broadcastHeight !== undefined ? { broadcast_height: change.broadcastHeight } : {}),
    })
    .where('id', '=', id).where('state', '=', from)
    .executeTakeFirst();
  return res.numUpdatedRows > 0n;
}

export async function setWithdrawalTx(db: Executor, id: string, txHash: string | null) {
  await db.updateTable('withdrawals').set({ tx_hash: txHash }).where('id', '=', id).execute();
}

export async function insertWithdrawalEvent(db: Executor, row: { id: string; entityId: string; from: string | null; to: string; event: string; actor: string; reason: string | null; now: number }) {
  await db.insertInto('lifecycle_events').values({
    id: row.id, entity_type: WITHDRAWAL_ENTITY, entity_id: row.entityId, from_state: row.from, to_state: row.to,
    event: row.event, actor: row.actor, reason: row.reason, at: BigInt(row.now),
  }).execute();
}

export async function withdrawalEvents(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('lifecycle_events').select(['entity_id', 'from_state', 'to_state', 'event', 'actor', 'reason', 'at'])
    .where('entity_type', '=', WITHDRAWAL_ENTITY).where('entity_id', 'in', ids).orderBy('at').execute();
}

/**
 * On PostgreSQL, serialises a user's submissions so the day's count and the insert are one step
 * (SQLite runs one writer at a time). NO KEY UPDATE: it must not block the key-share locks that
 * inserts referencing the user take, or a concurrent transfer would deadlock with it.
 */
export async function lockUserForWithdrawal(db: Executor, userId: string) {
  await db.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}
