// Renders the real app (providers, routes, layouts, screens) at an address, over the real
// platform (session actor + API wrapper). The server is a stand-in for fetch answering envelopes,
// so everything from the wrapper up runs as in the browser.
import { StrictMode } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { AppProviders } from '../../../src/app/App';
import { createWebPlatform } from '../../../src/app/platform';
import { AppRoutes } from '../../../src/app/routes';
import type { SessionInfo, SiteSettings } from '../../../src/machines/session.machine';

export interface Envelope { code: number; message: string; data: unknown }
/** Answers by call name (`getSetting`, `getInfo`, …); a function sees the params. */
export type FakeServer = Record<string, Envelope | ((params: URLSearchParams) => Envelope)>;

export const ok = (data: unknown, message = ''): Envelope => ({ code: 0, message, data });

export const siteSettings = (over: Partial<SiteSettings> = {}): SiteSettings => ({
  site_name: 'Meridian Exchange', default_lang: 'en', languages: ['en'], demo: false,
  registration: { invitation_code: 'optional' }, features: {}, code_countdown_s: 60, request_timeout_ms: 15000,
  support_email: 'help@meridian.example', asset_count: 12, ...over,
});

export const member = (over: Partial<SessionInfo> = {}): SessionInfo => ({
  token: 'tok', lang: 'en', name: 'Ada', invitation_code: 'ABC123', email: 'ada@example.com', phone: '',
  transaction_password: 0, bank_name: '', bank_number: '', alipay_account: '', weixin_nickname: '', weixin_account: '',
  usdt: '0', ...over,
});

function fetchFor(server: FakeServer, calls: string[]): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const name = url.pathname.replace(/^\/?web\//, '');
    const params = init?.method === 'POST' ? new URLSearchParams(String(init.body)) : url.searchParams;
    calls.push(name);
    const answer = server[name];
    const data = typeof answer === 'function' ? answer(params) : (answer ?? { code: 4300, message: 'Not found', data: null });
    return new Response(JSON.stringify(data), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
}

function memoryStorage(initial: Record<string, string>) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
}

let currentPath = '';
function LocationProbe() {
  const location = useLocation();
  currentPath = `${location.pathname}${location.search}`;
  return null;
}

export interface RenderOptions {
  server?: FakeServer;
  stored?: Record<string, string>;
}

export async function renderApp(path: string, opts: RenderOptions = {}) {
  const calls: string[] = [];
  const server: FakeServer = { getSetting: ok(siteSettings()), getLogo: ok({ site_name: 'Meridian Exchange', logo_url: '/logo.svg' }), getBanner: ok([]), getGG: ok([]), logout: ok(null), ...opts.server };
  vi.stubGlobal('fetch', fetchFor(server, calls));
  const storage = memoryStorage(opts.stored ?? {});
  const spies = { reload: vi.fn(), back: vi.fn(), notify: vi.fn() };
  const platform = createWebPlatform({ storage, ...spies });
  platform.session.start();
  await act(() => waitForActor(platform.session, (s) => !s.matches('starting') && !s.matches('checking') && !s.matches('loadingUser')));

  // StrictMode as in main.tsx: effects run twice, which flows and dialogs must survive.
  const view = render(
    <StrictMode>
      <AppProviders platform={platform}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );
  // Let lazy screens and the components' own first effects settle inside act().
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return { ...view, platform, storage, calls, spies, path: () => currentPath };
}
