// A restart (close the platform, build a new one on the same DATA_DIR and database) rebuilds every
// book exactly: the same orders at the same prices, remaining amounts and time priority.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform, type Platform } from '../../server/app';
import { BUY, SELL } from '../../server/engines/spot/order-book';
import { startTestServer, type TestServer } from './harness';
import { createUser, inject } from './funds-fixtures';
import { expectCleanAudit, fund } from './spot-fixtures';
import { noRateLimit } from './auth-fixtures';

let server: TestServer;
let current: Platform;

beforeAll(async () => { server = await startTestServer({ env: noRateLimit }); current = server.platform; });
afterAll(async () => {
  if (current !== server.platform) await current.close();
  await server.stop();
});

async function place(token: string, p: Record<string, string>) {
  const res = await current.app.inject({ method: 'POST', url: '/web/spotOrder', payload: new URLSearchParams({ token, lang: 'en', rtoken: Math.random().toString(36).slice(2, 12), type: 'limit', ...p }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const body = res.json();
  expect(body.code, body.message).toBe(0);
  return body.data;
}

function bookOf(p: Platform, symbol: string) {
  const book = p.deps.spot.exchange.book(symbol)!;
  return { bids: [...book.orders(BUY)].map((o) => [o.id, o.price, o.lots]), asks: [...book.orders(SELL)].map((o) => [o.id, o.price, o.lots]) };
}

describe('a restart', () => {
  it('rebuilds the books exactly, with time priority, and trading goes on', async () => {
    const a = await createUser(current.deps, 'a');
    const b = await createUser(current.deps, 'b');
    await fund(current.deps, a.id, 'USDT', '100000');
    await fund(current.deps, b.id, 'ETH', '20');
    await current.deps.spot.marketMaker.requote('LINKUSDT');
    const first = await place(a.token, { symbol: 'ETHUSDT', side: 'buy', price: '3000', amount: '1' });
    const second = await place(a.token, { symbol: 'ETHUSDT', side: 'buy', price: '3000', amount: '0.5' });
    await place(a.token, { symbol: 'ETHUSDT', side: 'buy', price: '2999.5', amount: '2' });
    await place(b.token, { symbol: 'ETHUSDT', side: 'sell', price: '3010', amount: '3' });
    await place(b.token, { symbol: 'ETHUSDT', side: 'sell', price: '3000', amount: '0.3' }); // partly fills `first`
    const before = { eth: bookOf(current, 'ETHUSDT'), link: bookOf(current, 'LINKUSDT'), depth: (await inject(current, 'web/depth', { symbol: 'ETHUSDT' })).data };
    expect(before.eth.bids[0]).toEqual([expect.any(Number), 300000, 7000]);

    await current.close();
    current = await buildPlatform({ config: server.config, clock: server.clock });
    expect(bookOf(current, 'ETHUSDT')).toEqual(before.eth);
    expect(bookOf(current, 'LINKUSDT')).toEqual(before.link);
    const depth = (await inject(current, 'web/depth', { symbol: 'ETHUSDT' })).data;
    expect({ bids: depth.bids, asks: depth.asks }).toEqual({ bids: before.depth.bids, asks: before.depth.asks });

    // Time priority survives: the next sell fills what is left of the first order before the second.
    const sell = await place(b.token, { symbol: 'ETHUSDT', side: 'sell', price: '3000', amount: '0.8' });
    expect(sell.state).toBe('filled');
    const open = (await inject(current, 'web/openOrders', { symbol: 'ETHUSDT' }, a.token)).data;
    expect(open.find((o: any) => o.id === first.id)).toBeUndefined();
    expect(open.find((o: any) => o.id === second.id)).toMatchObject({ state: 'partiallyFilled', filled: '0.1' });
    await expectCleanAudit(current.deps);
  });
});
