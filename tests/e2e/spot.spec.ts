// Spot trading end to end, in two browsers against a platform of its own: user A buys BTC from the
// built-in market maker at market, then offers part of it at a limit inside the maker's spread;
// user B buys it there. Both pages follow the fill live (no reload), the balances and fees on the
// wire add up to the orders' figures, /all lists the history, and the ledger audit is clean. A page
// whose session ends elsewhere stops its private stream and asks to log in again at once. The
// reference price is a steady recording, so the maker's ladder stays where the test read it: on a
// random walk a busy machine's slow typing could let the maker's bids pass A's offer before it rests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { toMinor } from '../../api/money';
import { expect, test } from './support/fixtures';
import { fillLoginForm, loginButton, userMenu } from './support/app';
import { startSpotPlatform, type SpotPlatform } from './support/spot-platform';
import { writeRecording } from './support/replay-recording';

let platform: SpotPlatform;
let replayDir: string;
test.beforeAll(async () => {
  replayDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-e2e-spot-feed-'));
  const steadyBtc = writeRecording(replayDir, 'steady.jsonl', 30 * 60, () => ({ BTCUSDT: '65000.0' }));
  platform = await startSpotPlatform({ PRICE_FEED: 'replay', PRICE_FEED_URL: steadyBtc });
});
test.afterAll(async () => {
  await platform?.stop();
  fs.rmSync(replayDir, { recursive: true, force: true });
});

const password = 'Meridian2024';
interface Trader { email: string; token: string }

