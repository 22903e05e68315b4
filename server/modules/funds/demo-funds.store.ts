// SQL of demo fund requests: one row per request, keyed by user and rtoken.
import type { Executor } from '../../db/database';

export async function findDemoRequest(db: Executor, userId: string, rtoken: string) {
  return db.selectFrom('demo_fund_requests').select(['id', 'amount', 'tx_hash'])
    .where('user_id', '=', userId).where('rtoken', '=', rtoken).executeTakeFirst();
}

export async function countDemoRequestsSince(db: Executor, userId: string, since: number) {
  const row = await db.selectFrom('demo_fund_requests').select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('user_id', '=', userId).where('created_at', '>=', BigInt(since)).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** False when this user already made a request with this rtoken. */
export async function insertDemoRequest(db: Executor, row: { id: string; userId: string; rtoken: string; amount: bigint; now: number }) {
  const inserted = await db.insertInto('demo_fund_requests')
    .values({ id: row.id, user_id: row.userId, rtoken: row.rtoken, amount: row.amount, tx_hash: null, created_at: BigInt(row.now) })
    .onConflict((oc) => oc.columns(['user_id', 'rtoken']).doNothing())
    .returning('id').executeTakeFirst();
  return inserted !== undefined;
}

export async function setDemoRequestTx(db: Executor, id: string, txHash: string) {
  await db.updateTable('demo_fund_requests').set({ tx_hash: txHash }).where('id', '=', id).execute();
}

/** PostgreSQL: serialises one user's demo requests, so the daily limit holds under concurrent calls. */
export async function lockUserForDemoRequest(db: Executor, userId: string) {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}
