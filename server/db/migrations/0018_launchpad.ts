// New-coin subscription: the projects an admin creates (terms in minor units: the issue price in
// USDT per whole coin, quantities in the coin's minor units) and the users' subscriptions (one row
// each, moved only through the subscription chart; the frozen USDT, and once allocated the pass
// quantity, what it cost and what was unfrozen).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('newcoin_projects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull().unique())
    .addColumn('issue_price', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('circulation', 'bigint', (c) => c.notNull())
    .addColumn('lot', 'bigint', (c) => c.notNull())
    .addColumn('min_per_user', 'bigint', (c) => c.notNull())
    .addColumn('max_per_user', 'bigint', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('listing_at', 'bigint', (c) => c.notNull())
    .addColumn('lock_days', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Set once by the allocation and by the listing.
    .addColumn('allocated_at', 'bigint')
    .addColumn('listed_at', 'bigint')
    .execute();

  await db.schema.createTable('newcoin_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('newcoin_projects.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('quantity', 'bigint', (c) => c.notNull())
    .addColumn('frozen', 'bigint', (c) => c.notNull())
    .addColumn('pass_quantity', 'bigint')
    .addColumn('paid', 'bigint')
    .addColumn('refunded', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('allocated_at', 'bigint')
    .addColumn('released_at', 'bigint')
    .execute();
  await db.schema.createIndex('newcoin_subscriptions_project').on('newcoin_subscriptions').columns(['project_id', 'state', 'created_at', 'id']).execute();
  await db.schema.createIndex('newcoin_subscriptions_user').on('newcoin_subscriptions').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('newcoin_subscriptions').execute();
  await db.schema.dropTable('newcoin_projects').execute();
}
