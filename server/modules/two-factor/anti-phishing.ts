// The anti-phishing phrase: chosen by the user and printed in every mail the platform sends them
// (server/mail/anti-phishing-mailer.ts), so a mail without it is not ours. Setting or changing it is
// proven by the 2FA code when 2FA is on, otherwise by the login password.
import type { Deps } from '../../deps';
import type { Executor } from '../../db/database';
import { fail } from '../../core/failures';
import { confirmLoginPassword } from '../auth/auth.service';
import { hasSecondFactor, requireSecondFactor } from './require-code';

export async function phraseOf(db: Executor, userId: string): Promise<string | null> {
  const row = await db.selectFrom('anti_phishing_phrases').select('phrase').where('user_id', '=', userId).executeTakeFirst();
  return row?.phrase ?? null;
}

export async function setAntiPhishingPhrase(deps: Pick<Deps, 'config' | 'db' | 'clock'>, userId: string, input: { phrase: string; code?: string; password?: string }): Promise<void> {
  if (await hasSecondFactor(deps, userId)) await requireSecondFactor(deps, userId, input.code);
  else await confirmLoginPassword(deps, userId, input.password ?? fail('passwordEmpty'));
  const now = BigInt(deps.clock.now());
  await deps.db.insertInto('anti_phishing_phrases').values({ user_id: userId, phrase: input.phrase, updated_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ phrase: input.phrase, updated_at: now })).execute();
}
