// Withdrawal address allowlist and the user's sessions and devices.
// An address becomes usable only after a delay (`state` follows api/lifecycles/withdraw-address),
// and can be cancelled until then by the link in the mail announcing it (token stored hashed).
// Addresses saved before this change stay usable (`active`). A user's "allowlist only" mode, and
// when a requested switch-off takes effect. Login history and the devices a user has logged in from.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('withdraw_addresses').addColumn('state', 'text', (c) => c.notNull().defaultTo('active')).execute();
  await db.schema.alterTable('withdraw_addresses').addColumn('usable_at', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('withdraw_addresses').addColumn('cancel_token_hash', 'text').execute();
  await db.schema.alterTable('withdraw_addresses').addColumn('cancel_expires_at', 'bigint').execute();
  await db.schema.createIndex('withdraw_addresses_cancel_token').on('withdraw_addresses').column('cancel_token_hash').unique().execute();

  await db.schema.createTable('allowlist_modes')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('on', 'integer', (c) => c.notNull())
    /** A requested switch-off takes effect at this time; null when none is pending. */
    .addColumn('off_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createTable('login_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('os', 'text', (c) => c.notNull())
    .addColumn('ok', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_history_user').on('login_history').columns(['user_id', 'at']).execute();

  await db.schema.createTable('known_devices')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('first_seen_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('known_devices_pk', ['user_id', 'fingerprint'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations only go forward');
}
