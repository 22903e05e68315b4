// Turning two-factor authentication on and off. On: a new secret (shown once, as a QR code and a
// key), confirmed with one code, then ten recovery codes shown once and stored only hashed. Off:
// needs a code, and like every security change starts the 24 h withdrawal lock.
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { getSetting } from '../settings/settings';
import { transactionKeepingRefusals } from '../auth/refusal';
import { findUserById, markSecurityChanged } from '../auth/users.store';
import { checkSecondFactor, recoveryCodeHash } from './second-factor';
import { sealSecret } from '../../secret-seal';
import { base32Encode, otpauthUri } from './totp';
import { findTwoFactor, markEnabled, removeTwoFactor, replaceRecoveryCodes, savePendingSecret } from './two-factor.store';

export const RECOVERY_CODE_COUNT = 10;
/** 160 bits, the HMAC-SHA-1 key length RFC 4226 recommends. */
const SECRET_BYTES = 20;

type EnrolDeps = Pick<Deps, 'config' | 'db' | 'clock' | 'random'>;

export async function startEnrolment(deps: EnrolDeps, userId: string): Promise<{ secret: string; otpauth_uri: string }> {
  const user = (await findUserById(deps.db, userId)) ?? fail('loginRequired');
  const secret = base32Encode(deps.random.bytes(SECRET_BYTES));
  if (!(await savePendingSecret(deps.db, userId, sealSecret(deps.config.twoFactorKey, userId, secret), deps.clock.now()))) fail('twoFactorAlreadyOn');
  const issuer = await getSetting(deps.db, 'site.name');
  return { secret, otpauth_uri: otpauthUri(issuer, user.email ?? user.phone ?? userId, secret) };
}

/** Four groups of four base32 characters: 80 random bits each. */
function newRecoveryCode(deps: Pick<Deps, 'random'>): string {
  return base32Encode(deps.random.bytes(10)).match(/.{4}/g)!.join('-');
}

export async function confirmEnrolment(deps: EnrolDeps, userId: string, code: string): Promise<{ recovery_codes: string[] }> {
  const row = await findTwoFactor(deps.db, userId);
  if (!row) fail('twoFactorNotStarted');
  if (row.enabled_at) fail('twoFactorAlreadyOn');
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => newRecoveryCode(deps));
  return transactionKeepingRefusals(deps, async (trx) => {
    const refused = await checkSecondFactor(deps, trx, row, code, { recoveryAllowed: false });
    if (refused) return refused;
    // A second confirmation racing this one finds the row enabled already.
    if (!(await markEnabled(trx, userId, deps.clock.now()))) fail('twoFactorAlreadyOn');
    await replaceRecoveryCodes(trx, userId, codes.map(recoveryCodeHash), deps.clock.now());
    return { recovery_codes: codes };
  });
}

export async function disableTwoFactor(deps: Pick<Deps, 'config' | 'db' | 'clock'>, userId: string, code: string): Promise<void> {
  const row = await findTwoFactor(deps.db, userId);
  if (!row?.enabled_at) fail('twoFactorNotOn');
  await transactionKeepingRefusals(deps, async (trx) => {
    const refused = await checkSecondFactor(deps, trx, row, code);
    if (refused) return refused;
    await removeTwoFactor(trx, userId);
    await markSecurityChanged(trx, userId, deps.clock.now());
  });
}
