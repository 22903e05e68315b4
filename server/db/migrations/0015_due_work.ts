// Work that falls due at a time (a daily financing roll, a settlement at delivery, a window that
// closes, a lock that ends): one row per item, taken and moved in one transaction each by the
// due-work runner (jobs/due-work.ts), so a restart or a second worker never does it twice and work
// that fell due while the server was down runs when it comes back, in order.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('due_work')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // Who handles it ('contract.financing') and what it is about (per kind: a day, an order id).
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    // When it falls due (ms), and when it is next tried (the due time, later after a failure).
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    // 'pending' or 'done'.
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('done_at', 'bigint')
    // Scheduling the same item twice keeps one row.
    .addUniqueConstraint('due_work_kind_subject', ['kind', 'subject'])
    .execute();
  await db.schema.createIndex('due_work_state_due_at').on('due_work').columns(['state', 'due_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('due_work').execute();
}
