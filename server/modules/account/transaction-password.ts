// The 6-digit transaction password that confirms money calls: argon2id-hashed, locked for
// TPWD_LOCK_MS after TPWD_MAX_FAILURES wrong tries in a row. Changing it starts the withdrawal lock;
// setting it the first time does not (nothing is replaced).
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { confirmLoginPassword } from '../auth/auth.service';
import { spendCode } from '../auth/codes.service';
import type { Channel } from '../auth/contact';
import { checkSecret } from '../auth/lockout';
import { hashSecret, verifySecret } from '../auth/passwords';
import { Refusal, transactionKeepingRefusals } from '../auth/refusal';
import { findUserById, replaceTpwd, setFirstTpwd } from '../auth/users.store';
import type { Executor } from '../../db/database';
import { boundContact } from './security.service';

export async function hasTransactionPassword(deps: Pick<Deps, 'db'>, userId: string): Promise<boolean> {
  return Boolean((await findUserById(deps.db, userId))?.tpwd_hash);
}

export async function saveTransactionPassword(deps: Pick<Deps, 'config' | 'db' | 'clock'>, userId: string, input: { tpwd: string; password: string }): Promise<void> {
  if (await hasTransactionPassword(deps, userId)) fail('tpwdAlreadySet');
  await confirmLoginPassword(deps, userId, input.password);
  if (!(await setFirstTpwd(deps.db, userId, await hashSecret(input.tpwd)))) fail('tpwdAlreadySet');
}

export interface TpwdChange {
  tpwd: string;
  /** Proof by the old transaction password… */
  oldTpwd?: string;
  /** …or by a code (scene reset) sent to the bound contact of this type. */
  type?: Channel;
  code?: string;
}

export async function updateTransactionPassword(deps: Pick<Deps, 'config' | 'db' | 'clock'>, userId: string, input: TpwdChange): Promise<void> {
  const user = (await findUserById(deps.db, userId)) ?? fail('loginRequired');
  if (!user.tpwd_hash) fail('tpwdNotSet');
  const tpwdHash = await hashSecret(input.tpwd);
  if (input.oldTpwd) {
    await verifyTransactionPassword(deps, deps.db, userId, input.oldTpwd);
    await replaceTpwd(deps.db, userId, tpwdHash, deps.clock.now());
    return;
  }
  const contact = (input.type && boundContact(user, input.type)) || fail('contactNotBound');
  await transactionKeepingRefusals(deps, async (trx) => {
    const refused = await spendCode(deps, trx, contact, 'reset', input.code ?? '');
    if (refused) return refused;
    await replaceTpwd(trx, userId, tpwdHash, deps.clock.now());
  });
}

/**
 * Checks a transaction password; a Refusal (tpwdNotSet, tpwdLocked, tpwdWrong) or null. A wrong one
 * is counted through `db`: inside a transaction, return the Refusal from it (transactionKeepingRefusals)
 * before changing anything, so the count commits.
 */
export async function checkTransactionPassword(deps: Pick<Deps, 'config' | 'clock'>, db: Executor, userId: string, tpwd: string): Promise<Refusal | null> {
  const user = await findUserById(db, userId);
  const tpwdHash = user?.tpwd_hash;
  if (!tpwdHash) return new Refusal('tpwdNotSet');
  return checkSecret(deps, db, 'tpwd', userId, () => verifySecret(tpwdHash, tpwd), 'tpwdWrong');
}

/**
 * For money calls (withdrawals): throws tpwdNotSet, tpwdLocked or tpwdWrong. Call it with deps.db
 * before opening the money transaction (the hash check is slow, and a wrong try must stay counted);
 * inside a transaction use checkTransactionPassword instead.
 */
export async function verifyTransactionPassword(deps: Pick<Deps, 'config' | 'clock'>, db: Executor, userId: string, tpwd: string): Promise<void> {
  const refusal = await checkTransactionPassword(deps, db, userId, tpwd);
  if (refusal) throw refusal.failure;
}
