// Registration, login, logout and the two forgotten-password resets. Slow hashing happens before
// a transaction opens; each change of several rows is one transaction.
import type { Lang } from '../../../api/languages';
import type { Deps } from '../../deps';
import { BusinessFailure, fail } from '../../core/failures';
import type { Executor } from '../../db/database';
import { getSetting } from '../settings/settings';
import { recordFailedLogin, recordSessionStart } from '../devices/login-record';
import { secondStepOf, type SecondStep } from '../two-factor/login-challenge';
import { checkCode, spendCode, wasSpent } from './codes.service';
import { markCodeUsed } from './codes.store';
import { contactOf, loginContact, type Channel, type Contact } from './contact';
import { newInvitationCode, normaliseInvitationCode } from './invitation-code';
import { abandonAttempt, beginAttempt, checkSecret, inTurn, settleAttempt } from './lockout';
import { passwordStrength } from './password-strength';
import { dummyHash, hashSecret, normaliseAnswer, verifySecret } from './passwords';
import { Refusal, transactionKeepingRefusals } from './refusal';
import { findSecurityAnswers, type SecurityAnswersRow } from './security-answers.store';
import { createSession, revokeSession, revokeUserSessions, type AfterCommit, type AuthedUser } from './sessions';
import {
  contactOwner, findUserByContact, findUserById, findUserIdByInvitationCode, insertUserIfFree, recordLogin, setPassword, type UserRow,
} from './users.store';

export interface ClientMeta { ip: string; userAgent: string }

/** The stored contact for a validated `type` and `account`. */
export function requireContact(type: Channel, account: string): Contact {
  return contactOf(type, account) ?? fail(type === 'email' ? 'emailInvalid' : 'phoneInvalid');
}

export interface Registration {
  type: Channel;
  account: string;
  code: string;
  password: string;
  invitationCode?: string;
  lang: Lang;
}

export async function register(deps: Pick<Deps, 'db' | 'clock' | 'ids' | 'random' | 'referrals'>, input: Registration): Promise<{ account: string }> {
  const contact = requireContact(input.type, input.account);
  const passwordHash = await hashSecret(input.password);
  let joined = null as { id: string; invitedBy: string | null } | null;
  try {
    await transactionKeepingRefusals(deps, async (trx) => {
      // The code first: without one, an existing account answers like any wrong code.
      const refused = await spendCode(deps, trx, contact, 'register', input.code);
      if (refused) return refused;
      if (await contactOwner(trx, contact)) fail('accountExists');
      const invitedBy = await inviterOf(trx, input.invitationCode);
      const id = await insertNewUser(deps, trx, { contact, passwordHash, strength: passwordStrength(input.password), invitedBy, lang: input.lang });
      joined = { id, invitedBy };
    });
  } catch (err) {
    // A concurrent registration with the same code spent it first: the right code proves the
    // address is theirs, so say what happened. Anyone else hears only that the code is wrong.
    if (err instanceof BusinessFailure && err.reason === 'codeExpired' && await wasSpent(deps, contact, 'register', input.code) && await contactOwner(deps.db, contact)) fail('accountExists');
    throw err;
  }
  // The referral tree is fixed here, once the user exists: fees they pay from now on pay their inviters.
  if (joined) deps.referrals.joined(joined.id, joined.invitedBy);
  return { account: contact.target };
}

async function inviterOf(db: Executor, given: string | undefined): Promise<string | null> {
  if (!given) {
    if (await getSetting(db, 'registration.invitationCode') === 'required') fail('invitationCodeRequired');
    return null;
  }
  return (await findUserIdByInvitationCode(db, normaliseInvitationCode(given))) ?? fail('invitationCodeInvalid');
}

