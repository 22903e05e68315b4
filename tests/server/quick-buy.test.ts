// Quick coin purchase over HTTP: quotes read from a book of another user's resting asks (average
// and worst price across levels, the fee, the bound), an immediate-or-cancel buy that fills within
// the bound and releases the rest at once, and the refusals (expired quote, price moved beyond the
// bound, another user's quote) that change nothing. Every test ends with a clean audit.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { createUser } from './funds-fixtures';
import { balances, expectCleanAudit, fund, order } from './spot-fixtures';
import { noRateLimit } from './auth-fixtures';
import type { ManualClock } from '../../server/platform';
import { businessErrors } from '../../api/codes';

let server: TestServer;

beforeAll(async () => { server = await startTestServer({ env: noRateLimit }); });
afterAll(async () => { await server.stop(); });
afterEach(async () => { await expectCleanAudit(server.platform.deps); });

const clock = () => server.clock as ManualClock;

/** A seller resting asks on `symbol` at the given [price, amount] levels, and a funded buyer. */
async function bookWithAsks(symbol: string, base: string, levels: Array<[string, string]>, buyerUsdt = '5000') {
  const deps = server.platform.deps;
  const seller = await createUser(deps, 'seller');
  const buyer = await createUser(deps, 'buyer');
  const total = levels.reduce((sum, [, amount]) => sum + Number(amount), 0);
  await fund(deps, seller.id, base, String(total));
  await fund(deps, buyer.id, 'USDT', buyerUsdt);
  const asks: string[] = [];
  for (const [price, amount] of levels) {
    const placed = await order(server, seller.token, { symbol, side: 'sell', price, amount });
    expect(placed.code, placed.message).toBe(0);
    asks.push(placed.data.id);
  }
  return { seller, buyer, asks };
}

const quote = (token: string, p: { symbol: string; mode: 'spend' | 'receive'; amount: string }) => server.call('web/quickQuote', p, { token });
const buy = (token: string, quoteId: string, rtoken?: string) => server.call('web/quickBuy', { quote_id: quoteId }, { token, rtoken });

async function cancelAll(token: string, ids: string[]) {
  for (const id of ids) await server.call('web/cancelOrder', { order_id: id }, { token });
}

describe('quick purchase quotes', () => {
  it('quotes coins to receive across levels: average, worst, fee, bound and what it may spend', async () => {
    const { seller, buyer, asks } = await bookWithAsks('ETHUSDT', 'ETH', [['3000', '0.5'], ['3010', '0.5'], ['3050', '1']]);
    const q = await quote(buyer.token, { symbol: 'ETHUSDT', mode: 'receive', amount: '0.8' });
    expect(q.code, q.message).toBe(0);
    expect(q.data).toMatchObject({
      symbol: 'ETHUSDT', base: 'ETH', quote: 'USDT', side: 'buy', mode: 'receive', amount: '0.8',
      // 0.5 at 3000 and 0.3 at 3010: 2403 USDT over 0.8 ETH.
      avg_price: '3003.75', worst_price: '3010', fee: '2.403', fee_bps: 10, total: '2405.403',
      // 50 basis points above the worst level, in whole ticks; the order locks notional plus fee at that bound.
      slippage_bps: 50, bound_price: '3025.05', max_spend: '2422.46004', ttl_ms: 10000,
    });
    expect(q.data.expires_at).toBe(clock().now() + 10000);
    expect(q.data.quote_id).toMatch(/^qq_/);
    await cancelAll(seller.token, asks);
  });

  it('quotes USDT to spend as the most coins whose order can never spend more', async () => {
    const { seller, buyer, asks } = await bookWithAsks('BNBUSDT', 'BNB', [['500', '1'], ['510', '2']]);
    const q = await quote(buyer.token, { symbol: 'BNBUSDT', mode: 'spend', amount: '1000' });
    expect(q.code, q.message).toBe(0);
    // 1.949 BNB: 0.949 of them at 510, so the bound is 512.55 and the order locks at most 1000 USDT.
    expect(q.data).toMatchObject({ mode: 'spend', amount: '1.949', worst_price: '510', bound_price: '512.55', avg_price: '504.869163', fee: '0.98399', max_spend: '999.95891' });
    expect(Number(q.data.max_spend)).toBeLessThanOrEqual(1000);
    const oneMore = await quote(buyer.token, { symbol: 'BNBUSDT', mode: 'receive', amount: '1.95' });
    expect(Number(oneMore.data.max_spend)).toBeGreaterThan(1000);
    await cancelAll(seller.token, asks);
  });

  it('refuses what the book cannot quote, with its reason', async () => {
    const { seller, buyer, asks } = await bookWithAsks('LTCUSDT', 'LTC', [['80', '1']]);
    const short = await quote(buyer.token, { symbol: 'LTCUSDT', mode: 'receive', amount: '2' });
    expect(short.code).toBe(businessErrors.quickDepthShort);
    expect(short.message).toBe('The order book does not hold that many coins right now');
    const lot = await quote(buyer.token, { symbol: 'LTCUSDT', mode: 'receive', amount: '0.0001' });
    expect(lot.code).toBe(businessErrors.spotAmountLot);
    const small = await quote(buyer.token, { symbol: 'LTCUSDT', mode: 'spend', amount: '1' });
    expect(small.code).toBe(businessErrors.spotBelowMinNotional);
    const mode = await server.call('web/quickQuote', { symbol: 'LTCUSDT', mode: 'borrow', amount: '1' }, { token: buyer.token });
    expect(mode.code).toBe(businessErrors.invalidInput);
    const unknown = await quote(buyer.token, { symbol: 'NOPEUSDT', mode: 'spend', amount: '10' });
    expect(unknown.code).toBe(businessErrors.marketUnknown);
    const translated = await server.call('web/quickQuote', { symbol: 'LTCUSDT', mode: 'receive', amount: '2' }, { token: buyer.token, lang: 'de' });
    expect(translated.message).toBe('Das Orderbuch enthält derzeit nicht so viele Coins');
    await cancelAll(seller.token, asks);
    const empty = await quote(buyer.token, { symbol: 'LTCUSDT', mode: 'spend', amount: '10' });
    expect(empty.code).toBe(businessErrors.spotNoLiquidity);
  });
});

