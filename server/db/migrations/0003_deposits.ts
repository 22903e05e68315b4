// Money in over a chain: each user's deposit address per chain, the deposits seen on chain, the
// blocks the deposit watcher has scanned (its cursor, kept across restarts) and demo fund requests.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('deposit_addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('deposit_addresses_user_chain', ['user_id', 'chain'])
    .execute();

  await db.schema.createTable('deposits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('block_height', 'bigint', (c) => c.notNull())
    .addColumn('block_hash', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('confirmations', 'bigint', (c) => c.notNull())
    .addColumn('confirmations_required', 'bigint', (c) => c.notNull())
    // Set only when credited: a unique `chain:tx_hash`, so the same transaction is never credited twice.
    .addColumn('credited_tx', 'text', (c) => c.unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('deposits_chain_tx_block', ['chain', 'tx_hash', 'block_hash'])
    .execute();
  await db.schema.createIndex('deposits_user').on('deposits').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('deposits_state').on('deposits').columns(['chain', 'state']).execute();

  await db.schema.createTable('deposit_scanned_blocks')
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('height', 'bigint', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('deposit_scanned_blocks_pk', ['chain', 'height'])
    .execute();

  await db.schema.createTable('demo_fund_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('rtoken', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('tx_hash', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('demo_fund_requests_user_rtoken', ['user_id', 'rtoken'])
    .execute();
  await db.schema.createIndex('demo_fund_requests_user').on('demo_fund_requests').columns(['user_id', 'created_at']).execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations only go forward');
}
