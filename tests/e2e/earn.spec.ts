// AI Earn custody end to end, against a platform of its own (demo mode). A member with the demo
// funds reads the 30-day product's terms on /profit_index, buys 200 USDT of it on /profit_buy after
// seeing the figures (a day's interest, the whole cycle, the penalty) and its confirm step, finds
// the order on /profit_wdtg, redeems it early at the shown penalty (1 % of the principal; no cut-off
// has passed, so no interest yet) and gets 198 USDT back in the spot account; the ended tab shows
// what returned and the penalty kept.
import { expect, test } from './support/fixtures';
import { logInThroughUi } from './support/app';
import { startSpotPlatform, type SpotPlatform } from './support/spot-platform';

let platform: SpotPlatform;
test.beforeAll(async () => { platform = await startSpotPlatform(); });
test.afterAll(async () => { await platform?.stop(); });

const password = 'Meridian2024';

async function spotUsdt(token: string): Promise<string | undefined> {
  return (await platform.call('getAsset2', 'GET', {}, token)).data.assets.find((a: any) => a.currency === 'USDT')?.available;
}

/** Registers with the demo code and takes the demo funds (1,000 USDT in the spot account). */
async function arrangeMember(): Promise<{ email: string; token: string }> {
  const email = `earn-${Date.now().toString(36)}@example.test`;
  const code = await platform.call('getCode', 'GET', { email, scene: 'register' });
  expect(code.code, code.message).toBe(0);
  const reg = await platform.call('userRegister', 'POST', { type: 'email', account: email, code: code.data.demoCode, password, repassword: password, agree: '1' });
  expect(reg.code, reg.message).toBe(0);
  const { data: { token } } = await platform.call('userLogin', 'POST', { account: email, password });
  expect((await platform.call('demoFunds', 'POST', {}, token)).code).toBe(0);
  await expect.poll(() => spotUsdt(token), { timeout: 30_000 }).toBe('1000');
  return { email, token };
}

test('a member buys 30-day custody, sees it held, redeems it early at the shown penalty and has the rest back in spot', async ({ browser }) => {
  const { email, token } = await arrangeMember();
  const context = await browser.newContext({ baseURL: platform.url, viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await logInThroughUi(page, email, password);

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

  // My custody: the order held, then redeemed early at the quoted penalty.
  await expect(page).toHaveURL(/\/profit_wdtg$/);
  const order = page.getByTestId('earn-order');
  await expect(order).toHaveAttribute('data-state', 'custody');
  await expect(order).toContainText('Escrow amount200 USDT');
  await expect(order).toContainText('Remaining days30');
  expect(await spotUsdt(token)).toBe('800');
  await order.getByRole('button', { name: 'Redeem early' }).click();
  const quote = page.getByTestId('earn-quote');
  await expect(quote).toContainText('Penalty (kept by the platform)−2 USDT');
  await expect(quote).toContainText('Returns to your spot account198 USDT');
  await page.getByRole('button', { name: 'Confirm early redemption' }).click();
  await expect(page.getByTestId('earn-redeemed')).toHaveText('Redeemed: 198 USDT returned to your spot account.');
  await expect(page.getByText('No custody orders here.')).toBeVisible();
  expect(await spotUsdt(token)).toBe('998');

  await page.getByRole('tab', { name: 'Ended' }).click();
  const ended = page.getByTestId('earn-order');
  await expect(ended).toHaveAttribute('data-state', 'redeemed');
  await expect(ended).toContainText('Returned to your spot account198 USDT');
  await expect(ended).toContainText('Penalty kept2 USDT');
  await context.close();
});
