// Writes every message to the outbox table, then delivers email through SMTP when SMTP_URL is set.
// Without SMTP (and for SMS, until a provider adapter is configured) the message stays in the
// outbox and the log notes it; only in demo mode, where codes are shown on screen anyway, does the
// log carry the message's text (and so the code). Outside demo mode a code never reaches the log.
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import type { Clock, Ids } from '../platform';
import type { Mailer, OutgoingMessage } from './mailer';

export interface OutboxMailerOptions {
  db: Db; clock: Clock; ids: Ids; log: Logger; smtpUrl: string | null; from: string;
  /** Demo mode: an undelivered message's text goes to the log. */
  logUndelivered: boolean;
}

export function createOutboxMailer(opts: OutboxMailerOptions): Mailer {
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;
  return {
    async send(message: OutgoingMessage) {
      const id = opts.ids.next('ob');
      await opts.db.insertInto('outbox').values({
        id, channel: message.channel, recipient: message.to, subject: message.subject, body: message.body,
        created_at: BigInt(opts.clock.now()), sent_at: null, error: null,
      }).execute();
      if (message.channel !== 'email' || !transport) {
        const shown = opts.logUndelivered ? { subject: message.subject, body: message.body } : {};
        opts.log.info({ outbox: id, channel: message.channel, to: message.to, ...shown }, 'message kept in the outbox (no delivery configured)');
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
