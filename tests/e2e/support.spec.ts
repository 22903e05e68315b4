// Online support end to end: a member opens /service and writes with an image; a support operator,
// signed in to /ops in a second browser, sees the conversation arrive in the queue live, opens it
// (the member's verification and open items beside it, the image loaded with the operator's
// session) and answers with a screenshot of their own; the member sees the answer and its image
// arrive live, which another member cannot fetch; the operator closes it, and the member sees it
// closed. Nobody reloads a page: both sides hear of it on the stream.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test, expect, callWire, loginByWire, registerByWire } from './support/fixtures';
import { logInThroughUi, signInToConsole } from './support/app';
import { pngImage } from '../server/image-fixtures';

const root = path.resolve(import.meta.dirname, '../..');
const staff = { email: `support.staff.${Date.now().toString(36)}@ops.example`, password: 'Operator-Pass-2026' };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(() => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', 'create-operator', '--email', staff.email, '--password', staff.password, '--role', 'support'],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`the operator was not created: ${res.stderr}`);
});

test('a member writes to support, staff see it live, answer and close, and the member sees each live', async ({ page, browser }) => {
  const { email, password } = await registerByWire();
  await logInThroughUi(page, email, password);

  // The operator is signed in and watching the queue before the member writes.
  const opsContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const ops = await opsContext.newPage();
  await signInToConsole(ops, staff);
  const sections = ops.getByRole('navigation', { name: 'Console sections' });
  await expect(sections.getByRole('link')).toHaveText(['Support']);
  await expect(ops).toHaveURL(/\/ops\/support$/);
  await expect(ops.getByRole('heading', { name: 'Support conversations' })).toBeVisible();

  // The member opens /service from the user centre and writes.
  await page.goto('/setting');
  await page.getByRole('navigation', { name: 'User centre menu' }).getByRole('link', { name: 'Online support' }).click();
  await expect(page).toHaveURL(/\/service$/);
  await expect(page.getByRole('heading', { name: 'Online support' })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please write a message or attach an image')).toBeVisible();
  await page.getByLabel('Your message').fill('My deposit of 100 USDT has not arrived yet.');
  await page.locator('input[type=file][aria-label="Attach an image (optional)"]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: pngImage(80, 60, 11) });
  await expect(page.getByText('Uploaded')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  const thread = page.getByRole('list', { name: 'Conversation history' });
  await expect(thread.getByTestId('support-message')).toHaveCount(1);
  await expect(thread).toContainText('My deposit of 100 USDT has not arrived yet.');
  await expect(page.getByTestId('support-state')).toHaveText('Waiting for support');

  // It arrives in the operator's queue live.
  const row = ops.getByTestId('support-queue-row').filter({ hasText: email });
  await expect(row).toContainText('My deposit of 100 USDT has not arrived yet.');
  await row.getByRole('link', { name: 'Open' }).click();
  await expect(ops.getByRole('heading', { name: 'Support conversation' })).toBeVisible();
  await expect(ops.getByTestId('support-member')).toContainText(email);
  await expect(ops.getByTestId('support-member')).toContainText('Not verified');
  await expect(ops.getByTestId('support-open-items')).toHaveText('Open items: 0 withdrawals, 0 manual deposits, 0 loans');
  const image = ops.getByRole('main').getByRole('img', { name: 'Attached image' });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A second message of the member arrives in the open conversation live.
  await page.getByLabel('Your message').fill('The transaction hash is 0xabc.');
  await page.getByRole('button', { name: 'Send' }).click();
  const staffThread = ops.getByRole('list', { name: 'Conversation history' });
  await expect(staffThread).toContainText('The transaction hash is 0xabc.');

  // The operator answers with a screenshot; the member sees both live, the image fetched with their session.
  await ops.getByLabel('Answer').fill('Thank you, we found it: it is credited within the hour.');
  const staffUpload = ops.waitForResponse((r) => r.url().includes('/web/opsSupportUploadImage'));
  await ops.locator('input[type=file][aria-label="Attach an image (optional)"]').setInputFiles({ name: 'credited.png', mimeType: 'image/png', buffer: pngImage(120, 90, 23) });
  const replyImage: string = (await (await staffUpload).json()).data.id;
  await expect(ops.getByText('Uploaded')).toBeVisible();
  const memberFetch = page.waitForResponse((r) => r.url().includes('/web/supportImage') && new URL(r.url()).searchParams.get('id') === replyImage);
  await ops.getByRole('button', { name: 'Send the answer' }).click();
  await expect(staffThread.getByTestId('support-message')).toHaveCount(3);
  await expect.poll(() => staffThread.getByTestId('support-message').last().getByRole('img', { name: 'Attached image' })
    .evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  const answer = thread.getByTestId('support-message').last();
  await expect(answer).toContainText('Thank you, we found it: it is credited within the hour.');
  expect((await memberFetch).headers()['content-type']).toMatch(/^image\/png/);
  await expect.poll(() => answer.getByRole('img', { name: 'Attached image' }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
  await expect(page.getByTestId('support-state')).toHaveText('Answered');
  // Another member asking for that image by its id is told it is not there.
  const other = await registerByWire();
  const refused = await callWire('web/supportImage', 'GET', { id: replyImage }, await loginByWire(other.email, other.password));
  expect([refused.code, refused.message]).toEqual([4300, 'Not found']);

  // The operator closes it; the member sees it closed, and writing again would open it.
  await ops.getByRole('button', { name: 'Close the conversation' }).click();
  await expect(ops.getByTestId('support-state')).toHaveText('Closed');
  await expect(page.getByTestId('support-state')).toHaveText('Closed');
  await expect(page.getByText('Support closed this conversation. Writing again opens it again, with its history.')).toBeVisible();
  // The answer and the close are in the audit log under the operator's name.
  await ops.reload();
  const audit = ops.getByRole('list', { name: 'Decisions (audit log)' }).getByRole('listitem');
  await expect(audit).toHaveCount(2);
  await expect(audit.nth(0)).toContainText(`${staff.email} · support.answer`);
  await expect(audit.nth(1)).toContainText(`${staff.email} · support.close`);
  await opsContext.close();
});
