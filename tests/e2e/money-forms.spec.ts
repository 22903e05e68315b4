// The money forms as a user meets them: a transfer asks for the transaction password (and, before
// one is set, says where to set it), and the withdrawal form checks each field as it is typed:
// letters never enter an amount, the broken limit is named, a bad address is said before the
// password is asked.
import { test, expect, callWire, freshEmail, loginByWire, registerByWire } from './support/fixtures';
import { logInThroughUi } from './support/app';

/** A new member holding the demo test funds (a real deposit on the local chain, credited after its confirmations). */
async function memberWithTestFunds() {
  const { email, password } = await registerByWire(freshEmail('money'));
  const token = await loginByWire(email, password);
  const funds = await callWire('web/demoFunds', 'POST', {}, token);
  expect(funds.code, funds.message).toBe(0);
  await expect.poll(async () => {
    const res = await callWire('web/getAsset2', 'GET', {}, token);
    return res.data.assets.find((a: { currency: string }) => a.currency === 'USDT')?.available;
  }, { timeout: 30_000 }).toBe('1000');
  return { email, password };
}

test('a transfer asks for the transaction password, and sends a member without one to set it first', async ({ page }) => {
  const { email, password } = await memberWithTestFunds();
  await logInThroughUi(page, email, password);

  await page.goto('/transfer');
  await page.getByLabel(/Amount/).fill('10');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('Please go to the user centre to set the transaction password');
  await page.getByRole('link', { name: 'Set transaction password' }).click();
  await expect(page).toHaveURL(/\/bindmpwd/);
  await expect(page.getByText('Six digits, asked for before every withdrawal and transfer.')).toBeVisible();
  await page.getByLabel('Transaction password', { exact: true }).fill('246810');
  await page.getByLabel('Repeat transaction password').fill('246810');
  await page.getByLabel('Login password').fill(password);
  await page.getByRole('button', { name: 'Save transaction password' }).click();
  await expect(page.getByText('Transaction password saved')).toBeVisible();

  await page.goto('/transfer');
  await page.getByLabel(/Amount/).fill('10');
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(page.getByText('Move 10 USDT from Spot account to Contract account.')).toBeVisible();
  await page.getByLabel('Transaction password').fill('135790');
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByRole('alert')).toContainText('transaction password');
  await expect(page.getByText('10 USDT moved')).toHaveCount(0);
  await page.getByLabel('Transaction password').fill('246810');
  await page.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(page.getByText('10 USDT moved from Spot account to Contract account.')).toBeVisible();
});

test('the withdrawal form checks each field as it is typed, before the transaction password', async ({ page }) => {
  const { email, password } = await memberWithTestFunds();
  await logInThroughUi(page, email, password);
  const tpwdAsked: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/web/hasTpassword')) tpwdAsked.push(r.url()); });

  await page.goto('/money');
  const amount = page.getByLabel(/^Amount/);
  await amount.pressSequentially('12a,b-3.5.7');
  await expect(amount).toHaveValue('123.57');
  await amount.fill('250000');
  await expect(page.getByText('The maximum withdrawal is 200,000 USDT')).toBeVisible();
  await amount.fill('150');
  await expect(page.getByText(/The maximum withdrawal/)).toHaveCount(0);
  await page.getByLabel('Withdrawal address').fill('lc1-not-an-address');
  await expect(page.getByText('The withdrawal address is not valid for this chain')).toBeVisible();
  await page.getByRole('button', { name: 'Review withdrawal' }).click();
  await expect(page.getByRole('heading', { name: 'Check your withdrawal' })).toHaveCount(0);
  expect(tpwdAsked).toEqual([]);
});
