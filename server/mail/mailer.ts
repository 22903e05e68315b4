// Outgoing messages (verification codes by email or SMS). Every message is written to the outbox
// table first; delivery goes through SMTP when SMTP_URL is set, otherwise it is only logged.
import type { Lang } from '../../api/languages';

export interface OutgoingMessage {
  channel: 'email' | 'phone';
  to: string;
  subject: string;
  body: string;
  /** The language the text is in, for lines added to every mail (the anti-phishing phrase). */
  lang?: Lang;
}

export interface Mailer {
  send(message: OutgoingMessage): Promise<void>;
  close(): Promise<void>;
}
