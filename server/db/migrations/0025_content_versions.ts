// Versions of operator-edited texts: every saved text in one language is a numbered version that
// is never changed afterwards, with who saved it and when; a restore is a new version copying an
// old one. `texts.version` is the number of the version a text shows, so a save can be made only
// against the version its editor started from (a conditional update, never read-then-write).
// Texts that exist already become their version 1, written by whoever wrote them.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('texts').addColumn('version', 'bigint', (c) => c.notNull().defaultTo(1)).execute();
  await db.schema.createTable('text_versions')
    .addColumn('text_id', 'bigint', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('restored_from', 'bigint')
    .addPrimaryKeyConstraint('text_versions_pk', ['text_id', 'lang', 'version'])
    .execute();
  await sql`insert into text_versions (text_id, lang, version, title, body, created_at, created_by)
    select id, lang, 1, title, body, updated_at, updated_by from texts`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error('migrations only go forward');
}
