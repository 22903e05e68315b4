// Spot trading over HTTP: two users trade with each other and with the market maker; locks, fills,
// fees and releases are exact, another user's orders stay out of reach, and the audit is clean.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { createUser } from './funds-fixtures';
import { balances, expectCleanAudit, fund, order } from './spot-fixtures';
import { noRateLimit } from './auth-fixtures';
import { MARKET_MAKER } from '../../server/modules/spot/market-maker';
import type { ManualClock } from '../../server/platform';
import type { CommandAnswer } from '../../server/modules/spot/spot-exchange';
import { lotsOf, ticksOf } from '../../server/modules/spot/order-request';

let server: TestServer;

beforeAll(async () => { server = await startTestServer({ env: noRateLimit }); });
afterAll(async () => { await server.stop(); });
afterEach(async () => { await expectCleanAudit(server.platform.deps); });

const feeBalance = async () => {
  const row = await server.platform.deps.db.selectFrom('ledger_accounts').select('balance').where('id', '=', 'system:spot-fees:USDT:main').executeTakeFirst();
  return row ? BigInt(row.balance) : 0n;
};

describe('two users trading BTC/USDT', () => {
  it('locks on placement, settles a partial fill with exact fees, and releases the rest on cancel', async () => {
    const deps = server.platform.deps;
    const alice = await createUser(deps, 'alice');
    const bob = await createUser(deps, 'bob');
    await fund(deps, alice.id, 'USDT', '10000');
    await fund(deps, bob.id, 'BTC', '1');
    const feesBefore = await feeBalance();

    const buy = await order(server, alice.token, { side: 'buy', price: '60000', amount: '0.1' });
    expect(buy.code, buy.message).toBe(0);
    expect(buy.message).toBe('Order placed');
    expect(buy.data).toMatchObject({ state: 'new', price: '60000', amount: '0.1', filled: '0', locked: '6006', locked_asset: 'USDT' });
    expect((await balances(server, alice.token)).USDT).toEqual(['3994', '6006']);

    (server.clock as ManualClock).advance(1000);
    // Bob's sell crosses: it trades at the resting (maker) price, Bob pays the taker fee.
    const sell = await order(server, bob.token, { side: 'sell', price: '59000', amount: '0.04' });
    expect(sell.code, sell.message).toBe(0);
    expect(sell.data).toMatchObject({ state: 'filled', filled: '0.04', total: '2400', avg_price: '60000', fee: '2.4', locked: '0' });
    const bobBalances = await balances(server, bob.token);
    expect(bobBalances.USDT).toEqual(['2397.6', '0']);
    expect(bobBalances.BTC).toEqual(['0.96', '0']);

    const open = await server.call('web/openOrders', {}, { token: alice.token });
    expect(open.data).toHaveLength(1);
    expect(open.data[0]).toMatchObject({ id: buy.data.id, state: 'partiallyFilled', filled: '0.04', fee: '1.92', locked: '3604.08' });
    const aliceMid = await balances(server, alice.token);
    expect(aliceMid.BTC).toEqual(['0.04', '0']);
    expect(aliceMid.USDT).toEqual(['3994', '3604.08']);
    expect((await feeBalance()) - feesBefore).toBe(4_320_000n);

    (server.clock as ManualClock).advance(1000);
    const cancel = await server.call('web/cancelOrder', { order_id: buy.data.id }, { token: alice.token });
    expect(cancel.code, cancel.message).toBe(0);
    expect(cancel.data).toMatchObject({ state: 'cancelled', end_reason: 'userCancelled', locked: '0' });
    expect((await balances(server, alice.token)).USDT).toEqual(['7598.08', '0']);
    expect((await server.call('web/openOrders', {}, { token: alice.token })).data).toEqual([]);

    const history = await server.call('web/orderHistory', {}, { token: alice.token });
    expect(history.data.map((o: any) => o.state)).toEqual(['cancelled']);
    const events = await deps.db.selectFrom('lifecycle_events').select(['from_state', 'to_state', 'event'])
      .where('entity_type', '=', 'spot_order').where('entity_id', '=', buy.data.id).orderBy('at').orderBy('id').execute();
    expect(events.map((e) => `${e.from_state ?? '-'}>${e.to_state}:${e.event}`)).toEqual(['->new:PLACED', 'new>partiallyFilled:PARTIALLY_FILLED', 'partiallyFilled>cancelled:CANCEL']);
    const trades = await server.call('web/trades', { symbol: 'BTCUSDT' });
    expect(trades.data[0]).toMatchObject({ price: '60000', amount: '0.04', side: 'sell' });
  });

  it('never shows or cancels another user\'s order', async () => {
    const deps = server.platform.deps;
    const alice = await createUser(deps, 'alice');
    const mallory = await createUser(deps, 'mallory');
    await fund(deps, alice.id, 'USDT', '100');
    const buy = await order(server, alice.token, { side: 'buy', price: '50000', amount: '0.001' });
    expect(buy.code, buy.message).toBe(0);

    const steal = await server.call('web/cancelOrder', { order_id: buy.data.id }, { token: mallory.token });
    expect(steal.code).toBe(4300);
    expect((await server.call('web/openOrders', {}, { token: mallory.token })).data).toEqual([]);
    expect((await server.call('web/getDealList', {}, { token: mallory.token })).data).toEqual([]);
    const mine = await server.call('web/getDealList', { state: 'open' }, { token: alice.token });
    expect(mine.data.map((o: any) => o.id)).toEqual([buy.data.id]);
    expect((await server.call('web/cancelOrder', { order_id: buy.data.id }, { token: alice.token })).code).toBe(0);
    const again = await server.call('web/cancelOrder', { order_id: buy.data.id }, { token: alice.token });
    expect(again.code).toBe(4406);
    expect(again.message).toBe('This order is no longer open');
  });

  it('cancels the resting order of the same user instead of trading with it', async () => {
    const deps = server.platform.deps;
    const carol = await createUser(deps, 'carol');
    await fund(deps, carol.id, 'USDT', '1000');
    await fund(deps, carol.id, 'ETH', '1');
    const ask = await order(server, carol.token, { symbol: 'ETHUSDT', side: 'sell', price: '3000', amount: '0.1' });
    const bid = await order(server, carol.token, { symbol: 'ETHUSDT', side: 'buy', price: '3000', amount: '0.1' });
    expect(bid.code, bid.message).toBe(0);
    expect(bid.data.state).toBe('new');
    const history = await server.call('web/orderHistory', {}, { token: carol.token });
    expect(history.data.find((o: any) => o.id === ask.data.id)).toMatchObject({ state: 'cancelled', end_reason: 'selfTradePrevented' });
    expect((await balances(server, carol.token)).ETH).toEqual(['1', '0']);
    await server.call('web/cancelOrder', { order_id: bid.data.id }, { token: carol.token });
    expect((await balances(server, carol.token)).USDT).toEqual(['1000', '0']);
  });

  it('answers a repeated rtoken with the first answer, placed or refused, and changes nothing', async () => {
    const deps = server.platform.deps;
    const dave = await createUser(deps, 'dave');
    await fund(deps, dave.id, 'USDT', '100');
    const params = { symbol: 'BTCUSDT', type: 'limit', side: 'buy', price: '50000', amount: '0.001' };
    const first = await server.call('web/spotOrder', params, { token: dave.token, rtoken: 'placeOnce01' });
    expect(first.code, first.message).toBe(0);
    // The record of the answer was written with the order, in the batch that placed it.
    const stored = await deps.db.selectFrom('idempotency_keys').select('response').where('principal', '=', `user:${dave.id}`).where('path', '=', 'web/spotOrder').execute();
    expect(stored.map((r) => JSON.parse(r.response))).toEqual([first]);
    const repeats = await Promise.all([1, 2].map(() => server.call('web/spotOrder', params, { token: dave.token, rtoken: 'placeOnce01' })));
    expect(repeats).toEqual([first, first]);
    expect((await server.call('web/openOrders', {}, { token: dave.token })).data).toHaveLength(1);

    const refused = await server.call('web/spotOrder', { ...params, amount: '1' }, { token: dave.token, rtoken: 'tooBig0001' });
    expect(refused.code).not.toBe(0);
    await fund(deps, dave.id, 'USDT', '100000');
    const refusedAgain = await server.call('web/spotOrder', { ...params, amount: '1' }, { token: dave.token, rtoken: 'tooBig0001' });
    expect(refusedAgain).toEqual(refused);
    expect((await server.call('web/openOrders', {}, { token: dave.token })).data).toHaveLength(1);
    expect((await balances(server, dave.token)).USDT).toEqual(['100049.95', '50.05']);
  });

  it('writes the record of a command\'s answer in the batch that applies it, placed or refused', async () => {
    const deps = server.platform.deps;
    const erin = await createUser(deps, 'erin');
    await fund(deps, erin.id, 'USDT', '100');
    const m = deps.spot.exchange.market('BTCUSDT')!;
    const committed: string[] = [];
    const answer = (key: string): CommandAnswer => ({
      row: (o) => [key, `user:${erin.id}`, 'web/spotOrder', JSON.stringify('order' in o ? o.order.id : o.failure.reason), 0n],
      committed: () => { committed.push(key); },
    });
    const place = (amount: string, key: string) => deps.spot.exchange.submit({
      kind: 'place', owner: { kind: 'user', id: erin.id }, symbol: m.symbol, side: 'buy', type: 'limit',
      priceTicks: ticksOf(m, '50000'), lots: lotsOf(m, amount), rtoken: null, answer: answer(key),
    });
    const [placed, refused] = await Promise.allSettled([place('0.001', 'test-answer-placed'), place('1', 'test-answer-refused')]);
    expect(placed.status).toBe('fulfilled');
    expect(refused.status).toBe('rejected');
    expect(committed.sort()).toEqual(['test-answer-placed', 'test-answer-refused']);
    const rows = await deps.db.selectFrom('idempotency_keys').select(['key_hash', 'response']).where('key_hash', 'like', 'test-answer-%').orderBy('key_hash').execute();
    expect(rows.map((r) => [r.key_hash, JSON.parse(r.response)])).toEqual([
      ['test-answer-placed', (placed as PromiseFulfilledResult<{ id: string }>).value.id],
      ['test-answer-refused', 'insufficientBalance'],
    ]);
  });
});

