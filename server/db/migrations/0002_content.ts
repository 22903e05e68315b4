// Operator-edited content: the texts of the footer pages, help articles, notices and home banners,
// one row per text and language, so a missing translation can fall back to English.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('texts')
    .addColumn('id', 'bigint', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('texts_pk', ['id', 'lang'])
    .execute();
  await db.schema.createIndex('texts_kind').on('texts').columns(['kind', 'lang']).execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations only go forward');
}
