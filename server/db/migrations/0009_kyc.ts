// Identity verification: one row per user and level (junior, senior, address) holding the latest
// submission and the state its chart is in. Every move is a lifecycle_events row (the timeline),
// every review decision an ops_audit_log row. Images are uploads, referred to by id.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('kyc_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempt', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('nationality', 'text')
    .addColumn('id_type', 'bigint')
    .addColumn('real_name', 'text')
    .addColumn('id_number', 'text')
    /** The ID number without spaces, hyphens or case: finds accounts that share a document. */
    .addColumn('id_number_key', 'text')
    .addColumn('front_upload_id', 'text', (c) => c.references('uploads.id'))
    .addColumn('back_upload_id', 'text', (c) => c.references('uploads.id'))
    .addColumn('signature_upload_id', 'text', (c) => c.references('uploads.id'))
    .addColumn('address', 'text')
    .addColumn('bill_upload_id', 'text', (c) => c.references('uploads.id'))
    .addColumn('submitted_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('kyc_verifications_user_level', ['user_id', 'level'])
    .execute();
  await db.schema.createIndex('kyc_verifications_state').on('kyc_verifications').columns(['state', 'submitted_at']).execute();
  await db.schema.createIndex('kyc_verifications_id_number').on('kyc_verifications').columns(['id_number_key']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kyc_verifications').execute();
}