async function insertNewUser(deps: Pick<Deps, 'clock' | 'ids' | 'random'>, db: Executor, u: { contact: Contact; passwordHash: string; strength: UserRow['password_strength']; invitedBy: string | null; lang: Lang }) {
  const id = deps.ids.next('us');
  // A clash of invitation codes is rare (32^8 codes); draw again. A clash of contact is a duplicate account.
  for (let draw = 0; draw < 5; draw++) {
    const inserted = await insertUserIfFree(db, {
      id, email: u.contact.channel === 'email' ? u.contact.target : null, phone: u.contact.channel === 'phone' ? u.contact.target : null,
      password_hash: u.passwordHash, password_strength: u.strength, tpwd_hash: null, name: '', invitation_code: newInvitationCode(deps.random),
      invited_by: u.invitedBy, nationality: null, lang: u.lang, status: 'active', security_changed_at: null, locked_until: null,
      tpwd_locked_until: null, last_login_at: null, created_at: BigInt(deps.clock.now()),
    });
    if (inserted) return id;
    if (await contactOwner(db, u.contact)) fail('accountExists');
  }
  throw new Error('no free invitation code after 5 draws');
}

type LoginDeps = Pick<Deps, 'config' | 'db' | 'clock' | 'ids' | 'random' | 'mailer' | 'log'>;

export async function login(deps: LoginDeps, input: { account: string; password: string }, meta: ClientMeta): Promise<{ token: string; expires_at: number } | SecondStep> {
  const fallbackHash = dummyHash();
  const contact = loginContact(input.account);
  const user = contact ? await findUserByContact(deps.db, contact) : undefined;
  if (!user) {
    // Unknown accounts are verified against a dummy hash, so the answer takes as long as for real ones.
    await verifySecret(await fallbackHash, input.password);
    fail('loginFailed');
  }
  const refused = await checkSecret(deps, deps.db, 'login', user.id, () => verifySecret(user.password_hash, input.password), 'loginFailed');
  // A known account's refused first step is in its login history (a wrong password, or the lock).
  if (refused || user.status !== 'active') await recordFailedLogin(deps, deps.db, user.id, meta, 'password');
  if (refused) throw refused.failure;
  if (user.status !== 'active') fail('accountDisabled');
  // With 2FA on, the password only earns a challenge; the session starts at the second step.
  const secondStep = await secondStepOf(deps, user.id);
  if (secondStep) return secondStep;
  return committedSession(await deps.db.transaction().execute((trx) => startSession(deps, trx, user.id, meta)));
}

export interface StartedSession { session: { token: string; expires_at: number }; afterCommit: () => Promise<void> }

/**
 * A proven login, inside the transaction that proved it: recorded on the user and in the login
 * history with its device, and a new session. Every way in ends here, so each is recorded once;
 * `afterCommit` mails the user about a new device.
 */
export async function startSession(deps: LoginDeps, trx: Executor, userId: string, meta: ClientMeta): Promise<StartedSession> {
  await recordLogin(trx, userId, deps.clock.now());
  const session = await createSession(deps, userId, meta, trx);
  const afterCommit = await recordSessionStart(deps, trx, userId, meta);
  return { session: { token: session.token, expires_at: session.expiresAt }, afterCommit };
}

/** After the transaction of `startSession` committed: its mail goes, and the caller gets the session. */
export async function committedSession(started: StartedSession) {
  await started.afterCommit();
  return started.session;
}

/** Confirms a logged-in user's own login password; wrong ones count towards the login lockout. */
export async function confirmLoginPassword(deps: Pick<Deps, 'config' | 'db' | 'clock'>, userId: string, password: string): Promise<UserRow> {
  const user = (await findUserById(deps.db, userId)) ?? fail('loginRequired');
  const refused = await checkSecret(deps, deps.db, 'login', user.id, () => verifySecret(user.password_hash, password), 'passwordWrong');
  if (refused) throw refused.failure;
  return user;
}

export async function logout(deps: Pick<Deps, 'db' | 'clock' | 'bus'>, user: AuthedUser): Promise<void> {
  await revokeSession(deps, user.sessionId, 'logout');
}

export interface NewPassword {
  type: Channel;
  account: string;
  code: string;
  password: string;
}

