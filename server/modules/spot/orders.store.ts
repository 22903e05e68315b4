// SQL of spot orders, trades and their lifecycle events.
import type { Selectable, Transaction } from 'kysely';
import type { Database, SpotOrdersTable } from '../../db/schema';
import type { DialectName, Executor } from '../../db/database';
import { insertRows, type RowShape } from '../../db/bulk';
import type { ActiveOrder } from './active-order';
import { openSpotOrderStates } from '../../../api/lifecycles/spot-order.lifecycle';

export type OrderRow = Selectable<SpotOrdersTable>;
export const SPOT_ORDER_ENTITY = 'spot_order';

const PROGRESS = ['filled_lots', 'quote_filled', 'fee_paid', 'locked', 'state', 'end_reason', 'updated_at'] as const;
const ORDER_ROW: RowShape<'spot_orders'> = {
  table: 'spot_orders',
  columns: ['id', 'seq', 'owner_kind', 'owner_id', 'symbol', 'side', 'type', 'price_ticks', 'lots', 'lock_asset', 'rtoken', 'created_at', ...PROGRESS],
  // An order placed in an earlier batch only moves on: its progress columns are updated.
  onConflict: `ON CONFLICT ("id") DO UPDATE SET ${PROGRESS.map((c) => `"${c}" = excluded."${c}"`).join(', ')}`,
};
const EVENT_ROW: RowShape<'lifecycle_events'> = {
  table: 'lifecycle_events', columns: ['id', 'entity_type', 'entity_id', 'from_state', 'to_state', 'event', 'actor', 'reason', 'at'],
};
const TRADE_ROW: RowShape<'spot_trades'> = {
  table: 'spot_trades', columns: ['id', 'symbol', 'price', 'qty', 'notional', 'taker_side', 'buy_order_id', 'sell_order_id', 'buyer_fee', 'seller_fee', 'at'],
};

export interface OrderMove { id: string; orderId: string; from: string | null; to: string; event: string; actor: string; reason: string | null; at: number }
export interface TradeRow {
  id: string; symbol: string; price: bigint; qty: bigint; notional: bigint; takerSide: 'buy' | 'sell';
  buyOrderId: string; sellOrderId: string; buyerFee: bigint; sellerFee: bigint; at: number;
}

/**
 * What one batch of the exchange writes about orders, collected while it applies its commands:
 * each touched order once, in its state at the end of the batch (new orders are inserted, earlier
 * ones updated), every lifecycle move and every trade. `flush` writes them with a few statements.
 */
export function createOrderWrites() {
  const orders = new Map<string, { order: ActiveOrder; rtoken: string | null }>();
  const moves: OrderMove[] = [];
  const trades: TradeRow[] = [];
  return {
    /** Marks the order as changed; `rtoken` is stored only when the order is new. */
    order(order: ActiveOrder, rtoken: string | null = null) {
      if (!orders.has(order.id)) orders.set(order.id, { order, rtoken });
    },
    move(m: OrderMove) { moves.push(m); },
    trade(t: TradeRow) { trades.push(t); },
    async flush(trx: Transaction<Database>, dialect: DialectName) {
      await insertRows(trx, dialect, ORDER_ROW, [...orders.values()].map(({ order: o, rtoken }) => [
        o.id, BigInt(o.seq), o.owner.kind, o.owner.id, o.symbol, o.side, o.type, BigInt(o.priceTicks), BigInt(o.lots), o.lockAsset, rtoken, BigInt(o.createdAt),
        BigInt(o.filledLots), o.quoteFilled, o.feePaid, o.locked, o.state, o.endReason, BigInt(o.updatedAt),
      ]));
      await insertRows(trx, dialect, EVENT_ROW, moves.map((m) => [m.id, SPOT_ORDER_ENTITY, m.orderId, m.from, m.to, m.event, m.actor, m.reason, BigInt(m.at)]));
      await insertRows(trx, dialect, TRADE_ROW, trades.map((t) => [
        t.id, t.symbol, t.price, t.qty, t.notional, t.takerSide, t.buyOrderId, t.sellOrderId, t.buyerFee, t.sellerFee, BigInt(t.at),
      ]));
    },
  };
}
export type OrderWrites = ReturnType<typeof createOrderWrites>;

/** Open orders of every market in time priority: what the books are rebuilt from. */
export async function restingOrders(db: Executor) {
  return db.selectFrom('spot_orders').selectAll().where('state', 'in', openSpotOrderStates).orderBy('seq').execute();
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
  if (opts.open === true) q = q.where('state', 'in', openSpotOrderStates);
  if (opts.open === false) q = q.where('state', 'in', ['filled', 'cancelled']);
  if (opts.symbol) q = q.where('symbol', '=', opts.symbol);
  if (opts.beforeSeq) q = q.where('seq', '<', BigInt(opts.beforeSeq));
  return q.orderBy('seq', 'desc').limit(opts.limit).execute();
}

export async function recentTrades(db: Executor, symbol: string, limit: number) {
  return db.selectFrom('spot_trades').selectAll().where('symbol', '=', symbol).orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}
