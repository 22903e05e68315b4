// Registration: by email or phone with a code, the validation messages of spec §5, duplicates
// (also concurrent ones), invitation codes by setting, and replay by rtoken.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSetting } from '../../server/modules/settings/settings';
import { startTestServer, type TestServer } from './harness';
import { afterCountdown, demoCode, noRateLimit, registerUser, storedUser, strongPassword, uniqueEmail, uniquePhone } from './auth-fixtures';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ env: noRateLimit }); });
afterAll(async () => { await server.stop(); });

const register = (params: Record<string, string | undefined>, opts: { rtoken?: string; lang?: string } = {}) =>
  server.call('web/userRegister', { password: strongPassword, repassword: strongPassword, agree: '1', ...params }, opts);

async function usersWith(column: 'email' | 'phone', value: string) {
  return server.platform.deps.db.selectFrom('users').select('id').where(column, '=', value).execute();
}

describe('registration', () => {
  it('registers by phone with the demo code and stores only hashes', async () => {
    const phone = uniquePhone();
    const code = await demoCode(server, 'phone', phone, 'register');
    const res = await register({ type: 'phone', account: phone, code }, { lang: 'de' });
    expect(res.code).toBe(0);
    expect(res.data).toEqual({ account: phone });

    const user = await storedUser(server, 'phone', phone);
    expect(user.email).toBeNull();
    expect(user.lang).toBe('de');
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.password_hash).not.toContain(strongPassword);
    expect(user.password_strength).toBe('strong');
    expect(user.invitation_code).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/);
    const codes = await server.platform.deps.db.selectFrom('verification_codes').selectAll().where('target', '=', phone).execute();
    expect(codes).toHaveLength(1);
    expect(codes[0].code_hash).not.toContain(code);
    expect(codes[0].used_at).not.toBeNull();
    // SMS has no provider yet: the message waits in the outbox.
    const outbox = await server.platform.deps.db.selectFrom('outbox').selectAll().where('recipient', '=', phone).execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0].channel).toBe('phone');
  });

  it('stores a phone typed with spaces and dashes in one form, and finds it for login', async () => {
    const phone = uniquePhone();
    const typed = `${phone.slice(0, 5)} ${phone.slice(5, 8)}-${phone.slice(8)}`;
    const code = await demoCode(server, 'phone', typed, 'register');
    expect((await register({ type: 'phone', account: typed, code })).data).toEqual({ account: phone });
    expect((await server.call('web/userLogin', { account: typed, password: strongPassword })).code).toBe(0);
  });

  it('grades the password strength it stores', async () => {
    const weak = await registerUser(server, { password: 'abcdefg1' });
    const medium = await registerUser(server, { password: 'abcdefghij12' });
    expect((await storedUser(server, 'email', weak.account)).password_strength).toBe('weak');
    expect((await storedUser(server, 'email', medium.account)).password_strength).toBe('medium');
  });

  it.each([
    ['no account', { type: 'email', account: undefined, code: '123456' }, 4002, 'Account number cannot be empty'],
    ['a blank account', { type: 'email', account: '   ', code: '123456' }, 4002, 'Account number cannot be empty'],
    ['no password', { type: 'email', account: 'a@example.com', code: '123456', password: '' }, 4003, 'Password cannot be empty'],
    ['passwords that differ', { type: 'email', account: 'a@example.com', code: '123456', repassword: 'Other-Pass-2026' }, 4004, 'The two passwords do not match'],
    ['no code', { type: 'email', account: 'a@example.com', code: '' }, 4005, 'Verification code must be filled'],
    ['no agreement', { type: 'email', account: 'a@example.com', code: '123456', agree: undefined }, 4007, 'Please select the agreement first'],
    ['a bad email', { type: 'email', account: 'not-an-email', code: '123456' }, 4010, 'Email does not conform to the rules'],
    ['a bad phone', { type: 'phone', account: '12ab', code: '123456' }, 4011, 'The mobile phone number is incorrect'],
    ['a weak password', { type: 'email', account: 'a@example.com', code: '123456', password: 'short', repassword: 'short' }, 4012, 'Password must be 8 to 64 characters and contain letters and numbers'],
    ['an unknown type', { type: 'fax', account: 'a@example.com', code: '123456' }, 4018, 'Please choose email or mobile phone'],
  ])('refuses %s with the message of the spec', async (_name, params, code, message) => {
    const res = await register(params as Record<string, string | undefined>);
    expect(res).toMatchObject({ code, message });
  });

  it('answers the spec messages for code requests', async () => {
    expect(await server.call('web/getTelCode', { phone: '', scene: 'register' })).toMatchObject({ code: 4006, message: 'Mobile number cannot be empty' });
    expect(await server.call('web/getTelCode', { phone: '12', scene: 'register' })).toMatchObject({ code: 4011, message: 'The mobile phone number is incorrect' });
    expect(await server.call('web/getCode', { email: 'x@y', scene: 'register' })).toMatchObject({ code: 4010, message: 'Email does not conform to the rules' });
  });

  it('never registers an account that exists, and never says so to a guess', async () => {
    const user = await registerUser(server);
    afterCountdown(server);
    // The code request is answered like any other (the mail tells the owner); no code is shown.
    const asked = await server.call('web/getCode', { email: user.account, scene: 'register' });
    expect(asked).toMatchObject({ code: 0, message: 'Verification code sent' });
    expect(asked.data.demoCode).toBeUndefined();
    const res = await register({ type: 'email', account: user.account.toUpperCase(), code: '123456' });
    expect(res).toMatchObject({ code: 4104, message: 'Verification codes are not equal' });
    expect(await usersWith('email', user.account)).toHaveLength(1);
  });

  it('lets exactly one of 10 concurrent registrations of one email succeed, the others hear accountExists', async () => {
    const email = uniqueEmail('race');
    const code = await demoCode(server, 'email', email, 'register');
    const answers = await Promise.all(Array.from({ length: 10 }, () => register({ type: 'email', account: email, code })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 4102)).toHaveLength(9);
    expect(await usersWith('email', email)).toHaveLength(1);
  });

  it('gives every user an own, unique invitation code', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => registerUser(server)));
    const codes = await Promise.all(users.map(async (u) => (await storedUser(server, 'email', u.account)).invitation_code));
    expect(new Set(codes).size).toBe(5);
  });

  it('takes the invitation code as optional or required, by setting', async () => {
    const db = server.platform.deps.db;
    const inviter = await storedUser(server, 'email', (await registerUser(server)).account);

    const withoutCode = await registerUser(server);
    expect((await storedUser(server, 'email', withoutCode.account)).invited_by).toBeNull();

    const wrong = uniqueEmail();
    const wrongCode = await demoCode(server, 'email', wrong, 'register');
    expect(await register({ type: 'email', account: wrong, code: wrongCode, invitation_code: 'ZZZZZZZZ' }))
      .toMatchObject({ code: 4009, message: 'This invitation code does not exist' });
    // The refused attempt left the code usable.
    expect((await register({ type: 'email', account: wrong, code: wrongCode, invitation_code: inviter.invitation_code.toLowerCase() })).code).toBe(0);
    expect((await storedUser(server, 'email', wrong)).invited_by).toBe(inviter.id);

    await setSetting(db, 'registration.invitationCode', 'required', 'test', server.clock.now());
    try {
      const email = uniqueEmail();
      const code = await demoCode(server, 'email', email, 'register');
      expect(await register({ type: 'email', account: email, code })).toMatchObject({ code: 4008, message: 'Invitation code is required' });
      expect(await usersWith('email', email)).toHaveLength(0);
      expect((await register({ type: 'email', account: email, code, invitation_code: inviter.invitation_code })).code).toBe(0);
    } finally {
      await setSetting(db, 'registration.invitationCode', 'optional', 'test', server.clock.now());
    }
  });

  it('replays a registration sent again with the same rtoken, changing nothing', async () => {
    const email = uniqueEmail('replay');
    const code = await demoCode(server, 'email', email, 'register');
    const first = await register({ type: 'email', account: email, code }, { rtoken: 'replay-reg-1' });
    expect(first.code).toBe(0);
    const again = await register({ type: 'email', account: email, code }, { rtoken: 'replay-reg-1' });
    expect(again).toEqual(first);
    expect(await usersWith('email', email)).toHaveLength(1);
    const fresh = await register({ type: 'email', account: email, code }, { rtoken: 'replay-reg-2' });
    expect(fresh.code).toBe(4102);
  });
});
