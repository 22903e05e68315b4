// Codes with no delivery configured (no SMTP_URL; SMS has no provider yet): the message stays in
// the outbox table and the log says so. In demo mode, which shows codes on screen anyway, the log
// carries the code too, so a developer without a screen can read it; outside demo mode a code
// never reaches the log.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { noRateLimit, uniqueEmail, uniquePhone } from './auth-fixtures';

/** A logger at info level whose lines the test reads. */
function capturedLog() {
  const lines: string[] = [];
  const sink = new Writable({ write(chunk, _enc, done) { lines.push(...String(chunk).split('\n').filter(Boolean)); done(); } });
  return { log: pino({ level: 'info' }, sink), text: () => lines.join('\n') };
}

async function outboxBodyTo(server: TestServer, recipient: string): Promise<string> {
  const row = await server.platform.deps.db.selectFrom('outbox').select('body').where('recipient', '=', recipient).executeTakeFirstOrThrow();
  return row.body;
}

const sixDigits = (text: string) => text.match(/\b\d{6}\b/)![0];

describe('codes without a delivery, in demo mode', () => {
  const captured = capturedLog();
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer({ env: { ...noRateLimit, DEMO: '1' }, log: captured.log }); });
  afterAll(async () => { await server?.stop(); });

  it('prints the email code in the log, with the message kept in the outbox', async () => {
    const email = uniqueEmail('demo-log');
    const sent = await server.call('web/getCode', { email, scene: 'register' });
    expect(sent.code).toBe(0);
    expect(await outboxBodyTo(server, email)).toContain(sent.data.demoCode);
    const line = captured.text().split('\n').find((l) => l.includes(email));
    expect(line).toBeDefined();
    expect(line).toContain(sent.data.demoCode);
    expect(line).toContain('message kept in the outbox');
  });

  it('prints the SMS code in the log', async () => {
    const phone = uniquePhone();
    const sent = await server.call('web/getTelCode', { phone, scene: 'register' });
    expect(sent.code).toBe(0);
    expect(captured.text().split('\n').find((l) => l.includes(phone))).toContain(sent.data.demoCode);
  });
});

describe('codes without a delivery, outside demo mode', () => {
  const captured = capturedLog();
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer({ env: { ...noRateLimit, DEMO: '0' }, log: captured.log }); });
  afterAll(async () => { await server?.stop(); });

  it('notes the undelivered message in the log without its code', async () => {
    const email = uniqueEmail('prod-log');
    const sent = await server.call('web/getCode', { email, scene: 'register' });
    expect(sent.code).toBe(0);
    expect(sent.data.demoCode).toBeUndefined();
    const code = sixDigits(await outboxBodyTo(server, email));
    const line = captured.text().split('\n').find((l) => l.includes(email));
    expect(line).toContain('message kept in the outbox');
    expect(captured.text()).not.toMatch(new RegExp(`\\b${code}\\b`));
  });
});
