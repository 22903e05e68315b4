// A timeline row (lifecycle_events) is read only by its entity: every query names the entity's
// type and id. Its key becomes (entity_type, entity_id, id), which serves those reads, and the
// separate index by entity goes. On SQLite the table is rebuilt WITHOUT ROWID, so a row is one
// B-tree write instead of three (the rowid table, the id's index, the entity's index): a tick
// settling many timed orders, a cut-off maturing many custody orders and every spot order write
// one timeline row an item. Ids stay unique by construction (the platform's id source).
import { sql, SqliteAdapter, type Kysely } from 'kysely';

const COLUMNS = ['id', 'entity_type', 'entity_id', 'from_state', 'to_state', 'event', 'actor', 'reason', 'at'];

async function rebuildSqlite(db: Kysely<unknown>) {
  await db.schema.createTable('lifecycle_events_next')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('from_state', 'text')
    .addColumn('to_state', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('lifecycle_events_pk', ['entity_type', 'entity_id', 'id'])
    .modifyEnd(sql`WITHOUT ROWID`)
    .execute();
  const list = sql.join(COLUMNS.map((c) => sql.ref(c)));
  await sql`INSERT INTO lifecycle_events_next (${list}) SELECT ${list} FROM lifecycle_events`.execute(db);
  await db.schema.dropTable('lifecycle_events').execute();
  await db.schema.alterTable('lifecycle_events_next').renameTo('lifecycle_events').execute();
}

async function rekeyPostgres(db: Kysely<unknown>) {
  await sql`ALTER TABLE lifecycle_events DROP CONSTRAINT lifecycle_events_pkey`.execute(db);
  await db.schema.alterTable('lifecycle_events').addPrimaryKeyConstraint('lifecycle_events_pk', ['entity_type', 'entity_id', 'id']).execute();
  await db.schema.dropIndex('lifecycle_events_entity').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await rebuildSqlite(db);
  else await rekeyPostgres(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations only go forward');
}
