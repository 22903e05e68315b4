// Support: one conversation per member (api/lifecycles/support-conversation.lifecycle), moved only
// through its chart, with its message count and the id of its newest message (a staff answer is refused when someone
// wrote after the message it answers), and every message of it, kept. Timelines are
// lifecycle_events rows; staff actions are ops_audit_log rows.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('support_conversations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().unique().references('users.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('last_message_id', 'text', (c) => c.notNull())
    // How many messages it has: each new message takes the next number, so their order is exact.
    .addColumn('messages', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_conversations_state').on('support_conversations').columns(['state', 'updated_at']).execute();

  await db.schema.createTable('support_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('conversation_id', 'text', (c) => c.notNull().references('support_conversations.id'))
    .addColumn('seq', 'bigint', (c) => c.notNull())
    // The member who wrote, or null for staff.
    .addColumn('user_id', 'text', (c) => c.references('users.id'))
    .addColumn('operator_id', 'text', (c) => c.references('operators.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('upload_id', 'text', (c) => c.references('uploads.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_messages_conversation').on('support_messages').columns(['conversation_id', 'seq']).unique().execute();
  // The members' rate limit counts their recent messages.
  await db.schema.createIndex('support_messages_user').on('support_messages').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_messages').execute();
  await db.schema.dropTable('support_conversations').execute();
}
