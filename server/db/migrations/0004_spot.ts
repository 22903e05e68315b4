// The spot market: listed markets with their rules, orders (the book is rebuilt from the open
// ones), trades, 1-minute candles (reference history first, then trades) and users' favourites.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('markets')
    .addColumn('symbol', 'text', (c) => c.primaryKey())
    .addColumn('base', 'text', (c) => c.notNull())
    .addColumn('quote', 'text', (c) => c.notNull())
    // In minor units: tick of the quote per whole base unit; lot of the base.
    .addColumn('tick_size', 'bigint', (c) => c.notNull())
    .addColumn('lot_size', 'bigint', (c) => c.notNull())
    .addColumn('min_notional', 'bigint', (c) => c.notNull())
    .addColumn('maker_fee_bps', 'bigint', (c) => c.notNull())
    .addColumn('taker_fee_bps', 'bigint', (c) => c.notNull())
    .addColumn('price_protection_bps', 'bigint', (c) => c.notNull())
    .addColumn('enabled', 'bigint', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.createTable('spot_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Engine id and time priority: the book is rebuilt in this order.
    .addColumn('seq', 'bigint', (c) => c.notNull().unique())
    .addColumn('owner_kind', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('price_ticks', 'bigint', (c) => c.notNull())
    .addColumn('lots', 'bigint', (c) => c.notNull())
    .addColumn('filled_lots', 'bigint', (c) => c.notNull())
    .addColumn('quote_filled', 'bigint', (c) => c.notNull())
    .addColumn('fee_paid', 'bigint', (c) => c.notNull())
    .addColumn('lock_asset', 'text', (c) => c.notNull())
    .addColumn('locked', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('end_reason', 'text')
    .addColumn('rtoken', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('spot_orders_owner_rtoken', ['owner_kind', 'owner_id', 'rtoken'])
    .execute();
  await db.schema.createIndex('spot_orders_open').on('spot_orders').columns(['state', 'seq']).execute();
  await db.schema.createIndex('spot_orders_owner').on('spot_orders').columns(['owner_kind', 'owner_id', 'seq']).execute();

  await db.schema.createTable('spot_trades')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('qty', 'bigint', (c) => c.notNull())
    .addColumn('notional', 'bigint', (c) => c.notNull())
    .addColumn('taker_side', 'text', (c) => c.notNull())
    .addColumn('buy_order_id', 'text', (c) => c.notNull())
    .addColumn('sell_order_id', 'text', (c) => c.notNull())
    .addColumn('buyer_fee', 'bigint', (c) => c.notNull())
    .addColumn('seller_fee', 'bigint', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('spot_trades_symbol').on('spot_trades').columns(['symbol', 'at']).execute();

  await db.schema.createTable('spot_candles')
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('open_time', 'bigint', (c) => c.notNull())
    .addColumn('open', 'bigint', (c) => c.notNull())
    .addColumn('high', 'bigint', (c) => c.notNull())
    .addColumn('low', 'bigint', (c) => c.notNull())
    .addColumn('close', 'bigint', (c) => c.notNull())
    .addColumn('volume', 'bigint', (c) => c.notNull())
    .addColumn('quote_volume', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('spot_candles_pk', ['symbol', 'open_time'])
    .execute();

  await db.schema.createTable('market_favourites')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('market_favourites_pk', ['user_id', 'symbol'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations only go forward');
}