/** Registers with the demo code, logs in on the wire and takes the demo test funds (credited after the chain confirms). */
async function arrangeTrader(tag: string): Promise<Trader> {
  const email = `${tag}-${Date.now().toString(36)}@example.test`;
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

async function openDeal(browser: Browser, trader: Trader): Promise<Page> {
  const context = await browser.newContext({ baseURL: platform.url, viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto('/login');
  await fillLoginForm(page, trader.email, password);
  await loginButton(page).click();
  await expect(userMenu(page, trader.email)).toBeVisible();
  await page.goto('/deal?symbol=BTCUSDT');
  await expect(page.getByRole('heading', { name: 'BTC/USDT' })).toBeVisible();
  await expect(page.getByText('Available: 1000 USDT')).toBeVisible();
  return page;
}

/** Fills the order form the way a user does and confirms after reading the summary. */
async function placeOrder(page: Page, o: { side: 'Buy' | 'Sell'; type: 'Limit' | 'Market'; price?: string; amount: string }) {
  const form = page.getByRole('region', { name: 'Place an order' });
  await form.getByRole('radio', { name: o.side, exact: true }).click();
  await form.getByRole('radio', { name: o.type, exact: true }).click();
  if (o.price) await form.getByLabel('Price (USDT)').fill(o.price);
  await form.getByLabel('Amount (BTC)').fill(o.amount);
  await form.getByRole('button', { name: `Review ${o.side.toLowerCase()} order` }).click();
  await expect(form.getByRole('heading', { name: 'Confirm your order' })).toBeVisible();
  await expect(form.getByText('Fee rate (maker / taker)')).toBeVisible();
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(form.getByRole('status')).toContainText('Order placed');
  await form.getByRole('button', { name: 'New order' }).click();
}

const history = (page: Page) => page.getByRole('table', { name: 'Order history' });

async function dealList(token: string, state: 'open' | 'history') {
  const res = await platform.call('getDealList', 'GET', { state, symbol: 'BTCUSDT' }, token);
  expect(res.code, res.message).toBe(0);
  return res.data as Array<{ id: string; side: string; type: string; state: string; filled: string; total: string; fee: string; fee_asset: string; avg_price: string | null }>;
}

const btc = (s: string) => toMinor(s, 8)!;
const usdt = (s: string) => toMinor(s, 6)!;
/** A fee (in USDT, on both sides) is the rate on the traded total, in minor units, give or take the rounding of one unit. */
function expectFee(fee: bigint, total: bigint, bps: number) {
  const exact = (total * BigInt(bps)) / 10_000n;
  expect(fee >= exact - 1n && fee <= exact + 1n, `fee ${fee} for ${total} at ${bps} bps`).toBe(true);
}

test('two users trade with each other and with the market maker on /deal, and both see the fill live', async ({ browser }) => {
  test.setTimeout(120_000);
  const [a, b] = [await arrangeTrader('spot-a'), await arrangeTrader('spot-b')];
  const rules = (await platform.call('getCurrencyMessage', 'GET', { symbol: 'BTCUSDT' })).data.rules;
  const pageA = await openDeal(browser, a);
  const pageB = await openDeal(browser, b);

  // A buys from the market maker at market: it fills at once, against the maker's asks.
  await placeOrder(pageA, { side: 'Buy', type: 'Market', amount: '0.002' });
  await pageA.getByRole('tab', { name: 'Order history' }).click();
  await expect(history(pageA).getByRole('row').filter({ hasText: 'Market' })).toContainText('Completed');
  const [bought] = await dealList(a.token, 'history');
  expect(bought).toMatchObject({ side: 'buy', type: 'market', state: 'filled', filled: '0.002', fee_asset: 'USDT' });
  expectFee(usdt(bought.fee), usdt(bought.total), rules.taker_fee_bps);

  // A offers 0.001 BTC one tick below the middle of the maker's spread; B buys it there. The maker
  // only ever rests, so its bids stop short of A's offer and its asks stay above it.
  const depth = (await platform.call('depth', 'GET', { symbol: 'BTCUSDT', limit: '1' })).data;
  const tick = Number(rules.tick_size);
  const decimals = rules.tick_size.includes('.') ? rules.tick_size.split('.')[1].length : 0;
  // As the wire writes decimals: no trailing zeros.
  const price = String(Number(((Math.round((Number(depth.bids[0][0]) + Number(depth.asks[0][0])) / 2 / tick) - 1) * tick).toFixed(decimals)));
  await pageA.getByRole('tab', { name: /Open orders/ }).click();
  await placeOrder(pageA, { side: 'Sell', type: 'Limit', price, amount: '0.001' });
  await expect(pageA.getByRole('tab', { name: 'Open orders (1)' })).toBeVisible();
  await placeOrder(pageB, { side: 'Buy', type: 'Limit', price, amount: '0.001' });

  // Both pages show the fill without a reload: A's resting sell leaves the open orders for the
  // history, B's buy is completed, and the trade prints in the recent trades of both.
  await expect(pageA.getByRole('tab', { name: 'Open orders (0)' })).toBeVisible();
  await pageA.getByRole('tab', { name: 'Order history' }).click();
  await expect(history(pageA).getByRole('row').filter({ hasText: 'Sell' })).toContainText('Completed');
  await pageB.getByRole('tab', { name: 'Order history' }).click();
  await expect(history(pageB).getByRole('row').filter({ hasText: 'Buy' })).toContainText('Completed');
  for (const page of [pageA, pageB]) {
    await expect(page.getByRole('region', { name: 'Recent trades' }).getByText(price).first()).toBeVisible();
  }

  // They traded with each other, at A's price: A was the maker, B the taker.
  const [sold] = await dealList(a.token, 'history');
  const [boughtB] = await dealList(b.token, 'history');
  expect(sold).toMatchObject({ side: 'sell', state: 'filled', filled: '0.001', avg_price: price, fee_asset: 'USDT' });
  expect(boughtB).toMatchObject({ side: 'buy', state: 'filled', filled: '0.001', avg_price: price, fee_asset: 'USDT' });
  expect(sold.total).toBe(boughtB.total);
  expectFee(usdt(sold.fee), usdt(sold.total), rules.maker_fee_bps);
  expectFee(usdt(boughtB.fee), usdt(boughtB.total), rules.taker_fee_bps);

  // Balances are the orders' figures to the last unit, and nothing stays frozen.
  const balA = await balances(a.token);
  const balB = await balances(b.token);
  expect(usdt(balA.USDT.available)).toBe(usdt('1000') - usdt(bought.total) - usdt(bought.fee) + usdt(sold.total) - usdt(sold.fee));
  expect(btc(balA.BTC.available)).toBe(btc(bought.filled) - btc(sold.filled));
  expect(usdt(balB.USDT.available)).toBe(usdt('1000') - usdt(boughtB.total) - usdt(boughtB.fee));
  expect(btc(balB.BTC.available)).toBe(btc(boughtB.filled));
  for (const bal of [balA.USDT, balA.BTC, balB.USDT, balB.BTC]) expect(bal.frozen).toBe('0');
  // The page shows the same available balance, updated live by the private stream.
  await pageA.getByRole('region', { name: 'Place an order' }).getByRole('radio', { name: 'Sell', exact: true }).click();
  await expect(pageA.getByText(`Available: ${balA.BTC.available} BTC`)).toBeVisible();

  // /all lists A's two completed orders; /dealList has nothing open.
  await pageA.goto('/all');
  await expect(pageA.getByRole('heading', { name: 'Order history' })).toBeVisible();
  await expect(pageA.getByRole('table', { name: 'All' }).getByRole('row')).toHaveCount(3);
  await pageA.getByRole('link', { name: 'Current orders' }).click();
  await expect(pageA.getByText('No orders.')).toBeVisible();

  const audit = platform.ops('audit');
  expect(audit.status, audit.stderr).toBe(0);
  expect(JSON.parse(audit.stdout)).toMatchObject({ ok: true, problems: [] });
});

test('a /deal page whose session is logged out elsewhere stops its private stream and asks to log in again at once', async ({ browser }) => {
  const trader = await arrangeTrader('spot-ended');
  const context = await browser.newContext({ baseURL: platform.url, viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  // What the server says on the page's stream, as the browser receives it.
  const frames: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (f) => { if (typeof f.payload === 'string') frames.push(f.payload); }));
  try {
    await page.goto('/login');
    await fillLoginForm(page, trader.email, password);
    await loginButton(page).click();
    await expect(userMenu(page, trader.email)).toBeVisible();
    await page.goto('/deal?symbol=BTCUSDT');
    // The trading screen's code is loaded on first visit: slow on a busy machine.
    await expect(page.getByRole('heading', { name: 'BTC/USDT' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Available: 1000 USDT')).toBeVisible();
    await expect.poll(() => frames.filter((f) => f.includes('"op":"subscribed","channel":"orders"')).length).toBe(1);

    // The same session ends from another device; the page makes no call of its own.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect((await platform.call('logout', 'POST', {}, token!)).code).toBe(0);
    await expect(page.getByRole('alertdialog')).toContainText('Your session is no longer valid. Please log in again.');
    expect(frames).toContain(JSON.stringify({ op: 'auth', ok: false, error: 'sessionInvalid' }));
  } finally {
    await context.close();
  }
});
