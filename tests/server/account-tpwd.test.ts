// The transaction password: set once (confirmed with the login password), changed with the old
// one or a code, locked after 5 wrong tries, and checked by money calls through the module function.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { afterCountdown, demoCode, manualClock, newUser, noRateLimit, storedUser, type TestUser } from './auth-fixtures';
import { checkTransactionPassword, verifyTransactionPassword } from '../../server/modules/account/transaction-password';
import { transactionKeepingRefusals } from '../../server/modules/auth/refusal';
import { BusinessFailure } from '../../server/core/failures';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ env: noRateLimit }); });
afterAll(async () => { await server.stop(); });

const DAY = 24 * 3600_000;
const save = (user: TestUser, tpwd: string, retpwd = tpwd, password = user.password) =>
  server.call('web/saveTpwd', { tpwd, retpwd, password }, { token: user.token });
const updateWithOld = (user: TestUser, oldTpwd: string, tpwd: string) =>
  server.call('web/updateTpassword', { old_tpwd: oldTpwd, tpwd, retpwd: tpwd }, { token: user.token });

async function withTpwd(tpwd = '123456'): Promise<TestUser> {
  const user = await newUser(server);
  expect((await save(user, tpwd)).code).toBe(0);
  return user;
}

async function failureOf(work: Promise<unknown>): Promise<string> {
  const err = await work.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(BusinessFailure);
  return (err as BusinessFailure).reason;
}

describe('setting the transaction password', () => {
  it('sets it once, confirmed with the login password, without locking withdrawals', async () => {
    const user = await newUser(server);
    expect((await server.call('web/hasTpassword', {}, { token: user.token })).data).toEqual({ set: false });
    expect(await save(user, '123456', '123456', 'Wrong-Pass-1')).toMatchObject({ code: 4112, message: 'Wrong login password' });
    expect(await save(user, '123456')).toMatchObject({ code: 0, message: 'Saved' });
    expect((await server.call('web/hasTpassword', {}, { token: user.token })).data).toEqual({ set: true });
    expect((await server.call('web/getInfo', {}, { token: user.token })).data.transaction_password).toBe(1);
    expect((await server.call('web/info', {}, { token: user.token })).data.withdraw_lock_until).toBeNull();
    expect((await storedUser(server, 'email', user.account)).tpwd_hash).toMatch(/^\$argon2id\$/);
    expect(await save(user, '654321')).toMatchObject({ code: 4109, message: 'The transaction password is already set' });
  });

  it('wants 6 digits, twice the same', async () => {
    const user = await newUser(server);
    expect(await save(user, '12345')).toMatchObject({ code: 4013, message: 'Transaction password must be 6 digits' });
    expect(await save(user, 'abcdef')).toMatchObject({ code: 4013 });
    expect(await save(user, '')).toMatchObject({ code: 4014, message: 'Please enter the 6-digit transaction password' });
    expect(await save(user, '123456', '123457')).toMatchObject({ code: 4004, message: 'The two passwords do not match' });
    expect((await server.call('web/hasTpassword', {}, { token: user.token })).data.set).toBe(false);
  });
});

