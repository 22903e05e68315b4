// Referral commission: one row per inviter and level for each fee an invitee paid, written in the
// same transaction (and journal entry) that books the fee and pays the share. The journal holds the
// money; this table holds who earned it from whom at which level, for the earnings page. A fee pays
// each level at most once (the unique key), so a replay of the fee pays nothing twice.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('referral_commissions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('inviter_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('invitee_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    // The fee the share was taken from, and the rate (decimal fraction scaled by 10^8) applied.
    .addColumn('fee', 'bigint', (c) => c.notNull())
    .addColumn('rate', 'bigint', (c) => c.notNull())
    // What collected the fee ('spot') and its id (the trade).
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('referral_commissions_once', ['source', 'ref_id', 'invitee_id', 'level'])
    .execute();
  await db.schema.createIndex('referral_commissions_inviter').on('referral_commissions').columns(['inviter_id', 'created_at']).execute();
  await db.schema.createIndex('users_invited_by').on('users').column('invited_by').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_invited_by').execute();
  await db.schema.dropTable('referral_commissions').execute();
}
