// Market data over HTTP: the listed markets with their rules, latest prices labelled with their
// reference source, a day of candles from the first start, and favourites.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { createUser } from './funds-fixtures';
import { expectCleanAudit, fund, order } from './spot-fixtures';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.stop(); });

describe('market data', () => {
  it('lists 12 USDT markets with prices and the simulated reference label', async () => {
    const res = await server.call('web/getmarketList');
    expect(res.code).toBe(0);
    expect(res.data).toHaveLength(12);
    expect(res.data.map((m: any) => m.base)).toEqual(['BTC', 'ETH', 'BNB', 'SOL', 'XRP', 'ADA', 'DOGE', 'TRX', 'DOT', 'LTC', 'LINK', 'AVAX']);
    for (const m of res.data) {
      expect(m.quote).toBe('USDT');
      expect(Number(m.price)).toBeGreaterThan(0);
      expect(m.reference).toMatchObject({ source: 'simulated', simulated: true });
      expect(m.favourite).toBe(false);
    }
    const all = await server.call('web/getCurrencyAll');
    expect(all.data.find((c: any) => c.code === 'BTC')).toEqual({ code: 'BTC', name: 'Bitcoin', scale: 8, symbol: 'BTCUSDT' });
    expect(all.data.find((c: any) => c.code === 'USDT').symbol).toBeNull();
  });

  it('shows one market\'s rules before the user acts', async () => {
    const res = await server.call('web/getCurrencyMessage', { symbol: 'btcusdt' });
    expect(res.code).toBe(0);
    expect(res.data.rules).toMatchObject({ symbol: 'BTCUSDT', tick_size: '0.1', lot_size: '0.00001', min_notional: '5', maker_fee_rate: '0.0008', taker_fee_rate: '0.001', price_protection_bps: 500 });
    expect(res.data.demo_notice).toBe(true);
  });

  it('has a day of 1-minute reference history, and candles per interval', async () => {
    const minutes = await server.call('web/kline', { symbol: 'ETHUSDT', interval: '1m', limit: 1000 });
    expect(minutes.data.length).toBeGreaterThanOrEqual(999);
    const hours = await server.call('web/kline', { symbol: 'ETHUSDT', interval: '1h', limit: 30 });
    expect(hours.data.length).toBeGreaterThanOrEqual(24);
    for (const c of hours.data) expect(Number(c.l)).toBeLessThanOrEqual(Math.min(Number(c.o), Number(c.c)));
  });

  it('takes the last price from the book once the market trades', async () => {
    const deps = server.platform.deps;
    const a = await createUser(deps, 'a');
    const b = await createUser(deps, 'b');
    await fund(deps, a.id, 'USDT', '1000');
    await fund(deps, b.id, 'ADA', '1000');
    expect((await order(server, a.token, { symbol: 'ADAUSDT', side: 'buy', price: '0.5123', amount: '100' })).code).toBe(0);
    expect((await order(server, b.token, { symbol: 'ADAUSDT', side: 'sell', price: '0.5', amount: '100' })).code).toBe(0);
    const latest = await server.call('web/new_data', { symbol: 'ADAUSDT' });
    expect(latest.data[0]).toMatchObject({ symbol: 'ADAUSDT', price: '0.5123' });
    expect(Number(latest.data[0].volume_24h)).toBe(100);
    const candles = await server.call('web/kline', { symbol: 'ADAUSDT', interval: '5m', limit: 1 });
    expect(candles.data.at(-1)).toMatchObject({ c: '0.5123', v: '100' });
    await expectCleanAudit(deps);
  });

  it('toggles a favourite', async () => {
    const u = await createUser(server.platform.deps, 'fav');
    const on = await server.call('web/addCollectCurrenct', { symbol: 'DOGEUSDT' }, { token: u.token });
    expect(on.data).toMatchObject({ symbol: 'DOGEUSDT', favourite: true });
    const list = await server.call('web/getmarketList', {}, { token: u.token });
    expect(list.data.filter((m: any) => m.favourite).map((m: any) => m.symbol)).toEqual(['DOGEUSDT']);
    const off = await server.call('web/addCollectCurrenct', { symbol: 'DOGEUSDT' }, { token: u.token });
    expect(off.data.favourite).toBe(false);
  });
});