/** Forgotten password, proven by a code to the account. Ends every session and starts the withdrawal lock. */
export async function resetPasswordByCode(deps: Pick<Deps, 'db' | 'clock' | 'bus'>, input: NewPassword): Promise<void> {
  const contact = requireContact(input.type, input.account);
  const passwordHash = await hashSecret(input.password);
  const announce = await transactionKeepingRefusals(deps, async (trx) => {
    const refused = await spendCode(deps, trx, contact, 'reset', input.code);
    if (refused) return refused;
    // No code is ever sent to an unknown account, so this only happens to a guess.
    const user = (await findUserByContact(trx, contact)) ?? fail('codeMismatch');
    return replacePassword(deps, trx, user.id, passwordHash, input.password);
  });
  announce();
}

/** Forgotten password, proven by the three security answers together with a code to the account (DESIGN §3). */
export async function resetPasswordBySecurityAnswers(deps: Pick<Deps, 'config' | 'db' | 'clock' | 'bus'>, input: NewPassword & { answers: [string, string, string] }): Promise<void> {
  const contact = requireContact(input.type, input.account);
  const passwordHash = await hashSecret(input.password);
  const user = await findUserByContact(deps.db, contact);
  const stored = user ? await findSecurityAnswers(deps.db, user.id) : undefined;
  if (!user || !stored) return resetByAnswers(deps, { ...input, contact, passwordHash, user, stored, answersRight: false });
  // The answers guess the login secrets: counted under the login lockout before their slow check.
  await inTurn('login', user.id, async () => {
    const locked = await beginAttempt(deps, deps.db, 'login', user.id);
    if (locked) throw locked.failure;
    await resetByAnswers(deps, { ...input, contact, passwordHash, user, stored, answersRight: await answersMatch(stored, input.answers) });
  });
}

async function resetByAnswers(deps: Pick<Deps, 'config' | 'db' | 'clock' | 'bus'>, input: NewPassword & { contact: Contact; passwordHash: string; user?: UserRow; stored?: SecurityAnswersRow; answersRight: boolean }) {
  const { contact, passwordHash, user, stored, answersRight } = input;
  const announce = await transactionKeepingRefusals(deps, async (trx) => {
    const verdict = await checkCode(deps, trx, contact, 'reset', input.code);
    if (!verdict.ok) {
      if (user && stored) await abandonAttempt(deps, trx, 'login', user.id);
      return new Refusal(verdict.reason);
    }
    if (!user) fail('codeMismatch');
    if (!stored) fail('securityQuestionsNotSet');
    // Wrong answers keep the code (one attempt taken) and stay counted towards the lockout.
    const refused = await settleAttempt(deps, trx, 'login', user.id, answersRight, 'securityAnswersWrong');
    if (refused) return refused;
    if (!(await markCodeUsed(trx, verdict.codeId, deps.clock.now()))) return new Refusal('codeExpired');
    return replacePassword(deps, trx, user.id, passwordHash, input.password);
  });
  announce();
}

async function answersMatch(stored: SecurityAnswersRow, given: [string, string, string]): Promise<boolean> {
  const hashes = [stored.answer1_hash, stored.answer2_hash, stored.answer3_hash];
  // All three are always verified, so the time taken does not tell which one was wrong.
  const results = await Promise.all(hashes.map((h, i) => verifySecret(h, normaliseAnswer(given[i]))));
  return results.every(Boolean);
}

/**
 * New login password: stored with its strength, the withdrawal lock starts, sessions end except
 * `keepSession`. The caller runs the returned announcement after its transaction commits.
 */
export async function replacePassword(deps: Pick<Deps, 'clock' | 'bus'>, trx: Executor, userId: string, passwordHash: string, password: string, keepSession?: string): Promise<AfterCommit> {
  await setPassword(trx, userId, passwordHash, passwordStrength(password), deps.clock.now());
  return (await revokeUserSessions(deps, trx, userId, 'password_changed', keepSession)).announce;
}
