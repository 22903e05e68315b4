// Security changes of a logged-in user: login password, security questions, bound email and
// phone, and the 24 h withdrawal lock each of them starts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { afterCountdown, demoCode, login, manualClock, newUser, noRateLimit, registerUser, storedUser, uniqueEmail, uniquePhone } from './auth-fixtures';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ env: noRateLimit }); });
afterAll(async () => { await server.stop(); });

const DAY = 24 * 3600_000;
const newPassword = 'Changed-Pass-42';

async function lockUntil(token: string): Promise<number | null> {
  const info = await server.call('web/info', {}, { token });
  expect(info.code, info.message).toBe(0);
  return info.data.withdraw_lock_until;
}

describe('changing the login password', () => {
  it('ends every other session with code 1000 and a 2-second delay, and keeps this one', async () => {
    const user = await newUser(server);
    const other = await login(server, user.account, user.password);
    afterCountdown(server);
    const code = await demoCode(server, 'email', user.account, 'reset', user.token);
    const res = await server.call('web/updatePassword', { type: 'email', code, password: newPassword, repassword: newPassword }, { token: user.token });
    expect(res).toMatchObject({ code: 0, message: 'Your password has been changed' });

    expect(await server.call('web/getInfo', {}, { token: other })).toMatchObject({
      code: 1000, message: 'Your session was ended because your password was changed or your account was disabled.', data: { delay: 2 },
    });
    expect((await server.call('web/getInfo', {}, { token: user.token })).code).toBe(0);
    expect(await lockUntil(user.token)).toBe(server.clock.now() + DAY);
    expect((await server.call('web/userLogin', { account: user.account, password: newPassword })).code).toBe(0);
    expect((await server.call('web/userLogin', { account: user.account, password: user.password })).code).toBe(4100);
  });

  it('asks to bind the contact first when the chosen one is not bound', async () => {
    const user = await newUser(server);
    const res = await server.call('web/updatePassword', { type: 'phone', code: '123456', password: newPassword, repassword: newPassword }, { token: user.token });
    expect(res).toMatchObject({ code: 4107, message: 'Please bind an email or phone first before changing the login password' });
  });

  it('refuses a wrong code and changes nothing', async () => {
    const user = await newUser(server);
    const other = await login(server, user.account, user.password);
    const res = await server.call('web/updatePassword', { type: 'email', code: '999999', password: newPassword, repassword: newPassword }, { token: user.token });
    expect(res.code).toBe(4104);
    expect((await server.call('web/getInfo', {}, { token: other })).code).toBe(0);
    expect(await lockUntil(user.token)).toBeNull();
  });

  it('checks the new password like registration does', async () => {
    const user = await newUser(server);
    const call = (password: string, repassword: string) => server.call('web/updatePassword', { type: 'email', code: '123456', password, repassword }, { token: user.token });
    expect(await call('short', 'short')).toMatchObject({ code: 4012 });
    expect(await call(newPassword, 'Other-Pass-42')).toMatchObject({ code: 4004, message: 'The two passwords do not match' });
    expect(await server.call('web/updatePassword', { type: 'email', password: newPassword, repassword: newPassword }, { token: user.token }))
      .toMatchObject({ code: 4005 });
  });
});

