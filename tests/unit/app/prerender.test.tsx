// The first screen of / and /market, rendered at build time by the real components: what it holds,
// and that the app hydrates it in place (no mismatch, the same elements kept) while the session
// starts and moves on underneath.
import { StrictMode } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../src/app/App';
import { preloadEnglish } from '../../../src/app/I18nProvider';
import { createWebPlatform } from '../../../src/app/platform';
import { prerenderedRoutes, prerenderShell } from '../../../src/app/prerender';
import { ok, siteSettings } from './render-app';

vi.setConfig({ testTimeout: 15_000 });

declare global {
  // eslint-disable-next-line no-var
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

describe('the prerendered first screen', () => {
  it('of / holds the header and the home page, with no script', async () => {
    const html = await prerenderShell('/');
    expect(html).toContain('aria-label="Main navigation"');
    expect(html).toContain('Trade digital assets with every rule in view');
    expect(html).toContain('href="/register"');
    expect(html).not.toContain('<script');
  });

  it('of /market holds the header and the market list frame', async () => {
    const html = await prerenderShell('/market');
    expect(html).toContain('aria-label="Main navigation"');
    expect(html).toMatch(/<h1[^>]*>Markets<\/h1>/);
    expect(html).not.toContain('<script');
  });

  it('is hydrated in place while the session loads the settings', async () => {
    const markup = await prerenderShell('/');
    document.body.innerHTML = `<div id="root">${markup}</div>`;
    const heading = document.querySelector('h1');
    const errors: unknown[] = [];
    // The settings arrive while the page hydrates, and change what the page shows (the footer's address).
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const name = new URL(String(input), 'http://localhost').pathname.replace(/^\/?web\//, '');
      const answer = name === 'getSetting' ? ok(siteSettings()) : ok([]);
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    const platform = createWebPlatform({ storage: window.localStorage, notify: () => {}, reload: () => {}, back: () => {} });
    // As main.tsx does: the screen's code and the English messages first.
    await Promise.all([prerenderedRoutes['/'](), preloadEnglish()]);
    // Outside act(), as in the browser: React schedules the page's parts as it would there, and the
    // settings land between the first pass and the parts hydrated after it.
    const actEnvironment = globalThis.IS_REACT_ACT_ENVIRONMENT;
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      root = hydrateRoot(document.getElementById('root')!, <StrictMode><App platform={platform} /></StrictMode>, {
        onRecoverableError: (error) => errors.push(error),
      });
      // As long as the screens' waits (tests/unit/setup.ts): a busy machine takes over a second.
      await vi.waitFor(() => expect(document.body.textContent).toContain('help@meridian.example'), { timeout: 5000 });
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      globalThis.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    expect(errors).toEqual([]);
    expect(document.querySelector('h1')).toBe(heading);
  });
});
