// Fewer B-tree writes per settled item (the settle benchmark: a tick settling 100,000 timed orders,
// a cut-off accruing 100,000 custody orders), with nothing the queries read taken away:
// - A posting is named by its entry and its account (an entry never posts to one account twice:
//   `checkBalanced`), so that pair is its key and the posting's own id and the index by entry go.
//   On SQLite postings, journal entries and accruals become WITHOUT ROWID tables: the key is the
//   table, not a second B-tree beside it.
// - The index of the delivery runtime and the open-stake cap keeps open orders only: a settled
//   order leaves it instead of moving to another place in it.
// SQLite cannot change a table's key, so there the three tables are rebuilt and the rows copied.
import { sql, SqliteAdapter, type Kysely } from 'kysely';

const ENTRY_COLUMNS = ['id', 'reason', 'ref_type', 'ref_id', 'idempotency_key', 'created_at'];
const POSTING_COLUMNS = ['entry_id', 'account_id', 'asset', 'amount', 'balance_after'];
const ACCRUAL_COLUMNS = ['order_id', 'day', 'amount', 'at'];

async function copy(db: Kysely<unknown>, from: string, to: string, columns: string[]) {
  const list = sql.join(columns.map((c) => sql.ref(c)));
  await sql`INSERT INTO ${sql.table(to)} (${list}) SELECT ${list} FROM ${sql.table(from)}`.execute(db);
}

async function rebuildSqlite(db: Kysely<unknown>) {
  const withoutRowid = sql`WITHOUT ROWID`;
  await db.schema.createTable('journal_entries_next')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('ref_type', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .modifyEnd(withoutRowid)
    .execute();
  await copy(db, 'journal_entries', 'journal_entries_next', ENTRY_COLUMNS);
  // References the new entries table; its rename below carries the reference along.
  await db.schema.createTable('postings_next')
    .addColumn('entry_id', 'text', (c) => c.notNull().references('journal_entries_next.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('ledger_accounts.id'))
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('postings_pk', ['entry_id', 'account_id'])
    .modifyEnd(withoutRowid)
    .execute();
  await copy(db, 'postings', 'postings_next', POSTING_COLUMNS);
  await db.schema.dropTable('postings').execute();
  await db.schema.dropTable('journal_entries').execute();
  await db.schema.alterTable('journal_entries_next').renameTo('journal_entries').execute();
  await db.schema.alterTable('postings_next').renameTo('postings').execute();
  // Dropped with the old table: an account's postings (its history, the export, the audit's sums per account).
  await db.schema.createIndex('postings_account').on('postings').column('account_id').execute();

  await db.schema.createTable('earn_accruals_next')
    .addColumn('order_id', 'text', (c) => c.notNull().references('earn_orders.id'))
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('earn_accruals_pk', ['order_id', 'day'])
    .modifyEnd(withoutRowid)
    .execute();
  await copy(db, 'earn_accruals', 'earn_accruals_next', ACCRUAL_COLUMNS);
  await db.schema.dropTable('earn_accruals').execute();
  await db.schema.alterTable('earn_accruals_next').renameTo('earn_accruals').execute();
}

async function rekeyPostgres(db: Kysely<unknown>) {
  // Dropping the id drops its primary key with it.
  await db.schema.alterTable('postings').dropColumn('id').execute();
  await db.schema.alterTable('postings').addPrimaryKeyConstraint('postings_pk', ['entry_id', 'account_id']).execute();
  await db.schema.dropIndex('postings_entry').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await rebuildSqlite(db);
  else await rekeyPostgres(db);

  await db.schema.dropIndex('delivery_orders_due').execute();
  await db.schema.createIndex('delivery_orders_open').on('delivery_orders').columns(['symbol', 'delivery_at'])
    .where(sql.ref('state'), '=', 'open').execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations only go forward');
}
