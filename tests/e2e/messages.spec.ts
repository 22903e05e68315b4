// My messages end to end, against a platform of its own whose clock the journey moves into the
// withdrawal window (and past the lock a new transaction password starts). A verified member asks
// for a withdrawal; a reviewer rejects it in /ops with a reason; the member, on another page all
// along, sees the unread count in the header rise live, opens /news, reads the message with the
// reason as typed, and the count falls. An admin's notice in English only reaches a member who
// reads in German, shown in English and marked so.
import { expect, test } from './support/fixtures';
import { consolePage, memberPage } from './support/pages';
import { startSpotPlatform, type SpotPlatform } from './support/spot-platform';
import { movedClock, type MovedClock } from './support/moved-clock';
import { arrangeVerifiedMember, memberPassword, operatorToken } from './support/verified-member';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const admin = { email: `news.admin.${Date.now().toString(36)}@ops.example`, password: 'Operator-Pass-2026' };
const reason = 'The address belongs to a mixing service';

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
  // This journey is about the message, not the turnover rule (funds.spec trades to meet it): the
  // admin switches the rule off, as a deployment may, through the console's own call.
  const off = await platform.call('opsSetSetting', 'POST', { key: 'withdraw.turnoverRatio', value: '0' }, opToken);
  expect(off.code, off.message).toBe(0);
});
test.afterAll(async () => {
  await platform?.stop();
  clock?.remove();
});

/** Moves the platform's clock past a day (the new transaction password's lock) to 06:00 UTC, inside the 12:00–24:00 Hong Kong window. */
function intoWithdrawalWindow() {
  const now = clock.now();
  const target = Math.ceil((now + DAY + HOUR) / DAY) * DAY + 6 * HOUR;
  clock.advance(target - now);
}

test('a rejected withdrawal reaches the member as a message, live, with the reason; reading it lowers the count', async ({ browser }) => {
  const member = await arrangeVerifiedMember(platform, 'news', opToken);
  expect((await platform.call('saveTpwd', 'POST', { tpwd: '246810', retpwd: '246810', password: memberPassword }, member.token)).code).toBe(0);
  intoWithdrawalWindow();

  const page = await memberPage(browser, platform.url, member.email, memberPassword);
  const count = page.getByTestId('news-unread');
  // The verifications approved (and the demo funds) already told the member.
  const before: number = (await platform.call('getUnreadNews', 'GET', {}, member.token)).data.unread;
  expect(before).toBeGreaterThan(0);
  await expect(count).toHaveText(String(before));

  const asked = await platform.call('withdraw', 'POST', { chain: 'LOCAL', address: `lc1${'5a'.repeat(20)}`, amount: '150', tpwd: '246810' }, member.token);
  expect(asked.code, asked.message).toBe(0);

  const ops = await consolePage(browser, platform.url, admin);
  await ops.getByRole('link', { name: 'Withdrawals', exact: true }).click();
  await ops.getByRole('table', { name: 'Withdrawals to review' }).getByRole('row').filter({ hasText: member.email }).getByRole('link', { name: 'Review' }).click();
  await ops.getByLabel('Reason (shown to the user)').fill(reason);
  await ops.getByRole('button', { name: 'Reject' }).click();
  await expect(ops.getByRole('status')).toContainText('Decision recorded: Reject.');

  // Live: the member's page was not reloaded.
  await expect(count).toHaveText(String(before + 1));
  await page.getByTestId('news-link').click();
  await expect(page).toHaveURL(/\/news$/);
  const rows = page.getByTestId('news-row');
  await expect(rows).toHaveCount(before + 1);
  const rejected = rows.filter({ hasText: 'Withdrawal rejected' });
  await expect(rejected).toHaveAttribute('data-state', 'unread');
  await expect(page.getByTestId('news-unread-total')).toHaveText(`${before + 1} unread messages`);

  await rejected.click();
  const detail = page.getByTestId('news-detail');
  await expect(detail.getByRole('heading', { name: 'Withdrawal rejected' })).toBeVisible();
  await expect(detail).toContainText('Your withdrawal of 150 USDT was rejected. The amount is back in your spot account.');
  await expect(page.getByTestId('news-reason')).toHaveText(`Reason: ${reason}`);
  await expect(count).toHaveText(String(before));

  await page.getByRole('link', { name: 'Back to my messages' }).click();
  await expect(rows.filter({ hasText: 'Withdrawal rejected' })).toHaveAttribute('data-state', 'read');
  await expect(page.getByTestId('news-unread-total')).toHaveText(before === 1 ? '1 unread message' : `${before} unread messages`);
});

test('an admin\'s notice in English reaches a member reading in German, shown in English and marked so', async ({ browser }) => {
  // The first journey moved the clock past the operator session's life: a fresh one.
  opToken = await operatorToken(platform, admin.email, admin.password);
  const member = await arrangeVerifiedMember(platform, 'notice', opToken);
  const page = await memberPage(browser, platform.url, member.email, memberPassword);
  const before: number = (await platform.call('getUnreadNews', 'GET', {}, member.token)).data.unread;
  await expect(page.getByTestId('news-unread')).toHaveText(String(before));

  const ops = await consolePage(browser, platform.url, admin);
  await ops.getByRole('link', { name: 'Notices', exact: true }).click();
  await ops.getByRole('button', { name: 'Send to all users' }).click();
  await expect(ops.getByText("Please write the notice's title and text in English").first()).toBeVisible();
  await ops.getByLabel('Title (English)').fill('Scheduled maintenance');
  await ops.getByLabel('Text (English)').fill('Trading pauses on Sunday from 02:00 to 03:00 UTC.');
  await ops.getByRole('button', { name: 'Send to all users' }).click();
  await expect(ops.getByRole('status')).toContainText('Notice sent to');

  await expect(page.getByTestId('news-unread')).toHaveText(String(before + 1));
  await page.goto('/news');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.getByRole('heading', { name: 'Meine Nachrichten' })).toBeVisible();
  await page.getByTestId('news-row').filter({ hasText: 'Scheduled maintenance' }).click();
  await expect(page.getByTestId('news-english')).toHaveText('Diese Mitteilung wird auf Englisch angezeigt: Sie wurde nicht in Ihrer Sprache verfasst.');
  await expect(page.getByTestId('news-detail')).toContainText('Trading pauses on Sunday from 02:00 to 03:00 UTC.');
  await expect(page.getByTestId('news-unread')).toHaveText(String(before));
});
