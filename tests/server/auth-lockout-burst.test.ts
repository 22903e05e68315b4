// Lockouts under a burst: many wrong secrets sent at once, then the right one as soon as they have
// reached the server (while their slow checks still run). Each attempt is counted before its
// check, so the burst locks the secret and the right one is refused until the lock ends: for the
// login password, the transaction password on web/withdraw, and the operator's password.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createOperator } from '../../server/modules/ops/operators';
import { manualClock, noRateLimit, registerUser, storedUser } from './auth-fixtures';
import { startTestServer, type TestServer } from './harness';
import { TPWD, balances, expectCleanAudit, fundedUser, setSettings, usdt } from './withdraw-fixtures';

let server: TestServer;
const deps = () => server.platform.deps;
beforeAll(async () => {
  server = await startTestServer({ env: noRateLimit });
  await setSettings(deps(), { 'withdraw.turnoverRatio': 0, 'withdraw.kycLevel': 'none' });
});
afterAll(async () => { await server.stop(); });
afterEach(async () => { await expectCleanAudit(deps()); });

const BURST = 29;
type Answer = { code: number; message: string; data: any };

/** Resolves once `n` requests for `/web/<name>` have reached the server (their answers may be far off). */
function arrivals(name: string, n: number): Promise<void> {
  const http = server.platform.app.server;
  return new Promise((resolve) => {
    let seen = 0;
    const onRequest = (req: { url?: string }) => {
      if (!req.url?.startsWith(`/${name}`) || ++seen < n) return;
      http.off('request', onRequest);
      resolve();
    };
    http.on('request', onRequest);
  });
}

/** Fires `BURST` wrong attempts at once, then the right one as soon as they have all reached the server (their slow checks still running). */
async function burstThenRight(name: string, wrong: () => Promise<Answer>, right: () => Promise<Answer>) {
  const arrived = arrivals(name, BURST);
  const wrongs = Array.from({ length: BURST }, wrong);
  await arrived;
  const rightAnswer = await right();
  return { wrongAnswers: await Promise.all(wrongs), rightAnswer };
}

describe('a burst of wrong passwords', () => {
  it('locks the login: the right password that follows is refused until the lock ends', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await registerUser(server);
      const { wrongAnswers, rightAnswer } = await burstThenRight(
        'web/userLogin',
        () => server.call('web/userLogin', { account: user.account, password: 'Wrong-Pass-1' }),
        () => server.call('web/userLogin', { account: user.account, password: user.password }),
      );
      expect(rightAnswer.code, `round ${round}: ${rightAnswer.message}`).toBe(4101);
      // At most the allowed failures were checked; every other attempt met the lock.
      expect(wrongAnswers.filter((a) => a.code === 4100).length).toBeLessThan(server.config.loginMaxFailures);
      expect(wrongAnswers.every((a) => a.code === 4100 || a.code === 4101)).toBe(true);
      expect((await server.call('web/userLogin', { account: user.account, password: user.password })).code).toBe(4101);
      manualClock(server).advance(server.config.loginLockMs);
      expect((await server.call('web/userLogin', { account: user.account, password: user.password })).code).toBe(0);
      expect(Number((await storedUser(server, 'email', user.account)).failed_logins)).toBe(0);
    }
  });

  it('takes many right passwords at once without counting them as failures', async () => {
    const user = await registerUser(server);
    const answers = await Promise.all(Array.from({ length: 3 * server.config.loginMaxFailures }, () =>
      server.call('web/userLogin', { account: user.account, password: user.password })));
    expect(answers.map((a) => a.code)).toEqual(answers.map(() => 0));
    expect(Number((await storedUser(server, 'email', user.account)).failed_logins)).toBe(0);
  });

  it('locks the transaction password on web/withdraw: the right one that follows freezes nothing', async () => {
    for (let round = 0; round < 3; round++) {
      const user = await fundedUser(server, usdt(500));
      const withdraw = (tpwd: string) => server.call('web/withdraw', { chain: 'LOCAL', address: `lc1${randomBytes(20).toString('hex')}`, amount: '150', tpwd }, { token: user.token });
      const { wrongAnswers, rightAnswer } = await burstThenRight('web/withdraw', () => withdraw('654321'), () => withdraw(TPWD));
      expect(rightAnswer.code, `round ${round}: ${rightAnswer.message}`).toBe(4111);
      expect(wrongAnswers.filter((a) => a.code === 4110).length).toBeLessThan(5);
      expect(wrongAnswers.every((a) => a.code === 4110 || a.code === 4111)).toBe(true);
      expect(await balances(server, user.token)).toEqual({ available: '500', frozen: '0' });
      expect((await withdraw(TPWD)).code).toBe(4111);
      manualClock(server).advance(15 * 60_000);
      expect((await withdraw(TPWD)).code).toBe(0);
    }
  });

  it('locks the operator login the same way, and a lone run of wrong passwords too', async () => {
    const email = `op.${randomBytes(4).toString('hex')}@example.com`;
    const password = 'Operator-Pass-2026';
    await createOperator(deps(), { email, password, role: 'reviewer' });
    const opsLogin = (pw: string) => server.call('web/opsLogin', { email, password: pw });
    const { wrongAnswers, rightAnswer } = await burstThenRight('web/opsLogin', () => opsLogin('wrong-password-1'), () => opsLogin(password));
    expect(rightAnswer, rightAnswer.message).toMatchObject({ code: 4101, message: 'Too many failed attempts. Try again in 15 minutes.' });
    expect(wrongAnswers.filter((a) => a.code === 4100).length).toBeLessThan(server.config.loginMaxFailures);
    manualClock(server).advance(server.config.loginLockMs);
    expect((await opsLogin(password)).code).toBe(0);

    // One at a time: the failures before the limit say only "wrong"; the one reaching it locks.
    for (let i = 1; i < server.config.loginMaxFailures; i++) expect((await opsLogin('wrong-password-1')).code).toBe(4100);
    expect((await opsLogin('wrong-password-1')).code).toBe(4101);
    expect((await opsLogin(password)).code).toBe(4101);
    manualClock(server).advance(server.config.loginLockMs);
    expect((await opsLogin(password)).code).toBe(0);
  });
});
