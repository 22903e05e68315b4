// Messages: one row per decision or event that concerns a user, stored as a kind and its parameters
// (JSON) so the browser renders it in the user's language; moved only through the message chart
// (api/lifecycles/message.lifecycle). `pushed_at` makes the table its own outbox: a row is pushed
// on the private stream after the transaction that wrote it committed. Notices: an admin's text in
// the languages given (JSON), copied to every user as a message of kind `notice`.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('notices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('texts', 'text', (c) => c.notNull())
    .addColumn('operator_id', 'text', (c) => c.notNull().references('operators.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createTable('messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('notice_id', 'text', (c) => c.references('notices.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('pushed_at', 'bigint')
    .execute();
  await db.schema.createIndex('messages_user').on('messages').columns(['user_id', 'created_at', 'id']).execute();
  await db.schema.createIndex('messages_user_state').on('messages').columns(['user_id', 'state']).execute();
  await db.schema.createIndex('messages_unpushed').on('messages').columns(['pushed_at', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('messages').execute();
  await db.schema.dropTable('notices').execute();
}
