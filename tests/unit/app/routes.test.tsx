// The router and shell over the real platform: guards, redirects, not found, pending routes, the
// language and direction of the page, the user menu and the session dialog.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingRoutes } from '../../../src/app/pending-routes';
import { member, ok, renderApp, siteSettings } from './render-app';

// Each test renders the whole app, some of them several times.
vi.setConfig({ testTimeout: 15_000 });

const rewardsOverview = () => ({
  asset: 'USDT', enabled: true, time_zone: 'UTC', today: '2027-05-03', next_day_at: Date.UTC(2027, 4, 4), budget: { total: '1000', remaining: '900' },
  sign_rewards: ['0.1', '0.1', '0.2', '0.2', '0.3', '0.3', '0.5'], sign: null, sign_budget_spent: false,
  tasks: [{ task: 'firstDeposit', reward: '5', kind: 'withdrawable', state: null, progress: null, claimed_at: null, budget_short: false }],
});

const loggedIn = { stored: { token: 'tok-1' }, server: { getInfo: ok(member()) } };

beforeEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});
afterEach(cleanup);

describe('private routes', () => {
  it('send a visitor to /login, remembering where they wanted to go, and return there after login', async () => {
    const app = await renderApp('/setting', { server: { getInfo: ok(member()) } });
    await waitFor(() => expect(app.path()).toBe('/login'));
    await act(async () => app.platform.session.send({ type: 'LOGGED_IN', token: 'fresh' }));
    await waitFor(() => expect(app.path()).toBe('/setting'));
    expect(app.storage.items.get('token')).toBe('fresh');
  });

  it('send a visitor from a user-centre page and from the assets area to /login', async () => {
    for (const path of ['/asset', '/deal', '/sfyz', '/bindmpwd']) {
      const app = await renderApp(path);
      await waitFor(() => expect(app.path()).toBe('/login'));
      cleanup();
    }
  });

  it('open for a member the last features to ship, in the user centre and not as a later release', async () => {
    const app = await renderApp('/service', loggedIn);
    expect(await screen.findByRole('heading', { name: 'Online support' })).toBeTruthy();
    expect(screen.queryByTestId('not-open-yet')).toBeNull();
    expect(app.path()).toBe('/service');
    expect(pendingRoutes).toEqual([]);
  });

  it('send a member away from /login to the home page', async () => {
    const app = await renderApp('/login', loggedIn);
    await waitFor(() => expect(app.path()).toBe('/'));
  });
});

