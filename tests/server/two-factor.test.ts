// Two-factor authentication end to end through the wire: enrolment with a code, recovery codes
// shown once and good once, login's second step, replayed and out-of-window codes, the lockout,
// the code that withdrawals, address changes and security changes need, and turning it off.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_TWO_FACTOR_KEY, type TestServer } from './harness';
import { openSecret } from '../../server/secret-seal';
import { manualClock, newUser, noRateLimit, storedUser, uniquePhone } from './auth-fixtures';
import { enrol, nextCode, totpCode } from './two-factor-fixtures';
import { balances, expectCleanAudit, fundedUser, setSettings, TPWD, usdt } from './withdraw-fixtures';

let server: TestServer;
const deps = () => server.platform.deps;
const DAY = 24 * 3600_000;

beforeAll(async () => {
  server = await startTestServer({ env: noRateLimit });
  await setSettings(deps(), { 'withdraw.turnoverRatio': 0, 'withdraw.kycLevel': 'none' });
});
afterAll(async () => { await server.stop(); });
afterEach(async () => { await expectCleanAudit(deps()); });

async function overview(token: string) {
  const res = await server.call('web/info', {}, { token });
  expect(res.code, res.message).toBe(0);
  return res.data;
}

async function challengeFor(account: string, password: string): Promise<string> {
  const res = await server.call('web/userLogin', { account, password });
  expect(res.code, res.message).toBe(0);
  expect(res.data.token).toBeUndefined();
  expect(res.data.two_factor_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(res.data.expires_at).toBe(server.clock.now() + 5 * 60_000);
  return res.data.two_factor_challenge;
}

describe('enrolment', () => {
  it('gives a secret and its otpauth URI, turns on with one right code and shows ten recovery codes once', async () => {
    const user = await newUser(server);
    const started = await server.call('web/twoFactorStart', {}, { token: user.token });
    expect(started.code, started.message).toBe(0);
    const secret: string = started.data.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(started.data.otpauth_uri);
    expect([uri.protocol, uri.host, decodeURIComponent(uri.pathname)]).toEqual(['otpauth:', 'totp', `/Meridian Exchange:${user.account}`]);
    expect(Object.fromEntries(uri.searchParams)).toEqual({ secret, issuer: 'Meridian Exchange', algorithm: 'SHA1', digits: '6', period: '30' });
    expect(await overview(user.token)).toMatchObject({ two_factor_enabled: false });

    const wrong = await server.call('web/twoFactorEnable', { code: totpCode(secret, server.clock.now(), 3) }, { token: user.token });
    expect(wrong).toMatchObject({ code: 4131, message: 'The authentication code is wrong or was already used. Wait for the next code and try again.' });
    expect(await overview(user.token)).toMatchObject({ two_factor_enabled: false });

    const enabled = await server.call('web/twoFactorEnable', { code: totpCode(secret, server.clock.now()) }, { token: user.token });
    expect(enabled.code, enabled.message).toBe(0);
    const codes: string[] = enabled.data.recovery_codes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    expect(await overview(user.token)).toMatchObject({ two_factor_enabled: true, withdraw_lock_until: null });

    // Stored only hashed, and never answered again.
    const userId = (await storedUser(server, 'email', user.account)).id;
    const stored = await deps().db.selectFrom('two_factor_recovery_codes').select('code_hash').where('user_id', '=', userId).execute();
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0].replace(/-/g, ''));
    expect(await server.call('web/twoFactorStart', {}, { token: user.token })).toMatchObject({ code: 4133 });
    expect(await server.call('web/twoFactorEnable', { code: nextCode(server, secret) }, { token: user.token })).toMatchObject({ code: 4133 });
  });

  it('stores the secret sealed under the two-factor key, never as the key the app was shown', async () => {
    const user = await newUser(server);
    const { secret } = await enrol(server, user.token);
    const userId = (await storedUser(server, 'email', user.account)).id;
    const row = await deps().db.selectFrom('two_factor').select('secret').where('id', '=', userId).executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);
    expect(row.secret).toMatch(/^v2\./);
    expect(openSecret(Buffer.from(TEST_TWO_FACTOR_KEY, 'hex'), userId, row.secret)).toBe(secret);
    // Sealed for this user only: the same text does not open as another user's, nor under another key.
    expect(() => openSecret(Buffer.from(TEST_TWO_FACTOR_KEY, 'hex'), 'us_other', row.secret)).toThrow();
    expect(() => openSecret(Buffer.alloc(32, 1), userId, row.secret)).toThrow();
    // And a login still takes its code.
    const challenge = await challengeFor(user.account, user.password);
    expect((await server.call('web/userLoginCode', { challenge, code: nextCode(server, secret) })).code).toBe(0);
  });

  it('asks to start first, and a new start replaces an unconfirmed secret', async () => {
    const user = await newUser(server);
    expect(await server.call('web/twoFactorEnable', { code: '123456' }, { token: user.token })).toMatchObject({ code: 4135 });
    const first = (await server.call('web/twoFactorStart', {}, { token: user.token })).data.secret;
    const second = (await server.call('web/twoFactorStart', {}, { token: user.token })).data.secret;
    expect(second).not.toBe(first);
    expect((await server.call('web/twoFactorEnable', { code: totpCode(first, server.clock.now()) }, { token: user.token })).code).toBe(4131);
    expect((await server.call('web/twoFactorEnable', { code: totpCode(second, server.clock.now()) }, { token: user.token })).code).toBe(0);
  });

  it('refuses a missing code with a clear message and changes nothing', async () => {
    const user = await newUser(server);
    await server.call('web/twoFactorStart', {}, { token: user.token });
    expect(await server.call('web/twoFactorEnable', { code: ' ' }, { token: user.token }))
      .toMatchObject({ code: 4130, message: 'Enter the 6-digit code from your authenticator app, or a recovery code.' });
    expect(await overview(user.token)).toMatchObject({ two_factor_enabled: false });
  });
});

