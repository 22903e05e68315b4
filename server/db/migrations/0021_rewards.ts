// Rewards: one row per user per calendar day signed (the day of the streak and the reward paid),
// one row per user per task claimed (with the user's trading volume at the claim, from which a
// trade-only reward's held amount is derived), and the amount of the rewards budget already paid
// per asset: the row the check-and-spend of every reward updates conditionally.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('reward_signins')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    // The calendar day (YYYY-MM-DD) in the rules' time zone at signing.
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('reward_signins_pk', ['user_id', 'date'])
    .execute();

  await db.schema.createTable('reward_claims')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('task', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('volume_at_claim', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('reward_claims_pk', ['user_id', 'task'])
    .execute();

  await db.schema.createTable('reward_budget')
    .addColumn('asset', 'text', (c) => c.primaryKey())
    .addColumn('paid', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations only go forward');
}
