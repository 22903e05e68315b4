// The anti-phishing phrase: set with the login password (or the 2FA code when 2FA is on), checked
// like any input, and printed in the mail's language in every mail the platform sends the user,
// read here from a real SMTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { afterCountdown, login, noRateLimit, strongPassword, uniqueEmail } from './auth-fixtures';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { enrol, nextCode } from './two-factor-fixtures';

let server: TestServer;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ env: { ...noRateLimit, DEMO: '0', SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await server.stop();
  await smtp.stop();
});

async function mailedUser() {
  const email = uniqueEmail('phrase');
  expect((await server.call('web/getCode', { email, scene: 'register' })).code).toBe(0);
  const code = smtp.codeFor(email);
  const res = await server.call('web/userRegister', { type: 'email', account: email, code, password: strongPassword, repassword: strongPassword, agree: '1' });
  expect(res.code, res.message).toBe(0);
  return { email, token: await login(server, email, strongPassword) };
}

async function mailAfterReset(email: string, lang = 'en') {
  afterCountdown(server);
  const res = await server.call('web/getCode', { email, scene: 'reset' }, { lang });
  expect(res.code, res.message).toBe(0);
  return smtp.mailsTo(email).at(-1)!;
}

describe('the anti-phishing phrase', () => {
  it('appears in every mail after it is set, in the mail\'s language', async () => {
    const user = await mailedUser();
    expect((await mailAfterReset(user.email)).body).not.toContain('anti-phishing');

    expect(await server.call('web/setAntiPhishing', { phrase: 'Lilac otter 77', password: 'Wrong-Pass-1' }, { token: user.token }))
      .toMatchObject({ code: 4112 });
    expect((await server.call('web/setAntiPhishing', { phrase: 'Lilac otter 77', password: strongPassword }, { token: user.token })).code).toBe(0);

    const mail = await mailAfterReset(user.email);
    expect(mail.body.split(/\r?\n/)[0]).toBe('Your anti-phishing phrase: Lilac otter 77');
    expect(mail.body).toContain('verification code is');
    expect((await mailAfterReset(user.email, 'de')).body.split(/\r?\n/)[0]).toBe('Ihr Anti-Phishing-Satz: Lilac otter 77');
  });

  it('is refused when too short, too long or holding markup, and nothing changes', async () => {
    const user = await mailedUser();
    for (const phrase of ['abc', 'x'.repeat(33), '<b>bold</b>', '   ']) {
      expect(await server.call('web/setAntiPhishing', { phrase, password: strongPassword }, { token: user.token }))
        .toMatchObject({ code: 4137, message: 'The anti-phishing phrase must be 4 to 32 characters, without < or >.' });
    }
    expect((await server.call('web/info', {}, { token: user.token })).data.anti_phishing_set).toBe(false);
  });

  it('needs the 2FA code instead of the password when 2FA is on', async () => {
    const user = await mailedUser();
    const { secret } = await enrol(server, user.token);
    expect(await server.call('web/setAntiPhishing', { phrase: 'Quiet harbour', password: strongPassword }, { token: user.token })).toMatchObject({ code: 4130 });
    expect((await server.call('web/setAntiPhishing', { phrase: 'Quiet harbour', two_factor_code: nextCode(server, secret) }, { token: user.token })).code).toBe(0);
    expect((await mailAfterReset(user.email)).body).toContain('Your anti-phishing phrase: Quiet harbour');
  });
});
