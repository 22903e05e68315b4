// Money in, between accounts and out, in the real app against a platform connected to an EVM
// chain (ganache with the test ERC-20): a deposit on the EVM chain credited after its
// confirmations, a transfer between accounts, one withdrawal reviewed in /ops, sent on the EVM
// chain and succeeded, another rejected and unfrozen at once, each with its timeline, and the
// ledger audit (`npm run ops -- audit`) clean after all of it; and a manual deposit with its
// credential image, reviewed and credited.
import { randomBytes } from 'node:crypto';
import { Wallet } from 'ethers';
import { test, expect, type Envelope } from './support/fixtures';
import { logInThroughUi } from './support/app';
import { startEvmPlatform, type EvmPlatform } from './support/evm-platform';
import { pngImage } from '../server/image-fixtures';

const usdt = (n: number) => BigInt(n) * 1_000_000n;
let evm: EvmPlatform;

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  evm = await startEvmPlatform({
    // Open around the clock and without the trading-volume and KYC rules, so this walk is about money moving.
    'withdraw.window': { start: '00:00', end: '24:00', timeZone: 'Asia/Hong_Kong', utcOffsetMinutes: 480 },
    'withdraw.turnoverRatio': 0,
    'withdraw.kycLevel': 'none',
  });
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

test('a deposit on the EVM chain, a transfer, and two withdrawals reviewed in /ops: one sent and succeeded, one rejected and unfrozen', async ({ browser }) => {
  const user = await arrangeUser();
  const context = await browser.newContext({ baseURL: evm.url, viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  await logInThroughUi(page, user.email, user.password);

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

  // ------------------------------------------------------------------ transfer between accounts
  await page.goto('/transfer');
  await expect(page.getByTestId('transfer-from')).toHaveText('Spot account');
  await page.getByLabel(/Amount/).fill('100');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await page.getByLabel('Transaction password').fill(user.tpwd);
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByText('100 USDT moved from Spot account to Contract account.')).toBeVisible();

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

  // ------------------------------------------------------------------ the operator decides in /ops
  const opsContext = await browser.newContext({ baseURL: evm.url, viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const ops = await opsContext.newPage();
  await ops.goto('/ops');
  await ops.getByLabel('Operator email').fill(evm.operator.email);
  await ops.getByLabel('Password').fill(evm.operator.password);
  await ops.getByRole('button', { name: 'Sign in' }).click();
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

  // Rejected and unfrozen at once: 1000 deposited - 100 transferred - 300 sent; nothing frozen.
  await page.goto('/table1');
  const spot = page.getByRole('row').filter({ hasText: /^USDT/ }).first();
  await expect(spot).toContainText('600');
  const assets = await call('web/getAsset2', 'GET', {}, (await call('web/userLogin', 'POST', { account: user.email, password: user.password })).data.token);
  expect(assets.data.assets.find((a: any) => a.currency === 'USDT')).toMatchObject({ available: '600', frozen: '0' });

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
