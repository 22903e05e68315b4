// Two-factor authentication and the anti-phishing phrase, as a member uses them: choose a phrase,
// turn on 2FA by scanning (here: reading) the key on screen and typing a code, keep the recovery
// codes, log out, log in with the password and then a code, save a withdrawal address with a code
// the app asks for, and find the phrase in a mail. The
// codes are computed here from the key shown, with this file's own RFC 6238 function, at the time of
// a platform of its own whose clock the journey moves past the mail resend countdown.
import { test, expect, freshEmail, strongPassword } from './support/fixtures';
import { fillLoginForm, loginButton, logInThroughUi, signOut, userMenu } from './support/app';
import { startMailCatcher, type MailCatcher } from './support/mail-catcher';
import { movedClock, type MovedClock } from './support/moved-clock';
import { startSpotPlatform, type SpotPlatform } from './support/spot-platform';
import { STEP_MS, totp } from './support/totp';

let clock: MovedClock;
let mail: MailCatcher;
let platform: SpotPlatform;

test.beforeAll(async () => {
  clock = movedClock();
  mail = await startMailCatcher();
  platform = await startSpotPlatform({ ...clock.env, MARKET_MAKER: '0', SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}?ignoreTLS=true` });
});
test.afterAll(async () => {
  await platform?.stop();
  await mail?.close();
  clock?.remove();
});

async function mailsTo(address: string): Promise<{ text: string }[]> {
  return (await fetch(`${mail.httpUrl}/messages?to=${encodeURIComponent(address)}`)).json();
}

async function registered(): Promise<string> {
  const email = freshEmail('totp');
  expect((await platform.call('getCode', 'GET', { email, scene: 'register' })).code).toBe(0);
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);
  const code = (await mailsTo(email))[0].text.match(/\b(\d{6})\b/)![1];
  const reg = await platform.call('userRegister', 'POST', { type: 'email', account: email, code, password: strongPassword, repassword: strongPassword, agree: '1' });
  expect(reg.code, reg.message).toBe(0);
  return email;
}

test('a member sets a phrase, turns on 2FA, logs in with a code, saves an address with a code and sees the phrase in a mail', async ({ browser }) => {
  const page = await (await browser.newContext({ baseURL: platform.url, viewport: { width: 1366, height: 900 }, locale: 'en-US' })).newPage();
  const email = await registered();
  const password = strongPassword;
  await logInThroughUi(page, email, password);

  await page.goto('/setting');
  await page.getByRole('link', { name: 'Set up' }).last().click();
  await expect(page).toHaveURL(/\/antiPhishing/);
  await page.getByRole('textbox', { name: 'Anti-phishing phrase' }).fill('Amber lighthouse');
  await page.getByLabel('Login password').fill(password);
  await page.getByRole('button', { name: 'Save phrase' }).click();
  await expect(page.getByText('Anti-phishing phrase saved')).toBeVisible();

  await page.goto('/setting');
  await page.getByRole('link', { name: 'Turn on', exact: true }).click();
  await expect(page).toHaveURL(/\/twoFactor/);
  await page.getByRole('button', { name: 'Set up' }).click();
  await expect(page.getByRole('img', { name: 'QR code for the authenticator app' }).locator('path')).toHaveCount(1);
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const enrolStep = Math.floor(clock.now() / STEP_MS);
  await page.getByLabel('Code from the app').fill(totp(secret, enrolStep));
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByText('Two-factor authentication is on')).toBeVisible();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByRole('button', { name: 'Turn off' })).toBeVisible();

  await signOut(page, email);
  await page.goto('/login');
  await fillLoginForm(page, email, password);
  await loginButton(page).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByRole('alert')).toContainText('The authentication code is wrong or was already used');
  // The enrolment's step is used up; the next step is inside the window even if the clock has not reached it.
  const loginStep = Math.max(enrolStep + 1, Math.floor(clock.now() / STEP_MS));
  await page.getByLabel('Authentication code').fill(totp(secret, loginStep));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(userMenu(page, email)).toBeVisible();

  // Saving a withdrawal address needs a code now: the app asks for it over the form and sends the
  // same save again with it; the address is then saved (and waits its delay).
  await page.goto('/address');
  await page.getByLabel('Chain').selectOption('LOCAL');
  const address = `lc1${'5d'.repeat(20)}`;
  await page.getByRole('textbox', { name: 'Withdrawal address' }).fill(address);
  await page.getByRole('button', { name: 'Save address' }).click();
  const prompt = page.getByRole('alertdialog', { name: 'Two-factor authentication' });
  await expect(prompt).toContainText('code');
  // The login's step is used up: a step later on the platform's clock, the next one is in the window.
  clock.advance(STEP_MS);
  const addressStep = Math.max(loginStep + 1, Math.floor(clock.now() / STEP_MS));
  await prompt.getByLabel('Code from your authenticator app, or a recovery code').fill(totp(secret, addressStep));
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('table', { name: 'Withdrawal addresses' }).getByRole('row').filter({ hasText: address })).toContainText('Pending until');

  // The mail announcing the address shows the phrase; so does a code, past the resend countdown
  // of the registration code.
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(2);
  clock.advance(61_000);
  expect((await platform.call('getCode', 'GET', { email, scene: 'reset' })).code).toBe(0);
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(3);
  const [registration, addressMail, codeMail] = await mailsTo(email);
  expect(addressMail.text).toContain(address);
  for (const later of [addressMail, codeMail]) expect(later.text).toContain('Your anti-phishing phrase: Amber lighthouse');
  expect(registration.text).not.toContain('anti-phishing');
});
