// The verification routes in the real app: /sfyz, /authentication, /smauth, /seniorauth and /dzrz
// open their screens (lazily) inside the user centre instead of the "not open yet" page, and the
// user-centre menu leads to each.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRoutes } from '../../src/app/pending-routes';
import { member, ok, renderApp, siteSettings } from '../unit/app/render-app';
import { levelView, overviewOf } from './kyc-fixtures';

vi.setConfig({ testTimeout: 15_000 });
afterEach(cleanup);

const slow = { timeout: 5000 };
const server = {
  getSetting: ok(siteSettings({ demo: true })),
  getInfo: ok(member()),
  has_renzheng: ok(overviewOf([levelView('junior', 'approved', { can_submit: false }), levelView('senior', 'notSubmitted'), levelView('address', 'underReview')], 'DE')),
};
const loggedIn = { stored: { token: 'tok-1' }, server };

describe('verification routes', () => {
  it('are no longer pending', () => {
    const open = ['/sfyz', '/authentication', '/smauth', '/seniorauth', '/dzrz'];
    expect(pendingRoutes.filter((r) => open.includes(r.path))).toEqual([]);
  });

  it.each([
    ['/sfyz', () => screen.findByRole('heading', { name: 'Identity verification' }, slow)],
    ['/authentication', () => screen.findByRole('heading', { name: 'Identity verification' }, slow)],
    ['/smauth', () => screen.findByText('This level is verified. Verified identity cannot be changed or re-verified.', {}, slow)],
    ['/seniorauth', () => screen.findByRole('heading', { name: 'Senior verification' }, slow)],
    ['/dzrz', () => screen.findByText('A reviewer is checking your documents. You will see the result here.', {}, slow)],
  ])('%s opens its screen in the user centre', async (path, find) => {
    await renderApp(path, loggedIn);
    expect(await find()).toBeTruthy();
    expect(screen.queryByTestId('not-open-yet')).toBeNull();
    const menu = screen.getByRole('navigation', { name: 'User centre menu' });
    expect(['KYC', 'Junior verification', 'Senior verification', 'Address verification'].map((name) => within(menu).getByRole('link', { name }).getAttribute('href')))
      .toEqual(['/sfyz', '/smauth', '/seniorauth', '/dzrz']);
  });
});
