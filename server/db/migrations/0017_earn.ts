// AI Earn custody: the products (terms fixed per product, a quota of principal held at once), the
// orders (one row each, moved only through the custody-order chart; principal, interest and what
// returned in USDT minor units; rates as decimal fractions scaled by 10^8, api/earn-math.ts) and
// one row per daily accrual of an order (each also a ledger entry from the platform's earn account).
import type { Kysely } from 'kysely';

/** USDT's scale in the assets table: the seeded products' amounts are minor units at it. */
const USDT = 10n ** 6n;
/** Rates scaled by 10^8 (api/earn-math.ts EARN_RATE_SCALE). */
const rate = (basisOf1e8: number) => BigInt(basisOf1e8);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('earn_products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('cycle_days', 'integer', (c) => c.notNull())
    .addColumn('daily_rate', 'bigint', (c) => c.notNull())
    .addColumn('min_amount', 'bigint', (c) => c.notNull())
    .addColumn('max_amount', 'bigint', (c) => c.notNull())
    .addColumn('quota', 'bigint', (c) => c.notNull())
    // Principal of the held orders: buying takes room with a conditional update, an order's end frees it.
    .addColumn('quota_used', 'bigint', (c) => c.notNull())
    .addColumn('penalty_rate', 'bigint', (c) => c.notNull())
    // 1 takes new orders, 0 does not (held ones run on).
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();

  const product = (id: string, cycle: number, daily: number, sort: number) => ({
    id, asset: 'USDT', cycle_days: cycle, daily_rate: rate(daily), min_amount: 10n * USDT, max_amount: 100_000n * USDT,
    quota: 1_000_000n * USDT, quota_used: 0n, penalty_rate: rate(1_000_000), enabled: 1, sort,
  });
  // 0.01 %, 0.012 % and 0.015 % a day; early redemption keeps 1 % of the principal.
  await (db as Kysely<any>).insertInto('earn_products').values([
    product('m1', 30, 10_000, 1), product('m6', 180, 12_000, 2), product('y1', 365, 15_000, 3),
  ]).execute();

  await db.schema.createTable('earn_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('earn_products.id'))
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    // The principal, and the product's terms as they were at purchase.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('cycle_days', 'integer', (c) => c.notNull())
    .addColumn('daily_rate', 'bigint', (c) => c.notNull())
    .addColumn('penalty_rate', 'bigint', (c) => c.notNull())
    // One day's interest (dailyInterestOf of the principal), the same every day of the cycle.
    .addColumn('daily_interest', 'bigint', (c) => c.notNull())
    .addColumn('days_accrued', 'integer', (c) => c.notNull())
    .addColumn('profit', 'bigint', (c) => c.notNull())
    // The next cut-off that accrues (null once ended) and the cut-off that ends the cycle.
    .addColumn('next_accrual_at', 'bigint')
    .addColumn('matures_at', 'bigint', (c) => c.notNull())
    // An early redemption under review: the penalty fixed when it was asked, and when.
    .addColumn('asked_penalty', 'bigint')
    .addColumn('requested_at', 'bigint')
    // The reviewer's reason of a rejection.
    .addColumn('reason', 'text')
    // Once ended: what returned to spot and the penalty kept.
    .addColumn('returned', 'bigint')
    .addColumn('penalty', 'bigint')
    .addColumn('rtoken', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('earn_orders_user_rtoken', ['user_id', 'rtoken'])
    .execute();
  await db.schema.createIndex('earn_orders_user').on('earn_orders').columns(['user_id', 'state', 'id']).execute();
  await db.schema.createIndex('earn_orders_due').on('earn_orders').columns(['next_accrual_at']).execute();
  await db.schema.createIndex('earn_orders_state').on('earn_orders').columns(['state', 'requested_at']).execute();

  await db.schema.createTable('earn_accruals')
    .addColumn('order_id', 'text', (c) => c.notNull().references('earn_orders.id'))
    // 1 for the first cut-off after purchase, up to the product's cycle days.
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('earn_accruals_pk', ['order_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('earn_accruals').execute();
  await db.schema.dropTable('earn_orders').execute();
  await db.schema.dropTable('earn_products').execute();
}
