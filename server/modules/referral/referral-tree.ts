// Who invited whom, held in memory for the exchange's hot path: each user's inviter as fixed at
// registration (users.invited_by, never changed afterwards). Loaded once at start; a registration
// adds its user after it commits. A trader's inviters up to four levels are then a few map
// lookups, and a trader nobody invited (the market maker, most users) costs one miss.
import type { Executor } from '../../db/database';

/** Levels 1 to 4 earn commission (spec: referral levels 1 to 4). */
export const REFERRAL_LEVELS = 4;

export function createReferralTree() {
  const inviterOf = new Map<string, string>();
  /** Whether `userId` is `from` or above it: inviting them would close a loop. */
  function leadsTo(from: string, userId: string): boolean {
    const seen = new Set<string>();
    for (let at: string | undefined = from; at && !seen.has(at); at = inviterOf.get(at)) {
      if (at === userId) return true;
      seen.add(at);
    }
    return false;
  }
  return {
    async load(db: Executor) {
      const rows = await db.selectFrom('users').select(['id', 'invited_by']).where('invited_by', 'is not', null).execute();
      inviterOf.clear();
      for (const r of rows) inviterOf.set(r.id, r.invited_by!);
    },
    /** A committed registration with an inviter. The tree is fixed at registration: a second call, a self-invite or a loop changes nothing. */
    joined(userId: string, invitedBy: string | null) {
      if (!invitedBy || inviterOf.has(userId) || leadsTo(invitedBy, userId)) return;
      inviterOf.set(userId, invitedBy);
    },
    /** Inviters of `userId`, level 1 first, at most four; a loop (which registration cannot make) ends the chain. */
    inviters(userId: string): string[] {
      const chain: string[] = [];
      let at = inviterOf.get(userId);
      while (at && chain.length < REFERRAL_LEVELS && at !== userId && !chain.includes(at)) {
        chain.push(at);
        at = inviterOf.get(at);
      }
      return chain;
    },
    /** Whether anyone at all has an inviter: a batch reads the rates only then. */
    any() { return inviterOf.size > 0; },
  };
}

export type ReferralTree = ReturnType<typeof createReferralTree>;
