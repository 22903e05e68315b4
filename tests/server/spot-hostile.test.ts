// Hostile input on every spot and market call: a translated message, never a 500, and nothing changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { createUser } from './funds-fixtures';
import { balances, expectCleanAudit, fund } from './spot-fixtures';
import { noRateLimit } from './auth-fixtures';

let server: TestServer;
let user: { id: string; token: string };

beforeAll(async () => {
  server = await startTestServer({ env: noRateLimit });
  user = await createUser(server.platform.deps, 'hostile');
  await fund(server.platform.deps, user.id, 'USDT', '100');
  await fund(server.platform.deps, user.id, 'BTC', '0.01');
});
afterAll(async () => { await server.stop(); });

const orderCount = async () => Number((await server.platform.deps.db.selectFrom('spot_orders').select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow()).n);

const cases: Array<[string, Record<string, string>, number, RegExp]> = [
  ['web/spotOrder', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '60000.05', amount: '0.001' }, 4402, /multiple of the tick size 0\.1/],
  ['web/spotOrder', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '60000', amount: '0.000001' }, 4403, /multiple of the lot size 0\.00001/],
  ['web/spotOrder', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', amount: '0.001' }, 4401, /enter a price/],
  ['web/spotOrder', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '100', amount: '0.01' }, 4404, /at least 5 USDT/],
  ['web/spotOrder', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '60000', amount: '0.01' }, 4200, /./],
  ['web/spotOrder', { symbol: 'BTCUSDT', side: 'sell', type: 'limit', price: '60000', amount: '0.02' }, 4200, /./],
  ['web/spotOrder', { symbol: 'NOPEUSDT', side: 'buy', type: 'limit', price: '1', amount: '1' }, 4400, /not listed/],
  ['web/spotOrder', { symbol: '<script>', side: 'buy', type: 'limit', price: '1', amount: '1' }, 4400, /not listed/],
  ['web/spotOrder', { symbol: 'BTCUSDT', side: 'short', type: 'limit', price: '1', amount: '1' }, 4000, /not valid/],
  ['web/spotOrder', { symbol: 'BTCUSDT', side: 'buy', type: 'stop', price: '1', amount: '1' }, 4000, /not valid/],
  ['web/spotOrder', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '-1', amount: '1' }, 4017, /valid amount/],
  ['web/spotOrder', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '1e9', amount: '1' }, 4017, /valid amount/],
  ['web/spotOrder', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '0', amount: '1' }, 4017, /valid amount/],
  ['web/spotOrder', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '999999999999999', amount: '999999999999999' }, 4407, /larger than/],
  ['web/spotOrder', { symbol: 'BTCUSDT', side: 'buy', type: 'market', amount: '0' }, 4017, /valid amount/],
  ['web/cancelOrder', { order_id: "so_' OR 1=1" }, 4000, /not valid/],
  ['web/cancelOrder', { order_id: 'so_0000000000000000000000' }, 4300, /./],
  ['web/openOrders', { symbol: 'X' }, 4400, /not listed/],
  ['web/orderHistory', { limit: '100000' }, 4000, /not valid/],
  ['web/orderHistory', { before: 'so_unknown' }, 4000, /not valid/],
  ['web/depth', { symbol: 'ZZZUSDT' }, 4400, /not listed/],
  ['web/depth', { symbol: 'BTCUSDT', limit: '-3' }, 4000, /not valid/],
  ['web/trades', {}, 4400, /not listed/],
  ['web/kline', { symbol: 'BTCUSDT', interval: '7m' }, 4000, /not valid/],
  ['web/getCurrencyMessage', { symbol: 'DROP TABLE' }, 4400, /not listed/],
  ['web/new_data', { symbol: 'QQQUSDT' }, 4400, /not listed/],
  ['web/getDealList', { state: 'everything' }, 4000, /not valid/],
  ['web/addCollectCurrenct', { symbol: 'NOPEUSDT' }, 4400, /not listed/],
];

describe('hostile input', () => {
  it.each(cases)('%s %j answers %i with a translated message and changes nothing', async (name, params, code, message) => {
    const before = { orders: await orderCount(), balances: await balances(server, user.token) };
    const res = await server.call(name, params, { token: user.token });
    expect(res.code).toBe(code);
    expect(res.message).toMatch(message);
    expect(res.message).not.toMatch(/error\.|Error:|at .*\.ts/);
    expect(await orderCount()).toBe(before.orders);
    expect(await balances(server, user.token)).toEqual(before.balances);
  });

  it('answers in the caller\'s language', async () => {
    const res = await server.call('web/spotOrder', { symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '60000.05', amount: '0.001' }, { token: user.token, lang: 'de' });
    expect(res.code).toBe(4402);
    expect(res.message).toBe('Der Preis muss ein Vielfaches der Tick-Größe 0.1 sein');
    const zh = await server.call('web/depth', { symbol: 'ZZZUSDT' }, { lang: 'zh' });
    expect(zh.message).toBe('该市场未上线');
  });

  it('asks for a session on the user calls', async () => {
    for (const name of ['web/spotOrder', 'web/cancelOrder', 'web/openOrders', 'web/orderHistory', 'web/getDealList', 'web/addCollectCurrenct']) {
      const res = await server.call(name, { symbol: 'BTCUSDT' });
      expect(res.code, name).toBe(2000);
    }
    await expectCleanAudit(server.platform.deps);
  });
});
