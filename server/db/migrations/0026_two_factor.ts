// Two-factor authentication (TOTP), its recovery codes, the login's second-step challenges, and
// the anti-phishing phrase shown in every mail. A `two_factor` row exists from the start of an
// enrolment (enabled_at null) and is deleted when the user turns 2FA off.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('two_factor')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'bigint')
    .addColumn('last_step', 'bigint')
    .addColumn('failures', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createTable('two_factor_recovery_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('two_factor_recovery_codes_user').on('two_factor_recovery_codes').column('user_id').execute();
  await db.schema.createTable('login_challenges')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createTable('anti_phishing_phrases')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('phrase', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations only go forward');
}
