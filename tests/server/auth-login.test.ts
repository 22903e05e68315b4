// Login: by email or phone, one answer for unknown accounts and wrong passwords, lockout after
// repeated failures and its end, disabled accounts, session expiry and logout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { login, manualClock, newUser, noRateLimit, registerUser, storedUser, uniqueEmail } from './auth-fixtures';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ env: noRateLimit }); });
afterAll(async () => { await server.stop(); });

const attempt = (account: string, password: string, rtoken?: string) => server.call('web/userLogin', { account, password }, { rtoken });
const loginFailed = { code: 4100, message: 'Wrong account or password' };

describe('login', () => {
  it('logs in by email in any letter case and by phone, and records the time', async () => {
    const byEmail = await registerUser(server);
    const res = await attempt(`  ${byEmail.account.toUpperCase()} `, byEmail.password);
    expect(res.code).toBe(0);
    expect((await storedUser(server, 'email', byEmail.account)).last_login_at).toBe(BigInt(server.clock.now()));
    const info = await server.call('web/info', {}, { token: res.data.token });
    expect(info.data.last_login_at).toBe(server.clock.now());

    const byPhone = await registerUser(server, { type: 'phone' });
    expect((await attempt(byPhone.account, byPhone.password)).code).toBe(0);
  });

  it('gives one answer for an unknown account and a wrong password', async () => {
    const user = await registerUser(server);
    expect(await attempt(uniqueEmail('ghost'), user.password)).toMatchObject({ ...loginFailed, data: null });
    expect(await attempt(user.account, `${user.password}x`)).toMatchObject({ ...loginFailed, data: null });
    expect(await attempt('12345678', user.password)).toMatchObject(loginFailed);
    expect(await attempt(user.account, 'x'.repeat(200))).toMatchObject(loginFailed);
  });

  it('refuses empty fields with the spec message', async () => {
    expect(await attempt('', 'x')).toMatchObject({ code: 4001, message: 'Account or password cannot be empty' });
    expect(await attempt('a@example.com', '')).toMatchObject({ code: 4001, message: 'Account or password cannot be empty' });
  });

  it('locks the account after 5 failures in a row, and unlocks it when the time is over', async () => {
    const user = await registerUser(server);
    for (let i = 1; i < server.config.loginMaxFailures; i++) expect(await attempt(user.account, 'Wrong-Pass-1')).toMatchObject(loginFailed);
    expect(await attempt(user.account, 'Wrong-Pass-1')).toMatchObject({ code: 4101, message: 'Too many failed attempts. Try again in 15 minutes.' });
    // Even the right password is refused while locked.
    expect(await attempt(user.account, user.password)).toMatchObject({ code: 4101 });
    manualClock(server).advance(server.config.loginLockMs - 60_000);
    expect(await attempt(user.account, user.password)).toMatchObject({ code: 4101, message: 'Too many failed attempts. Try again in 1 minute.' });
    manualClock(server).advance(60_000);
    expect((await attempt(user.account, user.password)).code).toBe(0);
    expect(Number((await storedUser(server, 'email', user.account)).failed_logins)).toBe(0);
  });

  it('counts only consecutive failures: a success starts the count again', async () => {
    const user = await registerUser(server);
    for (let i = 0; i < 4; i++) await attempt(user.account, 'Wrong-Pass-1');
    expect((await attempt(user.account, user.password)).code).toBe(0);
    for (let i = 0; i < 4; i++) expect(await attempt(user.account, 'Wrong-Pass-1')).toMatchObject(loginFailed);
    expect((await attempt(user.account, user.password)).code).toBe(0);
  });

  it('refuses a disabled account and ends its sessions', async () => {
    const user = await newUser(server);
    await server.platform.deps.db.updateTable('users').set({ status: 'disabled' }).where('email', '=', user.account).execute();
    expect(await attempt(user.account, user.password)).toMatchObject({ code: 4117, message: 'This account is disabled. Please contact support.' });
    // A wrong password still only says the password is wrong.
    expect(await attempt(user.account, 'Wrong-Pass-1')).toMatchObject(loginFailed);
    expect(await server.call('web/getInfo', {}, { token: user.token })).toMatchObject({ code: 1000, data: { delay: 2 } });
  });

  it('is not replayed by rtoken: the same rtoken logs in twice with two tokens', async () => {
    const user = await registerUser(server);
    const first = await attempt(user.account, user.password, 'same-rtoken');
    const second = await attempt(user.account, user.password, 'same-rtoken');
    expect(first.code).toBe(0);
    expect(second.code).toBe(0);
    expect(second.data.token).not.toBe(first.data.token);
    const sessions = await server.platform.deps.db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash)).not.toContain(first.data.token);
  });

  it('expires a session after its lifetime', async () => {
    const user = await registerUser(server);
    const token = await login(server, user.account, user.password);
    manualClock(server).advance(server.config.sessionTtlMs - 1);
    expect((await server.call('web/hasTpassword', {}, { token })).code).toBe(0);
    manualClock(server).advance(1);
    expect((await server.call('web/hasTpassword', {}, { token })).code).toBe(2000);
  });

  it('logs out only the session it is called with', async () => {
    const user = await registerUser(server);
    const one = await login(server, user.account, user.password);
    const two = await login(server, user.account, user.password);
    expect((await server.call('web/logout', {}, { token: one })).code).toBe(0);
    expect((await server.call('web/getInfo', {}, { token: one })).code).toBe(2000);
    expect((await server.call('web/getInfo', {}, { token: two })).code).toBe(0);
    expect((await server.call('web/logout', {}, { token: one })).code).toBe(2000);
  });
});
