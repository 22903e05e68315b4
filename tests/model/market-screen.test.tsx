// /market as a visitor sees it: a market whose price follows the reference is marked so, and a
// market without trades in 24 h shows a dash for its change instead of a figure.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import MarketScreen from '../../src/screens/market/MarketScreen';
import { marketRow } from '../unit/flows/spot-fixtures';
import { renderScreen } from './harness';

describe('the market list', () => {
  it('marks a reference price and shows a dash for a market without trades in 24 h, and for a market with no price', async () => {
    const { wire } = await renderScreen(<MarketScreen />, { url: '/market', route: '/market' });
    await wire.answer('getmarketList', [
      marketRow('BTCUSDT', { price: '30000', change_24h: '1.50', quote_volume_24h: '900000' }),
      marketRow('ETHUSDT', { price: '2000.5', price_source: 'reference', open_24h: null, high_24h: null, low_24h: null, change_24h: null, volume_24h: '0', quote_volume_24h: '0' }),
      marketRow('NEWUSDT', { price: null, price_source: null, open_24h: null, high_24h: null, low_24h: null, change_24h: null, volume_24h: '0', quote_volume_24h: '0', favourite: true }),
    ]);
    const rows = within(screen.getByRole('table', { name: 'Spot markets' })).getAllByRole('row');
    expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['BTC/USDT', '30,000', '+1.50%', '10 BTC']);
    expect(within(rows[2]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['ETH/USDT', '2000.5Reference', '—', '0 ETH']);
    // A new coin's market before its first trade has no price: a dash, not 0.
    expect(within(rows[3]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['NEW/USDT', '—', '—', '0 NEW']);
    expect(screen.getByText(/otherwise it is the reference price/)).toBeTruthy();
  });
});
