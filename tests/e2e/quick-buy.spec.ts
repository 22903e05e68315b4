// Quick coin purchase end to end, against a platform of its own whose BTC reference price steps
// between two levels (a replay) and whose market maker quotes around it: the user picks BTC on
// /kjmbSelect, takes a quote on /kjmb and buys within it; then takes a quote while the price is
// low, sees the price step beyond the quote's bound before confirming, and is refused with the
// reason, nothing bought. The balances on the wire match the screen and the ledger audit is clean.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fillLoginForm, loginButton, userMenu } from './support/app';
import { startSpotPlatform, type SpotPlatform } from './support/spot-platform';
import { HIGH_PRICE, LOW_PRICE, writeQuickBuyReplay } from './support/quick-buy-replay';

let platform: SpotPlatform;
let replayDir: string;
test.beforeAll(async () => {
  replayDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-e2e-quick-'));
  platform = await startSpotPlatform({ PRICE_FEED: 'replay', PRICE_FEED_URL: writeQuickBuyReplay(replayDir) });
});
test.afterAll(async () => {
  await platform?.stop();
  fs.rmSync(replayDir, { recursive: true, force: true });
});

const password = 'Meridian2024';
const between = (LOW_PRICE + HIGH_PRICE) / 2;

async function arrangeBuyer(): Promise<{ email: string; token: string }> {
  const email = `quick-${Date.now().toString(36)}@example.test`;
  const code = await platform.call('getCode', 'GET', { email, scene: 'register' });
  expect(code.code, code.message).toBe(0);
  const reg = await platform.call('userRegister', 'POST', { type: 'email', account: email, code: code.data.demoCode, password, repassword: password, agree: '1' });
  expect(reg.code, reg.message).toBe(0);
  const login = await platform.call('userLogin', 'POST', { account: email, password });
  expect(login.code, login.message).toBe(0);
  const funds = await platform.call('demoFunds', 'POST', {}, login.data.token);
  expect(funds.code, funds.message).toBe(0);
  await expect.poll(async () => (await balances(login.data.token)).USDT?.available, { timeout: 30_000 }).toBe('1000');
  return { email, token: login.data.token };
}

async function balances(token: string): Promise<Record<string, { available: string; frozen: string }>> {
  const res = await platform.call('getAsset2', 'GET', {}, token);
  expect(res.code, res.message).toBe(0);
  return Object.fromEntries(res.data.assets.map((a: any) => [a.currency, { available: a.available, frozen: a.frozen }]));
}

async function bestAsk(): Promise<number> {
  const depth = await platform.call('depth', 'GET', { symbol: 'BTCUSDT', limit: '1' });
  return depth.data.asks.length ? Number(depth.data.asks[0][0]) : 0;
}

/** Waits, on the public book, for the step to the high price and then back down: a low phase has just begun. */
async function lowPhaseBegins() {
  await expect.poll(bestAsk, { timeout: 30_000, intervals: [200] }).toBeGreaterThan(between);
  await expect.poll(bestAsk, { timeout: 30_000, intervals: [200] }).toBeLessThan(between);
}

async function askQuote(page: Page, usdt: string) {
  await page.getByLabel('USDT to spend').fill(usdt);
  await page.getByRole('button', { name: 'Get quote' }).click();
  await expect(page.getByTestId('quick-quote')).toBeVisible();
  await expect(page.getByTestId('quick-countdown')).toContainText('This quote is valid for');
}

test('a quick purchase fills within its quote; one whose price moved beyond the bound is refused with its reason', async ({ browser }) => {
  // Registration, the chain's credit of the test funds and two price phases of the replay.
  test.setTimeout(150_000);
  const buyer = await arrangeBuyer();
  const context = await browser.newContext({ baseURL: platform.url, viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/login');
  await fillLoginForm(page, buyer.email, password);
  await loginButton(page).click();
  await expect(userMenu(page, buyer.email)).toBeVisible();

  await page.goto('/kjmbSelect');
  await expect(page.getByRole('heading', { name: 'Buy crypto' })).toBeVisible();
  const btc = page.getByTestId('quick-coin-BTCUSDT');
  await expect(btc).toContainText('Best ask');
  await btc.click();
  await expect(page).toHaveURL(/\/kjmb\?symbol=BTCUSDT$/);
  await expect(page.getByRole('heading', { name: 'Buy BTC' })).toBeVisible();

  // 1. Quote at the start of a steady phase, confirm at once: it fills within the bound shown.
  await lowPhaseBegins();
  await askQuote(page, '100');
  const bound = Number((await page.getByTestId('quick-bound').textContent())!.match(/above ([\d,.]+) USDT/)![1].replace(/,/g, ''));
  expect(bound).toBeGreaterThan(LOW_PRICE);
  await page.getByRole('button', { name: 'Confirm purchase' }).click();
  const fill = page.getByTestId('quick-fill');
  await expect(fill).toContainText('Bought');
  const spent = (await fill.textContent())!.match(/Spent: ([\d,.]+) USDT/)![1].replace(/,/g, '');
  expect(Number(spent)).toBeLessThanOrEqual(100);
  const afterFill = await balances(buyer.token);
  expect(Number(afterFill.USDT.available)).toBeCloseTo(1000 - Number(spent), 6);
  expect(afterFill.USDT.frozen).toBe('0');
  expect(Number(afterFill.BTC.available)).toBeGreaterThan(0);
  const history = await platform.call('orderHistory', 'GET', { symbol: 'BTCUSDT' }, buyer.token);
  const avg = Number(history.data[0].avg_price);
  expect(avg).toBeLessThanOrEqual(bound);

  // 2. Quote while the price is low; the price steps 2% up before confirming: refused, nothing bought.
  await page.getByRole('button', { name: 'Buy again' }).click();
  await lowPhaseBegins();
  await askQuote(page, '100');
  const lowBound = Number((await page.getByTestId('quick-bound').textContent())!.match(/above ([\d,.]+) USDT/)![1].replace(/,/g, ''));
  expect(lowBound).toBeLessThan(between);
  await expect.poll(bestAsk, { timeout: 15_000, intervals: [200] }).toBeGreaterThan(lowBound);
  await page.getByRole('button', { name: 'Confirm purchase' }).click();
  await expect(page.getByRole('alert')).toContainText(`The price moved beyond the quote's bound of ${lowBound} USDT; nothing was bought`);
  await expect(page.getByRole('button', { name: 'Confirm purchase' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Get a new quote' })).toBeVisible();
  expect(await balances(buyer.token)).toEqual(afterFill);
  const after = await platform.call('orderHistory', 'GET', { symbol: 'BTCUSDT' }, buyer.token);
  expect(after.data).toHaveLength(1);

  await context.close();
  const audit = platform.ops('audit');
  expect(audit.status, audit.stdout + audit.stderr).toBe(0);
});
