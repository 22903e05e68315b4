// Manual deposits: sends the watcher cannot see, claimed with a transaction hash and a credential
// image (an upload), reviewed by an operator. A transaction hash can be claimed once per chain.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('manual_deposits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('upload_id', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('rtoken', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('manual_deposits_chain_tx', ['chain', 'tx_hash'])
    .addUniqueConstraint('manual_deposits_user_rtoken', ['user_id', 'rtoken'])
    .execute();
  await db.schema.createIndex('manual_deposits_user').on('manual_deposits').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('manual_deposits_state').on('manual_deposits').columns(['state', 'created_at']).execute();
}
