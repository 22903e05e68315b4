// Money in, traded, between accounts and out, in the real app against a platform connected to an
// EVM chain (ganache with the test ERC-20), with every rule at its default and nothing written to
// the database or a setting by the test: the user passes junior verification (a reviewer approves
// it in /ops), deposits on the EVM chain, trades on /deal against the built-in market maker until
// the turnover rule is met (the withdraw page shows the progress), an admin opens the withdrawal
// window on the console's Settings page (the default hours may be closed when this runs), one
// withdrawal is reviewed, sent on the chain and succeeded, another rejected and unfrozen at once,
// and the ledger audit (`npm run ops -- audit`) is clean after all of it; and a manual deposit with
// its credential image is reviewed and credited.
import { randomBytes } from 'node:crypto';
import { Wallet } from 'ethers';
import type { Page } from '@playwright/test';
import { test, expect, type Envelope } from './support/fixtures';
import { logInThroughUi } from './support/app';
import { startEvmPlatform, type EvmPlatform } from './support/evm-platform';
import { pngImage } from '../server/image-fixtures';
import { fromMinor as fromMinorUnits, toMinor } from '../../api/money';

const usdt = (n: number) => BigInt(n) * 1_000_000n;
const usdtMinor = (text: string) => toMinor(text, 6)!;
const fromMinor = (minor: bigint) => fromMinorUnits(minor, 6);
let evm: EvmPlatform;

test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  evm = await startEvmPlatform();
});
test.afterAll(async () => { await evm?.stop(); });

