// Rewards end to end, against a platform of its own whose clock the journey moves forward (demo
// mode). A visitor reads the sign-in rules and the reward centre's tasks (each labelled withdrawable
// or trade-only) and is asked to log in to claim. A member whose demo funds were credited claims
// the first-deposit reward, then signs in on seven days in a row as the clock moves a day at a
// time: each day turns received with its reward, the sign-in log holds the week, the spot balance
// holds every reward, and the ledger audit is clean.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logInThroughUi } from './support/app';
import { startSpotPlatform, type SpotPlatform } from './support/spot-platform';
import { movedClock, type MovedClock } from './support/moved-clock';
import { arrangeVerifiedMember, memberPassword, operatorToken } from './support/verified-member';

const DAY = 86_400_000;
const admin = { email: `rewards.admin.${Date.now().toString(36)}@ops.example`, password: 'Operator-Pass-2026' };
const dayRewards = ['0.1', '0.1', '0.2', '0.2', '0.3', '0.3', '0.5'];

let platform: SpotPlatform;
let clock: MovedClock;
let member: { email: string; token: string };
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.beforeAll(async () => {
  clock = movedClock();
  platform = await startSpotPlatform(clock.env);
  const made = platform.ops('create-operator', '--email', admin.email, '--password', admin.password, '--role', 'admin');
  if (made.status !== 0) throw new Error(`the operator was not created: ${made.stderr}`);
  member = await arrangeVerifiedMember(platform, 'rewards', await operatorToken(platform, admin.email, admin.password));
});
test.afterAll(async () => {
  await platform?.stop();
  clock?.remove();
});

async function usdt(token: string): Promise<number> {
  const res = await platform.call('getAsset2', 'GET', {}, token);
  expect(res.code, res.message).toBe(0);
  return Number(res.data.assets.find((a: { currency: string }) => a.currency === 'USDT').available);
}

async function memberPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: platform.url, viewport: { width: 1366, height: 900 }, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  await logInThroughUi(page, member.email, memberPassword);
  return page;
}

const task = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a visitor reads the rules and the tasks, and is asked to log in to claim', async ({ browser }) => {
  const page = await (await browser.newContext({ baseURL: platform.url, locale: 'en-US' })).newPage();
  await page.goto('/signRule');
  await expect(page.getByRole('heading', { name: 'Sign-in rules', level: 1 })).toBeVisible();
  await expect(page.getByText('A day is a calendar day in the UTC time zone.')).toBeVisible();
  await expect(page.getByText('A missed day restarts the streak at day 1; after day 7 the next sign-in is day 1 again.')).toBeVisible();
  await expect(page.getByTestId('rewards-budget')).toContainText('marketing account');
  await expect(page.getByRole('row', { name: /Day 7/ })).toContainText('0.5');

  await page.goto('/benefits');
  await expect(page.getByRole('heading', { name: 'Reward centre', level: 1 })).toBeVisible();
  await expect(task(page, 'First deposit').getByTestId('reward-kind')).toHaveText('Withdrawable');
  await expect(task(page, 'First trade').getByTestId('reward-kind')).toHaveText('Trade only');
  await task(page, 'First deposit').getByRole('link', { name: 'Log in to claim' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('a member claims the first-deposit reward and signs in seven days in a row', async ({ browser }) => {
  const page = await memberPage(browser);
  const start = await usdt(member.token);

  await page.goto('/benefits');
  const deposit = task(page, 'First deposit');
  await expect(deposit).toHaveAttribute('data-state', 'claimable');
  await deposit.getByRole('button', { name: /Claim/ }).click();
  await expect(page.getByTestId('rewards-outcome')).toHaveText('First deposit: 5 USDT received.');
  await expect(deposit).toHaveAttribute('data-state', 'claimed');
  await expect(deposit.getByRole('button', { name: /Claim/ })).toHaveCount(0);

  await page.goto('/benefits');
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/sign$/);
  const days = page.getByTestId('sign-day');
  for (let day = 1; day <= 7; day += 1) {
    await expect(days.nth(day - 1)).toHaveAttribute('data-state', 'inProgress');
    await page.getByRole('button', { name: 'Sign in for today' }).click();
    await expect(page.getByTestId('rewards-outcome')).toContainText(`Signed in for day ${day}: ${dayRewards[day - 1]} USDT received.`);
    await expect(days.nth(day - 1)).toHaveAttribute('data-state', 'received');
    await expect(page.getByRole('button', { name: 'Sign in for today' })).toBeDisabled();
    await expect(page.getByTestId('signed-today')).toBeVisible();
    if (day < 7) {
      clock.advance(DAY);
      await page.reload();
    }
  }
  await expect(days.filter({ has: page.getByText('Received') })).toHaveCount(7);

  const log = await platform.call('ethSignlog', 'GET', {}, member.token);
  expect(log.code, log.message).toBe(0);
  expect(log.data.map((r: { day: number }) => r.day)).toEqual([7, 6, 5, 4, 3, 2, 1]);
  expect(await usdt(member.token)).toBeCloseTo(start + 5 + 1.7, 6);

  const audit = platform.ops('audit');
  expect(audit.status, audit.stderr).toBe(0);
  expect(JSON.parse(audit.stdout)).toMatchObject({ ok: true, problems: [] });
});
