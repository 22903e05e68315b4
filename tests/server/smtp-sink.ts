// A real SMTP server on loopback for tests: accepts every message (no auth, no STARTTLS), keeps it
// in memory, and reads verification codes out of the bodies.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  body: string;
}

export interface SmtpSink {
  /** Give this to the platform as SMTP_URL. */
  url: string;
  messages: ReceivedMail[];
  mailsTo(address: string): ReceivedMail[];
  /** The 6-digit code in the newest message to `address`; fails the test when there is none. */
  codeFor(address: string): string;
  stop(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        messages.push({ from, to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), ...parseMessage(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  const mailsTo = (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    mailsTo,
    codeFor(address) {
      const newest = mailsTo(address).at(-1);
      const code = newest && /\b(\d{6})\b/.exec(newest.body)?.[1];
      if (!code) throw new Error(`no code was mailed to ${address}`);
      return code;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Headers (unfolded) and the text body, decoded from quoted-printable or base64 when so marked. */
function parseMessage(raw: string): { subject: string; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'quoted-printable'
    ? Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8')
    : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { subject: header('Subject'), body: text };
}
