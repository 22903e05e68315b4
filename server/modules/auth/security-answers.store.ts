// SQL for the hashed answers to the three security questions (one row per user).
import type { Selectable } from 'kysely';
import type { SecurityAnswersTable } from '../../db/schema';
import type { Executor } from '../../db/database';

export type SecurityAnswersRow = Selectable<SecurityAnswersTable>;

export function findSecurityAnswers(db: Executor, userId: string): Promise<SecurityAnswersRow | undefined> {
  return db.selectFrom('security_answers').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function hasSecurityAnswers(db: Executor, userId: string): Promise<boolean> {
  return (await db.selectFrom('security_answers').select('user_id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

export async function saveSecurityAnswers(db: Executor, userId: string, hashes: [string, string, string], now: number) {
  const values = { answer1_hash: hashes[0], answer2_hash: hashes[1], answer3_hash: hashes[2], updated_at: BigInt(now) };
  await db.insertInto('security_answers').values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values)).execute();
}
