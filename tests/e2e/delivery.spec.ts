// How the web app reaches the browser: scripts and styles as brotli with a year's cache (their names
// carry a hash; a re-export of a few bytes that brotli cannot shrink comes as it is), the page
// itself revalidated; no image without its size (no layout shift when it arrives); and no script
// that trips the Content-Security-Policy (zod runs jitless, so its eval probe
// never fires), on the pages a visitor opens first.
import { brotliCompressSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';

/** Collects the page's CSP violations from before its first script runs. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} blocked ${e.blockedURI}`));
  });
}
const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

const visitorPages = [
  { path: '/', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
  { path: '/market', ready: (page: Page) => page.getByRole('table').first() },
  { path: '/login', ready: (page: Page) => page.getByRole('button', { name: 'Log in', exact: true }) },
];

for (const { path, ready } of visitorPages) {
  test(`${path}: scripts arrive as brotli with a year's cache, no image lacks its size, nothing trips the CSP`, async ({ page }) => {
    await watchCsp(page);
    const scripts: Array<Promise<{ url: string; encoding?: string; cache?: string; body: Buffer }>> = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname.startsWith('/assets/') && res.url().endsWith('.js')) {
        scripts.push(res.body().then((body) => ({ url: res.url(), encoding: res.headers()['content-encoding'], cache: res.headers()['cache-control'], body })));
      }
    });
    const doc = await page.goto(path);
    expect(doc?.headers()['content-encoding']).toBe('br');
    expect(doc?.headers()['cache-control']).toBe('no-cache');
    await expect(ready(page)).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(scripts.length).toBeGreaterThan(0);
    for (const s of await Promise.all(scripts)) {
      // A script comes as brotli unless brotli would not make it smaller (a few-byte re-export).
      if (brotliCompressSync(s.body).length < s.body.length) expect(s.encoding, s.url).toBe('br');
      else expect(s.body.length, s.url).toBeLessThan(200);
      expect(s.cache, s.url).toBe('public, max-age=31536000, immutable');
    }
    const unsized = await page.locator('img').evaluateAll((imgs) =>
      imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).map((img) => img.outerHTML));
    expect(unsized).toEqual([]);
    expect(await cspViolations(page)).toEqual([]);
  });
}

test('/market does not load the chart library, which only /deal draws', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (res) => { if (res.url().endsWith('.js')) scripts.push(new URL(res.url()).pathname); });
  await page.goto('/market');
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((s) => /spot-area|CandleChart/.test(s))).toEqual([]);
});

// The built app carries no message parser: catalogs and the source's English texts arrive parsed.
// A message left as text would show its placeholders (`{year}`, `{assets, plural, …}`) verbatim.
test('messages arrive parsed: placeholders and plurals are filled, in English and in Polish', async ({ page }) => {
  await page.goto('/');
  const year = String(new Date().getFullYear());
  await expect(page.getByText(new RegExp(`© ${year} \\S`))).toBeVisible();
  await expect(page.getByText(/^\d+ listed assets? · \d+ languages$/)).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(/[{}]/);

  await page.getByRole('combobox', { name: 'Language' }).selectOption('pl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  await expect(page.getByText(/^\d+ notowan\S+ walut\S* · języki: \d+$/)).toBeVisible();
  await expect(page.getByText(new RegExp(`© ${year} \\S`))).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(/[{}]/);
});
