// Proof of liabilities: each snapshot's time, its root and total per asset (kept for the history),
// and the members of recent snapshots (salt and balances per user, in tree order) from which a
// user's path is rebuilt on request. Members of older snapshots are pruned; roots stay.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('proof_snapshots')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('taken_at', 'bigint', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text')
    .addColumn('members', 'bigint', (c) => c.notNull())
    .addColumn('pruned', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('proof_snapshots_taken').on('proof_snapshots').column('taken_at').execute();
  await db.schema.createTable('proof_roots')
    .addColumn('snapshot_id', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('root_hash', 'text', (c) => c.notNull())
    .addColumn('total', 'text', (c) => c.notNull())
    .addColumn('leaves', 'bigint', (c) => c.notNull())
    .addColumn('reserves', 'text')
    .addPrimaryKeyConstraint('proof_roots_pk', ['snapshot_id', 'asset'])
    .execute();
  await db.schema.createTable('proof_members')
    .addColumn('snapshot_id', 'text', (c) => c.notNull())
    .addColumn('position', 'bigint', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('salt', 'text', (c) => c.notNull())
    .addColumn('balances', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('proof_members_pk', ['snapshot_id', 'position'])
    .execute();
  await db.schema.createIndex('proof_members_user').on('proof_members').columns(['snapshot_id', 'user_id']).unique().execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations only go forward');
}
