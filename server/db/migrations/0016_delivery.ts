// Delivery (timed) orders (one row each, moved only through the delivery-order chart; the stake
// and payout in USDT minor units, both prices with the price records they came from) and the
// users who acknowledged the timed-contract risk notice.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('delivery_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('duration', 'integer', (c) => c.notNull())
    // The profit of a right call in basis points of the stake, as the table said at purchase.
    .addColumn('payout_bps', 'integer', (c) => c.notNull())
    // Prices: USDT minor units per whole base unit.
    .addColumn('purchase_price', 'bigint', (c) => c.notNull())
    .addColumn('purchase_record_id', 'text', (c) => c.notNull())
    .addColumn('settlement_price', 'bigint')
    .addColumn('settlement_record_id', 'text')
    .addColumn('void_reason', 'text')
    // Signed result and what returned to the user, once settled.
    .addColumn('profit', 'bigint')
    .addColumn('payout', 'bigint')
    .addColumn('delivery_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('delivery_orders_user').on('delivery_orders').columns(['user_id', 'state', 'id']).execute();
  await db.schema.createIndex('delivery_orders_due').on('delivery_orders').columns(['state', 'symbol', 'delivery_at']).execute();

  await db.schema.createTable('delivery_risk_notices')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('acknowledged_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('delivery_risk_notices').execute();
  await db.schema.dropTable('delivery_orders').execute();
}
