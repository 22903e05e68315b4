// Operators get the same lockout as users: consecutive wrong passwords are counted, and enough of
// them lock the console login for a while.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operators').addColumn('failed_logins', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('operators').addColumn('locked_until', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('operators').dropColumn('locked_until').execute();
  await db.schema.alterTable('operators').dropColumn('failed_logins').execute();
}
