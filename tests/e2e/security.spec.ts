// The account's security level as a user raises it on /setting: each step the page names is taken in
// the browser (transaction password, phone, security questions) and the level follows, from
// "Not secure" to "Weak", with two-factor authentication named as the next step.
import type { Page } from '@playwright/test';
import { test, expect, freshEmail, registerByWire } from './support/fixtures';
import { logInThroughUi } from './support/app';

// 12+ characters of three kinds: a strong login password, so the other steps decide the level.
const strongLoginPassword = 'Meridian-Strong-2026';

async function expectLevel(page: Page, level: string, nextStep: string | null) {
  await page.goto('/setting');
  await expect(page.getByTestId('security-level')).toHaveText(level);
  if (nextStep) await expect(page.getByRole('link', { name: nextStep })).toBeVisible();
  else await expect(page.getByText('To raise it:')).toHaveCount(0);
}

test('binding a phone, setting the transaction password and answering the questions raise the security level', async ({ page }) => {
  const { email } = await registerByWire(freshEmail('secure'), strongLoginPassword);
  await page.goto('/login');
  await logInThroughUi(page, email, strongLoginPassword);

  // The email is bound by registration; the transaction password is the missing basic.
  await expectLevel(page, 'Not secure', 'Set a transaction password');
  await page.getByRole('link', { name: 'Set a transaction password' }).click();
  await expect(page).toHaveURL(/\/bindmpwd/);
  await page.getByLabel('Transaction password', { exact: true }).fill('246810');
  await page.getByLabel('Repeat transaction password').fill('246810');
  await page.getByLabel('Login password').fill(strongLoginPassword);
  await page.getByRole('button', { name: 'Save transaction password' }).click();
  await expect(page.getByText('Transaction password saved')).toBeVisible();

  await expectLevel(page, 'Weak', 'Bind a phone number');
  await page.getByRole('link', { name: 'Bind a phone number' }).click();
  await expect(page).toHaveURL(/\/bindphone/);
  await page.getByLabel('New phone number').fill(`+4477009${String(Date.now()).slice(-5)}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  // Demo mode shows the code it sent, labelled as such; without demo mode it goes by SMS.
  const demo = page.getByText(/Demo code \(shown only in demo mode\): \d{6}/);
  await expect(demo).toBeVisible();
  const code = (await demo.textContent())!.match(/(\d{6})/)![1];
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(page.getByText('Phone bound')).toBeVisible();

  await expectLevel(page, 'Weak', 'Answer the security questions');
  await page.getByRole('link', { name: 'Answer the security questions' }).click();
  await page.getByLabel('Who was your best childhood friend?').fill('Ada');
  await page.getByLabel('Who is your idol?').fill('Grace');
  await page.getByLabel('Which place do you most long to visit?').fill('Kyoto');
  await page.getByLabel('Login password').fill(strongLoginPassword);
  await page.getByRole('button', { name: 'Save answers' }).click();
  await expect(page.getByText('Security answers saved')).toBeVisible();

  // Strong also needs two-factor authentication and an anti-phishing phrase (two-factor.spec.ts takes those steps).
  await expectLevel(page, 'Weak', 'Turn on two-factor authentication');
  // Every one of these changes started the disclosed 24 h pause on withdrawals.
  await expect(page.getByRole('status').filter({ hasText: /withdraw/i })).toBeVisible();
});