describe('login with a second step', () => {
  it('answers a challenge instead of a session, and a right code starts the session once', async () => {
    const user = await newUser(server);
    const { secret } = await enrol(server, user.token);
    const challenge = await challengeFor(user.account, user.password);
    expect((await server.call('web/getInfo', {}, { token: challenge })).code).toBe(2000);

    expect(await server.call('web/userLoginCode', { challenge, code: totpCode(secret, server.clock.now(), 4) })).toMatchObject({ code: 4131 });
    const code = nextCode(server, secret);
    const done = await server.call('web/userLoginCode', { challenge, code });
    expect(done.code, done.message).toBe(0);
    expect((await server.call('web/getInfo', {}, { token: done.data.token })).code).toBe(0);
    // The login history lists the login that the code completed.
    const history = (await server.call('web/loginHistory', {}, { token: done.data.token })).data;
    expect(history.filter((h: { ok: boolean }) => h.ok)).toHaveLength(2);
    // The challenge is spent, and the code's step too: neither works twice.
    expect(await server.call('web/userLoginCode', { challenge, code: nextCode(server, secret) }))
      .toMatchObject({ code: 4136, message: 'This sign-in has expired. Please enter your password again.' });
    const again = await challengeFor(user.account, user.password);
    expect(await server.call('web/userLoginCode', { challenge: again, code: totpCode(secret, server.clock.now() - 30_000) })).toMatchObject({ code: 4131 });
  });

  it('accepts the steps either side of now and refuses codes further out', async () => {
    const user = await newUser(server);
    const { secret } = await enrol(server, user.token);
    manualClock(server).advance(10 * 60_000);
    const now = server.clock.now();
    let challenge = await challengeFor(user.account, user.password);
    expect((await server.call('web/userLoginCode', { challenge, code: totpCode(secret, now, -2) })).code).toBe(4131);
    expect((await server.call('web/userLoginCode', { challenge, code: totpCode(secret, now, 2) })).code).toBe(4131);
    expect((await server.call('web/userLoginCode', { challenge, code: totpCode(secret, now, -1) })).code).toBe(0);
    challenge = await challengeFor(user.account, user.password);
    expect((await server.call('web/userLoginCode', { challenge, code: totpCode(secret, now, 1) })).code).toBe(0);
    // Now the step ahead was used: the current one is older, so refused.
    challenge = await challengeFor(user.account, user.password);
    expect((await server.call('web/userLoginCode', { challenge, code: totpCode(secret, now) })).code).toBe(4131);
  });

  it('takes each recovery code once, with or without dashes', async () => {
    const user = await newUser(server);
    const { recoveryCodes } = await enrol(server, user.token);
    let challenge = await challengeFor(user.account, user.password);
    expect((await server.call('web/userLoginCode', { challenge, code: recoveryCodes[3].replace(/-/g, '').toLowerCase() })).code).toBe(0);
    challenge = await challengeFor(user.account, user.password);
    expect((await server.call('web/userLoginCode', { challenge, code: recoveryCodes[3] })).code).toBe(4131);
    expect((await server.call('web/userLoginCode', { challenge, code: recoveryCodes[4] })).code).toBe(0);
  });

  it('lets a challenge expire after five minutes', async () => {
    const user = await newUser(server);
    const { secret } = await enrol(server, user.token);
    const challenge = await challengeFor(user.account, user.password);
    manualClock(server).advance(5 * 60_000);
    expect(await server.call('web/userLoginCode', { challenge, code: totpCode(secret, server.clock.now()) })).toMatchObject({ code: 4136 });
    expect(await server.call('web/userLoginCode', { challenge: 'made-up', code: totpCode(secret, server.clock.now()) })).toMatchObject({ code: 4136 });
  });

  it('locks after five wrong codes, refusing even the right one, and opens after 15 minutes', async () => {
    const user = await newUser(server);
    const { secret } = await enrol(server, user.token);
    const challenge = await challengeFor(user.account, user.password);
    const wrong = totpCode(secret, server.clock.now(), 5);
    for (let i = 0; i < 4; i++) expect((await server.call('web/userLoginCode', { challenge, code: wrong })).code).toBe(4131);
    expect(await server.call('web/userLoginCode', { challenge, code: wrong }))
      .toMatchObject({ code: 4132, message: 'Too many wrong authentication codes. Try again in 15 minutes.' });
    expect((await server.call('web/userLoginCode', { challenge, code: nextCode(server, secret) })).code).toBe(4132);
    // The lock also holds for protected calls of an open session.
    expect((await server.call('web/twoFactorDisable', { code: nextCode(server, secret) }, { token: user.token })).code).toBe(4132);
    manualClock(server).advance(15 * 60_000);
    const fresh = await challengeFor(user.account, user.password);
    expect((await server.call('web/userLoginCode', { challenge: fresh, code: totpCode(secret, server.clock.now()) })).code).toBe(0);
  });
});

