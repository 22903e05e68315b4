// SQL of delivery orders, their timeline rows and the timed-contract risk-notice acknowledgements.
import { sql, type Insertable, type Selectable } from 'kysely';
import type { DeliveryOrdersTable } from '../../db/schema';
import type { Executor } from '../../db/database';

export type DeliveryOrderRow = Selectable<DeliveryOrdersTable>;
export const ORDER_ENTITY = 'delivery_order';

export async function insertOrder(db: Executor, row: Insertable<DeliveryOrdersTable>) {
  await db.insertInto('delivery_orders').values(row).execute();
}

export async function ordersByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('delivery_orders').selectAll().where('id', 'in', [...new Set(ids)]).execute();
}

export async function ordersOfUser(db: Executor, userId: string, opts: { states: readonly string[]; symbol?: string; limit: number; before?: string }) {
  let q = db.selectFrom('delivery_orders').selectAll().where('user_id', '=', userId).where('state', 'in', [...opts.states]);
  if (opts.symbol) q = q.where('symbol', '=', opts.symbol);
  // Ids grow with time, so the id pages on.
  if (opts.before) q = q.where('id', '<', opts.before);
  return q.orderBy('id', 'desc').limit(opts.limit).execute();
}

/** Open orders, oldest delivery first. */
export async function openOrders(db: Executor) {
  return db.selectFrom('delivery_orders').selectAll().where('state', '=', 'open').orderBy('delivery_at').orderBy('id').execute();
}

/** Open stake per direction of a symbol: what the cap counts. */
export async function openStake(db: Executor, symbol: string) {
  const rows = await db.selectFrom('delivery_orders').select(['direction', (eb) => eb.fn.sum<string | number | bigint>('amount').as('total')])
    .where('symbol', '=', symbol).where('state', '=', 'open').groupBy('direction').execute();
  const open = { up: 0n, down: 0n };
  for (const r of rows) open[r.direction as 'up' | 'down'] = BigInt(r.total ?? 0);
  return open;
}

/** Moves an order only if it is still in `from`: a concurrent move wins and this one reports false. */
export async function updateOrder(db: Executor, id: string, from: string, change: Partial<Omit<DeliveryOrderRow, 'id' | 'user_id'>>) {
  const res = await db.updateTable('delivery_orders').set(change).where('id', '=', id).where('state', '=', from).executeTakeFirst();
  return (res.numUpdatedRows ?? 0n) > 0n;
}

export async function insertOrderEvent(db: Executor, row: { id: string; orderId: string; from: string | null; to: string; event: string; actor: string; reason: string | null; now: number }) {
  await db.insertInto('lifecycle_events').values({
    id: row.id, entity_type: ORDER_ENTITY, entity_id: row.orderId, from_state: row.from, to_state: row.to,
    event: row.event, actor: row.actor, reason: row.reason, at: BigInt(row.now),
  }).execute();
}

export async function riskNoticeOf(db: Executor, userId: string) {
  const row = await db.selectFrom('delivery_risk_notices').select('acknowledged_at').where('user_id', '=', userId).executeTakeFirst();
  return row ? Number(row.acknowledged_at) : null;
}

export async function acknowledgeRiskNotice(db: Executor, userId: string, now: number) {
  await db.insertInto('delivery_risk_notices').values({ user_id: userId, acknowledged_at: BigInt(now) })
    .onConflict((oc) => oc.column('user_id').doNothing()).execute();
}

/** PostgreSQL: a transaction-scoped lock per instrument and direction, held until the buy commits. */
export async function lockOpenStake(db: Executor, symbol: string, direction: string) {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`delivery-buy:${symbol}:${direction}`}))`.execute(db);
}
