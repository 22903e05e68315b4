import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.stop(); });

describe('the wire', () => {
  it('answers an unknown call with the envelope and a translated message', async () => {
    const en = await server.call('web/noSuchThing');
    expect(en.code).toBe(4300);
    expect(en.message).toBe('Not found');
  });

  it('answers a private call without a token with code 2000', async () => {
    const res = await server.call('web/getInfo');
    expect(res.code).toBe(2000);
    expect(res.message).toMatch(/log in again/i);
  });

  it('answers a bad body with the envelope, not a 500', async () => {
    const res = await fetch(`${server.url}/web/userLogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"account":' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.code).toBe(4000);
    expect(JSON.stringify(body)).not.toMatch(/at .*\.ts/);
  });

  it('validates params with the translated message of the contract', async () => {
    const res = await server.call('web/userLogin', { account: '', password: 'x' });
    expect(res.code).toBe(4001);
    expect(res.message).toBe('Account or password cannot be empty');
  });

  it('sends strict security headers', async () => {
    const res = await fetch(`${server.url}/web/getSetting`);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
