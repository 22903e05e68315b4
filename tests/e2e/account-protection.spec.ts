// Account protection end to end, on a platform whose clock the journey moves: a member saves a
// withdrawal address and sees it pending until the stated time; the clock passes the delay and the
// address shows active. The member logs in from a second browser, signs that session out from the
// first one's sessions page, and the second browser is logged out.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { headerLoginLink, logInThroughUi } from './support/app';
import { startSpotPlatform, type SpotPlatform } from './support/spot-platform';
import { movedClock, type MovedClock } from './support/moved-clock';
import { memberPassword } from './support/verified-member';

const HOUR = 3_600_000;
let platform: SpotPlatform;
let clock: MovedClock;
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.beforeAll(async () => {
  clock = movedClock();
  platform = await startSpotPlatform(clock.env);
});
test.afterAll(async () => {
  await platform?.stop();
  clock?.remove();
});

async function registered(): Promise<string> {
  const email = `guard-${Date.now().toString(36)}@example.test`;
  const code = await platform.call('getCode', 'GET', { email, scene: 'register' });
  expect(code.code, code.message).toBe(0);
  const reg = await platform.call('userRegister', 'POST', { type: 'email', account: email, code: code.data.demoCode, password: memberPassword, repassword: memberPassword, agree: '1' });
  expect(reg.code, reg.message).toBe(0);
  return email;
}

async function memberPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: platform.url, viewport: { width: 1366, height: 900 }, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  await logInThroughUi(page, email, memberPassword);
  return page;
}

test('a new address waits the delay before it is active; a session signed out elsewhere is logged out', async ({ browser }) => {
  const email = await registered();
  const first = await memberPage(browser, email);

  await first.goto('/address');
  await first.getByLabel('Chain').selectOption('LOCAL');
  const address = `lc1${'7b'.repeat(20)}`;
  await first.getByRole('textbox', { name: 'Withdrawal address' }).fill(address);
  await first.getByRole('button', { name: 'Save address' }).click();
  const row = first.getByRole('table', { name: 'Withdrawal addresses' }).getByRole('row').filter({ hasText: address });
  const usableAt = new Date(clock.now() + 24 * HOUR);
  await expect(row).toContainText('Pending until');
  await expect(row).toContainText(String(usableAt.getUTCFullYear()));
  await expect(first.getByText('switching it off takes effect only after 24 hours')).toBeVisible();

  clock.advance(24 * HOUR + 2000);
  // The platform runs due work every second: the address turns active without anyone writing it.
  await expect(async () => {
    await first.reload();
    await expect(row).toContainText('Active', { timeout: 5000 });
  }).toPass({ timeout: 30_000 });

  const second = await memberPage(browser, email);
  await first.goto('/devices');
  const sessions = first.getByRole('table', { name: 'Sessions and devices' });
  await expect(sessions.getByRole('row')).toHaveCount(3);
  await expect(sessions.getByText('This device')).toBeVisible();
  await sessions.getByRole('button', { name: /^Sign out / }).click();
  await expect(sessions.getByRole('row')).toHaveCount(2);
  await expect(first.getByRole('table', { name: 'Login history' }).getByRole('row')).toHaveCount(3);

  await second.goto('/setting');
  await expect(headerLoginLink(second)).toBeVisible();
  await expect(second).toHaveURL(/\/login/);
});
