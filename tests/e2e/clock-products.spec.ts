// The products that run on the clock, end to end, against a platform of its own whose clock the
// journey moves forward (a daily cut-off, a subscription window, a lock and a listing pass without
// waiting; demo mode). A member buys 30-day AI Earn custody, sees a cut-off accrue the day's
// interest, redeems early at the shown penalty and has principal and interest less the penalty
// back. An admin creates a new coin in /ops; two members subscribe for twice what is for sale,
// the zone shows it sold out, the window's close passes each half (pro rata) and unfreezes the
// rest at once, the lock releases the coins to spot, and at the listing the coin's market opens
// with an empty book, where the first orders set the price and trade.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { logInThroughUi } from './support/app';
import { startSpotPlatform, type SpotPlatform } from './support/spot-platform';
import { movedClock, type MovedClock } from './support/moved-clock';

const DAY = 86_400_000;
const password = 'Meridian2024';
const admin = { email: `coins.admin.${Date.now().toString(36)}@ops.example`, password: 'Operator-Pass-2026' };

let platform: SpotPlatform;
let clock: MovedClock;
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async () => {
  clock = movedClock();
  platform = await startSpotPlatform(clock.env);
  const made = platform.ops('create-operator', '--email', admin.email, '--password', admin.password, '--role', 'admin');
  if (made.status !== 0) throw new Error(`the operator was not created: ${made.stderr}`);
});
test.afterAll(async () => {
  await platform?.stop();
  clock?.remove();
});

async function balances(token: string): Promise<Record<string, { available: string; frozen: string }>> {
  const res = await platform.call('getAsset2', 'GET', {}, token);
  expect(res.code, res.message).toBe(0);
  return Object.fromEntries(res.data.assets.map((a: any) => [a.currency, { available: a.available, frozen: a.frozen }]));
}

/** Registers with the demo code and takes the demo funds (1,000 USDT in the spot account). */
async function arrangeMember(tag: string): Promise<{ email: string; token: string }> {
  const email = `${tag}-${Date.now().toString(36)}@example.test`;
  const code = await platform.call('getCode', 'GET', { email, scene: 'register' });
  expect(code.code, code.message).toBe(0);
  const reg = await platform.call('userRegister', 'POST', { type: 'email', account: email, code: code.data.demoCode, password, repassword: password, agree: '1' });
  expect(reg.code, reg.message).toBe(0);
  const { data: { token } } = await platform.call('userLogin', 'POST', { account: email, password });
  expect((await platform.call('demoFunds', 'POST', {}, token)).code).toBe(0);
  await expect.poll(async () => (await balances(token)).USDT?.available, { timeout: 30_000 }).toBe('1000');
  return { email, token };
}

async function memberPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: platform.url, viewport: { width: 1366, height: 900 }, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  await logInThroughUi(page, email, password);
  return page;
}

/** Moves the platform's clock to `at` (never back); its due work runs within a second. */
function moveClockTo(at: number) {
  clock.advance(Math.max(0, at - clock.now()));
}

