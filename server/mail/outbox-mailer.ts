// Writes every message to the outbox table, then delivers email through SMTP when SMTP_URL is set.
// Without SMTP (and for SMS, until a provider adapter is configured) the message is only logged.
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import type { Clock, Ids } from '../platform';
import type { Mailer, OutgoingMessage } from './mailer';

export function createOutboxMailer(opts: { db: Db; clock: Clock; ids: Ids; log: Logger; smtpUrl: string | null; from: string }): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(message: OutgoingMessage) {
      const id = opts.ids.next('ob');
      await opts.db.insertInto('outbox').values({
        id, channel: message.channel, recipient: message.to, subject: message.subject, body: message.body,
        created_at: BigInt(opts.clock.now()), sent_at: null, error: null,
      }).execute();
      if (message.channel !== 'email' || !transport) {
        opts.log.info({ outbox: id, channel: message.channel, to: message.to }, 'message kept in the outbox (no delivery configured)');
        return;
      }
      try {
        await transport.sendMail({ from: opts.from, to: message.to, subject: message.subject, text: message.body });
        await opts.db.updateTable('outbox').set({ sent_at: BigInt(opts.clock.now()) }).where('id', '=', id).execute();
      } catch (err) {
        await opts.db.updateTable('outbox').set({ error: String(err).slice(0, 500) }).where('id', '=', id).execute();
        opts.log.warn({ err, outbox: id }, 'mail delivery failed');
        throw err;
      }
    },
    async close() {
      transport?.close();
    },
  };
}
