// Accessibility of every route (WCAG 2.1 A and AA, checked by axe-core in the real browser), at
// the desktop width and on a phone, for a visitor, a signed-in member and an operator, plus the
// states only an interaction reaches (the order's confirm step). A critical or serious violation
// fails the test, listed by route, rule and element.
//
// The routes come from the router's source (src/app/routes.tsx, pending-routes.ts and the
// console's sections), so a new route is checked without touching this file.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { pendingRoutes } from '../../src/app/pending-routes';
import { expect, test } from './support/fixtures';
import { fillLoginForm, loginButton, navigateInApp, userMenu } from './support/app';
import { startSpotPlatform, type SpotPlatform } from './support/spot-platform';

const root = path.resolve(import.meta.dirname, '../..');
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const literalPaths = (source: string) => [...source.matchAll(/path: '([^']+)'/g)].map((m) => m[1]);

/**
 * The site's routes with a screen of their own (the ones after <RequireSession> need a login),
 * and one route of each "not open yet" frame: they all show the same screen.
 */
function siteRoutes(access: 'public' | 'private'): string[] {
  const source = fs.readFileSync(path.join(root, 'src/app/routes.tsx'), 'utf8');
  const [before, after] = source.split('<RequireSession />');
  const own = literalPaths(access === 'public' ? before : after).filter((p) => !p.includes('*') && !p.includes(':'));
  const pendingSamples = new Map(pendingRoutes.filter((r) => r.access === access).map((r) => [r.area, r.path]));
  return [...own, ...pendingSamples.values(), ...(access === 'public' ? ['/no-such-page'] : [])];
}

/** The console's section pages (its review pages need an item in the queue). */
const opsRoutes = () => literalPaths(fs.readFileSync(path.join(root, 'src/screens/ops/ops-sections.tsx'), 'utf8')).filter((p) => !p.includes(':')).map((p) => `/ops/${p}`);

const viewports = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Violation { rule: string; impact: string; help: string; targets: string[] }

/** Runs axe on the page as it is now; returns the critical and serious violations. */
async function audit(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as any).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] });
    return result.violations
      .filter((v: any) => v.impact === 'critical' || v.impact === 'serious')
      .map((v: any) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 5).map((n: any) => `${n.target.join(' ')}${n.failureSummary ? `: ${n.failureSummary.split('\n').slice(1).join(' ').trim()}` : ''}`) }));
  });
}

