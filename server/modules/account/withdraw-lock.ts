// A change of password, transaction password, email, phone or security questions locks withdrawals
// for 24 hours (DESIGN §3), shown to the user with its end time.
export const WITHDRAW_LOCK_MS = 24 * 3600_000;

/** When the lock ends, or null when withdrawals are not locked now. */
export function withdrawLockUntil(securityChangedAt: bigint | number | null, now: number): number | null {
  if (securityChangedAt === null) return null;
  const until = Number(securityChangedAt) + WITHDRAW_LOCK_MS;
  return until > now ? until : null;
}