describe('protected calls need a code when 2FA is on', () => {
  it('a withdrawal: refused without a code or with a wrong one, nothing frozen; accepted with a right one', async () => {
    const user = await fundedUser(server, usdt(500), '2fa');
    const { secret } = await enrol(server, user.token);
    const call = (extra: Record<string, string>) =>
      server.call('web/withdraw', { chain: 'LOCAL', address: `lc1${'ab'.repeat(20)}`, amount: '150', tpwd: TPWD, ...extra }, { token: user.token });
    const before = await balances(server, user.token);
    expect(await call({})).toMatchObject({ code: 4130 });
    expect(await call({ two_factor_code: totpCode(secret, server.clock.now(), 3) })).toMatchObject({ code: 4131 });
    expect(await balances(server, user.token)).toEqual(before);
    const ok = await call({ two_factor_code: nextCode(server, secret) });
    expect(ok.code, ok.message).toBe(0);
    expect(ok.data.state).toBe('underReview');
  });

  it('an address change and a password change', async () => {
    const user = await newUser(server);
    const { secret } = await enrol(server, user.token);
    const address = { currency: 'USDT', chain: 'LOCAL', address: `lc1${'cd'.repeat(20)}` };
    expect(await server.call('web/addWithdrawAddress', address, { token: user.token })).toMatchObject({ code: 4130 });
    expect((await server.call('web/withdrawAddresses', {}, { token: user.token })).data).toEqual([]);
    const added = await server.call('web/addWithdrawAddress', { ...address, two_factor_code: nextCode(server, secret) }, { token: user.token });
    expect(added.code, added.message).toBe(0);
    expect(await server.call('web/deleteWithdrawAddress', { id: added.data.id }, { token: user.token })).toMatchObject({ code: 4130 });
    expect((await server.call('web/deleteWithdrawAddress', { id: added.data.id, two_factor_code: nextCode(server, secret) }, { token: user.token })).code).toBe(0);

    const change = { type: 'email', code: '000000', password: 'Other-Pass-42', repassword: 'Other-Pass-42' };
    expect(await server.call('web/updatePassword', change, { token: user.token })).toMatchObject({ code: 4130 });
    expect(await server.call('web/setSecQuestion', { answer1: 'a', answer2: 'b', answer3: 'c', password: user.password }, { token: user.token })).toMatchObject({ code: 4130 });
    expect(await overview(user.token)).toMatchObject({ sec_questions_set: false, withdraw_lock_until: null });
  });

  it('lets everything through without a code when 2FA is off', async () => {
    const user = await newUser(server);
    const added = await server.call('web/addWithdrawAddress', { currency: 'USDT', chain: 'LOCAL', address: `lc1${'ef'.repeat(20)}` }, { token: user.token });
    expect(added.code, added.message).toBe(0);
  });
});

