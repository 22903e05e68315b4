// Loans end to end, against a platform of its own whose clock the journey moves forward (demo
// mode). A senior-verified member reads the terms on /currency, applies for 500 USDT with the five
// documents, a reviewer in /ops looks at them and approves, the principal reaches the member's
// spot account, and the member repays from the balance with one day's interest. Another member's
// 7-day loan passes its due date: overdue days and the late fee show, and the member repays by a
// bank transfer whose voucher a reviewer confirms. Both credit scores show what happened, and the
// ledger audit is clean.
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { consolePage, memberPage } from './support/pages';
import { startSpotPlatform, type SpotPlatform } from './support/spot-platform';
import { movedClock, type MovedClock } from './support/moved-clock';
import { arrangeVerifiedMember, memberPassword, operatorToken, uploadImage } from './support/verified-member';
import { pngImage } from '../server/image-fixtures';

const DAY = 86_400_000;
const admin = { email: `loans.admin.${Date.now().toString(36)}@ops.example`, password: 'Operator-Pass-2026' };
const documents = ['Credit report', 'Housing proof', 'Income proof', 'Bank statement', 'ID photo'];

let platform: SpotPlatform;
let clock: MovedClock;
let opToken: string;
test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.beforeAll(async () => {
  clock = movedClock();
  platform = await startSpotPlatform(clock.env);
  const made = platform.ops('create-operator', '--email', admin.email, '--password', admin.password, '--role', 'admin');
  if (made.status !== 0) throw new Error(`the operator was not created: ${made.stderr}`);
  opToken = await operatorToken(platform, admin.email, admin.password);
  // The admin names the platform's bank account for repayments by transfer (not offered until then).
  const bank = { bank_name: 'Example Bank', account_number: 'DE89370400440532013000', swift: 'EXAMPLED1', payee: 'Exchange Lending' };
  const set = await platform.call('opsSetSetting', 'POST', { key: 'loan.bank', value: JSON.stringify(bank) }, opToken);
  expect(set.code, set.message).toBe(0);
});
test.afterAll(async () => {
  await platform?.stop();
  clock?.remove();
});

async function usdt(token: string): Promise<string> {
  const res = await platform.call('getAsset2', 'GET', {}, token);
  expect(res.code, res.message).toBe(0);
  return res.data.assets.find((a: { currency: string }) => a.currency === 'USDT').available;
}

