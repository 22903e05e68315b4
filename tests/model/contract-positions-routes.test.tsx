// The contract position routes in the real app: /lt and /positionList open the positions screen
// (on the tab the address names), /leverTransactions the money history, instead of the "not open
// yet" page; a visitor is sent to log in first.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRoutes } from '../../src/app/pending-routes';
import { member, ok, renderApp, siteSettings } from '../unit/app/render-app';
import { balances, instruments, liquidatedPosition, moneyRow, position } from './contract-positions-fixtures';

vi.setConfig({ testTimeout: 15_000 });
afterEach(cleanup);

const slow = { timeout: 5000 };
const server = {
  getSetting: ok(siteSettings({ demo: true })),
  getInfo: ok(member()),
  getAsset2: ok(balances('250')),
  contractInstruments: ok(instruments()),
  contractPositions: (params: URLSearchParams) => ok(params.get('tab') === 'closed' ? [liquidatedPosition('cp_0000000003')] : [position('cp_0000000001')]),
  contractHistory: ok([moneyRow('cm_0000000001')]),
};
const loggedIn = { stored: { token: 'tok-1' }, server };

describe('contract position routes', () => {
  it('are no longer pending', () => {
    expect(pendingRoutes.filter((r) => ['/lt', '/positionList', '/leverTransactions'].includes(r.path))).toEqual([]);
  });

  it.each(['/lt', '/positionList'])('%s opens the positions on the trading tab', async (path) => {
    await renderApp(path, loggedIn);
    expect(await screen.findByRole('heading', { name: 'Contract positions' }, slow)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Close position cp_0000000001' }, slow)).toBeTruthy();
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Trading');
    expect(screen.queryByTestId('not-open-yet')).toBeNull();
  });

  it('/positionList?tab=closed opens the closed tab', async () => {
    await renderApp('/positionList?tab=closed', loggedIn);
    expect((await screen.findByText(/^Loss capped at margin/, {}, slow)).textContent).toBe('Loss capped at margin: the platform covered 6.04 USDT.');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Closed');
  });

  it('/leverTransactions opens the money history', async () => {
    await renderApp('/leverTransactions', loggedIn);
    expect(await screen.findByRole('table', { name: 'Contract money history' }, slow)).toBeTruthy();
    expect(screen.getByText('Margin locked')).toBeTruthy();
  });

  it('send a visitor to /login', async () => {
    const app = await renderApp('/lt', { server });
    await waitFor(() => expect(app.path()).toBe('/login'));
  });
});
