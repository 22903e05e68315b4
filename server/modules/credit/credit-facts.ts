// What the credit score is made of, read from what the platform records (api/credit-score.ts
// CreditFacts): the verification levels passed, the account's age from its users row, the loans
// repaid by their due date and the overdue days over all loans, and the deposits credited (on
// chain after confirmations, manual ones approved). Read at every call, so the score is always
// the one its factors give now; nothing stores or edits a score.
import type { CreditFacts } from '../../../api/credit-score';
import { DAY_MS, daysStarted } from '../../../api/loan-math';
import type { Executor } from '../../db/database';
import { passedLevels } from '../kyc/kyc-requirements';

const count = (row: { n: string | number | bigint } | undefined) => Number(row?.n ?? 0);

export async function creditFactsOf(db: Executor, userId: string, now: number): Promise<CreditFacts> {
  const [levels, user, loans, chain, manual] = await Promise.all([
    passedLevels(db, userId),
    db.selectFrom('users').select('created_at').where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('loans').select(['state', 'due_at', 'charged_at']).where('user_id', '=', userId).where('due_at', 'is not', null).execute(),
    db.selectFrom('deposits').select((eb) => eb.fn.countAll<string | number | bigint>().as('n')).where('user_id', '=', userId).where('state', '=', 'credited').executeTakeFirst(),
    db.selectFrom('manual_deposits').select((eb) => eb.fn.countAll<string | number | bigint>().as('n')).where('user_id', '=', userId).where('state', '=', 'approved').executeTakeFirst(),
  ]);
  let loansRepaidOnTime = 0;
  let daysOverdue = 0;
  for (const l of loans) {
    // A repaid loan counts until the moment its amount was fixed; an owed one until now.
    const until = l.state === 'repaid' ? Number(l.charged_at) : now;
    const overdue = daysStarted(Number(l.due_at), until);
    daysOverdue += overdue;
    if (l.state === 'repaid' && overdue === 0) loansRepaidOnTime += 1;
  }
  return {
    kyc: levels.has('senior') ? 'senior' : levels.has('junior') ? 'junior' : 'none',
    addressVerified: levels.has('address'),
    accountAgeDays: Math.max(0, Math.floor((now - Number(user.created_at)) / DAY_MS)),
    loansRepaidOnTime, daysOverdue, creditedDeposits: count(chain) + count(manual),
  };
}
