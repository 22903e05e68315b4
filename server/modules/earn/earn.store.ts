// SQL of AI Earn custody: the products and their quota, the orders, their daily accruals and their
// timeline rows.
import type { Insertable, Selectable } from 'kysely';
import type { EarnOrdersTable, EarnProductsTable } from '../../db/schema';
import type { DialectName, Executor } from '../../db/database';

export type EarnProductRow = Selectable<EarnProductsTable>;
export type EarnOrderRow = Selectable<EarnOrdersTable>;
export const EARN_ORDER_ENTITY = 'earn_order';

export async function allProducts(db: Executor) {
  return db.selectFrom('earn_products').selectAll().orderBy('sort').orderBy('id').execute();
}

export async function findProduct(db: Executor, id: string) {
  return db.selectFrom('earn_products').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Takes `amount` of the product's quota if it fits, in one statement; false (and nothing taken) when it does not. */
export async function takeQuota(db: Executor, productId: string, amount: bigint) {
  const res = await db.updateTable('earn_products').set((eb) => ({ quota_used: eb('quota_used', '+', amount) }))
    .where('id', '=', productId).where((eb) => eb(eb('quota_used', '+', amount), '<=', eb.ref('quota'))).executeTakeFirst();
  return (res.numUpdatedRows ?? 0n) > 0n;
}

/** Gives back `amount` of the product's quota (an order ended). */
export async function freeQuota(db: Executor, productId: string, amount: bigint) {
  if (amount === 0n) return;
  await db.updateTable('earn_products').set((eb) => ({ quota_used: eb('quota_used', '-', amount) })).where('id', '=', productId).execute();
}

export async function insertOrder(db: Executor, row: Insertable<EarnOrdersTable>) {
  await db.insertInto('earn_orders').values(row).execute();
}

export async function findOrder(db: Executor, id: string) {
  return db.selectFrom('earn_orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findOrderOfUser(db: Executor, userId: string, id: string) {
  return db.selectFrom('earn_orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

export async function findOrderByRtoken(db: Executor, userId: string, rtoken: string) {
  return db.selectFrom('earn_orders').selectAll().where('user_id', '=', userId).where('rtoken', '=', rtoken).executeTakeFirst();
}

export async function ordersOfUser(db: Executor, userId: string, opts: { states: readonly string[]; limit: number; before?: string }) {
  let q = db.selectFrom('earn_orders').selectAll().where('user_id', '=', userId).where('state', 'in', [...opts.states]);
  // Ids grow with time, so the id pages on.
  if (opts.before) q = q.where('id', '<', opts.before);
  return q.orderBy('id', 'desc').limit(opts.limit).execute();
}

export async function ordersInState(db: Executor, state: string) {
  return db.selectFrom('earn_orders').selectAll().where('state', '=', state).orderBy('requested_at').orderBy('id').execute();
}

/** Sums of a user's orders: principal and interest of the held ones, interest of all, how many are held. */
export async function totalsOfUser(db: Executor, userId: string, held: readonly string[]) {
  const rows = await db.selectFrom('earn_orders')
    .select(['state', (eb) => eb.fn.sum<string | number | bigint>('amount').as('amount'), (eb) => eb.fn.sum<string | number | bigint>('profit').as('profit'), (eb) => eb.fn.countAll<string | number | bigint>().as('n')])
    .where('user_id', '=', userId).groupBy('state').execute();
  const t = { held: 0n, heldProfit: 0n, totalProfit: 0n, ordersHeld: 0 };
  for (const r of rows) {
    t.totalProfit += BigInt(r.profit ?? 0);
    if (held.includes(r.state)) { t.held += BigInt(r.amount ?? 0); t.heldProfit += BigInt(r.profit ?? 0); t.ordersHeld += Number(r.n); }
  }
  return t;
}

/** Moves an order only if it is still in `from`: a concurrent move wins and this one reports false. */
export async function updateOrder(db: Executor, id: string, from: string, change: Partial<Omit<EarnOrderRow, 'id' | 'user_id'>>) {
  const res = await db.updateTable('earn_orders').set(change).where('id', '=', id).where('state', '=', from).executeTakeFirst();
  return (res.numUpdatedRows ?? 0n) > 0n;
}

export async function accrualsOf(db: Executor, orderId: string) {
  return db.selectFrom('earn_accruals').selectAll().where('order_id', '=', orderId).orderBy('day').execute();
}

export async function insertOrderEvent(db: Executor, row: { id: string; orderId: string; from: string | null; to: string; event: string; actor: string; reason: string | null; now: number }) {
  await db.insertInto('lifecycle_events').values({
    id: row.id, entity_type: EARN_ORDER_ENTITY, entity_id: row.orderId, from_state: row.from, to_state: row.to,
    event: row.event, actor: row.actor, reason: row.reason, at: BigInt(row.now),
  }).execute();
}

export async function orderEvents(db: Executor, orderId: string) {
  return db.selectFrom('lifecycle_events').select(['to_state', 'event', 'actor', 'at', 'reason'])
    .where('entity_type', '=', EARN_ORDER_ENTITY).where('entity_id', '=', orderId).orderBy('at').orderBy('id').execute();
}

/** The order read to be moved in this transaction: on PostgreSQL its row is locked until the commit, so a daily accrual and a redemption take turns. */
export async function lockOrder(db: Executor, dialect: DialectName, id: string) {
  return db.selectFrom('earn_orders').selectAll().where('id', '=', id).$if(dialect === 'postgres', (qb) => qb.forUpdate()).executeTakeFirst();
}
