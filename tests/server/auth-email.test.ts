// Accounts by email end to end, with codes delivered over real SMTP (demo mode off).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../server/platform';
import { startTestServer, type TestServer } from './harness';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { noRateLimit, strongPassword, uniqueEmail } from './auth-fixtures';

let smtp: SmtpSink;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ env: { ...noRateLimit, DEMO: '0', SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await server.stop();
  await smtp.stop();
});

describe('accounts by email over SMTP', () => {
  it('registers with the mailed code, logs in, reads the session fields and logs out', async () => {
    const email = uniqueEmail('smtp');
    const sent = await server.call('web/getCode', { email, scene: 'register' });
    expect(sent).toMatchObject({ code: 0, message: 'Verification code sent', data: { countdown: 60 } });
    expect(sent.data.demoCode).toBeUndefined();

    const [mail] = smtp.mailsTo(email);
    expect(mail.subject).toMatch(/^Your verification code: \d{6}$/);
    expect(mail.body).toContain('Your Meridian Exchange verification code is');
    expect(mail.body).toContain('valid for 10 minutes');
    const code = smtp.codeFor(email);

    const registered = await server.call('web/userRegister', { type: 'email', account: email.toUpperCase(), code, password: strongPassword, repassword: strongPassword, agree: '1' });
    expect(registered).toMatchObject({ code: 0, message: 'Registration successful', data: { account: email } });

    const loggedIn = await server.call('web/userLogin', { account: email, password: strongPassword });
    expect(loggedIn.code).toBe(0);
    expect(loggedIn.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(loggedIn.data.expires_at).toBe(server.clock.now() + server.config.sessionTtlMs);
    const token: string = loggedIn.data.token;

    const info = await server.call('web/getInfo', {}, { token });
    expect(info.code).toBe(0);
    expect(Object.keys(info.data).sort()).toEqual([
      'alipay_account', 'bank_name', 'bank_number', 'email', 'invitation_code', 'lang', 'name', 'phone',
      'token', 'transaction_password', 'usdt', 'weixin_account', 'weixin_nickname',
    ]);
    expect(info.data).toMatchObject({ token, email, phone: '', lang: 'en', transaction_password: 0, usdt: '0' });
    expect(info.data.invitation_code).toMatch(/^[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{8}$/);

    const out = await server.call('web/logout', {}, { token });
    expect(out.code).toBe(0);
    const after = await server.call('web/getInfo', {}, { token });
    expect(after.code).toBe(2000);
    expect(after.message).toBe('Your session is no longer valid. Please log in again.');
  });

  it('mails a reset code to a known account and nothing to an unknown one, with the same answer', async () => {
    const known = uniqueEmail('known');
    await server.call('web/getCode', { email: known, scene: 'register' });
    const code = smtp.codeFor(known);
    await server.call('web/userRegister', { type: 'email', account: known, code, password: strongPassword, repassword: strongPassword, agree: '1' });
    (server.clock as ManualClock).advance(61_000);
    const unknown = uniqueEmail('nobody');

    const forKnown = await server.call('web/getCode', { email: known, scene: 'reset' });
    const forUnknown = await server.call('web/getCode', { email: unknown, scene: 'reset' });
    expect(forUnknown).toEqual(forKnown);
    expect(smtp.mailsTo(known)).toHaveLength(2);
    expect(smtp.mailsTo(unknown)).toHaveLength(0);
    const outbox = await server.platform.deps.db.selectFrom('outbox').select('recipient').where('recipient', '=', unknown).execute();
    expect(outbox).toHaveLength(0);
    // The unknown address still has a countdown, exactly like a known one.
    const again = await server.call('web/getCode', { email: unknown, scene: 'reset' });
    expect(again.code).toBe(4105);
  });

  it('answers a register code request for an existing account exactly as for a new one; only the mail says it exists', async () => {
    const existing = uniqueEmail('exists');
    await server.call('web/getCode', { email: existing, scene: 'register' });
    await server.call('web/userRegister', { type: 'email', account: existing, code: smtp.codeFor(existing), password: strongPassword, repassword: strongPassword, agree: '1' });
    (server.clock as ManualClock).advance(61_000);
    const fresh = uniqueEmail('fresh');

    const forExisting = await server.call('web/getCode', { email: existing, scene: 'register' });
    const forFresh = await server.call('web/getCode', { email: fresh, scene: 'register' });
    expect(forExisting).toEqual(forFresh);
    expect(forExisting).toMatchObject({ code: 0, message: 'Verification code sent' });

    const notice = smtp.mailsTo(existing).at(-1)!;
    expect(notice.subject).toBe('Your Meridian Exchange account already exists');
    expect(notice.body).toContain('Forgot password?');
    expect(notice.body).not.toMatch(/\d{6}/);
    expect(smtp.mailsTo(fresh).at(-1)!.subject).toMatch(/^Your verification code: \d{6}$/);
    // The notice is translated like any mail.
    (server.clock as ManualClock).advance(61_000);
    await server.call('web/getCode', { email: existing, scene: 'register' }, { lang: 'de' });
    expect(smtp.mailsTo(existing).at(-1)!.subject).toBe('Ihr Meridian Exchange-Konto besteht bereits');

    // Registering the existing address with a guessed code hears what a wrong code for a new one hears.
    const guess = (account: string) => server.call('web/userRegister', { type: 'email', account, code: '000000', password: strongPassword, repassword: strongPassword, agree: '1' });
    const guessExisting = await guess(existing);
    expect(guessExisting).toEqual(await guess(fresh));
    expect(guessExisting).toMatchObject({ code: 4104, message: 'Verification codes are not equal' });
  });

  it('resets a forgotten password with the mailed code and ends every session', async () => {
    const email = uniqueEmail('reset');
    await server.call('web/getCode', { email, scene: 'register' });
    await server.call('web/userRegister', { type: 'email', account: email, code: smtp.codeFor(email), password: strongPassword, repassword: strongPassword, agree: '1' });
    const token = (await server.call('web/userLogin', { account: email, password: strongPassword })).data.token;

    (server.clock as ManualClock).advance(61_000);
    expect((await server.call('web/getCode', { email, scene: 'reset' })).code).toBe(0);
    const newPassword = 'Another-Pass-77';
    const reset = await server.call('web/resetPassword', { type: 'email', account: email, code: smtp.codeFor(email), password: newPassword, repassword: newPassword });
    expect(reset).toMatchObject({ code: 0, message: 'Your password has been reset. Please log in.' });

    const ended = await server.call('web/getInfo', {}, { token });
    expect(ended).toMatchObject({ code: 1000, data: { delay: 2 } });
    expect((await server.call('web/userLogin', { account: email, password: strongPassword })).code).toBe(4100);
    expect((await server.call('web/userLogin', { account: email, password: newPassword })).code).toBe(0);
  });
});
