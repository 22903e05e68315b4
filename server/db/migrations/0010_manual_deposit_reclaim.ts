// A rejected manual deposit no longer holds its transaction hash: the user may claim the same send
// again (with a clearer credential, say), or the money they sent would be trapped by one refusal.
// A hash stays unique among claims under review or approved: a partial unique index replaces the
// table's (chain, tx_hash) constraint. SQLite cannot drop a table constraint, so there the table is
// rebuilt with the same columns and the rows copied.
import { sql, SqliteAdapter, type Kysely } from 'kysely';

const COLUMNS = ['id', 'user_id', 'asset', 'chain', 'amount', 'tx_hash', 'upload_id', 'description', 'state', 'reason', 'rtoken', 'created_at', 'updated_at'];

async function rebuildWithoutTxConstraint(db: Kysely<unknown>) {
  await db.schema.createTable('manual_deposits_next')
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
    .addUniqueConstraint('manual_deposits_user_rtoken', ['user_id', 'rtoken'])
    .execute();
  const columns = sql.join(COLUMNS.map((c) => sql.ref(c)));
  await sql`INSERT INTO manual_deposits_next (${columns}) SELECT ${columns} FROM manual_deposits`.execute(db);
  await db.schema.dropTable('manual_deposits').execute();
  await db.schema.alterTable('manual_deposits_next').renameTo('manual_deposits').execute();
  await db.schema.createIndex('manual_deposits_user').on('manual_deposits').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('manual_deposits_state').on('manual_deposits').columns(['state', 'created_at']).execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await rebuildWithoutTxConstraint(db);
  else await db.schema.alterTable('manual_deposits').dropConstraint('manual_deposits_chain_tx').execute();
  await db.schema.createIndex('manual_deposits_live_tx').on('manual_deposits').columns(['chain', 'tx_hash']).unique()
    .where(sql.ref('state'), '<>', 'rejected').execute();
}
