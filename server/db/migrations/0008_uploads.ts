// Uploaded files: who owns each, what it is for, what it really is (type and size after the
// re-encode) and where its bytes are kept. The bytes live in the upload store, not in the database.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('width', 'bigint', (c) => c.notNull())
    .addColumn('height', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_owner').on('uploads').columns(['owner_user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
}
