// SQL of delivery orders, their timeline rows and the timed-contract risk-notice acknowledgements.
import { sql, type Insertable, type Selectable } from 'kysely';
import type { DeliveryOrdersTable } from '../../db/schema';
import type { DialectName, Executor } from '../../db/database';
import { insertRows, updateRows, type RowShape, type UpdateShape } from '../../db/bulk';

export type DeliveryOrderRow = Selectable<DeliveryOrdersTable>;
export const ORDER_ENTITY = 'delivery_order';

/** Ids per read: a tick may settle many thousands of orders, more than one statement takes. */
const IDS_PER_READ = 500;

export async function insertOrder(db: Executor, row: Insertable<DeliveryOrdersTable>) {
  await db.insertInto('delivery_orders').values(row).execute();
}

export async function ordersByIds(db: Executor, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const rows: DeliveryOrderRow[] = [];
  for (let at = 0; at < unique.length; at += IDS_PER_READ) {
    rows.push(...await db.selectFrom('delivery_orders').selectAll().where('id', 'in', unique.slice(at, at + IDS_PER_READ)).execute());
  }
  return rows;
}

export async function ordersOfUser(db: Executor, userId: string, opts: { states: readonly string[]; symbol?: string; limit: number; before?: string }) {
  let q = db.selectFrom('delivery_orders').selectAll().where('user_id', '=', userId).where('state', 'in', [...opts.states]);
  if (opts.symbol) q = q.where('symbol', '=', opts.symbol);
  // Ids grow with time, so the id pages on.
  if (opts.before) q = q.where('id', '<', opts.before);
  return q.orderBy('id', 'desc').limit(opts.limit).execute();
}

/** The state the partial index `delivery_orders_open` keeps: written as a literal, or SQLite would not see the index applies. */
const OPEN = sql.lit('open');

/** Open orders, oldest delivery first. */
export async function openOrders(db: Executor) {
  return db.selectFrom('delivery_orders').selectAll().where('state', '=', OPEN).orderBy('delivery_at').orderBy('id').execute();
}

/** Open stake per direction of a symbol: what the cap counts. */
export async function openStake(db: Executor, symbol: string) {
  const rows = await db.selectFrom('delivery_orders').select(['direction', (eb) => eb.fn.sum<string | number | bigint>('amount').as('total')])
    .where('symbol', '=', symbol).where('state', '=', OPEN).groupBy('direction').execute();
  const open = { up: 0n, down: 0n };
  for (const r of rows) open[r.direction as 'up' | 'down'] = BigInt(r.total ?? 0);
  return open;
}

/** Moves an order only if it is still in `from`: a concurrent move wins and this one reports false. */
export async function updateOrder(db: Executor, id: string, from: string, change: Partial<Omit<DeliveryOrderRow, 'id' | 'user_id'>>) {
  const res = await db.updateTable('delivery_orders').set(change).where('id', '=', id).where('state', '=', from).executeTakeFirst();
  return (res.numUpdatedRows ?? 0n) > 0n;
}

/** What a settlement sets on an order. */
export type SettledColumns = Pick<DeliveryOrderRow, 'state' | 'profit' | 'payout' | 'settled_at' | 'updated_at'>
  & Partial<Pick<DeliveryOrderRow, 'settlement_price' | 'settlement_record_id' | 'void_reason'>>;

const SETTLED: UpdateShape<'delivery_orders'> = {
  table: 'delivery_orders', key: 'id', guard: 'state',
  set: [['state', 'text'], ['profit', 'bigint'], ['payout', 'bigint'], ['settlement_price', 'bigint'], ['settlement_record_id', 'text'],
    ['void_reason', 'text'], ['settled_at', 'bigint'], ['updated_at', 'bigint']],
};

/**
 * Settles many orders still in `from` with a few multi-row statements; resolves to the ids that
 * moved (an order a concurrent move got to first is not among them).
 */
export async function settleOrderRows(db: Executor, dialect: DialectName, from: string, rows: Array<{ id: string; change: SettledColumns }>) {
  return updateRows(db, dialect, SETTLED, from, rows.map(({ id, change: c }) => [
    id, c.state, c.profit, c.payout, c.settlement_price ?? null, c.settlement_record_id ?? null, c.void_reason ?? null, c.settled_at, c.updated_at,
  ]));
}

export interface OrderEventInput { id: string; orderId: string; from: string | null; to: string; event: string; actor: string; reason: string | null; now: number }

const EVENT_ROW: RowShape<'lifecycle_events'> = {
  table: 'lifecycle_events', columns: ['id', 'entity_type', 'entity_id', 'from_state', 'to_state', 'event', 'actor', 'reason', 'at'],
};

/** Timeline rows of many moves with a few multi-row statements. */
export async function insertOrderEvents(db: Executor, dialect: DialectName, rows: OrderEventInput[]) {
  await insertRows(db, dialect, EVENT_ROW, rows.map((e) => [e.id, ORDER_ENTITY, e.orderId, e.from, e.to, e.event, e.actor, e.reason, BigInt(e.now)]));
}

export async function insertOrderEvent(db: Executor, row: OrderEventInput) {
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
