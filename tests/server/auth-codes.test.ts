// Verification codes: single use, 10-minute life, 5 attempts, newest wins, resend countdown,
// hourly cap, and the rules of each scene.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { afterCountdown, demoCode, manualClock, newUser, noRateLimit, registerUser, strongPassword, uniqueEmail, uniquePhone } from './auth-fixtures';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ env: noRateLimit }); });
afterAll(async () => { await server.stop(); });

const register = (account: string, code: string) =>
  server.call('web/userRegister', { type: 'email', account, code, password: strongPassword, repassword: strongPassword, agree: '1' });
const check = (account: string, code: string, scene = 'register') =>
  server.call('web/reg_checkcode', { type: 'email', account, code, scene });
const wrongOf = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const mismatch = { code: 4104, message: 'Verification codes are not equal' };
const dead = { code: 4118, message: 'This verification code is no longer valid (expired, already used or tried too often). Please request a new one.' };

describe('verification codes', () => {
  it('refuses a wrong code and still takes the right one afterwards', async () => {
    const email = uniqueEmail();
    const code = await demoCode(server, 'email', email, 'register');
    expect(await register(email, wrongOf(code))).toMatchObject(mismatch);
    expect((await register(email, code)).code).toBe(0);
  });

  it('refuses a code after its 10 minutes', async () => {
    const email = uniqueEmail();
    const code = await demoCode(server, 'email', email, 'register');
    manualClock(server).advance(server.config.codeTtlMs - 1000);
    expect((await check(email, code)).code).toBe(0);
    manualClock(server).advance(1000);
    expect(await register(email, code)).toMatchObject(dead);
  });

  it('uses a code once', async () => {
    const user = await registerUser(server);
    afterCountdown(server);
    const code = await demoCode(server, 'email', user.account, 'reset');
    const reset = (password: string) => server.call('web/resetPassword', { type: 'email', account: user.account, code, password, repassword: password });
    expect((await reset('First-New-Pass-1')).code).toBe(0);
    expect(await reset('Second-New-Pass-2')).toMatchObject(dead);
    expect((await server.call('web/userLogin', { account: user.account, password: 'First-New-Pass-1' })).code).toBe(0);
  });

  it('kills a code after 5 wrong attempts, even the right one is refused then', async () => {
    const email = uniqueEmail();
    const code = await demoCode(server, 'email', email, 'register');
    for (let i = 0; i < 5; i++) expect(await register(email, wrongOf(code))).toMatchObject(mismatch);
    expect(await register(email, code)).toMatchObject(dead);
    const row = await server.platform.deps.db.selectFrom('verification_codes').select('attempts').where('target', '=', email).executeTakeFirstOrThrow();
    expect(Number(row.attempts)).toBe(5);
  });

  it('checks a code without using it up, each check counting as an attempt', async () => {
    const email = uniqueEmail();
    const code = await demoCode(server, 'email', email, 'register');
    expect(await check(email, code)).toMatchObject({ code: 0, data: { valid: true } });
    expect(await check(email, wrongOf(code))).toMatchObject(mismatch);
    expect(await check(email, code, 'reset')).toMatchObject(mismatch);
    expect((await register(email, code)).code).toBe(0);

    const other = uniqueEmail();
    const otherCode = await demoCode(server, 'email', other, 'register');
    for (let i = 0; i < 5; i++) expect((await check(other, otherCode)).code).toBe(0);
    expect(await check(other, otherCode)).toMatchObject(dead);
  });

  it('counts only the newest code of a target and scene', async () => {
    const email = uniqueEmail();
    const older = await demoCode(server, 'email', email, 'register');
    afterCountdown(server);
    const newer = await demoCode(server, 'email', email, 'register');
    if (older !== newer) expect(await register(email, older)).toMatchObject(mismatch);
    expect((await register(email, newer)).code).toBe(0);
  });

  it('makes the user wait out the resend countdown, in any scene', async () => {
    const email = uniqueEmail();
    const first = await server.call('web/getCode', { email, scene: 'register' });
    expect(first.data.countdown).toBe(server.config.codeResendSeconds);
    expect(await server.call('web/getCode', { email, scene: 'register' }))
      .toMatchObject({ code: 4105, message: 'Please wait 60 seconds before requesting another code' });
    manualClock(server).advance(20_500);
    expect(await server.call('web/getCode', { email, scene: 'reset' }))
      .toMatchObject({ code: 4105, message: 'Please wait 40 seconds before requesting another code' });
    manualClock(server).advance(39_500);
    expect((await server.call('web/getCode', { email, scene: 'register' })).code).toBe(0);
  });

  it('sends at most the hourly number of codes to one target', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < server.config.codesPerHour; i++) {
      expect((await server.call('web/getTelCode', { phone, scene: 'register' })).code).toBe(0);
      afterCountdown(server);
    }
    expect(await server.call('web/getTelCode', { phone, scene: 'register' }))
      .toMatchObject({ code: 4106, message: 'Too many codes requested. Please try again in an hour.' });
    manualClock(server).advance(3600_000);
    expect((await server.call('web/getTelCode', { phone, scene: 'register' })).code).toBe(0);
  });

  it('holds the limits under concurrent requests for one target', async () => {
    const email = uniqueEmail('burst');
    const answers = await Promise.all(Array.from({ length: 8 }, () => server.call('web/getCode', { email, scene: 'register' })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 4105)).toHaveLength(7);
  });

  it('sends a bind code only to a logged-in user, and not for a contact of someone else', async () => {
    const email = uniqueEmail();
    expect(await server.call('web/getCode', { email, scene: 'bind' })).toMatchObject({ code: 4116, message: 'Please log in first' });
    expect(await server.call('web/getCode', { email, scene: 'bind' }, { token: 'not-a-session' })).toMatchObject({ code: 4116 });
    const me = await newUser(server);
    const other = await registerUser(server);
    expect(await server.call('web/getCode', { email: other.account, scene: 'bind' }, { token: me.token }))
      .toMatchObject({ code: 4115, message: 'This email or phone is already used by another account' });
    expect((await server.call('web/getCode', { email, scene: 'bind' }, { token: me.token })).code).toBe(0);
  });

  it('refuses a scene it does not know', async () => {
    expect(await server.call('web/getCode', { email: uniqueEmail(), scene: 'login' })).toMatchObject({ code: 4000, message: 'Please check the form: scene is not valid.' });
  });
});
