// Every mail to a user who chose an anti-phishing phrase carries it, in the mail's language, above
// the text: wrapping the mailer here means no area has to remember it.
import type { Lang } from '../../api/languages';
import { isLang } from '../../api/languages';
import { translate } from '../core/i18n';
import type { Db } from '../db/database';
import type { Mailer } from './mailer';

export function withAntiPhishingPhrase(mailer: Mailer, db: Db): Mailer {
  return {
    async send(message) {
      if (message.channel !== 'email') return mailer.send(message);
      const row = await db.selectFrom('users').innerJoin('anti_phishing_phrases', 'anti_phishing_phrases.user_id', 'users.id')
        .select(['anti_phishing_phrases.phrase', 'users.lang']).where('users.email', '=', message.to).executeTakeFirst();
      if (!row) return mailer.send(message);
      const lang: Lang = message.lang ?? (isLang(row.lang) ? row.lang : 'en');
      const line = translate(lang, 'mail.antiPhishingLine', { phrase: row.phrase });
      return mailer.send({ ...message, body: `${line}\n\n${message.body}` });
    },
    close: () => mailer.close(),
  };
}
