// Closing the platform: done once however often it is asked (a test that restarts the platform
// closes it and its harness closes it again), so nothing runs against the closed database.
import { Writable } from 'node:stream';
import pino from 'pino';
import { expect, it } from 'vitest';
import { startTestServer } from './harness';

it('a second close waits for the first and writes nothing after the database has closed', async () => {
  const lines: string[] = [];
  const sink = new Writable({ write(chunk, _enc, done) { lines.push(String(chunk)); done(); } });
  const server = await startTestServer({ log: pino({ level: 'warn' }, sink) });
  const first = server.platform.close();
  const second = server.platform.close();
  expect(second).toBe(first);
  await Promise.all([first, second, server.platform.close()]);
  await server.stop();
  expect(lines.join('\n')).not.toMatch(/not saved|destroyed/);
});
