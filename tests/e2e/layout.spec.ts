// The layout on every screen size (DESIGN §9): each route of the app, taken from the router, fits a
// 390 px phone and a 1280 px window without scrolling sideways, for a visitor, a member and an
// operator; at 1366 px the desktop design holds. The top navigation reaches spot trading through
// the Trade menu, and an entry whose feature is not open yet says so in the menu itself.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Request } from '@playwright/test';
import { languages } from '../../api/languages';
import { expect, registerByWire, test } from './support/fixtures';
import { logInThroughUi, navigateInApp } from './support/app';
import type { AppRoute } from './support/list-routes';

const root = path.resolve(import.meta.dirname, '../..');
const phone = { width: 390, height: 844 };
const laptop = { width: 1280, height: 800 };
const desktop = { width: 1366, height: 900 };
const operator = { email: `layout.reviewer.${Date.now().toString(36)}@ops.example`, password: 'Operator-Pass-2026' };

test.describe.configure({ mode: 'serial', timeout: 300_000 });

/** The router's routes; the catch-all is visited as an unknown path, a `:param` with an id. */
function appRoutes(): AppRoute[] {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'tests/e2e/support/list-routes.ts'], { cwd: root, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`the routes were not listed: ${res.stderr}`);
  return (JSON.parse(res.stdout) as AppRoute[]).map((r) => ({
    ...r,
    path: r.path === '*' ? '/no-such-page' : r.path.replace(/:[^/]+/g, '1'),
  }));
}

let routes: AppRoute[] = [];
/** The member all three tests log in as. */
let member: { email: string; password: string };

test.beforeAll(async () => {
  routes = appRoutes();
  member = await registerByWire();
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', 'create-operator', '--email', operator.email, '--password', operator.password, '--role', 'reviewer'],
    { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`the operator was not created: ${res.stderr}`);
});

const pathsFor = (...access: AppRoute['access'][]) => routes.filter((r) => access.includes(r.access)).map((r) => r.path);

/** Requests of the page still in flight (screens' code chunks and their data). */
function inFlight(page: Page) {
  const requests = new Set<Request>();
  page.on('request', (r) => requests.add(r));
  page.on('requestfinished', (r) => requests.delete(r));
  page.on('requestfailed', (r) => requests.delete(r));
  return () => requests.size;
}

/** Opens `path` in the running app as a link does (a full load per route would take minutes),
 *  and waits until its screen is drawn: its code and data have arrived and no spinner is left. */
async function open(page: Page, path: string, pending: () => number) {
  await navigateInApp(page, path);
  await expect.poll(pending, { message: `requests of ${path} in flight`, intervals: [25, 50, 100] }).toBe(0);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await expect(page.getByRole('main')).toBeVisible();
  // A screen's data can take a while on a busy machine (the first one also starts the app).
  await expect(page.getByLabel('Loading…')).toHaveCount(0, { timeout: 30_000 });
}

/** The page's width beyond the window, in CSS pixels (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const el = document.scrollingElement!;
    return el.scrollWidth - el.clientWidth;
  });

/** Visits every path at each size and returns those that scroll sideways, with the overflow. */
async function overflowingRoutes(page: Page, paths: string[], sizes = [phone, laptop]) {
  const pending = inFlight(page);
  await page.goto(paths[0]);
  const found: string[] = [];
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const p of paths) {
      await open(page, p, pending);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) found.push(`${p} at ${size.width}px: ${overflow}px too wide`);
    }
  }
  return found;
}

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: desktop, locale: 'en-US' });
  return context.newPage();
}

