// SQL of rewards: sign-in rows, claims, the budget's conditional spend and the facts each task's
// condition reads (deposits, trading volume, verification, invitees' trades).
import { sql, type Selectable, type Transaction } from 'kysely';
import type { Database, RewardClaimsTable, RewardSigninsTable } from '../../db/schema';
import type { Executor } from '../../db/database';

export type SigninRow = Selectable<RewardSigninsTable>;
export type ClaimRow = Selectable<RewardClaimsTable>;

// SQLite answers integers as bigint: the day of the streak is a plain number here.
const signin = (r: SigninRow): SigninRow => ({ ...r, day: Number(r.day), amount: BigInt(r.amount), created_at: BigInt(r.created_at) });

/** The user's latest sign-ins, newest first. */
export async function recentSignins(db: Executor, userId: string, limit: number): Promise<SigninRow[]> {
  const rows = await db.selectFrom('reward_signins').selectAll().where('user_id', '=', userId).orderBy('date', 'desc').limit(limit).execute();
  return rows.map(signin);
}

export async function signinOn(db: Executor, userId: string, date: string): Promise<SigninRow | undefined> {
  const row = await db.selectFrom('reward_signins').selectAll().where('user_id', '=', userId).where('date', '=', date).executeTakeFirst();
  return row && signin(row);
}

/** Writes the day's sign-in unless the user already has one that day: false then. */
export async function insertSignin(trx: Transaction<Database>, row: SigninRow): Promise<boolean> {
  const inserted = await trx.insertInto('reward_signins').values(row)
    .onConflict((oc) => oc.columns(['user_id', 'date']).doNothing())
    .returning('user_id').executeTakeFirst();
  return Boolean(inserted);
}

export function claimsOf(db: Executor, userId: string): Promise<ClaimRow[]> {
  return db.selectFrom('reward_claims').selectAll().where('user_id', '=', userId).execute();
}

/** Writes the claim unless the task was claimed already: false then. */
export async function insertClaim(trx: Transaction<Database>, row: ClaimRow): Promise<boolean> {
  const inserted = await trx.insertInto('reward_claims').values(row)
    .onConflict((oc) => oc.columns(['user_id', 'task']).doNothing())
    .returning('user_id').executeTakeFirst();
  return Boolean(inserted);
}

export async function budgetPaid(db: Executor, asset: string): Promise<bigint> {
  const row = await db.selectFrom('reward_budget').select('paid').where('asset', '=', asset).executeTakeFirst();
  return row ? BigInt(row.paid) : 0n;
}

/**
 * Adds `amount` to what the budget has paid, only if the total stays within `budget`: the check
 * and the spend are one conditional update (the row is locked until the caller commits).
 */
export async function spendBudget(trx: Transaction<Database>, asset: string, amount: bigint, budget: bigint, now: number): Promise<boolean> {
  await trx.insertInto('reward_budget').values({ asset, paid: 0n, updated_at: BigInt(now) })
    .onConflict((oc) => oc.column('asset').doNothing()).execute();
  const updated = await trx.updateTable('reward_budget')
    .set({ paid: sql<bigint>`paid + ${amount}`, updated_at: BigInt(now) })
    .where('asset', '=', asset)
    .where(sql<bigint>`paid + ${amount}`, '<=', budget)
    .returning('paid').executeTakeFirst();
  return Boolean(updated);
}

export async function hasCreditedDeposit(db: Executor, userId: string): Promise<boolean> {
  const row = await db.selectFrom('deposits').select('id').where('user_id', '=', userId).where('state', '=', 'credited').limit(1).executeTakeFirst();
  return Boolean(row);
}

/** Whether a user invited by `userId` (level 1) has traded. */
export async function inviteeHasTraded(db: Executor, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').innerJoin('trading_volume', 'trading_volume.user_id', 'users.id')
    .select('users.id').where('users.invited_by', '=', userId).where('trading_volume.volume', '>', 0n).limit(1).executeTakeFirst();
  return Boolean(row);
}
