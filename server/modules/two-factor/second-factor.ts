// Judging a second-factor code: a 6-digit TOTP from the window around now, whose time step is newer
// than every step this user had accepted (so each code works once), or one of the user's unused
// recovery codes. Attempts are counted by the lockout (kind `totp`) like a transaction password.
// The stored secret is sealed (secret-seal) and opened only here, to check a code.
import type { Deps } from '../../deps';
import type { Executor } from '../../db/database';
import { sha256 } from '../../platform';
import { checkSecret } from '../auth/lockout';
import type { Refusal } from '../auth/refusal';
import { openSecret } from '../../secret-seal';
import { twoFactorReadKeys } from '../../config';
import { matchingStep } from './totp';
import { claimStep, spendRecoveryCode } from './two-factor.store';

/** Recovery codes are typed with or without dashes and in any case. */
export function normaliseRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

export function recoveryCodeHash(code: string): string {
  return sha256(`recovery:${normaliseRecoveryCode(code)}`);
}

async function codeIsRight(deps: Pick<Deps, 'config' | 'clock'>, db: Executor, row: { id: string; secret: string }, code: string, recoveryAllowed: boolean): Promise<boolean> {
  const now = deps.clock.now();
  if (/^\d{6}$/.test(code)) {
    const step = matchingStep(openSecret(twoFactorReadKeys(deps.config), row.id, row.secret), code, now);
    return step !== null && claimStep(db, row.id, step);
  }
  return recoveryAllowed && spendRecoveryCode(db, row.id, recoveryCodeHash(code), now);
}

/** Null when `code` is right (and is now used up); else twoFactorCodeWrong or the lock's refusal. */
export function checkSecondFactor(deps: Pick<Deps, 'config' | 'clock'>, db: Executor, row: { id: string; secret: string }, code: string, opts = { recoveryAllowed: true }): Promise<Refusal | null> {
  return checkSecret(deps, db, 'totp', row.id, () => codeIsRight(deps, db, row, code.trim(), opts.recoveryAllowed), 'twoFactorCodeWrong');
}
