// Referral end to end, against a platform of its own: a member opens /mypromotion and shares the
// invitation link; a friend registers through that link in the browser (the code filled in); a
// friend of the friend registers with the friend's code. Both invitees take the demo test funds and
// buy BTC at market (the friend on /deal, the friend's friend on the wire), paying the taker fee.
// The member's page then shows, at levels 1 and 2, exactly the level's rate times each fee, in the
// profit list too, and both invitees masked in the invitee list; the friend earns level 1 on the
// friend's friend's fee. Nothing is paid for the registrations alone. The ledger audit is clean.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { fromMinor, toMinor } from '../../api/money';
import { expect, test } from './support/fixtures';
import { agree, logInThroughUi } from './support/app';
import { startSpotPlatform, type SpotPlatform } from './support/spot-platform';
import { writeRecording } from './support/replay-recording';

let platform: SpotPlatform;
let replayDir: string;
test.beforeAll(async () => {
  replayDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-e2e-referral-feed-'));
  const steadyBtc = writeRecording(replayDir, 'steady.jsonl', 30 * 60, () => ({ BTCUSDT: '65000.0' }));
  platform = await startSpotPlatform({ PRICE_FEED: 'replay', PRICE_FEED_URL: steadyBtc });
});
test.afterAll(async () => {
  await platform?.stop();
  fs.rmSync(replayDir, { recursive: true, force: true });
});

const password = 'Meridian2024';
const usdt = (s: string) => toMinor(s, 6)!;
const shown = (minor: bigint) => `${fromMinor(minor, 6)} USDT`;
const email = (tag: string) => `${tag}-${Date.now().toString(36)}@example.test`;

async function call(name: string, method: 'GET' | 'POST', params: Record<string, string> = {}, token?: string) {
  const res = await platform.call(name, method, params, token);
  expect(res.code, `${name}: ${res.message}`).toBe(0);
  return res.data;
}

async function registerByWire(account: string, invitationCode?: string) {
  const code = await call('getCode', 'GET', { email: account, scene: 'register' });
  await call('userRegister', 'POST', { type: 'email', account, code: code.demoCode, password, repassword: password, agree: '1', ...(invitationCode ? { invitation_code: invitationCode } : {}) });
  return (await call('userLogin', 'POST', { account, password })).token as string;
}

/** Takes the demo test funds and waits for the chain to credit them. */
async function takeDemoFunds(token: string) {
  await call('demoFunds', 'POST', {}, token);
  await expect.poll(async () => (await call('getAsset2', 'GET', {}, token)).assets.find((a: any) => a.currency === 'USDT')?.available, { timeout: 30_000 }).toBe('1000');
}

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: platform.url, viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  return context.newPage();
}

/** The fee of the user's one filled order, in USDT minor units. */
async function feeOfOnlyOrder(token: string): Promise<bigint> {
  const orders = await call('getDealList', 'GET', { state: 'history', symbol: 'BTCUSDT' }, token);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ state: 'filled', fee_asset: 'USDT' });
  return usdt(orders[0].fee);
}

const levelRow = (page: Page, level: number) => page.getByTestId('promotion-level').filter({ hasText: `Level ${level}` });