describe('buying on a quote', () => {
  it('fills within the quote, settles exactly and replays its answer by rtoken', async () => {
    const deps = server.platform.deps;
    const { seller, buyer, asks } = await bookWithAsks('ETHUSDT', 'ETH', [['3000', '0.5'], ['3010', '0.5']]);
    const q = await quote(buyer.token, { symbol: 'ETHUSDT', mode: 'receive', amount: '0.8' });
    clock().advance(3000);
    const b = await buy(buyer.token, q.data.quote_id, 'quick-rt-1');
    expect(b.code, b.message).toBe(0);
    expect(b.message).toBe('Purchase done');
    expect(b.data).toMatchObject({
      symbol: 'ETHUSDT', amount: '0.8', filled: '0.8', avg_price: '3003.75', bound_price: '3025.05',
      fee: '2.403', spent: '2405.403', returned: '17.05704', state: 'filled',
    });
    const after = await balances(server, buyer.token);
    expect(after.USDT).toEqual(['2594.597', '0']);
    expect(after.ETH).toEqual(['0.8', '0']);

    const again = await buy(buyer.token, q.data.quote_id, 'quick-rt-1');
    expect(again).toEqual(b);
    expect(await balances(server, buyer.token)).toEqual(after);
    // A second purchase on a used quote is refused.
    const twice = await buy(buyer.token, q.data.quote_id);
    expect(twice.code).toBe(businessErrors.quickQuoteExpired);
    expect(await balances(server, buyer.token)).toEqual(after);

    const history = await server.call('web/orderHistory', { symbol: 'ETHUSDT' }, { token: buyer.token });
    expect(history.data).toHaveLength(1);
    expect(history.data[0]).toMatchObject({ id: b.data.order_id, type: 'limit', price: '3025.05', state: 'filled', locked: '0' });
    const sellerOpen = await server.call('web/openOrders', { symbol: 'ETHUSDT' }, { token: seller.token });
    expect(sellerOpen.data.map((o: any) => [o.price, o.amount, o.filled])).toEqual([['3010', '0.5', '0.3']]);
    expect(await deps.db.selectFrom('spot_orders').select('id').where('owner_id', '=', buyer.id).where('state', 'in', ['new', 'partiallyFilled']).execute()).toEqual([]);
    await cancelAll(seller.token, asks);
  });

  it('releases the unfilled rest at once when the book thinned within the bound', async () => {
    const deps = server.platform.deps;
    const { seller, buyer, asks } = await bookWithAsks('ETHUSDT', 'ETH', [['3000', '0.5'], ['3010', '0.5']]);
    const q = await quote(buyer.token, { symbol: 'ETHUSDT', mode: 'receive', amount: '1' });
    expect(q.data.bound_price).toBe('3025.05');
    await cancelAll(seller.token, [asks[1]]);
    const b = await buy(buyer.token, q.data.quote_id);
    expect(b.code, b.message).toBe(0);
    expect(b.data).toMatchObject({ amount: '1', filled: '0.5', avg_price: '3000', fee: '1.5', spent: '1501.5', state: 'cancelled' });
    expect(Number(b.data.returned)).toBeCloseTo(Number(q.data.max_spend) - 1501.5, 6);
    expect(await balances(server, buyer.token)).toMatchObject({ USDT: ['3498.5', '0'], ETH: ['0.5', '0'] });
    const history = await server.call('web/orderHistory', { symbol: 'ETHUSDT' }, { token: buyer.token });
    expect(history.data[0]).toMatchObject({ id: b.data.order_id, state: 'cancelled', end_reason: 'immediateUnfilled', filled: '0.5', locked: '0' });
    const moves = await deps.db.selectFrom('lifecycle_events').select(['from_state', 'to_state'])
      .where('entity_type', '=', 'spot_order').where('entity_id', '=', b.data.order_id).orderBy('at').orderBy('id').execute();
    // Moves written in one millisecond: compared as a set.
    expect(moves.map((e) => `${e.from_state ?? '-'}>${e.to_state}`).sort()).toEqual(['->new', 'new>partiallyFilled', 'partiallyFilled>cancelled']);
    expect((await server.call('web/openOrders', {}, { token: buyer.token })).data).toEqual([]);
  });

  it('refuses, changing nothing, when the price moved beyond the bound', async () => {
    const deps = server.platform.deps;
    const { seller, buyer, asks } = await bookWithAsks('SOLUSDT', 'SOL', [['150', '2'], ['160', '5']]);
    const q = await quote(buyer.token, { symbol: 'SOLUSDT', mode: 'receive', amount: '1' });
    expect(q.data).toMatchObject({ worst_price: '150', bound_price: '150.75' });
    // Someone else takes the whole 150 level: the next ask is beyond the bound.
    const other = await createUser(deps, 'other');
    await fund(deps, other.id, 'USDT', '1000');
    expect((await order(server, other.token, { symbol: 'SOLUSDT', side: 'buy', price: '150', amount: '2' })).code).toBe(0);
    const before = await balances(server, buyer.token);
    const ordersBefore = await deps.db.selectFrom('spot_orders').select('id').where('owner_id', '=', buyer.id).execute();

    const b = await buy(buyer.token, q.data.quote_id, 'quick-moved');
    expect(b.code).toBe(businessErrors.quickPriceMoved);
    expect(b.message).toBe("The price moved beyond the quote's bound of 150.75 USDT; nothing was bought");
    expect(await balances(server, buyer.token)).toEqual(before);
    expect(await deps.db.selectFrom('spot_orders').select('id').where('owner_id', '=', buyer.id).execute()).toEqual(ordersBefore);
    const replay = await buy(buyer.token, q.data.quote_id, 'quick-moved');
    expect(replay).toEqual(b);
    // A new quote shows the new price.
    const fresh = await quote(buyer.token, { symbol: 'SOLUSDT', mode: 'receive', amount: '1' });
    expect(fresh.data.worst_price).toBe('160');
    await cancelAll(seller.token, asks);
  });

  it('refuses an expired quote and another user\'s quote, changing nothing', async () => {
    const deps = server.platform.deps;
    const { seller, buyer, asks } = await bookWithAsks('AVAXUSDT', 'AVAX', [['35', '10']]);
    const q = await quote(buyer.token, { symbol: 'AVAXUSDT', mode: 'spend', amount: '100' });
    expect(q.code, q.message).toBe(0);
    const before = await balances(server, buyer.token);

    const mallory = await createUser(deps, 'mallory');
    await fund(deps, mallory.id, 'USDT', '1000');
    const stolen = await buy(mallory.token, q.data.quote_id);
    expect(stolen.code).toBe(businessErrors.notFound);
    const unknown = await buy(buyer.token, 'qq_0000000000000000000');
    expect(unknown.code).toBe(businessErrors.notFound);
    const bad = await buy(buyer.token, 'not-a-quote');
    expect(bad.code).toBe(businessErrors.invalidInput);

    clock().advance(10_001);
    const late = await buy(buyer.token, q.data.quote_id);
    expect(late.code).toBe(businessErrors.quickQuoteExpired);
    expect(late.message).toBe('The quote has expired. Ask for a new one');
    expect(await balances(server, buyer.token)).toEqual(before);
    expect(await deps.db.selectFrom('spot_orders').select('id').where('owner_id', 'in', [buyer.id, mallory.id]).execute()).toEqual([]);

    const renewed = await quote(buyer.token, { symbol: 'AVAXUSDT', mode: 'spend', amount: '100' });
    const b = await buy(buyer.token, renewed.data.quote_id);
    expect(b.code, b.message).toBe(0);
    expect(b.data.state).toBe('filled');
    expect(Number(b.data.spent)).toBeLessThanOrEqual(100);
    await cancelAll(seller.token, asks);
  });
});