/** In a console queue, opens the row of `email` and checks that its `images` images really loaded. */
async function openReview(page: Page, section: string, queueName: string, email: string, images: number) {
  await page.getByRole('link', { name: section, exact: true }).click();
  await page.getByRole('table', { name: queueName }).getByRole('row').filter({ hasText: email }).getByRole('link', { name: 'Review' }).click();
  const shown = page.getByRole('main').getByRole('img');
  await expect(shown).toHaveCount(images);
  for (let i = 0; i < images; i++) await expect.poll(() => shown.nth(i).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

async function decide(page: Page, decision: string) {
  await page.getByRole('button', { name: decision }).click();
  await expect(page.getByRole('status')).toContainText(`Decision recorded: ${decision}.`);
}

/** A factor of the member's credit score on /credit. */
async function creditFactor(page: Page, factor: string) {
  await page.goto('/credit');
  return page.locator(`[data-testid=credit-factor][data-factor=${factor}]`);
}

test('a senior-verified member applies with documents, a reviewer approves, the member repays from the balance', async ({ browser }) => {
  const { email, token } = await arrangeVerifiedMember(platform, 'loan-a', opToken);
  const page = await memberPage(browser, platform.url, email, memberPassword);

  // Every term before applying: the 30-day product's figures for 500 USDT, computed on the page.
  await page.goto('/currency');
  await expect(page.getByRole('heading', { level: 1, name: 'Loan application' })).toBeVisible();
  await page.getByText('30 days at 0.08% a day').click();
  await expect(page.getByRole('radio', { name: '30 days at 0.08% a day' })).toBeChecked();
  await page.getByLabel('Amount (USDT)').fill('500');
  const figures = page.getByTestId('loan-figures');
  await expect(figures).toContainText('Interest over the whole period12 USDT');
  await expect(figures).toContainText('Total repayment on the due date512 USDT');
  await expect(figures).toContainText('Most late fee if overdue100 USDT');
  await expect(page.getByTestId('loan-agreement')).toContainText('Nothing is ever charged to unlock a loan or a withdrawal');

  // The five documents, real images, and the agreement; then the confirm step.
  for (const [i, label] of documents.entries()) {
    await page.locator(`input[type=file][aria-label="${label}"]`).setInputFiles({ name: `doc-${i}.png`, mimeType: 'image/png', buffer: pngImage(40, 30, 100 + i) });
    await expect(page.getByRole('img', { name: label })).toBeVisible();
  }
  await page.getByText('I have read and agree to the loan agreement').click();
  await page.getByRole('button', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm your loan application' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm and apply' }).click();
  await expect(page.getByText('Loan application submitted')).toBeVisible();

  // The reviewer sees the five documents and approves: the principal reaches the member's spot USDT.
  const ops = await consolePage(browser, platform.url, admin);
  await openReview(ops, 'Loans', 'Loan applications to review', email, 5);
  await decide(ops, 'Approve');
  await expect.poll(() => usdt(token)).toBe('1500');

  // My loans: paid out, with its due date; repaid from the balance with one day's interest.
  await page.goto('/currencyRecord');
  const loan = page.getByTestId('loan-record');
  await expect(loan).toHaveAttribute('data-state', 'paid_out');
  await expect(loan).toContainText('Total repayment (on the due date)512 USDT');
  await loan.getByRole('link', { name: 'Repay', exact: true }).click();
  const owed = page.getByTestId('loan-owed');
  await expect(owed).toContainText('Interest (1 day)0.4 USDT');
  await expect(owed).toContainText('Total to repay500.4 USDT');
  await page.getByRole('button', { name: 'Repay now from my spot USDT' }).click();
  const confirm = page.getByRole('alertdialog');
  if (await confirm.isVisible()) await confirm.getByRole('button', { name: 'Repay now from my spot USDT' }).click();
  await expect(page.getByTestId('loan-repaid')).toBeVisible();
  expect(await usdt(token)).toBe('999.6');

  // The score counts the loan repaid on time.
  const repaidOnTime = await creditFactor(page, 'loansRepaidOnTime');
  await expect(repaidOnTime).toContainText('Loans repaid on time+30 points');
  await expect(repaidOnTime).toContainText('Yours: 1');
});

test('a 7-day loan goes overdue with its late fee, and is repaid by a bank transfer whose voucher a reviewer confirms', async ({ browser }) => {
  const member = await arrangeVerifiedMember(platform, 'loan-b', opToken);
  const { email } = member;
  let { token } = member;

  // Applied for and approved on the wire (the first journey showed both screens).
  const docs = { credit: 'loanCredit', housing: 'loanHousing', income: 'loanIncome', bank_statement: 'loanBankStatement', id_photo: 'loanIdPhoto' };
  const uploads = Object.fromEntries(await Promise.all(Object.entries(docs).map(async ([field, purpose]) => [field, await uploadImage(platform, token, purpose)])));
  const applied = await platform.call('lendBuy', 'POST', { id: 'd7', amount: '500', agree: '1', total: '503.5', ...uploads }, token);
  expect(applied.code, applied.message).toBe(0);
  const approved = await platform.call('opsApproveLoan', 'POST', { id: applied.data.id }, opToken);
  expect(approved.code, approved.message).toBe(0);
  const dueAt: number = approved.data.loan.due_at;

  // Two days and a minute past the due date: three overdue days started, 0.5 % of 500 each.
  clock.advance(Math.max(0, dueAt + 2 * DAY + 60_000 - clock.now()));
  // Nine days on, the member's session has expired: the member logs in again.
  const logIn = async () => {
    const login = await platform.call('userLogin', 'POST', { account: email, password: memberPassword });
    expect(login.code, login.message).toBe(0);
    token = login.data.token;
  };
  const state = async () => {
    let info = await platform.call('lendInfo', 'GET', { id: applied.data.id }, token);
    if (info.code === 2000) {
      await logIn();
      info = await platform.call('lendInfo', 'GET', { id: applied.data.id }, token);
    }
    expect(info.code, info.message).toBe(0);
    return info.data.loan.state;
  };
  await expect.poll(state, { timeout: 30_000 }).toBe('overdue');

  const page = await memberPage(browser, platform.url, email, memberPassword);
  await page.goto('/currencyRecord');
  const loan = page.getByTestId('loan-record');
  await expect(loan).toHaveAttribute('data-state', 'overdue');
  await expect(loan).toContainText('Overdue days3');
  await expect(loan).toContainText('Late fee7.5 USDT');
  await expect(loan).toContainText('Total to repay511 USDT');

  // Repayment by transfer: the platform's account, the amount, the voucher.
  await page.goto(`/currencyRecord?id=${applied.data.id}`);
  await page.getByRole('link', { name: 'Repay by bank transfer' }).click();
  await expect(page.getByTestId('loan-bank')).toContainText('DE89370400440532013000');
  await expect(page.getByTestId('loan-owed')).toContainText('Total to repay511 USDT');
  await page.locator('input[type=file][aria-label="Transfer voucher"]').setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: pngImage(60, 40, 7) });
  await page.getByRole('button', { name: 'Send the voucher' }).click();
  await expect(page.getByTestId('loan-voucher-pending')).toContainText('511 USDT');

  // The reviewer looks at the voucher and confirms: the loan is repaid by the transfer, the
  // member's balance untouched.
  const ops = await consolePage(browser, platform.url, admin);
  await openReview(ops, 'Loan repayments', 'Repayment vouchers to review', email, 1);
  await decide(ops, 'Confirm transfer received');
  await expect.poll(state).toBe('repaid');
  await page.goto('/currencyRecord');
  await page.getByRole('tab', { name: 'Ended' }).click();
  await expect(page.getByTestId('loan-record')).toHaveAttribute('data-state', 'repaid');
  expect(await usdt(token)).toBe('1500');

  // The score takes 5 points for each overdue day.
  const overdue = await creditFactor(page, 'daysOverdue');
  await expect(overdue).toContainText('Days overdue-15 points');
  await expect(overdue).toContainText('Yours: 3');

  const audit = platform.ops('audit');
  expect(audit.status, audit.stderr).toBe(0);
  expect(JSON.parse(audit.stdout)).toMatchObject({ ok: true, problems: [] });
});