async function call<T = any>(name: string, method: 'GET' | 'POST', params: Record<string, string>, token?: string): Promise<Envelope<T>> {
  const form = new URLSearchParams({ ...params, lang: 'en', rtoken: randomBytes(6).toString('hex'), ...(token ? { token } : {}) });
  const res = method === 'GET'
    ? await fetch(`${evm.url}/${name}?${form}`)
    : await fetch(`${evm.url}/${name}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
  return (await res.json()) as Envelope<T>;
}

/** A registered user with a transaction password (demo mode shows the code in the answer). */
async function arrangeUser() {
  const email = `funds-${Date.now().toString(36)}@example.test`;
  const password = 'Meridian2024';
  const code = (await call('web/getCode', 'GET', { email, scene: 'register' })).data.demoCode;
  const reg = await call('web/userRegister', 'POST', { type: 'email', account: email, code, password, repassword: password, agree: '1' });
  expect(reg.code, reg.message).toBe(0);
  const token = (await call('web/userLogin', 'POST', { account: email, password })).data.token;
  const tpwd = await call('web/saveTpwd', 'POST', { tpwd: '246810', retpwd: '246810', password }, token);
  expect(tpwd.code, tpwd.message).toBe(0);
  return { email, password, tpwd: '246810' };
}

async function opsSignIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/ops');
  await page.getByLabel('Operator email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(account.email)).toBeVisible();
}

/** A market order on /deal, through the order form and its confirmation. */
async function tradeAtMarket(page: Page, side: 'Buy' | 'Sell', amount: string) {
  const form = page.getByRole('region', { name: 'Place an order' });
  await form.getByRole('radio', { name: side, exact: true }).click();
  await form.getByRole('radio', { name: 'Market', exact: true }).click();
  await form.getByLabel('Amount (BTC)').fill(amount);
  await form.getByRole('button', { name: `Review ${side.toLowerCase()} order` }).click();
  await form.getByRole('button', { name: 'Place order' }).click();
  await expect(form.getByRole('status')).toContainText('Order placed');
  await form.getByRole('button', { name: 'New order' }).click();
}

test('verified, deposited on the EVM chain, traded to the turnover rule, and two withdrawals reviewed in /ops: one sent and succeeded, one rejected and unfrozen', async ({ browser }) => {
  const user = await arrangeUser();
  const context = await browser.newContext({ baseURL: evm.url, viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await logInThroughUi(page, user.email, user.password);
  const opsContext = await browser.newContext({ baseURL: evm.url, viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const ops = await opsContext.newPage();

  // ---------------------------------------------------------------- junior verification, approved in /ops
  await page.goto('/smauth');
  await page.getByLabel('Nationality').selectOption('DE');
  await page.getByLabel('ID type').selectOption('1');
  await page.getByLabel('Real name').fill('Erika Mustermann');
  await page.getByLabel('ID number').fill('L01X00T47');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('kyc-state')).toHaveText('Under review');
  await opsSignIn(ops, evm.operator);
  await ops.getByRole('link', { name: 'Verifications' }).click();
  await ops.getByRole('table', { name: 'Verifications to review' }).getByRole('row').filter({ hasText: user.email }).getByRole('link', { name: 'Review' }).click();
  await ops.getByLabel('Reason (shown to the user)').fill('Document and name match');
  await ops.getByRole('button', { name: 'Approve' }).click();
  await expect(ops.getByRole('status')).toContainText('Decision recorded: Approve.');

  // ---------------------------------------------------------------- deposit on the EVM chain
  await page.goto('/recharge');
  await page.getByLabel('Chain', { exact: true }).selectOption('ERC20');
  await expect(page).toHaveURL(/chain=ERC20/);
  const addressBox = page.getByTestId('deposit-address');
  await expect(addressBox).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  await expect(page.getByText('A deposit is credited to your spot account after 3 confirmations.')).toBeVisible();
  const depositAddress = (await addressBox.textContent())!;
  await evm.node.sendUsdt(depositAddress, usdt(1000));
  const deposits = page.getByRole('table', { name: 'Deposits' });
  const depositRow = deposits.getByRole('row').filter({ hasText: 'ERC20' });
  // A send from outside shows once the user refreshes; while it is pending the list updates by itself.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(depositRow).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(depositRow).toContainText('1000');
  await expect(depositRow).toContainText('Credited to your spot account', { timeout: 30_000 });
  await expect(depositRow).toContainText('Success');
  await deposits.getByRole('button', { name: 'Timeline' }).first().click();
  const depositTimeline = page.getByRole('list', { name: 'Timeline of this deposit' });
  await expect(depositTimeline).toContainText('Detected on the chain');
  await expect(depositTimeline).toContainText('Credited to your spot account');

  // ------------------------------------------------------------------ the turnover rule, met by trading on /deal
  const rules = page.getByRole('region', { name: 'Withdrawal rules' });
  await page.goto('/money');
  await expect(rules).toContainText('must reach 90% of your deposits (1000 USDT): 900 USDT. Your volume so far: 0 USDT.');
  await expect(rules).toContainText('Every spot trade of yours counts at its value in USDT');
  await expect(rules).toContainText('Not met yet');
  // A round trip against the market maker's ladder: about 585 USDT each way at the start price.
  await page.goto('/deal?symbol=BTCUSDT');
  await tradeAtMarket(page, 'Buy', '0.009');
  await tradeAtMarket(page, 'Sell', '0.009');
  await page.goto('/money');
  await expect(rules).toContainText('Met');
  await expect(rules).not.toContainText('Not met yet');
  const volume = Number(/Your volume so far: ([\d.]+) USDT/.exec((await rules.textContent())!)![1]);
  expect(volume).toBeGreaterThanOrEqual(900);

  // ------------------------------------------------------------------ transfer between accounts
  await page.goto('/transfer');
  await expect(page.getByTestId('transfer-from')).toHaveText('Spot account');
  await page.getByLabel(/Amount/).fill('100');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await page.getByLabel('Transaction password').fill(user.tpwd);
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByText('100 USDT moved from Spot account to Contract account.')).toBeVisible();

  // ------------------------------------------------------------------ an admin opens the withdrawal window
  const adminContext = await browser.newContext({ baseURL: evm.url, viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const admin = await adminContext.newPage();
  await opsSignIn(admin, evm.admin);
  await admin.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Settings' }).click();
  const windowRow = admin.getByRole('table', { name: 'Settings' }).getByRole('row').filter({ hasText: 'withdraw.window' });
  await expect(windowRow).toContainText('The daily hours withdrawals are accepted, Hong Kong time');
  await windowRow.getByRole('button', { name: 'Edit withdraw.window' }).click();
  await windowRow.getByLabel('New value of withdraw.window').fill('{"start":"00:00","end":"24:00","timeZone":"Asia/Hong_Kong","utcOffsetMinutes":480}');
  await windowRow.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('status')).toContainText('withdraw.window saved.');
  await expect(windowRow).toContainText('"start":"00:00"');
  await adminContext.close();
  const before = await call('web/getAsset2', 'GET', {}, (await call('web/userLogin', 'POST', { account: user.email, password: user.password })).data.token);
  const availableBefore = usdtMinor(before.data.assets.find((a: any) => a.currency === 'USDT').available);

  // ------------------------------------------------------------------ two withdrawals on ERC20
  const payee = Wallet.createRandom().address;
  async function withdraw(amount: string, to: string) {
    await page.goto('/money');
    await page.getByLabel('Chain', { exact: true }).selectOption('ERC20');
    await page.getByLabel('Withdrawal address').fill(to);
    await page.getByLabel(/^Amount/).fill(amount);
    await page.getByRole('button', { name: 'Review withdrawal' }).click();
    await expect(page.getByRole('heading', { name: 'Check your withdrawal' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Transaction password').fill(user.tpwd);
    await page.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(page.getByText('Withdrawal submitted')).toBeVisible();
  }
  await withdraw('300', payee);
  await withdraw('200', Wallet.createRandom().address);

  // ------------------------------------------------------------------ the reviewer decides in /ops
  await ops.getByRole('link', { name: 'Withdrawals' }).click();
  const queue = ops.getByRole('table', { name: 'Withdrawals to review' });
  await expect(queue.getByRole('row').filter({ hasText: user.email })).toHaveCount(2);

  await queue.getByRole('row').filter({ hasText: '300 USDT' }).getByRole('link', { name: 'Review' }).click();
  await expect(ops.getByRole('table', { name: "User's balances" })).toBeVisible();
  await expect(ops.getByRole('table', { name: "User's deposits" })).toContainText('1000 USDT (ERC20)');
  await ops.getByLabel('Reason (shown to the user)').fill('Checked: the address belongs to the user');
  await ops.getByRole('button', { name: 'Approve' }).click();
  await expect(ops.getByRole('status')).toContainText('Decision recorded: Approve.');
  await expect(ops.getByRole('list', { name: 'Decisions (audit log)' })).toContainText(evm.operator.email);

  await ops.getByRole('link', { name: 'Back to the queue' }).click();
  await queue.getByRole('row').filter({ hasText: '200 USDT' }).getByRole('link', { name: 'Review' }).click();
  await ops.getByRole('button', { name: 'Reject' }).click();
  await expect(ops.getByText('Please give a reason')).toBeVisible();
  await ops.getByLabel('Reason (shown to the user)').fill('The destination is a mixing service');
  await ops.getByRole('button', { name: 'Reject' }).click();
  await expect(ops.getByRole('status')).toContainText('Decision recorded: Reject.');

  // ------------------------------------------------------------------ the user sees both outcomes
  await page.goto('/tbjl');
  const records = page.getByRole('table', { name: 'Withdrawal records' });
  const sent = records.getByRole('row').filter({ hasText: '300 USDT' });
  const rejected = records.getByRole('row').filter({ hasText: '200 USDT' });
  await expect(rejected).toContainText('Failure');
  // The sender broadcasts from the hot wallet; after 3 confirmations it is marked succeeded.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(sent).toContainText('Success', { timeout: 2_000 });
  }).toPass({ timeout: 40_000 });
  expect(await evm.node.usdtBalance(payee)).toBe(usdt(299));

  await sent.getByRole('button', { name: 'Details' }).click();
  let timeline = page.getByRole('region', { name: 'Withdrawal details' }).getByRole('list', { name: 'Timeline' });
  for (const state of ['Under review', 'Approved', 'Being sent', 'Succeeded']) await expect(timeline).toContainText(state);
  await expect(timeline).toContainText('Reason: Checked: the address belongs to the user');
  await sent.getByRole('button', { name: 'Details' }).click();
  await rejected.getByRole('button', { name: 'Details' }).click();
  timeline = page.getByRole('region', { name: 'Withdrawal details' }).getByRole('list', { name: 'Timeline' });
  await expect(timeline).toContainText('Rejected');
  await expect(timeline).toContainText('Reason: The destination is a mixing service');

  // Rejected and unfrozen at once: what was available before the withdrawals less the 300 sent; nothing frozen.
  const left = fromMinor(availableBefore - usdt(300));
  await page.goto('/table1');
  const spot = page.getByRole('row').filter({ hasText: /^USDT/ }).first();
  await expect(spot).toContainText(left);
  const assets = await call('web/getAsset2', 'GET', {}, (await call('web/userLogin', 'POST', { account: user.email, password: user.password })).data.token);
  expect(assets.data.assets.find((a: any) => a.currency === 'USDT')).toMatchObject({ available: left, frozen: '0' });

  // ------------------------------------------------------------------ the books balance
  const audit = evm.ops('audit');
  expect(audit.status, audit.stderr).toBe(0);
  expect(JSON.parse(audit.stdout)).toMatchObject({ ok: true, problems: [] });

  await opsContext.close();
  await context.close();
});

test('a manual deposit with a credential image is reviewed in /ops and credited, with its timeline', async ({ browser }) => {
  const user = await arrangeUser();
  const context = await browser.newContext({ baseURL: evm.url, viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await logInThroughUi(page, user.email, user.password);
  await page.goto('/recharge');
  const form = page.getByRole('form', { name: 'Deposit not credited? Claim it for review' });
  await form.getByLabel('Chain of the send').selectOption('ERC20');
  await form.getByLabel('Amount (USDT)').fill('75');
  const hash = `0x${randomBytes(32).toString('hex')}`;
  await form.getByLabel('Transaction hash').fill(hash);
  await form.getByLabel('Credential image (JPG, JPEG or PNG, under 8MB)').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: pngImage(48, 32, 11) });
  await expect(form.getByText('Uploaded: receipt.png')).toBeVisible();
  await form.getByLabel('Description (optional)').fill('Sent from my smart-contract wallet');
  await form.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: '75 USDT submitted for review' })).toBeVisible();
  const claimRow = page.getByRole('table', { name: 'Deposits' }).getByRole('row').filter({ hasText: 'ERC20' });
  await expect(claimRow).toContainText('Claimed: under review');

  const opsContext = await browser.newContext({ baseURL: evm.url, viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const ops = await opsContext.newPage();
  await ops.goto('/ops');
  await ops.getByLabel('Operator email').fill(evm.operator.email);
  await ops.getByLabel('Password').fill(evm.operator.password);
  await ops.getByRole('button', { name: 'Sign in' }).click();
  await ops.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Manual deposits' }).click();
  await ops.getByRole('table', { name: 'Manual deposits to review' }).getByRole('row').filter({ hasText: user.email }).getByRole('link', { name: 'Review' }).click();
  await expect(ops.getByText(hash)).toBeVisible();
  await expect(ops.getByText('Sent from my smart-contract wallet')).toBeVisible();
  const image = ops.getByRole('img', { name: 'Credential image' });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
  await ops.getByLabel('Reason (shown to the user)').fill('Found on the chain to our address');
  await ops.getByRole('button', { name: 'Approve' }).click();
  await expect(ops.getByRole('status')).toContainText('Decision recorded: Approve.');

  await page.goto('/cbjl');
  const row = page.getByRole('table', { name: 'Deposits' }).getByRole('row').filter({ hasText: 'ERC20' });
  await expect(row).toContainText('Approved and credited to your spot account');
  await expect(row).toContainText('Success');
  await row.getByRole('button', { name: 'Timeline' }).click();
  const timeline = page.getByRole('list', { name: 'Timeline of this deposit' });
  await expect(timeline).toContainText('Claimed: under review');
  await expect(timeline).toContainText('Found on the chain to our address');
  const token = (await call('web/userLogin', 'POST', { account: user.email, password: user.password })).data.token;
  expect((await call('web/getAsset2', 'GET', {}, token)).data.assets.find((a: any) => a.currency === 'USDT')).toMatchObject({ available: '75', frozen: '0' });

  const audit = evm.ops('audit');
  expect(audit.status, audit.stderr).toBe(0);
  expect(JSON.parse(audit.stdout)).toMatchObject({ ok: true, problems: [] });
  await opsContext.close();
  await context.close();
});