describe('changing the transaction password', () => {
  it('changes it with the old one and starts the withdrawal lock', async () => {
    const user = await withTpwd('123456');
    expect(await updateWithOld(user, '111111', '222222')).toMatchObject({ code: 4110, message: 'Wrong transaction password' });
    expect(await updateWithOld(user, '123456', '222222')).toMatchObject({ code: 0, message: 'Saved' });
    expect((await server.call('web/info', {}, { token: user.token })).data.withdraw_lock_until).toBe(server.clock.now() + DAY);
    expect(await updateWithOld(user, '123456', '333333')).toMatchObject({ code: 4110 });
    expect((await updateWithOld(user, '222222', '333333')).code).toBe(0);
  });

  it('locks for 15 minutes after 5 wrong tries, then takes the right one', async () => {
    const user = await withTpwd('123456');
    for (let i = 0; i < 4; i++) expect((await updateWithOld(user, '000000', '222222')).code).toBe(4110);
    expect(await updateWithOld(user, '000000', '222222')).toMatchObject({ code: 4111, message: 'Too many wrong transaction passwords. Try again in 15 minutes.' });
    expect((await updateWithOld(user, '123456', '222222')).code).toBe(4111);
    manualClock(server).advance(15 * 60_000);
    expect((await updateWithOld(user, '123456', '222222')).code).toBe(0);
  });

  it('changes it with a code to the bound contact, which also lifts a lock', async () => {
    const user = await withTpwd('123456');
    for (let i = 0; i < 5; i++) await updateWithOld(user, '000000', '222222');
    afterCountdown(server);
    const code = await demoCode(server, 'email', user.account, 'reset', user.token);
    expect(await server.call('web/updateTpassword', { type: 'phone', code, tpwd: '222222', retpwd: '222222' }, { token: user.token }))
      .toMatchObject({ code: 4119, message: 'This email or phone is not bound to your account. Please bind it first.' });
    expect((await server.call('web/updateTpassword', { type: 'email', code: '999999', tpwd: '222222', retpwd: '222222' }, { token: user.token })).code).toBe(4104);
    expect((await server.call('web/updateTpassword', { type: 'email', code, tpwd: '222222', retpwd: '222222' }, { token: user.token })).code).toBe(0);
    expect((await updateWithOld(user, '222222', '333333')).code).toBe(0);
  });

  it('needs a transaction password to change and a proof to change it with', async () => {
    const user = await newUser(server);
    expect(await updateWithOld(user, '123456', '222222')).toMatchObject({ code: 4108, message: 'Please go to the user centre to set the transaction password' });
    expect(await server.call('web/updateTpassword', { tpwd: '222222', retpwd: '222222' }, { token: user.token })).toMatchObject({ code: 4014 });
    expect(await server.call('web/updateTpassword', { type: 'email', tpwd: '222222', retpwd: '222222' }, { token: user.token })).toMatchObject({ code: 4005 });
    expect(await server.call('web/updateTpassword', { old_tpwd: '12', tpwd: '222222', retpwd: '222222' }, { token: user.token })).toMatchObject({ code: 4013 });
  });
});

describe('verifyTransactionPassword, for money calls', () => {
  it('says tpwdNotSet, takes the right one, and counts wrong ones up to the lock', async () => {
    const { deps } = server.platform;
    const fresh = await newUser(server);
    const freshId = (await storedUser(server, 'email', fresh.account)).id;
    expect(await failureOf(verifyTransactionPassword(deps, deps.db, freshId, '123456'))).toBe('tpwdNotSet');

    const user = await withTpwd('135790');
    const userId = (await storedUser(server, 'email', user.account)).id;
    await expect(verifyTransactionPassword(deps, deps.db, userId, '135790')).resolves.toBeUndefined();
    for (let i = 0; i < 4; i++) expect(await failureOf(verifyTransactionPassword(deps, deps.db, userId, '000000'))).toBe('tpwdWrong');
    expect(await failureOf(verifyTransactionPassword(deps, deps.db, userId, '000000'))).toBe('tpwdLocked');
    expect(await failureOf(verifyTransactionPassword(deps, deps.db, userId, '135790'))).toBe('tpwdLocked');
  });

  it('keeps the count of a wrong try made inside a money transaction', async () => {
    const { deps } = server.platform;
    const user = await withTpwd('135790');
    const userId = (await storedUser(server, 'email', user.account)).id;
    const reason = await failureOf(transactionKeepingRefusals(deps, async (trx) => {
      const refused = await checkTransactionPassword(deps, trx, userId, '000000');
      if (refused) return refused;
      return 'moved money';
    }));
    expect(reason).toBe('tpwdWrong');
    expect(Number((await storedUser(server, 'email', user.account)).tpwd_failures)).toBe(1);
  });
});
