// Identity verification in the real app: a user submits junior, senior and address verification
// with real PNG and JPEG files (made here with the same codecs the server decodes with), the
// browser and the server refuse hostile files with the spec's words, a reviewer in /ops approves
// and fails with a reason while looking at the images, the user sees each outcome on the level's
// timeline and re-verifies, and the overview reads in another language and right to left.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, registerByWire } from './support/fixtures';
import { logInThroughUi } from './support/app';
import { jpegHtmlPolyglot, jpegImage, pngImage } from '../server/image-fixtures';

const root = path.resolve(import.meta.dirname, '../..');
const operator = { email: `kyc.reviewer.${Date.now().toString(36)}@ops.example`, password: 'Operator-Pass-2026' };

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(() => {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', 'create-operator', '--email', operator.email, '--password', operator.password, '--role', 'reviewer'],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`the operator was not created: ${res.stderr}`);
});

const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

/** Chooses a file in the drop zone labelled `label`, as the file picker does. */
async function chooseImage(page: Page, label: string, f: ReturnType<typeof file>) {
  await page.locator(`input[type=file][aria-label="${label}"]`).setInputFiles(f);
}

async function opsSignIn(page: Page) {
  await page.goto('/ops');
  await page.getByLabel('Operator email').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('link', { name: 'Verifications' }).click();
}

