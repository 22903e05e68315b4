// The one call other areas make before a protected act (login's second step aside): withdrawals,
// withdrawal-address changes and security changes. Without 2FA it lets everything through; with it,
// a right code (or recovery code) is needed and is used up.
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { checkSecondFactor } from './second-factor';
import { findTwoFactor } from './two-factor.store';

export async function requireSecondFactor(deps: Pick<Deps, 'config' | 'db' | 'clock'>, userId: string, code: string | undefined): Promise<void> {
  const row = await findTwoFactor(deps.db, userId);
  if (!row?.enabled_at) return;
  if (!code) fail('twoFactorCodeRequired');
  const refused = await checkSecondFactor(deps, deps.db, row, code);
  if (refused) throw refused.failure;
}

/** Whether the user has 2FA on. */
export async function hasSecondFactor(deps: Pick<Deps, 'db'>, userId: string): Promise<boolean> {
  return Boolean((await findTwoFactor(deps.db, userId))?.enabled_at);
}
