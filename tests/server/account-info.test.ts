// What the logged-in user reads: the session fields of spec §3, the security overview with its
// level and next step, and the stored language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { afterCountdown, demoCode, newUser, noRateLimit, storedUser, uniquePhone } from './auth-fixtures';
import { systemAccount, userAccount } from '../../server/modules/ledger/ledger';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ env: noRateLimit }); });
afterAll(async () => { await server.stop(); });

describe('web/getInfo', () => {
  it('answers the session fields, with the caller token and the available USDT', async () => {
    const user = await newUser(server, { type: 'phone' });
    const stored = await storedUser(server, 'phone', user.account);
    const { deps } = server.platform;
    await deps.db.transaction().execute((trx) => deps.ledger.post(trx, {
      reason: 'test_credit', refType: 'test', refId: stored.id, idempotencyKey: `test-credit-${stored.id}`,
      postings: [
        { account: userAccount(stored.id, 'USDT'), amount: 12_500_000n },
        { account: systemAccount('test_funding', 'USDT'), amount: -12_500_000n },
      ],
    }));

    const info = await server.call('web/getInfo', {}, { token: user.token });
    expect(info).toMatchObject({ code: 0, message: '' });
    expect(info.data).toEqual({
      token: user.token, lang: 'en', name: '', invitation_code: stored.invitation_code, email: '', phone: user.account,
      transaction_password: 0, bank_name: '', bank_number: '', alipay_account: '', weixin_nickname: '', weixin_account: '',
      usdt: '12.5',
    });
    expect((await deps.ledger.audit(deps.db)).ok).toBe(true);
  });
});

describe('web/info', () => {
  it('raises the security level step by step and names the next step', async () => {
    const user = await newUser(server, { password: 'abcdefg1' });
    const token = user.token;
    const overview = async () => (await server.call('web/info', {}, { token })).data;

    expect(await overview()).toMatchObject({
      account: user.account, email: user.account, phone: '', email_bound: true, phone_bound: false, tpwd_set: false,
      sec_questions_set: false, password_strength: 'weak', security_level: 'notSecure', next_step: 'security.step.strongerPassword',
      withdraw_lock_until: null, created_at: expect.any(Number),
    });

    const password = 'Much-Stronger-Pass-1';
    afterCountdown(server);
    const resetCode = await demoCode(server, 'email', user.account, 'reset', token);
    expect((await server.call('web/updatePassword', { type: 'email', code: resetCode, password, repassword: password }, { token })).code).toBe(0);
    expect(await overview()).toMatchObject({ password_strength: 'strong', security_level: 'notSecure', next_step: 'security.step.setTpwd' });

    expect((await server.call('web/saveTpwd', { tpwd: '246810', retpwd: '246810', password }, { token })).code).toBe(0);
    expect(await overview()).toMatchObject({ tpwd_set: true, security_level: 'weak', next_step: 'security.step.bindPhone' });

    const phone = uniquePhone();
    const bindCode = await demoCode(server, 'phone', phone, 'bind', token);
    expect((await server.call('web/bindphone', { phone, code: bindCode }, { token })).code).toBe(0);
    expect(await overview()).toMatchObject({ account: phone, phone_bound: true, security_level: 'weak', next_step: 'security.step.setSecQuestions' });

    expect((await server.call('web/setSecQuestion', { answer1: 'a', answer2: 'b', answer3: 'c', password }, { token })).code).toBe(0);
    expect(await overview()).toMatchObject({ sec_questions_set: true, security_level: 'weak', next_step: 'security.step.turnOnTwoFactor' });
  });
});

describe('web/setLang', () => {
  it('stores a language of the wire and refuses anything else', async () => {
    const user = await newUser(server);
    expect((await server.call('web/setLang', { value: 'jp' }, { token: user.token })).code).toBe(0);
    expect((await server.call('web/getInfo', {}, { token: user.token })).data.lang).toBe('jp');
    for (const value of ['ja', 'xx', '', 'en-US']) {
      expect(await server.call('web/setLang', { value }, { token: user.token })).toMatchObject({ code: 4000, message: 'Please check the form: value is not valid.' });
    }
    expect((await server.call('web/getInfo', {}, { token: user.token })).data.lang).toBe('jp');
  });
});
