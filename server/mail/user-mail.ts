// A notice to a user in their own language, by email (or SMS when only a phone is bound). A notice
// follows a change already committed, so a failed delivery is logged (the outbox keeps the message)
// and does not undo or fail the change.
import type { Deps } from '../deps';
import { isLang } from '../../api/languages';
import { translate } from '../core/i18n';
import { getSetting } from '../modules/settings/settings';

export async function mailUser(deps: Pick<Deps, 'db' | 'mailer' | 'log' | 'config'>, userId: string, subject: string, body: string, vars: Record<string, string>) {
  const user = await deps.db.selectFrom('users').select(['email', 'phone', 'lang']).where('id', '=', userId).executeTakeFirst();
  const to = user?.email ?? user?.phone;
  if (!user || !to) return;
  const lang = isLang(user.lang) ? user.lang : deps.config.defaultLang;
  const all = { ...vars, site: await getSetting(deps.db, 'site.name') };
  try {
    await deps.mailer.send({ channel: user.email ? 'email' : 'phone', to, subject: translate(lang, subject, all), body: translate(lang, body, all) });
  } catch (err) {
    deps.log.warn({ err, userId, subject }, 'user notice not delivered');
  }
}

/** A time as every mail states it (the user's clock may be anywhere). */
export const utcText = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