describe('security questions', () => {
  it('needs the login password, stores only hashes, and starts the withdrawal lock', async () => {
    const user = await newUser(server);
    const set = (password: string) => server.call('web/setSecQuestion', { answer1: 'Alice', answer2: 'Ada', answer3: 'Kyoto', password }, { token: user.token });
    expect(await set('Wrong-Pass-1')).toMatchObject({ code: 4112, message: 'Wrong login password' });
    expect(await lockUntil(user.token)).toBeNull();

    expect((await set(user.password)).code).toBe(0);
    const info = await server.call('web/info', {}, { token: user.token });
    expect(info.data).toMatchObject({ sec_questions_set: true, withdraw_lock_until: server.clock.now() + DAY });
    const userId = (await storedUser(server, 'email', user.account)).id;
    const row = await server.platform.deps.db.selectFrom('security_answers').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    for (const h of [row.answer1_hash, row.answer2_hash, row.answer3_hash]) expect(h).toMatch(/^\$argon2id\$/);
    expect([row.answer1_hash, row.answer2_hash, row.answer3_hash].join(' ').toLowerCase()).not.toContain('kyoto');
  });

  it('counts wrong login-password confirmations towards the login lockout', async () => {
    const user = await newUser(server);
    for (let i = 1; i < server.config.loginMaxFailures; i++) {
      expect((await server.call('web/setSecQuestion', { answer1: 'a', answer2: 'b', answer3: 'c', password: 'Wrong-Pass-1' }, { token: user.token })).code).toBe(4112);
    }
    expect(await server.call('web/setSecQuestion', { answer1: 'a', answer2: 'b', answer3: 'c', password: 'Wrong-Pass-1' }, { token: user.token }))
      .toMatchObject({ code: 4101 });
    expect((await server.call('web/setSecQuestion', { answer1: 'a', answer2: 'b', answer3: 'c', password: user.password }, { token: user.token })).code).toBe(4101);
    manualClock(server).advance(server.config.loginLockMs);
    expect((await server.call('web/setSecQuestion', { answer1: 'a', answer2: 'b', answer3: 'c', password: user.password }, { token: user.token })).code).toBe(0);
  });
});

describe('binding email and phone', () => {
  it('binds a phone with a code sent to it, and starts the withdrawal lock', async () => {
    const user = await newUser(server);
    const phone = uniquePhone();
    const code = await demoCode(server, 'phone', phone, 'bind', user.token);
    const res = await server.call('web/bindphone', { phone, code }, { token: user.token });
    expect(res).toMatchObject({ code: 0, message: 'Bound successfully', data: { phone } });
    expect((await server.call('web/getInfo', {}, { token: user.token })).data).toMatchObject({ phone, email: user.account });
    expect(await lockUntil(user.token)).toBe(server.clock.now() + DAY);
    expect((await server.call('web/userLogin', { account: phone, password: user.password })).code).toBe(0);
  });

  it('changes the email; the old one no longer logs in', async () => {
    const user = await newUser(server);
    const email = uniqueEmail('new');
    const code = await demoCode(server, 'email', email, 'bind', user.token);
    expect((await server.call('web/bindemail', { email: email.toUpperCase(), code }, { token: user.token })).data).toEqual({ email });
    expect((await server.call('web/userLogin', { account: user.account, password: user.password })).code).toBe(4100);
    expect((await server.call('web/userLogin', { account: email, password: user.password })).code).toBe(0);
  });

  it('refuses a contact another user took after the code was sent', async () => {
    const user = await newUser(server);
    const phone = uniquePhone();
    const code = await demoCode(server, 'phone', phone, 'bind', user.token);
    afterCountdown(server);
    await registerUser(server, { type: 'phone', account: phone });
    expect(await server.call('web/bindphone', { phone, code }, { token: user.token }))
      .toMatchObject({ code: 4115, message: 'This email or phone is already used by another account' });
    expect((await server.call('web/getInfo', {}, { token: user.token })).data.phone).toBe('');
    expect(await lockUntil(user.token)).toBeNull();
  });

  it('refuses a code of another scene or a wrong one', async () => {
    const user = await newUser(server);
    const email = uniqueEmail();
    const code = await demoCode(server, 'email', email, 'bind', user.token);
    expect((await server.call('web/bindemail', { email, code: code === '000000' ? '000001' : '000000' }, { token: user.token })).code).toBe(4104);
    const registerCode = await demoCode(server, 'email', uniqueEmail(), 'register');
    expect((await server.call('web/bindemail', { email, code: registerCode }, { token: user.token })).code).toBe(4104);
    expect((await server.call('web/bindemail', { email, code }, { token: user.token })).code).toBe(0);
  });

  it('needs a session', async () => {
    expect((await server.call('web/bindemail', { email: uniqueEmail(), code: '123456' })).code).toBe(2000);
  });
});
