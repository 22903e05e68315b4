// `uploads.operator_id`: an image support staff uploaded for a member's conversation (owned by that
// member, so it is theirs to see once sent; null for the member's own uploads). `unpublished_texts`:
// help articles and notices an editor took off the member-facing pages; their rows and versions stay.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('operator_id', 'text').execute();
  await db.schema.createTable('unpublished_texts')
    .addColumn('text_id', 'bigint', (c) => c.primaryKey())
    .addColumn('unpublished_at', 'bigint', (c) => c.notNull())
    .addColumn('unpublished_by', 'text', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations only go forward');
}
