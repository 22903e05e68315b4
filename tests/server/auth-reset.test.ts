// Forgotten passwords: by a code to the account, or by the three security answers together with
// a code. Both end every session and start the 24 h withdrawal lock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { afterCountdown, demoCode, manualClock, newUser, noRateLimit, storedUser, uniqueEmail, type TestUser } from './auth-fixtures';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ env: noRateLimit }); });
afterAll(async () => { await server.stop(); });

const newPassword = 'Brand-New-Pass-9';
const DAY = 24 * 3600_000;

async function resetCode(user: { type: 'email' | 'phone'; account: string }) {
  afterCountdown(server);
  return demoCode(server, user.type, user.account, 'reset');
}

const resetByCode = (user: { type: string; account: string }, code: string, password = newPassword) =>
  server.call('web/resetPassword', { type: user.type, account: user.account, code, password, repassword: password });

const resetByAnswers = (user: TestUser, code: string, answers: [string, string, string], password = newPassword) =>
  server.call('web/resetBySecQuestion', { type: user.type, account: user.account, code, answer1: answers[0], answer2: answers[1], answer3: answers[2], password, repassword: password });

async function withQuestions(): Promise<TestUser> {
  const user = await newUser(server);
  const set = await server.call('web/setSecQuestion', { answer1: 'Alice Smith', answer2: 'Ada  Lovelace', answer3: 'Kyoto', password: user.password }, { token: user.token });
  expect(set.code, set.message).toBe(0);
  return user;
}

describe('password reset by code', () => {
  it('sets the new password, ends every session and locks withdrawals for 24 hours', async () => {
    const user = await newUser(server, { type: 'phone' });
    const res = await resetByCode(user, await resetCode(user));
    expect(res).toMatchObject({ code: 0, message: 'Your password has been reset. Please log in.', data: null });
    const resetAt = server.clock.now();

    expect(await server.call('web/info', {}, { token: user.token })).toMatchObject({ code: 1000, data: { delay: 2 } });
    const token = (await server.call('web/userLogin', { account: user.account, password: newPassword })).data.token;
    expect((await server.call('web/info', {}, { token })).data.withdraw_lock_until).toBe(resetAt + DAY);
    expect((await storedUser(server, 'phone', user.account)).security_changed_at).toBe(BigInt(resetAt));
    manualClock(server).advance(DAY);
    expect((await server.call('web/info', {}, { token })).data.withdraw_lock_until).toBeNull();
  });

  it('clears a login lockout, since the code proves the account is theirs', async () => {
    const user = await newUser(server);
    for (let i = 0; i < server.config.loginMaxFailures; i++) await server.call('web/userLogin', { account: user.account, password: 'Wrong-Pass-1' });
    expect((await server.call('web/userLogin', { account: user.account, password: user.password })).code).toBe(4101);
    expect((await resetByCode(user, await resetCode(user))).code).toBe(0);
    expect((await server.call('web/userLogin', { account: user.account, password: newPassword })).code).toBe(0);
  });

  it('refuses a guessed code for an unknown account like any wrong code', async () => {
    const ghost = { type: 'email', account: uniqueEmail('ghost') };
    const asked = await server.call('web/getCode', { email: ghost.account, scene: 'reset' });
    expect(asked.code).toBe(0);
    expect(asked.data.demoCode).toBeUndefined();
    expect(await resetByCode(ghost, '123456')).toMatchObject({ code: 4104, message: 'Verification codes are not equal' });
  });

  it('refuses a wrong code and changes nothing', async () => {
    const user = await newUser(server);
    const code = await resetCode(user);
    const before = await storedUser(server, 'email', user.account);
    expect(await resetByCode(user, code === '000000' ? '000001' : '000000')).toMatchObject({ code: 4104 });
    const after = await storedUser(server, 'email', user.account);
    expect(after.password_hash).toBe(before.password_hash);
    expect(after.security_changed_at).toBeNull();
    expect((await server.call('web/getInfo', {}, { token: user.token })).code).toBe(0);
  });
});

describe('password reset by security questions', () => {
  it('resets with the three answers (case and spaces do not matter) and a code', async () => {
    const user = await withQuestions();
    const res = await resetByAnswers(user, await resetCode(user), ['  alice SMITH ', 'ada lovelace', 'KYOTO']);
    expect(res).toMatchObject({ code: 0, message: 'Your password has been reset. Please log in.' });
    expect(await server.call('web/getInfo', {}, { token: user.token })).toMatchObject({ code: 1000, data: { delay: 2 } });
    const token = (await server.call('web/userLogin', { account: user.account, password: newPassword })).data.token;
    expect((await server.call('web/info', {}, { token })).data.withdraw_lock_until).toBe(server.clock.now() + DAY);
  });

  it('needs the code as well as the answers', async () => {
    const user = await withQuestions();
    const answers: [string, string, string] = ['Alice Smith', 'Ada Lovelace', 'Kyoto'];
    expect(await resetByAnswers(user, '', answers)).toMatchObject({ code: 4005, message: 'Verification code must be filled' });
    expect(await resetByAnswers(user, '123456', answers)).toMatchObject({ code: 4104 });
    expect((await server.call('web/getInfo', {}, { token: user.token })).code).toBe(0);
  });

  it('refuses wrong answers, keeps the code, and locks after repeated failures', async () => {
    const user = await withQuestions();
    const code = await resetCode(user);
    expect(await resetByAnswers(user, code, ['Alice Smith', 'Ada Lovelace', 'Osaka']))
      .toMatchObject({ code: 4114, message: 'The security answers are not correct' });
    expect((await resetByAnswers(user, code, ['Alice Smith', 'Ada Lovelace', 'Kyoto'])).code).toBe(0);

    const other = await withQuestions();
    let last;
    for (let i = 0; i < server.config.loginMaxFailures; i++) {
      last = await resetByAnswers(other, await resetCode(other), ['Bob', 'Ada Lovelace', 'Kyoto']);
    }
    expect(last).toMatchObject({ code: 4101, message: 'Too many failed attempts. Try again in 15 minutes.' });
    expect((await resetByAnswers(other, await resetCode(other), ['Alice Smith', 'Ada Lovelace', 'Kyoto'])).code).toBe(4101);
    expect((await server.call('web/userLogin', { account: other.account, password: other.password })).code).toBe(4101);
    expect((await server.call('web/userLogin', { account: other.account, password: newPassword })).code).toBe(4101);
  });

  it('tells a user without security questions to use the code reset', async () => {
    const user = await newUser(server);
    expect(await resetByAnswers(user, await resetCode(user), ['a', 'b', 'c']))
      .toMatchObject({ code: 4113, message: 'Security questions have not been set for this account' });
  });

  it('asks for all three answers', async () => {
    const user = await withQuestions();
    expect(await resetByAnswers(user, '123456', ['a', ' ', 'c'])).toMatchObject({ code: 4015, message: 'Please answer all three security questions' });
  });
});