/** The screen has rendered (and any guard has redirected): its code and data arrived, no spinner or skeleton is left. */
async function settled(page: Page) {
  await expect(page.getByRole('main')).toBeVisible();
  // A screen's data can take a while on a busy machine (the first one also starts the app).
  await expect(page.getByLabel('Loading…')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Collects the violations of many pages and fails once, listing them all. */
function findings() {
  const lines: string[] = [];
  return {
    async check(page: Page, where: string) {
      await settled(page);
      for (const v of await audit(page)) {
        lines.push(`${where}: [${v.impact}] ${v.rule}: ${v.help}`, ...v.targets.map((t) => `    ${t}`));
      }
    },
    expectNone() {
      expect(lines, `critical or serious accessibility violations:\n${lines.join('\n')}`).toEqual([]);
    },
  };
}

/**
 * Visits each route and audits it, skipping routes that redirect elsewhere (audited on their own).
 * Two pages of the context take turns through the list: one renders while axe runs in the other,
 * so both cores work.
 */
async function auditRoutes(context: BrowserContext, viewport: (typeof viewports)[number], routes: string[], where: string) {
  const found = findings();
  const queue = [...routes];
  const walk = async () => {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
      await navigateInApp(page, route);
      await settled(page);
      if (new URL(page.url()).pathname !== route) continue;
      await found.check(page, `${where} ${route}`);
    }
    await page.close();
  };
  await Promise.all([walk(), walk()]);
  found.expectNone();
}

let platform: SpotPlatform;
let member: BrowserContext;
const password = 'Meridian2024';
const operator = { email: `a11y.reviewer.${Date.now().toString(36)}@ops.example`, password: 'Operator-Pass-2026' };

// axe is injected as a script: this context lets it past the page's Content-Security-Policy.
const auditContext = (browser: Browser) => browser.newContext({ baseURL: platform.url, bypassCSP: true, locale: 'en-US' });

// A member's pass visits about 45 routes; on a busy machine that takes a few minutes.
test.describe.configure({ timeout: 360_000 });

test.beforeAll(async ({ browser }) => {
  platform = await startSpotPlatform();
  const email = `a11y-${Date.now().toString(36)}@example.test`;
  const code = await platform.call('getCode', 'GET', { email, scene: 'register' });
  const reg = await platform.call('userRegister', 'POST', { type: 'email', account: email, code: code.data.demoCode, password, repassword: password, agree: '1' });
  expect(reg.code, reg.message).toBe(0);
  const login = await platform.call('userLogin', 'POST', { account: email, password });
  const funds = await platform.call('demoFunds', 'POST', {}, login.data.token);
  expect(funds.code, funds.message).toBe(0);
  const created = platform.ops('create-operator', '--email', operator.email, '--password', operator.password, '--role', 'reviewer');
  expect(created.status, created.stderr).toBe(0);

  member = await auditContext(browser);
  const page = await member.newPage();
  await page.goto('/login');
  await fillLoginForm(page, email, password);
  await loginButton(page).click();
  await expect(userMenu(page, email)).toBeVisible();
  await page.close();
});

test.afterAll(async () => {
  await member?.close();
  await platform?.stop();
});

for (const viewport of viewports) {
  test(`every public route has no critical or serious violation, for a visitor on ${viewport.name}`, async ({ browser }) => {
    const visitor = await auditContext(browser);
    await auditRoutes(visitor, viewport, siteRoutes('public'), `visitor ${viewport.name}`);
    await visitor.close();
  });

  // The public routes differ for a member only in the header, which the home page shows: audited
  // there once, the rest were audited for the visitor.
  test(`every private route has no critical or serious violation, for a signed-in member on ${viewport.name}`, async () => {
    await auditRoutes(member, viewport, ['/', ...siteRoutes('private')], `member ${viewport.name}`);
  });
}

test('the operator console has no critical or serious violation, signed out and in', async ({ browser }) => {
  const context = await auditContext(browser);
  const page = await context.newPage();
  await page.goto('/ops');
  const found = findings();
  await found.check(page, 'operator /ops sign-in');
  await page.getByLabel('Operator email').fill(operator.email);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Verifications' })).toBeVisible();
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    for (const route of opsRoutes()) {
      await navigateInApp(page, route);
      await found.check(page, `operator ${viewport.name} ${route}`);
    }
  }
  found.expectNone();
  await context.close();
});

test('the first tab stop skips the header to the page content', async ({ browser }) => {
  const visitor = await auditContext(browser);
  const page = await visitor.newPage();
  await page.goto('/market');
  await expect(page.getByRole('heading', { name: 'Markets' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await visitor.close();
});

test('the order form: side and type are radio groups of one tab stop with arrow keys', async () => {
  const page = await member.newPage();
  await page.goto('/deal?symbol=BTCUSDT');
  const form = page.getByRole('region', { name: 'Place an order' });
  const side = form.getByRole('radiogroup', { name: 'Side' });
  await side.getByRole('radio', { name: 'Buy', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(side.getByRole('radio', { name: 'Sell', exact: true })).toBeFocused();
  await expect(side.getByRole('radio', { name: 'Sell', exact: true })).toHaveAttribute('aria-checked', 'true');
  await expect(form.getByRole('button', { name: 'Review sell order' })).toBeVisible();
  // Tab leaves the group: the next stop is the first option of the order type group.
  await page.keyboard.press('Tab');
  await expect(form.getByRole('radiogroup', { name: 'Order type' }).getByRole('radio', { checked: true })).toBeFocused();
  await page.close();
});

test('the order confirm step takes the focus to its heading and has no critical or serious violation', async () => {
  const page = await member.newPage();
  const found = findings();
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.goto('/deal?symbol=BTCUSDT');
    const form = page.getByRole('region', { name: 'Place an order' });
    await form.getByRole('radio', { name: 'Limit', exact: true }).click();
    await form.getByLabel('Price (USDT)').fill('1000');
    await form.getByLabel('Amount (BTC)').fill('0.01');
    await form.getByRole('button', { name: 'Review buy order' }).click();
    // A screen reader announces the step it moved to: the focus is on its heading, not on <body>.
    await expect(form.getByRole('heading', { name: 'Confirm your order' })).toBeFocused();
    await found.check(page, `member ${viewport.name} /deal confirm step`);
  }
  found.expectNone();
});
