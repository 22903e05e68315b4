// Leveraged contracts end to end, against a platform of its own replaying recorded prices (demo
// mode; every screen says so). A member moves USDT to the contract account, acknowledges the risk
// notice once, opens a long 10x BTC with a take-profit and stop-loss, a short 2x BTC and a short 5x
// gold (ETH when the gold market is closed for the weekend), closes the BTC short by hand, and
// watches the recording's next move: the take-profit fires on BTC's rise and gold's spike
// liquidates the short. /lt moves the positions live from the private stream (no reload, before its
// periodic reload could), keeps its cards whole at 360 px, shows each ended position with its reason
// and price record; the money history lists the moves, and the ledger audit is clean.
// On the same recording a member calls BTC up and down for a minute on /deal_jg: the drift up wins
// the up call and loses the down call, and /jgcc shows both with their purchase and settlement
// price records.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { fillLoginForm, loginButton, userMenu } from './support/app';
import { startSpotPlatform, type SpotPlatform } from './support/spot-platform';
import { basePrice, CALM_SECONDS, CYCLE_SECONDS, driftPerSecond, writeContractReplay } from './support/contract-replay';

let platform: SpotPlatform;
let replayDir: string;
test.beforeAll(async () => {
  replayDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-e2e-replay-'));
  platform = await startSpotPlatform({ PRICE_FEED: 'replay', PRICE_FEED_URL: writeContractReplay(replayDir) });
});
test.afterAll(async () => {
  await platform?.stop();
  fs.rmSync(replayDir, { recursive: true, force: true });
});

const password = 'Meridian2024';
const tpwd = '246810';

/** Registers with the demo code, takes the demo funds and moves 500 USDT to the contract account. */
async function arrangeMember(): Promise<{ email: string; token: string }> {
  const email = `contract-${Date.now().toString(36)}@example.test`;
  const code = await platform.call('getCode', 'GET', { email, scene: 'register' });
  expect(code.code, code.message).toBe(0);
  const reg = await platform.call('userRegister', 'POST', { type: 'email', account: email, code: code.data.demoCode, password, repassword: password, agree: '1' });
  expect(reg.code, reg.message).toBe(0);
  const { data: { token } } = await platform.call('userLogin', 'POST', { account: email, password });
  expect((await platform.call('demoFunds', 'POST', {}, token)).code).toBe(0);
  await expect.poll(async () => (await platform.call('getAsset2', 'GET', {}, token)).data.assets.find((a: any) => a.currency === 'USDT')?.available, { timeout: 30_000 }).toBe('1000');
  expect((await platform.call('saveTpwd', 'POST', { tpwd, retpwd: tpwd, password }, token)).code).toBe(0);
  const moved = await platform.call('transfer', 'POST', { currency: 'USDT', from: 'spot', to: 'contract', amount: '500', tpwd }, token);
  expect(moved.code, moved.message).toBe(0);
  return { email, token };
}

async function instrument(symbol: string) {
  const res = await platform.call('contractInstruments', 'GET');
  expect(res.code, res.message).toBe(0);
  return res.data.instruments.find((i: any) => i.symbol === symbol);
}

/** Seconds into the recording's calm stretch, read from the drift of the mark; null while it moves. */
async function calmSecond(symbol: string): Promise<number | null> {
  const price = (await instrument(symbol))?.mark.price;
  if (price === null || price === undefined) return null;
  const second = Math.round((Number(price) - basePrice(symbol)) / driftPerSecond(symbol));
  return second >= 0 && second < CALM_SECONDS ? second : null;
}

