// Proof of liabilities end to end, on a platform of its own: a member with demo funds; an admin
// takes a snapshot from the console; the member opens /security, sees the published USDT root and
// total, asks for their proof, sees it verified in the browser, downloads it, and the standalone
// verifier (npm run verify-proof) agrees against the root the page shows.
import { spawnSync } from 'node:child_process';
import { expect, test } from './support/fixtures';
import { logInThroughUi } from './support/app';
import { startSpotPlatform, type SpotPlatform } from './support/spot-platform';
import { memberPassword } from './support/verified-member';

const admin = { email: `proof.admin.${Date.now().toString(36)}@ops.example`, password: 'Operator-Pass-2026' };
let platform: SpotPlatform;
test.describe.configure({ timeout: 120_000 });
test.beforeAll(async () => {
  platform = await startSpotPlatform();
  const made = platform.ops('create-operator', '--email', admin.email, '--password', admin.password, '--role', 'admin');
  if (made.status !== 0) throw new Error(`the operator was not created: ${made.stderr}`);
});
test.afterAll(async () => { await platform?.stop(); });

test('a member sees their balance proven against the published root, in the browser and with the verifier', async ({ browser }) => {
  const email = `proof-${Date.now().toString(36)}@example.test`;
  const code = await platform.call('getCode', 'GET', { email, scene: 'register' });
  const reg = await platform.call('userRegister', 'POST', { type: 'email', account: email, code: code.data.demoCode, password: memberPassword, repassword: memberPassword, agree: '1' });
  expect(reg.code, reg.message).toBe(0);
  const { data: { token } } = await platform.call('userLogin', 'POST', { account: email, password: memberPassword });
  expect((await platform.call('demoFunds', 'POST', {}, token)).code).toBe(0);

  // The admin publishes a snapshot now from the console.
  const ops = await (await browser.newContext({ baseURL: platform.url, locale: 'en-US' })).newPage();
  await ops.goto('/ops');
  await ops.getByLabel('Operator email').fill(admin.email);
  await ops.getByLabel('Password').fill(admin.password);
  await ops.getByRole('button', { name: 'Sign in' }).click();
  await ops.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Proof of liabilities' }).click();
  await ops.getByRole('button', { name: 'Take a snapshot now' }).click();
  await expect(ops.getByTestId('ops-proof-built')).toContainText('over 1 user');

  const context = await browser.newContext({ baseURL: platform.url, viewport: { width: 1366, height: 900 }, locale: 'en-US', timezoneId: 'UTC', acceptDownloads: true });
  const page = await context.newPage();
  await logInThroughUi(page, email, memberPassword);
  await page.goto('/security');
  await expect(page.getByText('Passwords are stored only as one-way hashes')).toBeVisible();
  const usdtRow = page.getByTestId('proof-root').filter({ has: page.getByRole('cell', { name: 'USDT', exact: true }) });
  await expect(usdtRow).toBeVisible();
  const root = (await usdtRow.getByTestId('proof-root-hash').textContent())!;
  expect(root).toMatch(/^[0-9a-f]{64}$/);

  await page.getByTestId('proof-mine').getByRole('combobox').selectOption('USDT');
  await page.getByRole('button', { name: 'Get and verify my proof' }).click();
  const verified = page.getByTestId('proof-verified');
  await expect(verified).toContainText('Verified in your browser');
  await expect(verified).toContainText(root);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('proof-download').click()]);
  const file = await download.path();
  const checked = spawnSync(process.execPath, ['scripts/verify-proof.mjs', file, root], { encoding: 'utf8' });
  expect(checked.status, checked.stderr).toBe(0);
  expect(checked.stdout).toContain('the published root');
});
