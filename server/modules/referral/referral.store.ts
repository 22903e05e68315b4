// SQL of the referral area: the users at each level below an inviter (from users.invited_by, fixed
// at registration) and the commission rows (0022_referral).
import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/** Ids of the users exactly `level` steps below `userId` (1: invited by them). */
function idsAtLevel(db: Executor, userId: string, level: number) {
  let q = db.selectFrom('users').select('id').where('invited_by', '=', userId);
  for (let l = 1; l < level; l++) {
    const above = q;
    q = db.selectFrom('users').select('id').where('invited_by', 'in', above);
  }
  return q;
}

export async function countInvitees(db: Executor, userId: string, level: number): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).where('id', 'in', idsAtLevel(db, userId, level)).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function inviteesAt(db: Executor, userId: string, level: number, opts: { limit: number; before?: string }) {
  let q = db.selectFrom('users').select(['id', 'name', 'email', 'phone', 'created_at'])
    .where('id', 'in', idsAtLevel(db, userId, level)).orderBy('id', 'desc').limit(opts.limit);
  if (opts.before) q = q.where('id', '<', opts.before);
  return q.execute();
}

/** Commission earned per level and asset. */
export async function earningsByLevel(db: Executor, inviterId: string) {
  const rows = await db.selectFrom('referral_commissions')
    .select(['level', 'asset', sql<string>`sum(amount)`.as('total')])
    .where('inviter_id', '=', inviterId).groupBy(['level', 'asset']).execute();
  return rows.map((r) => ({ level: Number(r.level), asset: r.asset, total: BigInt(String(r.total)) }));
}

export async function commissionsOf(db: Executor, inviterId: string, opts: { level?: number; limit: number; before?: string }) {
  let q = db.selectFrom('referral_commissions as c').innerJoin('users as u', 'u.id', 'c.invitee_id')
    .select(['c.id', 'c.amount', 'c.asset', 'c.level', 'c.source', 'c.fee', 'c.rate', 'c.created_at', 'u.name', 'u.email', 'u.phone'])
    .where('c.inviter_id', '=', inviterId).orderBy('c.id', 'desc').limit(opts.limit);
  if (opts.level) q = q.where('c.level', '=', opts.level);
  if (opts.before) q = q.where('c.id', '<', opts.before);
  return q.execute();
}