describe('redirects and unknown addresses', () => {
  it('/asset goes to /table1', async () => {
    const balances = { total_usdt: '1250.50', assets: [{ currency: 'USDT', available: '1250.50', frozen: '0', usdt_value: '1250.50', usdt_price: '1', price_source: null }], contract: [] };
    const app = await renderApp('/asset', { ...loggedIn, server: { ...loggedIn.server, getAsset2: ok(balances) } });
    await waitFor(() => expect(app.path()).toBe('/table1'));
    expect((await screen.findByTestId('spot-total')).textContent).toBe('1250.50');
  });

  it('/person goes to /setting in the user centre', async () => {
    const app = await renderApp('/person', loggedIn);
    await waitFor(() => expect(app.path()).toBe('/setting'));
    expect(await screen.findByRole('navigation', { name: 'User centre menu' })).toBeTruthy();
  });

  it('an unknown address shows the not-found screen', async () => {
    await renderApp('/no/such/page');
    expect((await screen.findByTestId('not-found')).textContent).toMatch('Page not found');
  });

  it('public pending routes are open to visitors', () => {
    expect(pendingRoutes.filter((r) => r.access === 'public').every((r) => r.area === 'main')).toBe(true);
  });

  it('the reward centre is open to visitors, who are asked to log in to claim', async () => {
    const app = await renderApp('/benefits', { server: { getFuli: ok(rewardsOverview()) } });
    expect(await screen.findByRole('heading', { name: 'Reward centre' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to claim' })).toBeTruthy();
    expect(app.path()).toBe('/benefits');
  });

  it('every pending route has a path of its own', () => {
    const paths = pendingRoutes.map((r) => r.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('language', () => {
  it('switching to Arabic sets <html dir="rtl" lang="ar"> and stores the choice', async () => {
    const app = await renderApp('/');
    const picker = await screen.findByRole('combobox', { name: 'Language' });
    fireEvent.change(picker, { target: { value: 'ar' } });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(app.storage.items.get('lang')).toBe('ar');
  });

  it('uses the BCP 47 tag of the language (jp → ja) and left-to-right', async () => {
    await renderApp('/', { stored: { lang: 'jp' } });
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('takes the site default language when none is stored', async () => {
    await renderApp('/', { server: { getSetting: ok(siteSettings({ default_lang: 'tw' })) } });
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-TW'));
  });
});

describe('header', () => {
  it('offers Login and Register to a visitor', async () => {
    await renderApp('/');
    const header = within(await screen.findByRole('banner'));
    expect(header.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(header.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    expect(header.getByRole('link', { name: 'Download APP' }).getAttribute('href')).toBe('/downLoad');
    expect(header.queryByTestId('user-menu-trigger')).toBeNull();
  });

  it('shows the member account cut to 12 characters, the phone before the email', async () => {
    await renderApp('/', { ...loggedIn, server: { getInfo: ok(member({ phone: '', email: 'averylongname@example.com' })) } });
    expect((await screen.findByTestId('user-menu-trigger')).textContent).toMatch(/^averylongnam$/);
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Asset Management' }).getAttribute('href')).toBe('/asset');
    cleanup();
    await renderApp('/', { ...loggedIn, server: { getInfo: ok(member({ phone: '+4915112345678', email: 'a@b.co' })) } });
    expect((await screen.findByTestId('user-menu-trigger')).textContent).toMatch(/^\+49151123456$/);
  });

  it('marks a demo deployment', async () => {
    await renderApp('/', { server: { getSetting: ok(siteSettings({ demo: true })) } });
    expect(await screen.findByText('Demo')).toBeTruthy();
  });

  it('has the navigation of the spec, with Trade a menu', async () => {
    await renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const links = [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'], ['Market', '/market'], ['AI Earn', '/profit_index'], ['My assets', '/asset'],
    ]);
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Trade' }).getAttribute('aria-haspopup')).toBe('menu'));
  });

  it('shows the support address from the settings in the footer', async () => {
    await renderApp('/');
    expect((await screen.findByRole('link', { name: 'help@meridian.example' })).getAttribute('href')).toBe('mailto:help@meridian.example');
  });
});

describe('content', () => {
  it('shows a translated failure with retry, and the content after a retry', async () => {
    let fail = true;
    await renderApp('/about', {
      server: { getText: () => (fail ? { code: 5000, message: 'Something went wrong on our side', data: null } : ok({ id: 1, title: 'About Meridian', content: 'First.\n\nSecond.', updated_at: 0 })) },
    });
    expect((await screen.findByRole('alert')).textContent).toMatch('Something went wrong on our side');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'About Meridian' })).toBeTruthy();
    expect(screen.getByText('Second.')).toBeTruthy();
  });

  it('the home page has the mainstream coins and 24H rise list tabs', async () => {
    await renderApp('/');
    expect(await screen.findByRole('tab', { name: 'Mainstream coins' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '24H rise list' })).toBeTruthy();
  });
});

describe('session dialog (code 2000)', () => {
  it('shows the server message; "Back" keeps the session and goes back', async () => {
    const app = await renderApp('/', loggedIn);
    await act(async () => app.platform.session.send({ type: 'SESSION_INVALID', message: 'Your login has expired' }));
    expect((await screen.findByRole('alertdialog')).textContent).toMatch('Your login has expired');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(app.spies.back).toHaveBeenCalledTimes(1));
    expect(app.platform.session.getSnapshot().matches('authenticated')).toBe(true);
  });

  it('"Login again" logs out and reloads', async () => {
    const app = await renderApp('/', loggedIn);
    await act(async () => app.platform.session.send({ type: 'SESSION_INVALID', message: 'Expired' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Login again' }));
    await waitFor(() => expect(app.spies.reload).toHaveBeenCalledTimes(1));
    expect(app.storage.items.has('token')).toBe(false);
  });
});
