// web/updateInfo: the display name is the user's own to change; markup and overlong names are
// refused in the user's language and change nothing; no other user's profile moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { newUser, noRateLimit } from './auth-fixtures';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ env: noRateLimit }); });
afterAll(async () => { await server.stop(); });

const nameOf = async (token: string) => (await server.call('web/getInfo', {}, { token })).data.name;

describe('web/updateInfo', () => {
  it("changes the caller's display name only, and refuses markup or a name too long", async () => {
    const alice = await newUser(server);
    const bob = await newUser(server);
    const bobBefore = await nameOf(bob.token);
    const ok = await server.call('web/updateInfo', { name: 'Zoë O\'Neil-Łukasz 2' }, { token: alice.token });
    expect(ok).toMatchObject({ code: 0, message: 'Saved', data: { name: 'Zoë O\'Neil-Łukasz 2' } });
    expect(await nameOf(alice.token)).toBe('Zoë O\'Neil-Łukasz 2');
    expect(await nameOf(bob.token)).toBe(bobBefore);

    for (const name of ['<script>alert(1)</script>', 'x'.repeat(33), 'tab\there']) {
      const res = await server.call('web/updateInfo', { name }, { token: alice.token, lang: 'de' });
      expect(res.code).toBe(4000);
      expect(res.message).toContain('ungültig');
    }
    expect(await nameOf(alice.token)).toBe('Zoë O\'Neil-Łukasz 2');
    expect((await server.call('web/updateInfo', { name: '' }, { token: alice.token })).data).toEqual({ name: '' });
    expect((await server.call('web/updateInfo', { name: 'Mallory' })).code).toBe(2000);
  });
});