/** In the ops queue, opens the `level` item of `email` and decides it. */
async function decide(page: Page, email: string, level: string, decision: 'Approve' | 'Reject', reason: string, images = 0) {
  await page.getByRole('link', { name: 'Verifications' }).click();
  const queue = page.getByRole('table', { name: 'Verifications to review' });
  await expect(queue).toBeVisible();
  await queue.getByRole('row').filter({ hasText: email }).filter({ hasText: level }).getByRole('link', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { name: 'Review verification' })).toBeVisible();
  if (images > 0) {
    const shown = page.getByRole('main').getByRole('img', { name: /^(Front of the ID|Back of the ID|Photo with your signature|Picture of the bill)$/ });
    await expect(shown).toHaveCount(images);
    // Each image really loaded from the reviewer-only call and decoded in the browser.
    for (let i = 0; i < images; i++) await expect.poll(() => shown.nth(i).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await page.getByLabel('Reason (shown to the user)').fill(reason);
  await page.getByRole('button', { name: decision }).click();
  await expect(page.getByRole('status')).toContainText(`Decision recorded: ${decision}.`);
  await expect(page.getByRole('list', { name: 'Decisions (audit log)' })).toContainText(operator.email);
}

test('junior, senior and address verification with real images, reviewed in /ops, one failed and re-verified', async ({ page, browser }) => {
  const { email, password } = await registerByWire();
  await logInThroughUi(page, email, password);
  const opsContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const ops = await opsContext.newPage();

  // ---------------------------------------------------------------- the overview and junior
  await page.goto('/setting');
  await page.getByRole('navigation', { name: 'User centre menu' }).getByRole('link', { name: 'KYC' }).click();
  await expect(page).toHaveURL(/\/sfyz$/);
  await expect(page.getByRole('heading', { name: 'Identity verification' })).toBeVisible();
  await expect(page.getByTestId('kyc-status-junior').getByTestId('kyc-unlocks')).toHaveText('Needed for: Withdrawals');
  await expect(page.getByTestId('kyc-status-senior')).toContainText('Available once Junior verification is approved.');
  await page.getByRole('link', { name: 'Verify now' }).click();
  await expect(page).toHaveURL(/\/smauth$/);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Nationality cannot be empty')).toBeVisible();
  await page.getByLabel('Nationality').selectOption('DE');
  await page.getByLabel('ID type').selectOption('1');
  await page.getByLabel('Real name').fill('Erika Mustermann');
  await page.getByLabel('ID number').fill('L01X00T47');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('kyc-state')).toHaveText('Under review');

  await opsSignIn(ops);
  await decide(ops, email, 'Junior verification', 'Approve', 'Document and name match');

  // ---------------------------------------------------------------- senior, with attacks refused first
  await page.goto('/seniorauth');
  await expect(page.getByRole('heading', { name: 'Senior verification' })).toBeVisible();
  await page.getByLabel('ID type').selectOption('2');
  // Too large for the rule: the browser says so and sends nothing.
  await chooseImage(page, 'Front of the ID', file('huge.png', 'image/png', Buffer.concat([pngImage(), Buffer.alloc(8 * 1024 * 1024)])));
  await expect(page.getByText('The image is too large: images must be JPG, JPEG or PNG and under 8MB')).toBeVisible();
  // A JPEG with an HTML page after it passes the browser's check; the server refuses it.
  await chooseImage(page, 'Front of the ID', file('front.jpg', 'image/jpeg', jpegHtmlPolyglot()));
  await expect(page.getByText('The image carries hidden content and was refused; please upload a plain picture')).toBeVisible();
  await chooseImage(page, 'Front of the ID', file('front.png', 'image/png', pngImage(320, 200, 11)));
  await chooseImage(page, 'Back of the ID', file('back.jpg', 'image/jpeg', jpegImage(320, 200, 12)));
  await chooseImage(page, 'Photo with your signature', file('signature.jpeg', 'image/jpeg', jpegImage(240, 320, 13)));
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(3);
  await expect(page.getByRole('img', { name: 'Front of the ID' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('kyc-state')).toHaveText('Under review');

  // ---------------------------------------------------------------- address
  await page.goto('/dzrz');
  await page.getByLabel('Utility bill address').fill('Friedrichstraße 1, 10117 Berlin');
  await chooseImage(page, 'Picture of the bill', file('bill.png', 'image/png', pngImage(280, 400, 14)));
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(1);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('kyc-state')).toHaveText('Under review');

  // ---------------------------------------------------------------- the reviewer fails senior, approves address
  await decide(ops, email, 'Senior verification', 'Reject', 'The signature photo is blurred', 3);
  await decide(ops, email, 'Address verification', 'Approve', 'Bill matches the address', 1);

  // ---------------------------------------------------------------- the user sees the outcomes and re-verifies
  await page.goto('/sfyz');
  await expect(page.getByTestId('kyc-status-junior').getByTestId('kyc-state')).toHaveText('Approved');
  await expect(page.getByTestId('kyc-status-address').getByTestId('kyc-state')).toHaveText('Verified');
  const senior = page.getByTestId('kyc-status-senior');
  await expect(senior.getByTestId('kyc-state')).toHaveText('Failed');
  await expect(senior).toContainText('Authentication failed, please re-authenticate. Reason: The signature photo is blurred');
  await expect(senior.getByRole('list', { name: 'Timeline' }).getByRole('listitem')).toHaveCount(2);
  await page.getByRole('link', { name: 'Re-verify' }).click();
  await expect(page).toHaveURL(/\/seniorauth$/);
  await page.getByRole('button', { name: 'Re-verify' }).click();
  await page.getByLabel('ID type').selectOption('1');
  await chooseImage(page, 'Front of the ID', file('front2.png', 'image/png', pngImage(320, 200, 21)));
  await chooseImage(page, 'Back of the ID', file('back2.png', 'image/png', pngImage(320, 200, 22)));
  await chooseImage(page, 'Photo with your signature', file('signature2.jpg', 'image/jpeg', jpegImage(240, 320, 23)));
  await expect(page.getByText('Uploaded', { exact: true })).toHaveCount(3);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByTestId('kyc-state')).toHaveText('Under review');
  await expect(page.getByRole('list', { name: 'Timeline' }).getByRole('listitem')).toHaveCount(3);

  await decide(ops, email, 'Senior verification', 'Approve', 'Clear photos now', 3);
  await page.goto('/seniorauth');
  await expect(page.getByText('This level is verified. Verified identity cannot be changed or re-verified.')).toBeVisible();

  // ---------------------------------------------------------------- the overview in German, then Arabic (right to left)
  await page.goto('/sfyz');
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { name: 'Identitätsprüfung' })).toBeVisible();
  await expect(page.getByTestId('kyc-status-junior').getByTestId('kyc-state')).toHaveText('Genehmigt');
  await page.getByLabel('Sprache').selectOption('ar');
  await expect(page.getByRole('heading', { name: 'التحقق من الهوية' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await opsContext.close();
});
