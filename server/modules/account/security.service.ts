// Changes to the logged-in user's security: login password, security questions, bound email and
// phone. Each one starts the 24 h withdrawal lock (security_changed_at).
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { confirmLoginPassword, replacePassword } from '../auth/auth.service';
import { spendCode } from '../auth/codes.service';
import type { Channel, Contact } from '../auth/contact';
import { hashSecret, normaliseAnswer } from '../auth/passwords';
import { transactionKeepingRefusals } from '../auth/refusal';
import { saveSecurityAnswers } from '../auth/security-answers.store';
import type { AuthedUser } from '../auth/sessions';
import { isUniqueViolation } from '../auth/unique-violation';
import { contactOwner, findUserById, markSecurityChanged, setContact, type UserRow } from '../auth/users.store';

/** The user's bound email or phone, or null. */
export function boundContact(user: UserRow, channel: Channel): Contact | null {
  const target = channel === 'email' ? user.email : user.phone;
  return target ? { channel, target } : null;
}

/**
 * New login password with a code (scene reset) sent to the bound contact of `type`. Every other
 * session ends (code 1000); this one goes on.
 */
export async function changePassword(deps: Pick<Deps, 'db' | 'clock' | 'bus'>, session: AuthedUser, input: { type: Channel; code: string; password: string }): Promise<void> {
  const user = (await findUserById(deps.db, session.id)) ?? fail('loginRequired');
  const contact = boundContact(user, input.type) ?? fail('bindContactFirst');
  const passwordHash = await hashSecret(input.password);
  const announce = await transactionKeepingRefusals(deps, async (trx) => {
    const refused = await spendCode(deps, trx, contact, 'reset', input.code);
    if (refused) return refused;
    return replacePassword(deps, trx, user.id, passwordHash, input.password, session.sessionId);
  });
  announce();
}

export async function setSecurityQuestions(deps: Pick<Deps, 'config' | 'db' | 'clock'>, userId: string, input: { answers: [string, string, string]; password: string }): Promise<void> {
  await confirmLoginPassword(deps, userId, input.password);
  const [a1, a2, a3] = await Promise.all(input.answers.map((a) => hashSecret(normaliseAnswer(a))));
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await saveSecurityAnswers(trx, userId, [a1, a2, a3], now);
    await markSecurityChanged(trx, userId, now);
  });
}

/** Binds (or changes) the email or phone with a code (scene bind) sent to the new one. */
export async function bindContact(deps: Pick<Deps, 'db' | 'clock'>, userId: string, contact: Contact, code: string): Promise<string> {
  const owner = await contactOwner(deps.db, contact);
  if (owner && owner !== userId) fail('contactTaken');
  try {
    await transactionKeepingRefusals(deps, async (trx) => {
      const refused = await spendCode(deps, trx, contact, 'bind', code);
      if (refused) return refused;
      await setContact(trx, userId, contact, deps.clock.now());
    });
  } catch (err) {
    // Someone registered or bound the same contact in the meantime.
    if (isUniqueViolation(err)) fail('contactTaken');
    throw err;
  }
  return contact.target;
}