test('every route fits a 390 px phone and a 1280 px window without scrolling sideways', async ({ page, browser, baseURL }) => {
  expect(routes.length, 'the router lists its routes').toBeGreaterThan(50);

  // The three walks run side by side (one page renders while another is measured).
  // A visitor: the public and guest routes (private ones lead to the login screen).
  const visitorWalk = async () => {
    const visitor = await newPage(browser, baseURL);
    const overflow = await overflowingRoutes(visitor, pathsFor('public', 'guest'));
    await visitor.context().close();
    return overflow;
  };
  // A member: every public and private route.
  const memberWalk = async () => {
    await logInThroughUi(page, member.email, member.password);
    return overflowingRoutes(page, pathsFor('public', 'member'));
  };
  // An operator: the console's sections.
  const operatorWalk = async () => {
    const ops = await newPage(browser, baseURL);
    await ops.goto('/ops');
    await ops.getByLabel('Operator email').fill(operator.email);
    await ops.getByLabel('Password').fill(operator.password);
    await ops.getByRole('button', { name: 'Sign in' }).click();
    await expect(ops.getByRole('navigation', { name: 'Console sections' })).toBeVisible();
    const overflow = await overflowingRoutes(ops, ['/ops', ...pathsFor('operator')]);
    await ops.context().close();
    return overflow;
  };
  const [visitorOverflow, memberOverflow, operatorOverflow] = await Promise.all([visitorWalk(), memberWalk(), operatorWalk()]);

  expect([...visitorOverflow, ...memberOverflow, ...operatorOverflow]).toEqual([]);
});

test('the desktop design at 1366 px, the phone menu below it, and the Trade menu leading to spot', async ({ page }) => {
  await logInThroughUi(page, member.email, member.password);
  const mainNav = page.getByRole('navigation', { name: 'Main navigation' });
  const menuButton = page.getByRole('button', { name: 'Open the menu' });

  // 1366: the top navigation is on the bar, no menu button, nothing scrolls sideways.
  await expect(mainNav).toBeVisible();
  await expect(menuButton).toBeHidden();
  expect(await sidewaysOverflow(page)).toBe(0);

  // The Trade menu: spot opens the spot screen; every trade entry is open.
  await mainNav.getByRole('button', { name: 'Trade' }).click();
  const trade = page.getByRole('menu', { name: 'Trade' });
  await expect(trade.getByRole('menuitem', { name: 'Precious metals and crude oil', exact: true })).toBeVisible();
  await expect(trade.getByRole('menuitem', { name: 'Leveraged contracts', exact: true })).toBeVisible();
  await expect(trade.getByRole('menuitem', { name: 'Delivery contracts', exact: true })).toBeVisible();
  await trade.getByRole('menuitem', { name: 'Spot trading', exact: true }).click();
  await expect(page).toHaveURL(/\/deal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'BTC/USDT' })).toBeVisible();

  // A phone: the bar gives way to a menu button; the drawer holds the same entries, the language
  // and the account, each big enough to touch (44 px).
  await page.setViewportSize(phone);
  await expect(mainNav).toBeHidden();
  await menuButton.click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'AI Earn', exact: true })).toBeVisible();
  await expect(drawer.getByLabel('Language')).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Sign out' })).toBeVisible();
  for (const link of await drawer.getByRole('link').all()) {
    expect((await link.boundingBox())!.height, await link.innerText()).toBeGreaterThanOrEqual(44);
  }
  await drawer.getByRole('link', { name: 'Spot trading', exact: true }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/deal$/);

  // Back at 1366 px, the member's bar (demo marker, messages, Asset Management, the account) holds
  // the whole navigation in every language; then English again for the next test.
  await page.setViewportSize(desktop);
  const overflowing: string[] = [];
  for (const lang of [...languages.filter((l) => l !== 'en'), 'en' as const]) {
    await page.getByRole('banner').getByRole('combobox').selectOption(lang);
    // Measured once the bar reads in that language (its catalog loads after the choice).
    const home = JSON.parse(fs.readFileSync(path.join(root, 'src/i18n/locales', `${lang}.json`), 'utf8'))['nav.home'];
    await expect(page.getByRole('banner').getByRole('navigation').getByRole('link').first()).toHaveText(home);
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) overflowing.push(`${lang} ${overflow}px`);
  }
  expect(overflowing).toEqual([]);
});

// Last: the language chosen here is saved on the member's account.
test('Arabic on a phone: the main routes read right to left without scrolling sideways', async ({ page }) => {
  await logInThroughUi(page, member.email, member.password);
  await page.setViewportSize(phone);
  await page.getByRole('button', { name: 'Open the menu' }).click();
  await page.getByRole('dialog').getByLabel('Language').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const main = ['/', '/market', '/deal', '/table1', '/recharge', '/money', '/setting', '/sfyz', '/deallog'];
  expect(await overflowingRoutes(page, main, [phone])).toEqual([]);
});
