// The funds routes in the real app: the assets area's tabs, the deposit page and the user centre's
// records open their screens (lazily) instead of the "not open yet" page.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRoutes } from '../../src/app/pending-routes';
import { member, ok, renderApp, siteSettings } from '../unit/app/render-app';
import { ledgerAnswer, policyAnswer, qrcodeAnswer, spotAnswer } from './funds-fixtures';

vi.setConfig({ testTimeout: 15_000 });
afterEach(cleanup);

// The first visit loads the area's chunk; a busy machine may need more than the default second.
const slow = { timeout: 5000 };

const server = {
  getSetting: ok(siteSettings({ demo: true })),
  getInfo: ok(member()),
  getAsset2: ok(spotAnswer),
  ledgerExport: ok(ledgerAnswer),
  transferRecords: ok([]),
  depositRecords: ok([]),
  getQrcode: ok(qrcodeAnswer),
  getWithdrawPolicy: ok(policyAnswer),
};
const loggedIn = { stored: { token: 'tok-1' }, server };

describe('funds routes', () => {
  it('are no longer pending', () => {
    const open = ['/recharge', '/table1', '/table2', '/record', '/transfer', '/deallog', '/cbjl'];
    expect(pendingRoutes.filter((r) => open.includes(r.path))).toEqual([]);
  });

  it('/asset opens the spot account inside the assets area', async () => {
    const app = await renderApp('/asset', loggedIn);
    expect(await screen.findByTestId('spot-total', {}, slow)).toBeTruthy();
    expect(app.path()).toBe('/table1');
    const tabs = screen.getByRole('navigation', { name: 'Asset pages' });
    expect(within(tabs).getByRole('link', { name: 'Transfer' }).getAttribute('href')).toBe('/transfer');
  });

  it.each([
    ['/table2', () => screen.findByRole('table', { name: 'Contract account balances' }, slow)],
    ['/record', () => screen.findByRole('button', { name: 'Download ledger (CSV)' }, slow)],
    ['/transfer', () => screen.findByText('Available: 1000.5 USDT', {}, slow)],
    ['/deallog', () => screen.findByRole('table', { name: 'Account records' }, slow)],
    ['/cbjl', () => screen.findByRole('heading', { name: 'Deposit records' }, slow)],
    ['/recharge', () => screen.findByRole('button', { name: 'Test funds (demo)' }, slow)],
  ])('%s opens its screen', async (path, find) => {
    await renderApp(path, loggedIn);
    expect(await find()).toBeTruthy();
    expect(screen.queryByTestId('not-open-yet')).toBeNull();
  });

  it('/recharge copies the address and says "copy success"', async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderApp('/recharge', loggedIn);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy address' }, slow));
    expect(await screen.findByText('copy success', {}, slow)).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(qrcodeAnswer.address);
  });
});