test('a member invites a friend, the friend and their friend trade, and /mypromotion shows the commission of two levels', async ({ browser }) => {
  test.setTimeout(180_000);
  const memberEmail = email('ref-member');
  await registerByWire(memberEmail);

  // The member finds their code and link on /mypromotion.
  const memberPage = await newPage(browser);
  await logInThroughUi(memberPage, memberEmail, password);
  await memberPage.goto('/mypromotion');
  await expect(memberPage.getByRole('heading', { level: 1, name: 'My promotion' })).toBeVisible();
  const code = (await memberPage.getByTestId('promotion-code').textContent())!;
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  const link = await memberPage.getByTestId('promotion-link').inputValue();
  expect(link).toBe(`${platform.url}/register?invite=${code}`);
  await expect(memberPage.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
  await expect(memberPage.getByTestId('promotion-total')).toHaveText('Total earned: 0 USDT');

  // The friend opens the link and registers: the invitation code is already there.
  const friendEmail = email('ref-friend');
  const friendPage = await newPage(browser);
  await friendPage.goto(link);
  await expect(friendPage.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(friendPage.getByLabel('Invitation code (optional)')).toHaveValue(code);
  await friendPage.getByLabel('Email address').fill(friendEmail);
  await friendPage.getByRole('button', { name: 'Send code' }).click();
  const demo = friendPage.getByText(/Demo code \(shown only in demo mode\): \d{6}/);
  await expect(demo).toBeVisible();
  await friendPage.getByLabel('Verification code').fill(/(\d{6})/.exec((await demo.textContent())!)![1]!);
  await friendPage.getByLabel('Password', { exact: true }).fill(password);
  await friendPage.getByLabel('Confirm password').fill(password);
  await agree(friendPage);
  await friendPage.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(friendPage.getByRole('heading', { name: 'Registration successful' })).toBeVisible();
  const friendToken = (await call('userLogin', 'POST', { account: friendEmail, password })).token as string;

  // The friend's friend registers with the friend's code.
  const friendCode = (await call('getMyEarningsAndPromotion', 'GET', {}, friendToken)).invitation_code as string;
  const secondToken = await registerByWire(email('ref-second'), friendCode);

  // Registering paid nothing to anyone.
  await memberPage.reload();
  await expect(levelRow(memberPage, 1)).toContainText('20%1');
  await expect(levelRow(memberPage, 2)).toContainText('10%1');
  await expect(memberPage.getByTestId('promotion-total')).toHaveText('Total earned: 0 USDT');

  // The friend buys BTC at market on /deal; the friend's friend does the same on the wire.
  await takeDemoFunds(friendToken);
  await takeDemoFunds(secondToken);
  await logInThroughUi(friendPage, friendEmail, password);
  await friendPage.goto('/deal?symbol=BTCUSDT');
  // The trading page's chunk and market data load first: give a busy machine time.
  await expect(friendPage.getByRole('heading', { name: 'BTC/USDT' })).toBeVisible({ timeout: 30_000 });
  await expect(friendPage.getByText('Available: 1000 USDT')).toBeVisible({ timeout: 30_000 });
  const form = friendPage.getByRole('region', { name: 'Place an order' });
  await form.getByRole('radio', { name: 'Buy', exact: true }).click();
  await form.getByRole('radio', { name: 'Market', exact: true }).click();
  await form.getByLabel('Amount (BTC)').fill('0.002');
  await form.getByRole('button', { name: 'Review buy order' }).click();
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(form.getByRole('status')).toContainText('Order placed');
  await call('spotOrder', 'POST', { symbol: 'BTCUSDT', type: 'market', side: 'buy', amount: '0.003' }, secondToken);

  const friendFee = await feeOfOnlyOrder(friendToken);
  const secondFee = await feeOfOnlyOrder(secondToken);
  expect(friendFee).toBeGreaterThan(0n);
  expect(secondFee).toBeGreaterThan(0n);
  // Each level's share of each fee, rounded down: 20 % at level 1, 10 % at level 2.
  const fromFriend = (friendFee * 20n) / 100n;
  const fromSecond = (secondFee * 10n) / 100n;

  await memberPage.reload();
  await expect(levelRow(memberPage, 1).getByTestId('promotion-level-earned')).toHaveText(shown(fromFriend));
  await expect(levelRow(memberPage, 2).getByTestId('promotion-level-earned')).toHaveText(shown(fromSecond));
  await expect(levelRow(memberPage, 3).getByTestId('promotion-level-earned')).toHaveText('0 USDT');
  await expect(memberPage.getByTestId('promotion-total')).toHaveText(`Total earned: ${shown(fromFriend + fromSecond)}`);
  const profits = memberPage.getByTestId('promotion-profit');
  await expect(profits).toHaveCount(2);
  await expect(profits.filter({ hasText: 'Level 1:' })).toContainText(`${shown(fromFriend)}Level 1: 20% of a ${shown(friendFee)} spot trading fee paid by ${friendEmail[0]}***@example.test`);
  await expect(profits.filter({ hasText: 'Level 2:' })).toContainText(`Level 2: 10% of a ${shown(secondFee)} spot trading fee`);

  // The invitee list: the friend at level 1, the friend's friend at level 2, both masked.
  const invitees = memberPage.getByTestId('promotion-invitee');
  await expect(invitees).toHaveCount(1);
  await expect(invitees).toContainText(`${friendEmail[0]}***@example.test`);
  await expect(invitees).not.toContainText(friendEmail);
  await memberPage.getByRole('button', { name: 'Level 2' }).click();
  await expect(invitees).toContainText('r***@example.test');
  await expect(invitees).not.toContainText(friendEmail);

  // The friend earned level 1 on their friend's fee; the wallet holds it.
  const friendSummary = await call('getMyEarningsAndPromotion', 'GET', {}, friendToken);
  expect(friendSummary.totals).toEqual([{ asset: 'USDT', amount: fromMinor((secondFee * 20n) / 100n, 6) }]);

  const audit = platform.ops('audit');
  expect(audit.status, audit.stderr).toBe(0);
});
