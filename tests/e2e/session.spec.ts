// The session as a user meets it: registering with a mailed code, logging in and out, the
// language, private routes, a server out of reach for a moment, and a session the server has
// ended (codes 2000 and 1000).
import { test, expect, mailbox, freshEmail, strongPassword, registerByWire, loginByWire, callWire, newUserPage } from './support/fixtures';
import { agree, fillLoginForm, headerLoginLink, logInThroughUi, loginButton, menuLabel, signOut, userMenu, recordWire } from './support/app';

// Registered first: the password change at the end needs a new code, which the platform sends a
// minute after the registration code at the earliest.
let veteran: { email: string; password: string };
test.beforeAll(async () => {
  veteran = await registerByWire(freshEmail('veteran'));
});

test('registers by email with the code from the mail, then logs in and sees the account cut to 12 characters', async ({ page }) => {
  const email = freshEmail('signup');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Email' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  await page.getByLabel('Verification code').fill(await mailbox.codeFor(email));
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByLabel('Confirm password').fill(strongPassword);
  await agree(page);
  await page.screenshot({ path: 'test-results/screens/register.png', fullPage: true });
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Registration successful' })).toBeVisible();

  // "Log in now" brings the new account to the login form.
  await page.getByRole('link', { name: 'Log in now' }).click();
  await expect(page.getByLabel('Email or phone')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await loginButton(page).click();
  await expect(userMenu(page, email)).toHaveText(menuLabel(email));
  expect(menuLabel(email)).toHaveLength(12);
  await expect(page).not.toHaveURL(/\/login/);
});

test('a visitor opening a private route lands on /login', async ({ page }) => {
  for (const route of ['/setting', '/table1']) {
    await page.goto(route);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  }
});

test('after logging in from a private route the user is taken back to it', async ({ page }) => {
  const { email, password } = await registerByWire();
  await page.goto('/setting');
  await expect(page).toHaveURL(/\/login$/);
  await fillLoginForm(page, email, password);
  await loginButton(page).click();
  await expect(page).toHaveURL(/\/setting$/);
  await expect(page.getByRole('table', { name: 'Security settings' })).toBeVisible();
  await expect(userMenu(page, email)).toBeVisible();
});

test('switching to Arabic lays the page out right to left in Arabic', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // The login heading is now in Arabic script.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/[\u0600-\u06FF]/);
  await page.screenshot({ path: 'test-results/screens/login-ar.png', fullPage: true });
  // The choice is kept across a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('combobox').selectOption('en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('logs out from the user menu; the token no longer opens private routes', async ({ page }) => {
  const { email, password } = await registerByWire();
  await logInThroughUi(page, email, password);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  await signOut(page, email);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The server ended the session too.
  expect((await callWire('web/getInfo', 'GET', {}, token!)).code).toBe(2000);
  await page.goto('/setting');
  await expect(page).toHaveURL(/\/login$/);
});