test('AI Earn: custody bought, a cut-off accrues its interest, redeemed early at the shown penalty', async ({ browser }) => {
  const { email, token } = await arrangeMember('earn');
  const page = await memberPage(browser, email);

  // The AI Earn page: every term, and where the interest comes from.
  await page.goto('/profit_index');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Earn: fixed-rate custody' })).toBeVisible();
  await expect(page.getByTestId('earn-rules')).toContainText('paid by the platform from its own account. No AI, trading or investment produces it');
  const month = page.getByTestId('earn-product').filter({ hasText: '30 days custody' });
  await expect(month).toContainText('Fixed daily rate0.01%');
  await expect(month).toContainText('Early redemption penalty (of the amount)1%');
  await month.getByRole('link', { name: 'Buy' }).click();

  // The buy page: the figures of 200 USDT before confirming, then the confirm step.
  await expect(page).toHaveURL(/\/profit_buy\?id=m1$/);
  await page.getByLabel('Amount (USDT)').fill('200');
  const figures = page.getByTestId('earn-figures');
  await expect(figures).toContainText('Interest a day0.02 USDT');
  await expect(figures).toContainText('Interest over the whole cycle0.6 USDT');
  await expect(figures).toContainText('Penalty if redeemed early2 USDT');
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your custody order' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and buy' }).click();

  await expect(page).toHaveURL(/\/profit_wdtg$/);
  const order = page.getByTestId('earn-order');
  await expect(order).toHaveAttribute('data-state', 'custody');
  await expect(order).toContainText('Escrow amount200 USDT');
  await expect(order).toContainText('Remaining days30');
  await expect(order).toContainText('Profit earned0 USDT');
  expect((await balances(token)).USDT.available).toBe('800');

  // The next daily cut-off (00:00 UTC) passes: one day's interest, paid by the platform, accrues.
  const nextMidnight = Math.ceil(clock.now() / DAY) * DAY;
  moveClockTo(nextMidnight + 60_000);
  await expect.poll(async () => {
    await page.reload();
    return page.getByTestId('earn-order').textContent();
  }, { timeout: 30_000 }).toContain('Profit earned0.02 USDT');
  await expect(order).toContainText('Remaining days29');

  // Early redemption: principal and the day's interest, less 1 % of the principal, shown first.
  await order.getByRole('button', { name: 'Redeem early' }).click();
  const quote = page.getByTestId('earn-quote');
  await expect(quote).toContainText('Interest so far (yours to keep)0.02 USDT');
  await expect(quote).toContainText('Penalty (kept by the platform)−2 USDT');
  await expect(quote).toContainText('Returns to your spot account198.02 USDT');
  await page.getByRole('button', { name: 'Confirm early redemption' }).click();
  await expect(page.getByTestId('earn-redeemed')).toHaveText('Redeemed: 198.02 USDT returned to your spot account.');
  expect((await balances(token)).USDT.available).toBe('998.02');

  await page.getByRole('tab', { name: 'Ended' }).click();
  const ended = page.getByTestId('earn-order');
  await expect(ended).toHaveAttribute('data-state', 'redeemed');
  await expect(ended).toContainText('Returned to your spot account198.02 USDT');
  await expect(ended).toContainText('Penalty kept2 USDT');
  await page.context().close();
});

/** A datetime-local value in UTC (the journey's browsers run in UTC). */
const localInput = (ms: number) => new Date(ms).toISOString().slice(0, 16);

