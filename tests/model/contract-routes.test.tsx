// The contract trade routes in the real app: /deal_c, /preciousMetal and /contractTransaction open
// the contract trade screen (lazily) for a member instead of the "not open yet" page, each on its
// kind of instruments, and a visitor is sent to log in.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pendingRoutes } from '../../src/app/pending-routes';
import { member, ok, renderApp, siteSettings } from '../unit/app/render-app';
import { instrumentList } from './contract-fixtures';

// The chart library draws on a canvas, which jsdom has not (the e2e journey draws the real one).
vi.mock('../../src/screens/spot/CandleChart', () => ({ CandleChart: ({ label }: { label: string }) => <div role="img" aria-label={label} /> }));

vi.setConfig({ testTimeout: 15_000 });
afterEach(cleanup);

// The first visit loads the area's chunk; a busy machine may need more than the default second.
const slow = { timeout: 5000 };

const server = {
  getSetting: ok(siteSettings({ demo: true })),
  getInfo: ok(member()),
  getAsset2: ok({ total_usdt: '1000', assets: [], contract: [{ currency: 'USDT', balance: '1000' }] }),
  contractInstruments: ok(instrumentList),
  contractKline: ok([]),
  contractRiskNotice: ok({ acknowledged_at: 1_790_000_000_000 }),
};
const loggedIn = { stored: { token: 'tok-1' }, server };

describe('contract trade routes', () => {
  it('are no longer pending', () => {
    expect(pendingRoutes.filter((r) => ['/deal_c', '/preciousMetal', '/contractTransaction'].includes(r.path))).toEqual([]);
  });

  it.each([
    ['/deal_c', 'BTCUSDT', ['BTCUSDT', 'ETHUSDT']],
    ['/deal_c?symbol=ETHUSDT', 'ETHUSDT', ['BTCUSDT', 'ETHUSDT']],
    ['/preciousMetal', 'XAUUSDT', ['XAUUSDT', 'XAGUSDT', 'WTIUSDT']],
    ['/contractTransaction?symbol=WTIUSDT', 'WTIUSDT', ['XAUUSDT', 'XAGUSDT', 'WTIUSDT']],
  ])('%s opens the trade screen on %s', async (path, symbol, listed) => {
    await renderApp(path, loggedIn);
    expect(await screen.findByRole('heading', { level: 1, name: symbol }, slow)).toBeTruthy();
    expect(screen.queryByTestId('not-open-yet')).toBeNull();
    const list = screen.getByRole('navigation', { name: 'Contract instruments' });
    expect(within(list).getAllByRole('link').map((a) => a.textContent)).toEqual(listed);
    expect(screen.getByRole('heading', { name: `Open a position on ${symbol}` })).toBeTruthy();
  });

  it('sends a visitor to log in', async () => {
    const app = await renderApp('/preciousMetal');
    await waitFor(() => expect(app.path()).toBe('/login'));
  });
});