describe('trading with the market maker', () => {
  it('fills a market buy against its ladder within the price protection, and the maker is settled like anyone', async () => {
    const deps = server.platform.deps;
    await deps.spot.marketMaker.requote('SOLUSDT');
    const depth = await server.call('web/depth', { symbol: 'SOLUSDT', limit: 5 });
    expect(depth.data.asks).toHaveLength(5);
    expect(depth.data.bids).toHaveLength(5);
    const bestAsk = Number(depth.data.asks[0][0]);
    expect(bestAsk).toBeGreaterThan(Number(depth.data.bids[0][0]));

    const dave = await createUser(deps, 'dave');
    await fund(deps, dave.id, 'USDT', '5000');
    const mmBefore = await deps.ledger.balance(deps.db, { owner: 'system', ownerId: MARKET_MAKER.id, asset: 'SOL', wallet: 'spot_frozen' });
    const buy = await order(server, dave.token, { symbol: 'SOLUSDT', side: 'buy', type: 'market', amount: '2' });
    expect(buy.code, buy.message).toBe(0);
    expect(buy.data).toMatchObject({ type: 'market', state: 'filled', filled: '2', locked: '0', price: null });
    expect(Number(buy.data.avg_price)).toBeCloseTo(bestAsk, 6);
    const b = await balances(server, dave.token);
    expect(b.SOL).toEqual(['2', '0']);
    // What Dave paid is exactly the trade total plus the taker fee (10 bps, rounded down).
    const paid = 5000_000000n - BigInt(Math.round(Number(b.USDT[0]) * 1e6));
    const total = BigInt(Math.round(Number(buy.data.total) * 1e6));
    expect(paid).toBe(total + (total * 10n) / 10_000n);
    const mmAfter = await deps.ledger.balance(deps.db, { owner: 'system', ownerId: MARKET_MAKER.id, asset: 'SOL', wallet: 'spot_frozen' });
    expect(mmBefore - mmAfter).toBe(200_000_000n);
    const funding = await deps.db.selectFrom('journal_entries').select('reason').where('idempotency_key', '=', 'market-maker:funding:SOL').executeTakeFirst();
    expect(funding?.reason).toBe('market_maker_funding');
  });

  it('refuses a market order when the other side of the book is empty', async () => {
    const deps = server.platform.deps;
    const erin = await createUser(deps, 'erin');
    await fund(deps, erin.id, 'USDT', '100');
    const res = await order(server, erin.token, { symbol: 'TRXUSDT', side: 'buy', type: 'market', amount: '100' });
    expect(res.code).toBe(4405);
    expect((await balances(server, erin.token)).USDT).toEqual(['100', '0']);
  });
});
