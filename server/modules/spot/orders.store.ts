// SQL of spot orders, trades and their lifecycle events.
import type { Insertable, Selectable } from 'kysely';
import type { SpotOrdersTable, SpotTradesTable } from '../../db/schema';
import type { Executor } from '../ledger/ledger';

export type OrderRow = Selectable<SpotOrdersTable>;
export const SPOT_ORDER_ENTITY = 'spot_order';

export async function insertOrder(db: Executor, row: Insertable<SpotOrdersTable>) {
  await db.insertInto('spot_orders').values(row).execute();
}

export async function updateOrderProgress(db: Executor, id: string, p: { filledLots: number; quoteFilled: bigint; feePaid: bigint; locked: bigint; state: string; endReason: string | null; now: number }) {
  await db.updateTable('spot_orders').set({
    filled_lots: BigInt(p.filledLots), quote_filled: p.quoteFilled, fee_paid: p.feePaid, locked: p.locked,
    state: p.state, end_reason: p.endReason, updated_at: BigInt(p.now),
  }).where('id', '=', id).execute();
}

export async function insertTrade(db: Executor, row: Insertable<SpotTradesTable>) {
  await db.insertInto('spot_trades').values(row).execute();
}

export async function insertOrderEvent(db: Executor, row: { id: string; orderId: string; from: string | null; to: string; event: string; actor: string; reason: string | null; now: number }) {
  await db.insertInto('lifecycle_events').values({
    id: row.id, entity_type: SPOT_ORDER_ENTITY, entity_id: row.orderId, from_state: row.from, to_state: row.to,
    event: row.event, actor: row.actor, reason: row.reason, at: BigInt(row.now),
  }).execute();
}

/** Open orders of every market in time priority: what the books are rebuilt from. */
export async function restingOrders(db: Executor) {
  return db.selectFrom('spot_orders').selectAll().where('state', 'in', ['new', 'partiallyFilled']).orderBy('seq').execute();
}

export async function lastSeq(db: Executor): Promise<number> {
  const row = await db.selectFrom('spot_orders').select((eb) => eb.fn.max('seq').as('seq')).executeTakeFirst();
  return row?.seq == null ? 0 : Number(row.seq);
}

export async function orderByRtoken(db: Executor, ownerKind: string, ownerId: string, rtoken: string) {
  return db.selectFrom('spot_orders').selectAll()
    .where('owner_kind', '=', ownerKind as 'user').where('owner_id', '=', ownerId).where('rtoken', '=', rtoken).executeTakeFirst();
}

export async function orderOfOwner(db: Executor, ownerKind: string, ownerId: string, id: string) {
  return db.selectFrom('spot_orders').selectAll()
    .where('id', '=', id).where('owner_kind', '=', ownerKind as 'user').where('owner_id', '=', ownerId).executeTakeFirst();
}

export async function ordersOfOwner(db: Executor, ownerId: string, opts: { open: boolean | null; symbol?: string; limit: number; beforeSeq?: number }) {
  let q = db.selectFrom('spot_orders').selectAll().where('owner_kind', '=', 'user').where('owner_id', '=', ownerId);
  if (opts.open === true) q = q.where('state', 'in', ['new', 'partiallyFilled']);
  if (opts.open === false) q = q.where('state', 'in', ['filled', 'cancelled']);
  if (opts.symbol) q = q.where('symbol', '=', opts.symbol);
  if (opts.beforeSeq) q = q.where('seq', '<', BigInt(opts.beforeSeq));
  return q.orderBy('seq', 'desc').limit(opts.limit).execute();
}

export async function recentTrades(db: Executor, symbol: string, limit: number) {
  return db.selectFrom('spot_trades').selectAll().where('symbol', '=', symbol).orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
