// The market follows the clock: the 24 h figures come from the last day's trades (also after a
// restart), balances are valued at each market's price, minute candles go on with the reference
// price while nothing trades, and the market maker's ladder is deep and moves with the reference
// without the last price ever contradicting the book. The simulated feed and the jobs are driven
// by hand on the injected clock, as the scheduler would run them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toMinor } from '../../api/money';
import { buildPlatform, type Platform } from '../../server/app';
import { MARKET_MAKER } from '../../server/modules/spot/market-maker';
import { ManualClock } from '../../server/platform';
import { startTestServer, type TestServer } from './harness';
import { createUser, inject } from './funds-fixtures';
import { expectCleanAudit, fund } from './spot-fixtures';
import { noRateLimit } from './auth-fixtures';

let server: TestServer;
let current: Platform;
const clock = () => server.clock as ManualClock;
const deps = () => current.deps;

beforeAll(async () => { server = await startTestServer({ env: noRateLimit }); current = server.platform; });
afterAll(async () => {
  if (current !== server.platform) await current.close();
  await server.stop();
});

async function runJob(name: string) {
  const job = deps().spot.jobs().find((j) => j.name === name);
  expect(job, name).toBeDefined();
  await job!.run();
}

async function place(token: string, p: Record<string, string>) {
  const res = await current.app.inject({ method: 'POST', url: '/web/spotOrder', payload: new URLSearchParams({ token, lang: 'en', rtoken: Math.random().toString(36).slice(2, 12), type: 'limit', ...p }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  const body = res.json();
  expect(body.code, body.message).toBe(0);
  return body.data;
}

const tickerOf = async (symbol: string) => (await inject(current, 'web/new_data', { symbol })).data[0];
const depthOf = async (symbol: string) => (await inject(current, 'web/depth', { symbol, limit: '50' })).data as { bids: [string, string][]; asks: [string, string][] };
const referenceOf = (symbol: string) => deps().spot.feed.latest(symbol)!.price;
const minor = (text: string) => toMinor(text, 6)!;

describe('24 h figures from trades', () => {
  it('counts the last day of trades in volume, high, low and change, also after a restart, and forgets them a day later', async () => {
    const before = await tickerOf('ADAUSDT');
    expect(before).toMatchObject({ price_source: 'reference', volume_24h: '0', high_24h: null, low_24h: null, open_24h: null, change_24h: null });
    expect(before.price).toBe(before.reference.price);

    const a = await createUser(deps(), 'a');
    const b = await createUser(deps(), 'b');
    await fund(deps(), a.id, 'USDT', '1000');
    await fund(deps(), b.id, 'ADA', '1000');
    await place(a.token, { symbol: 'ADAUSDT', side: 'buy', price: '0.5123', amount: '100' });
    await place(b.token, { symbol: 'ADAUSDT', side: 'sell', price: '0.5', amount: '100' });
    clock().advance(90_000);
    await place(a.token, { symbol: 'ADAUSDT', side: 'buy', price: '0.49', amount: '40' });
    await place(b.token, { symbol: 'ADAUSDT', side: 'sell', price: '0.49', amount: '40' });
    const expected = { price: '0.49', price_source: 'trade', volume_24h: '140', quote_volume_24h: '70.83', open_24h: '0.5123', high_24h: '0.5123', low_24h: '0.49', change_24h: '-4.35' };
    expect(await tickerOf('ADAUSDT')).toMatchObject(expected);

    await current.close();
    current = await buildPlatform({ config: server.config, clock: server.clock });
    expect(await tickerOf('ADAUSDT')).toMatchObject(expected);
    const list = (await inject(current, 'web/getmarketList')).data;
    expect(list.find((m: any) => m.symbol === 'BTCUSDT')).toMatchObject({ volume_24h: '0', high_24h: null, price_source: 'reference' });

    clock().advance(24 * 3600_000);
    const later = await tickerOf('ADAUSDT');
    expect(later).toMatchObject({ volume_24h: '0', quote_volume_24h: '0', high_24h: null, change_24h: null, price_source: 'reference' });
    expect(later.price).toBe(later.reference.price);
    await expectCleanAudit(deps());
  });
});

describe('valuing balances', () => {
  it('values a BTC balance at the BTC market price it names, and counts it in the total', async () => {
    const u = await createUser(deps(), 'holder');
    await fund(deps(), u.id, 'BTC', '0.003');
    await fund(deps(), u.id, 'USDT', '10');
    const ticker = await tickerOf('BTCUSDT');
    const res = await inject(current, 'web/getAsset2', {}, u.token);
    expect(res.code).toBe(0);
    const btc = res.data.assets.find((x: any) => x.currency === 'BTC');
    const value = (minor(ticker.price) * 300_000n) / 100_000_000n;
    expect(value).toBeGreaterThan(0n);
    expect(btc).toEqual({ currency: 'BTC', available: '0.003', frozen: '0', usdt_price: ticker.price, price_source: 'reference', usdt_value: fromMinor6(value) });
    expect(res.data.assets.find((x: any) => x.currency === 'USDT')).toMatchObject({ usdt_value: '10', usdt_price: '1', price_source: null });
    expect(res.data.total_usdt).toBe(fromMinor6(value + 10_000_000n));
  });
});

function fromMinor6(v: bigint) {
  const text = (v / 1_000_000n).toString();
  const frac = (v % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return frac ? `${text}.${frac}` : text;
}

describe('candles without trades', () => {
  it('closes a reference candle every minute, with volume 0, stored and served', async () => {
    const symbol = 'DOTUSDT';
    const seen: Array<{ t: number; c: bigint }> = [];
    for (let i = 0; i < 5; i++) {
      clock().advance(60_000);
      await runJob('reference-feed');
      await runJob('market-candles');
      seen.push({ t: Math.floor(clock().now() / 60_000) * 60_000, c: referenceOf(symbol) });
    }
    await deps().spot.marketData.flushed();
    const candles = (await inject(current, 'web/kline', { symbol, interval: '1m', limit: '5' })).data;
    expect(candles.map((c: any) => c.t)).toEqual(seen.map((s) => s.t));
    for (const [i, c] of candles.entries()) {
      expect(c.v).toBe('0');
      expect(toMinor(c.c, 6)).toBe(seen[i].c);
    }
    // The closed minutes are in the database (the current one closes with the clock).
    const stored = await deps().db.selectFrom('spot_candles').select(['open_time', 'close', 'volume']).where('symbol', '=', symbol)
      .where('open_time', '>=', BigInt(seen[0].t)).orderBy('open_time').execute();
    expect(stored.map((r) => [Number(r.open_time), BigInt(r.close), BigInt(r.volume)])).toEqual(seen.slice(0, 4).map((s) => [s.t, s.c, 0n]));
    const ticker = await tickerOf(symbol);
    expect(ticker).toMatchObject({ price_source: 'reference', price: candles.at(-1).c });
  });
});

describe('the market maker', () => {
  it('quotes 15 levels a side, larger further out, and moves the ladder with the reference', async () => {
    const mm = deps().spot.marketMaker;
    await mm.requote('BTCUSDT');
    const first = await depthOf('BTCUSDT');
    expect(first.bids).toHaveLength(15);
    expect(first.asks).toHaveLength(15);
    const ref0 = referenceOf('BTCUSDT');
    expect(minor(first.bids[0][0])).toBeLessThan(ref0);
    expect(minor(first.asks[0][0])).toBeGreaterThan(ref0);
    const value = ([p, a]: [string, string]) => Number(p) * Number(a);
    for (let k = 1; k < 15; k++) {
      expect(value(first.bids[k])).toBeGreaterThan(value(first.bids[k - 1]));
      expect(value(first.asks[k])).toBeGreaterThan(value(first.asks[k - 1]));
    }

    let ref = ref0;
    for (let i = 0; i < 240 && (ref > ref0 ? ref - ref0 : ref0 - ref) * 1000n < ref0 * 2n; i++) {
      clock().advance(15_000);
      await runJob('reference-feed');
      ref = referenceOf('BTCUSDT');
    }
    expect((ref > ref0 ? ref - ref0 : ref0 - ref) * 1000n).toBeGreaterThanOrEqual(ref0 * 2n);
    await mm.refreshDue();
    const moved = await depthOf('BTCUSDT');
    expect(moved.bids).toHaveLength(15);
    expect(moved.asks).toHaveLength(15);
    expect(minor(moved.bids[0][0])).toBeLessThan(ref);
    expect(minor(moved.asks[0][0])).toBeGreaterThan(ref);
    expect(moved.asks[0][0]).not.toBe(first.asks[0][0]);
    expect(deps().spot.exchange.openOrdersOf(MARKET_MAKER).filter((o) => o.symbol === 'BTCUSDT')).toHaveLength(30);
    await expectCleanAudit(deps());
  });

  it('only rests: a re-quote after the reference moved never takes a user order resting inside its new ladder', async () => {
    const mm = deps().spot.marketMaker;
    await mm.requote('SOLUSDT');
    const before = await depthOf('SOLUSDT');
    const u = await createUser(deps(), 'rester');
    await fund(deps(), u.id, 'SOL', '100');
    await fund(deps(), u.id, 'USDT', '100000');
    // One order at each of the maker's best prices: whichever way the reference goes, the new ladder reaches one of them.
    const sell = await place(u.token, { symbol: 'SOLUSDT', side: 'sell', price: before.asks[0][0], amount: '1' });
    const buy = await place(u.token, { symbol: 'SOLUSDT', side: 'buy', price: before.bids[0][0], amount: '1' });
    const ref0 = referenceOf('SOLUSDT');
    let ref = ref0;
    for (let i = 0; i < 400 && (ref > ref0 ? ref - ref0 : ref0 - ref) * 1000n < ref0 * 8n; i++) {
      clock().advance(15_000);
      await runJob('reference-feed');
      ref = referenceOf('SOLUSDT');
    }
    expect((ref > ref0 ? ref - ref0 : ref0 - ref) * 1000n).toBeGreaterThanOrEqual(ref0 * 8n);
    await mm.refreshDue();
    const after = await depthOf('SOLUSDT');
    const exchange = deps().spot.exchange;
    expect(exchange.openOrder(sell.id)?.filledLots, 'the resting sell was taken by a re-quote').toBe(0);
    expect(exchange.openOrder(buy.id)?.filledLots, 'the resting buy was taken by a re-quote').toBe(0);
    if (ref > ref0) expect(minor(after.bids[0][0])).toBeLessThan(minor(before.asks[0][0]));
    else expect(minor(after.asks[0][0])).toBeGreaterThan(minor(before.bids[0][0]));
    expect(minor(after.asks[0][0])).toBeGreaterThan(minor(after.bids[0][0]));
    await expectCleanAudit(deps());
  });

  it('never shows a last price above the best ask or below the best bid while it re-quotes a moving reference', async () => {
    const mm = deps().spot.marketMaker;
    await mm.requote('ETHUSDT');
    const u = await createUser(deps(), 'taker');
    await fund(deps(), u.id, 'USDT', '10000');
    const buy = await place(u.token, { symbol: 'ETHUSDT', side: 'buy', type: 'market', amount: '0.5' });
    expect(buy.state).toBe('filled');
    expect(await tickerOf('ETHUSDT')).toMatchObject({ price_source: 'trade', price: buy.avg_price });

    let sources = new Set<string>();
    for (let i = 0; i < 120 && !sources.has('reference'); i++) {
      clock().advance(15_000);
      await runJob('reference-feed');
      await mm.refreshDue();
      const [t, d] = [await tickerOf('ETHUSDT'), await depthOf('ETHUSDT')];
      sources = sources.add(t.price_source);
      expect(minor(t.price), `step ${i}`).toBeLessThanOrEqual(minor(d.asks[0][0]));
      expect(minor(t.price), `step ${i}`).toBeGreaterThanOrEqual(minor(d.bids[0][0]));
      if (t.price_source === 'reference') expect(t.price).toBe(t.reference.price);
    }
    expect(sources.has('reference')).toBe(true);
    await expectCleanAudit(deps());
  });
});