describe('turning 2FA off', () => {
  it('needs a right code, starts the 24 h withdrawal lock, and login needs no second step after', async () => {
    const user = await newUser(server);
    const { secret, recoveryCodes } = await enrol(server, user.token);
    expect(await server.call('web/twoFactorDisable', { code: totpCode(secret, server.clock.now(), 3) }, { token: user.token })).toMatchObject({ code: 4131 });
    expect(await overview(user.token)).toMatchObject({ two_factor_enabled: true, withdraw_lock_until: null });

    const off = await server.call('web/twoFactorDisable', { code: recoveryCodes[0] }, { token: user.token });
    expect(off.code, off.message).toBe(0);
    expect(await overview(user.token)).toMatchObject({ two_factor_enabled: false, withdraw_lock_until: server.clock.now() + DAY });
    const login = await server.call('web/userLogin', { account: user.account, password: user.password });
    expect(login.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await server.call('web/twoFactorDisable', { code: nextCode(server, secret) }, { token: user.token })).toMatchObject({ code: 4134 });
    const userId = (await storedUser(server, 'email', user.account)).id;
    expect(await deps().db.selectFrom('two_factor_recovery_codes').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
  });
});

describe('security level', () => {
  it('names 2FA and then the anti-phishing phrase as the steps after the security questions', async () => {
    const user = await newUser(server);
    const userId = (await storedUser(server, 'email', user.account)).id;
    // Everything before them, taken the ordinary way, is covered by account-info.test.ts.
    await deps().db.updateTable('users').set({ phone: uniquePhone(), tpwd_hash: 'x' }).where('id', '=', userId).execute();
    await server.call('web/setSecQuestion', { answer1: 'a', answer2: 'b', answer3: 'c', password: user.password }, { token: user.token });
    expect(await overview(user.token)).toMatchObject({ security_level: 'weak', next_step: 'security.step.turnOnTwoFactor' });
    const { secret } = await enrol(server, user.token);
    expect(await overview(user.token)).toMatchObject({ security_level: 'weak', next_step: 'security.step.setAntiPhishing', anti_phishing_set: false });
    expect((await server.call('web/setAntiPhishing', { phrase: 'blue heron', two_factor_code: nextCode(server, secret) }, { token: user.token })).code).toBe(0);
    // Then only "allowlist only" is left (allowlist.test.ts takes that step).
    expect(await overview(user.token)).toMatchObject({ security_level: 'weak', next_step: 'security.step.allowlistOnly', anti_phishing_set: true });
  });
});