test('a network blip while the page loads keeps the user logged in: a notice says the server cannot be reached, then the page comes', async ({ page }) => {
  const { email, password } = await registerByWire();
  await logInThroughUi(page, email, password);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  // The platform stays up; the page's checks of the session get no answer until the line is back.
  let lineDown = true;
  let cut = 0;
  await page.route((url) => url.pathname.endsWith('/web/getInfo'), async (route) => {
    if (lineDown) {
      cut += 1;
      await route.abort('internetdisconnected');
    } else {
      await route.fallback();
    }
  });
  await page.goto('/setting');
  await expect(page.getByText('Cannot reach the server')).toBeVisible();
  await expect(page).toHaveURL(/\/setting$/);
  lineDown = false;
  await expect(page.getByRole('table', { name: 'Security settings' })).toBeVisible();
  await expect(page.getByText('Cannot reach the server')).toBeHidden();
  await expect(page).toHaveURL(/\/setting$/);
  await expect(userMenu(page, email)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
  expect(cut).toBeGreaterThan(0);
});

test('when the server has revoked the token, the page asks to log in again or go back, and asks again at the next private call', async ({ page }) => {
  const { email, password } = await registerByWire();
  await logInThroughUi(page, email, password);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const wire = recordWire(page);
  expect((await callWire('web/logout', 'POST', {}, token!)).code).toBe(0);

  const openUserCentre = async () => {
    await userMenu(page, email).click();
    await page.getByRole('menuitem', { name: 'User Center' }).click();
  };
  const dialog = page.getByRole('alertdialog');

  // The page hears of it from its private stream (the header's message count) when that is up,
  // else at its next private call, as a user opening the user centre makes one; either call meets
  // code 2000. (A stream that is up is told within moments of the logout; one that is not never is.)
  const toldByStream = await dialog.waitFor({ state: 'visible', timeout: 10_000 }).then(() => true, () => false);
  if (!toldByStream) {
    // "Back" closes the dialog and leaves the user where they were; the next private call asks again.
    await openUserCentre();
    await expect(dialog).toContainText('Your session is no longer valid. Please log in again.');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog).toBeHidden();
    await expect(userMenu(page, email)).toBeVisible();
    const asked = wire.answers.filter((a) => a.code === 2000).length;
    await openUserCentre();
    await expect.poll(() => wire.answers.filter((a) => a.code === 2000).length).toBeGreaterThan(asked);
  }
  await expect(dialog).toContainText('Your session is no longer valid. Please log in again.');
  expect(wire.answers.some((a) => a.code === 2000)).toBe(true);
  await dialog.getByRole('button', { name: 'Login again' }).click();
  // Logged out, and the page reloaded: a private route (the user centre) sends the visitor to /login.
  if (!toldByStream) await expect(page).toHaveURL(/\/login$/);
  await expect(headerLoginLink(page)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('changing the password in one session ends the other one, live, with code 1000 after the delay', async ({ browser }) => {
  // The platform lets a new code go to an address a minute after the last one (the registration code).
  test.setTimeout(120_000);
  const { email, password } = veteran;
  const here = await newUserPage(browser);
  const there = await newUserPage(browser);
  try {
    await logInThroughUi(here, email, password);
    await logInThroughUi(there, email, password);
    // There stays open on its page with the header's live message count, a private stream.
    const wire = recordWire(there);

    // Here: change the password with a code sent to the bound email.
    const mailsBefore = (await mailbox.messagesTo(email)).length;
    await here.goto('/forgetpwd?type=changepwd');
    await expect(here.getByRole('heading', { name: 'Change login password' })).toBeVisible();
    // Like a user told to wait, ask again until the platform sends the code.
    await expect(async () => {
      if ((await mailbox.messagesTo(email)).length > mailsBefore) return;
      // While a code is on its way the button counts down instead ("Resend in 60s").
      const send = here.getByRole('button', { name: 'Send code' });
      if (await send.count() && await send.isEnabled()) await send.click();
      expect((await mailbox.messagesTo(email)).length).toBeGreaterThan(mailsBefore);
    }).toPass({ timeout: 90_000, intervals: [2_000] });
    await here.getByLabel('Verification code').fill(await mailbox.codeFor(email, mailsBefore));
    const newPassword = 'Harbour2025x';
    await here.getByLabel('New password', { exact: true }).fill(newPassword);
    await here.getByLabel('Confirm new password').fill(newPassword);
    await here.getByRole('button', { name: 'Change password', exact: true }).click();
    await expect(here.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();

    // There: without a click, the stream says the session has ended; the page's check of the
    // session meets code 1000, the notice counts down, then the user is out.
    await wire.answered('web/getInfo', 1000);
    await expect(there.getByRole('alertdialog')).toContainText('Your session has ended');
    await expect(headerLoginLink(there)).toBeVisible({ timeout: 15_000 });
    expect(await there.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The new password works, the old one does not.
    expect((await callWire('web/userLogin', 'POST', { account: email, password })).code).toBe(4100);
    expect(await loginByWire(email, newPassword)).toBeTruthy();
  } finally {
    await here.context().close();
    await there.context().close();
  }
});