test('New coin: created in /ops, oversubscribed, passed in part with the rest unfrozen, released, and traded on its new market', async ({ browser }) => {
  const symbol = `NV${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const market = `${symbol}USDT`;
  // Whole minutes, so what the console shows and sends is exactly these times.
  const startsAt = Math.ceil((clock.now() + 10 * 60_000) / 60_000) * 60_000;
  const endsAt = startsAt + 3_600_000;
  const listingAt = endsAt + 2 * DAY;

  // The admin creates the project in the console.
  const ops = await (await browser.newContext({ baseURL: platform.url, viewport: { width: 1366, height: 900 }, locale: 'en-US', timezoneId: 'UTC' })).newPage();
  await ops.goto('/ops');
  await ops.getByLabel('Operator email').fill(admin.email);
  await ops.getByLabel('Password').fill(admin.password);
  await ops.getByRole('button', { name: 'Sign in' }).click();
  await ops.getByRole('link', { name: 'New coins' }).click();
  const fields: Array<[string, string]> = [
    ['Project name', 'Nova Network'], ['Symbol', symbol], ['Issue price (USDT)', '0.5'], ['Lot (coins)', '10'],
    ['Quantity for sale (coins)', '1000'], ['Circulation (coins)', '100000'], ['Least per user (coins)', '10'], ['Most per user (coins)', '1000'],
    ['Window opens', localInput(startsAt)], ['Window closes', localInput(endsAt)], ['Listing time', localInput(listingAt)], ['Lock days', '1'],
  ];
  for (const [label, value] of fields) await ops.getByLabel(label, { exact: true }).fill(value);
  await ops.getByRole('button', { name: 'Create project' }).click();
  await expect(ops.getByText(`Nova Network (${symbol}) created.`)).toBeVisible();

  // Two members; the window opens.
  const a = await arrangeMember('coin-a');
  const b = await arrangeMember('coin-b');
  moveClockTo(startsAt + 60_000);
  const page = await memberPage(browser, a.email);
  await page.goto('/subscription');
  const card = page.getByTestId('newcoin-project').filter({ hasText: symbol });
  await expect(card).toContainText('Open for subscription');
  await expect(page.getByTestId('allocation-rule')).toContainText('pro rata, rounded down to whole lots');

  // A subscribes for the most (100 lots: 1,000 coins, 500 USDT frozen) on the page ...
  await card.getByRole('link', { name: `Subscribe to ${symbol}` }).click();
  await page.getByLabel('Quantity (lots)').fill('100');
  await expect(page.getByTestId('subscribe-figures')).toContainText('USDT frozen (issue price × quantity)500 USDT');
  await page.getByRole('button', { name: 'Review subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
  await expect(page).toHaveURL(/\/subscriptionList$/);
  const mine = page.getByTestId('subscription').filter({ hasText: symbol });
  await expect(mine).toHaveAttribute('data-state', 'review');
  await expect(mine).toContainText('USDT frozen500 USDT');
  expect(await balances(a.token)).toMatchObject({ USDT: { available: '500', frozen: '500' } });

  // ... and B as much through the same call: twice what is for sale, so the zone says sold out.
  const projectId = (await platform.call('getNewcoinsList', 'GET')).data.find((p: any) => p.symbol === symbol).id;
  const subscribed = await platform.call('subscribeNewcoin', 'POST', { id: projectId, quantity: '1000' }, b.token);
  expect(subscribed.code, subscribed.message).toBe(0);
  await page.goto('/subscription');
  await expect(page.getByTestId('newcoin-project').filter({ hasText: symbol }).getByTestId('sold-out')).toBeVisible();

  // The window closes: each passes for half (500 coins, 250 USDT paid), the other 250 USDT is unfrozen at once.
  moveClockTo(endsAt + 60_000);
  await expect.poll(async () => (await balances(a.token)).USDT, { timeout: 30_000 }).toEqual({ available: '750', frozen: '0' });
  await page.goto('/subscriptionList');
  await expect(mine).toHaveAttribute('data-state', 'passed');
  await expect(mine).toContainText(`Pass quantity500 ${symbol}`);
  await expect(mine).toContainText('Paid250 USDT');
  await expect(mine).toContainText('USDT unfrozen250 USDT');
  expect((await balances(a.token))[symbol]).toEqual({ available: '0', frozen: '500' });

  // A day later the lock ends: the coins are in the spot account.
  moveClockTo(endsAt + DAY + 60_000);
  await expect.poll(async () => (await balances(a.token))[symbol], { timeout: 30_000 }).toEqual({ available: '500', frozen: '0' });
  await page.reload();
  await expect(mine).toHaveAttribute('data-state', 'released');

  // At the listing time the market opens with an empty book: A offers 100 coins at a price A sets, B takes them.
  moveClockTo(listingAt + 60_000);
  await expect.poll(async () => (await platform.call('getmarketList', 'GET')).data.some((m: any) => m.symbol === market), { timeout: 30_000 }).toBe(true);
  const book = await platform.call('depth', 'GET', { symbol: market });
  expect(book.code, book.message).toBe(0);
  expect([...book.data.bids, ...book.data.asks]).toEqual([]);
  await page.goto('/subscriptionList');
  await mine.getByRole('link', { name: `Trade ${symbol}/USDT` }).click();
  await expect(page.getByRole('heading', { name: `${symbol}/USDT` })).toBeVisible();
  const form = page.getByRole('region', { name: 'Place an order' });
  await form.getByRole('radio', { name: 'Sell', exact: true }).click();
  await form.getByRole('radio', { name: 'Limit', exact: true }).click();
  await form.getByLabel('Price (USDT)').fill('0.8');
  await form.getByLabel(`Amount (${symbol})`).fill('100');
  await form.getByRole('button', { name: 'Review sell order' }).click();
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(form.getByRole('status')).toContainText('Order placed');
  const bought = await platform.call('spotOrder', 'POST', { symbol: market, side: 'buy', type: 'limit', price: '0.8', amount: '100' }, b.token);
  expect(bought.code, bought.message).toBe(0);
  await expect.poll(async () => (await balances(b.token))[symbol]?.available, { timeout: 30_000 }).toBe('600');
  await expect.poll(async () => (await balances(a.token))[symbol]?.available).toBe('400');

  const audit = platform.ops('audit');
  expect(audit.status, audit.stderr).toBe(0);
  await page.context().close();
  await ops.context().close();
});