/** Fills the open panel as a user does, reads the figures, confirms, and returns the opened message. */
async function openPosition(page: Page, o: { side: 'Long (rise)' | 'Short (fall)'; lots: string; leverage: string; tp?: string; sl?: string }) {
  const panel = page.getByRole('region', { name: /Open a position on/ });
  await panel.getByRole('radio', { name: o.side }).click();
  await panel.getByLabel('Lots', { exact: true }).fill(o.lots);
  await panel.getByRole('radio', { name: o.leverage, exact: true }).click();
  if (o.tp) await panel.getByLabel('Take-profit price (optional)').fill(o.tp);
  if (o.sl) await panel.getByLabel('Stop-loss price (optional)').fill(o.sl);
  await expect(panel.getByText('Liquidation price (estimate)')).toBeVisible();
  await panel.getByRole('button', { name: /^Review (long|short) position$/ }).click();
  const acknowledge = panel.getByRole('button', { name: 'I understand these risks' });
  const confirmHeading = panel.getByRole('heading', { name: 'Confirm your position' });
  await expect(acknowledge.or(confirmHeading)).toBeVisible();
  if (await acknowledge.isVisible()) {
    await expect(panel.getByText('Your loss on a position is capped at its margin: the platform covers anything beyond it.')).toBeVisible();
    await acknowledge.click();
  }
  await expect(confirmHeading).toBeVisible();
  await panel.getByRole('button', { name: 'Open position' }).click();
  const opened = panel.getByRole('status');
  await expect(opened).toContainText(/Position opened at .* \(price record pr_/);
  await panel.getByRole('button', { name: 'New position' }).click();
}

test('a member opens three positions on replayed prices: one closed by hand, one by its take-profit, one liquidated, each shown with its price record', async ({ browser }) => {
  test.setTimeout(240_000);
  const member = await arrangeMember();
  // Gold trades Sunday 22:00 to Friday 21:00 UTC: on a weekend ETH takes its place, and the gold screen says when it opens.
  const goldClosed = (await instrument('XAUUSDT'))?.mark.paused === 'closed';
  const spiking = goldClosed ? 'ETHUSDT' : 'XAUUSDT';

  const context = await browser.newContext({ baseURL: platform.url, viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await fillLoginForm(page, member.email, password);
    await loginButton(page).click();
    await expect(userMenu(page, member.email)).toBeVisible();

    if (goldClosed) {
      await page.goto('/preciousMetal?symbol=XAUUSDT');
      await expect(page.getByText(/The XAUUSDT market is closed/).first()).toBeVisible({ timeout: 30_000 });
    }
    await page.goto('/deal_c?symbol=BTCUSDT');
    // The trading screen's code is loaded on first visit: slow on a busy machine.
    await expect(page.getByRole('region', { name: 'Open a position on BTCUSDT' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Replayed prices: this deployment replays recorded prices, not live ones. Positions here are for practice.')).toBeVisible();
    await expect(page.getByText(/The platform is the other side of every position/).first()).toBeVisible();

    // Open early in a calm stretch of the recording, so every position is open before its move.
    await expect.poll(async () => { const s = await calmSecond(spiking); return s !== null && s <= 25; }, { timeout: (CYCLE_SECONDS + 10) * 1000, intervals: [500] }).toBe(true);
    await openPosition(page, { side: 'Long (rise)', lots: '1', leverage: '10x', tp: '65500', sl: '64000' });
    await openPosition(page, { side: 'Short (fall)', lots: '1', leverage: '2x' });
    await page.goto(goldClosed ? '/deal_c?symbol=ETHUSDT' : '/preciousMetal?symbol=XAUUSDT');
    await expect(page.getByRole('region', { name: `Open a position on ${spiking}` })).toBeVisible({ timeout: 30_000 });
    await openPosition(page, { side: 'Short (fall)', lots: goldClosed ? '1' : '0.1', leverage: '5x' });

    // The trading tab lists the three; the BTC short is closed by hand at the mark.
    // Watched from the start: the `positions` frames the stream brings, and each load of the list
    // over HTTP (the screen loads it once, then again only every 15 s in case the stream missed something).
    const positionFrames: { symbol: string; side: string; mark_price: string | null }[][] = [];
    page.on('websocket', (ws) => ws.on('framereceived', ({ payload }) => {
      try {
        const message = JSON.parse(String(payload));
        if (message?.channel === 'positions' && !message.op && Array.isArray(message.data)) positionFrames.push(message.data);
      } catch { /* not a JSON frame */ }
    }));
    let listLoads = 0;
    page.on('request', (r) => { if (new URL(r.url()).pathname === '/web/contractPositions') listLoads += 1; });
    await page.goto('/lt');
    const list = page.getByRole('region', { name: 'Positions' });
    await expect(list.getByRole('button', { name: /^Close position cp_/ })).toHaveCount(3);

    // Live without a reload: the BTC long's mark moves on the card as the recording ticks, within
    // seconds, while the list was loaded over HTTP only once, so the stream moved it, not the polling.
    const longRow = list.getByRole('article').filter({ hasText: 'BTCUSDT' }).filter({ hasText: 'Long' });
    const markShown = longRow.getByText('Current (mark) price', { exact: true }).locator('xpath=following-sibling::*[1]');
    const loadsBefore = listLoads;
    const firstMark = await markShown.textContent();
    await expect(markShown).not.toHaveText(firstMark!, { timeout: 10_000 });
    expect(listLoads, 'the list was not loaded again over HTTP').toBe(loadsBefore);
    expect(loadsBefore).toBe(1);
    const shownMark = (await markShown.textContent())!.replace(/,|\s|USDT/g, '');
    const streamedMarks = positionFrames.map((f) => f.find((p) => p.symbol === 'BTCUSDT' && p.side === 'long')?.mark_price);
    expect(streamedMarks).toContain(shownMark);

    // At 360 px the close confirm and every figure of the cards stay inside their card.
    await page.setViewportSize({ width: 360, height: 800 });
    const shortRow = list.getByRole('article').filter({ hasText: 'BTCUSDT' }).filter({ hasText: 'Short' });
    await shortRow.getByRole('button', { name: /^Close position cp_/ }).click();
    await expect(page.getByRole('alertdialog')).toContainText(/Estimated exit .* rounded to the price step against you \(at most one step of 0\.1 USDT\)/);
    // Each element within its card, and each figure within its own cell of the card's grid of facts.
    const outside = await list.getByRole('article').evaluateAll((cards) => {
      const spills = (container: Element) => {
        const box = container.getBoundingClientRect();
        return [...container.querySelectorAll('*')].filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5);
        }).map((el) => `${el.tagName} "${(el.textContent ?? '').slice(0, 40)}"`);
      };
      const cells = cards.flatMap((card) => [...card.querySelectorAll('*')].filter((el) => getComputedStyle(el).display === 'grid').flatMap((grid) => [...grid.children]));
      return [...cards, ...cells].flatMap(spills);
    });
    expect(outside).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Close position' }).click();
    // The screen says it in place (a notice may say it too).
    await expect(page.getByRole('tabpanel', { name: 'Trading' }).getByText('Position closed')).toBeVisible();

    // The recording moves: BTC rises through the take-profit, the spike crosses the short's liquidation price.
    await expect(list.getByRole('button', { name: /^Close position cp_/ })).toHaveCount(0, { timeout: (CYCLE_SECONDS + 10) * 1000 });
    await page.getByRole('tab', { name: 'Closed' }).click();
    await expect(list.getByText('Closed by you')).toBeVisible();
    await expect(list.getByText('Take-profit', { exact: true }).first()).toBeVisible();
    await expect(list.getByText('Liquidated', { exact: true }).first()).toBeVisible();
    await expect(list.getByText(/price record pr_BTCUSDT_/).first()).toBeVisible();
    await expect(list.getByText(new RegExp(`price record pr_${spiking}_`)).first()).toBeVisible();

    // The wire agrees: three ended positions, the liquidated one returned no more than its margin.
    const closed = await platform.call('contractPositions', 'GET', { tab: 'closed' }, member.token);
    expect(closed.code, closed.message).toBe(0);
    const byReason = Object.fromEntries(closed.data.map((p: any) => [p.close_reason, p]));
    expect(Object.keys(byReason).sort()).toEqual(['liquidation', 'takeProfit', 'user']);
    expect(byReason.takeProfit.symbol).toBe('BTCUSDT');
    expect(Number(byReason.takeProfit.pnl)).toBeGreaterThan(0);
    expect(byReason.liquidation).toMatchObject({ symbol: spiking, state: 'liquidated' });
    expect(Number(byReason.liquidation.returned)).toBeGreaterThanOrEqual(0);
    expect(Number(byReason.liquidation.returned)).toBeLessThan(Number(byReason.liquidation.margin));
    for (const p of closed.data) expect(p.open_record?.id && p.close_record?.id).toBeTruthy();

    // The money history lists the moves with their price records.
    await page.goto('/leverTransactions');
    const history = page.getByRole('table', { name: 'Contract money history' });
    await expect(history.getByText('Margin locked').first()).toBeVisible();
    await expect(history.getByText('Profit and loss').first()).toBeVisible();
  } finally {
    await context.close();
  }

  const audit = platform.ops('audit');
  expect(audit.status, audit.stderr).toBe(0);
  expect(JSON.parse(audit.stdout)).toMatchObject({ ok: true, problems: [] });
});

/** Places a timed order as a user does: the call, the duration, the stake, the figures, the confirm step. */
async function placeTimedOrder(page: Page, direction: 'Up (bullish)' | 'Down (bearish)', stake: string) {
  const panel = page.getByRole('region', { name: /^Call .* up or down$/ });
  await panel.getByRole('radio', { name: direction }).click();
  await panel.getByRole('radio', { name: '1 minute' }).click();
  await panel.getByLabel('Stake (USDT)').fill(stake);
  await expect(panel.getByText(`At risk: ${stake} USDT (all of it is lost on a wrong call)`)).toBeVisible();
  await panel.getByRole('button', { name: 'Review order' }).click();
  const acknowledge = panel.getByRole('button', { name: 'I understand: a wrong call loses my stake' });
  const confirmHeading = panel.getByRole('heading', { name: 'Confirm your timed order' });
  await expect(acknowledge.or(confirmHeading)).toBeVisible();
  if (await acknowledge.isVisible()) {
    await expect(panel.getByText('A wrong call loses the whole stake, however small the move against you.')).toBeVisible();
    await acknowledge.click();
  }
  await expect(confirmHeading).toBeVisible();
  await panel.getByRole('button', { name: 'Place order' }).click();
  await expect(panel.getByRole('status')).toContainText(/Order placed: .* price record pr_BTCUSDT_/);
  await panel.getByRole('button', { name: 'New order' }).click();
}

test('a member calls BTC up and down for a minute on replayed prices: the up call wins, the down call loses, both shown with their price records', async ({ browser }) => {
  test.setTimeout(240_000);
  const member = await arrangeMember();
  const spotUsdt = async () => (await platform.call('getAsset2', 'GET', {}, member.token)).data.assets.find((a: any) => a.currency === 'USDT')?.available;
  const before = await spotUsdt();
  const context = await browser.newContext({ baseURL: platform.url, viewport: { width: 1366, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  try {
    await page.goto('/login');
    await fillLoginForm(page, member.email, password);
    await loginButton(page).click();
    await expect(userMenu(page, member.email)).toBeVisible();
    await page.goto('/deal_jg?symbol=BTCUSDT');
    await expect(page.getByRole('region', { name: 'Call BTCUSDT up or down' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table', { name: 'Timed contracts on BTCUSDT: durations and payouts' })).toBeVisible();
    await expect(page.getByText(/The platform is your counterparty/)).toBeVisible();

    // Both calls are bought early in a calm stretch, so both deliver within its steady drift up.
    await expect.poll(async () => { const s = await calmSecond('BTCUSDT'); return s !== null && s <= 8; }, { timeout: (CYCLE_SECONDS + 10) * 1000, intervals: [500] }).toBe(true);
    await placeTimedOrder(page, 'Up (bullish)', '20');
    await placeTimedOrder(page, 'Down (bearish)', '10');

    // /jgcc counts both down, then both settle and leave the open tab.
    await page.goto('/jgcc');
    const orders = page.getByTestId('delivery-order');
    await expect(orders).toHaveCount(2, { timeout: 30_000 });
    await expect(orders.first()).toContainText(/Settles in 00:[0-5]\d/);
    await expect(orders).toHaveCount(0, { timeout: 90_000 });
    await page.getByRole('tab', { name: 'Settled' }).click();
    const won = orders.filter({ hasText: 'Up (bullish)' });
    const lost = orders.filter({ hasText: 'Down (bearish)' });
    await expect(won).toContainText('Won');
    await expect(won).toContainText('Profit 16 USDT; returned to your spot account 36 USDT');
    await expect(lost).toContainText('Lost');
    for (const order of [won, lost]) {
      await expect(order).toContainText(/Purchase price .* price record pr_BTCUSDT_/);
      await expect(order).toContainText(/Settlement price .* price record pr_BTCUSDT_/);
    }
  } finally {
    await context.close();
  }

  // The wire agrees, and the money: 30 staked, 36 back.
  const settled = await platform.call('deliveryOrders', 'GET', { tab: 'settled' }, member.token);
  expect(settled.code, settled.message).toBe(0);
  expect(settled.data.map((o: any) => o.state).sort()).toEqual(['lost', 'won']);
  for (const o of settled.data) expect(Number(o.settlement_record.price)).toBeGreaterThan(Number(o.purchase_record.price));
  expect(Number(await spotUsdt())).toBe(Number(before) - 30 + 36);
  const audit = platform.ops('audit');
  expect(audit.status, audit.stderr).toBe(0);
  expect(JSON.parse(audit.stdout)).toMatchObject({ ok: true, problems: [] });
});
