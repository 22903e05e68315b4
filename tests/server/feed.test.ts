// Reference feeds: the simulator is the same path for the same seed and clock, and writes a day
// of history once; the exchange-stream adapter reads Binance-format frames from a WebSocket.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import pino from 'pino';
import { openDatabase, migrate, type OpenedDatabase } from '../../server/db/database';
import { seedMarkets } from '../../server/modules/market/seed-markets';
import { createSimulatedFeed } from '../../server/feeds/simulated-feed';
import { createBinanceFeed, parseBinanceFrame } from '../../server/feeds/binance-feed';
import { ManualClock } from '../../server/platform';
import type { ReferenceTick } from '../../server/feeds/reference-feed';

const dirs: string[] = [];
const opened: OpenedDatabase[] = [];
async function freshDb() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-test-'));
  dirs.push(dir);
  const o = openDatabase({ databaseUrl: null, dataDir: dir });
  opened.push(o);
  await migrate(o.db);
  await seedMarkets(o.db);
  return o.db;
}
afterAll(async () => {
  for (const o of opened) await o.close();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe('the simulated feed', () => {
  async function run(seed: number) {
    const clock = new ManualClock();
    const db = await freshDb();
    const feed = createSimulatedFeed({ db, clock, seed });
    await feed.start();
    const path: bigint[] = [];
    for (let i = 0; i < 50; i++) { clock.advance(1000); feed.advance(); path.push(feed.latest('BTCUSDT')!.price); }
    const history = await db.selectFrom('spot_candles').select((eb) => eb.fn.countAll<bigint>().as('n')).where('symbol', '=', 'BTCUSDT').executeTakeFirstOrThrow();
    return { path, history: Number(history.n) };
  }

  it('is deterministic for a seed and clock, and writes a day of minutes', async () => {
    const a = await run(7);
    const b = await run(7);
    const c = await run(8);
    expect(a.path).toEqual(b.path);
    expect(a.path).not.toEqual(c.path);
    expect(a.history).toBe(1440);
    // Realistic volatility: a minute of one-second steps moves BTC well under 2 %.
    const move = Number(a.path.at(-1)! - a.path[0]) / Number(a.path[0]);
    expect(Math.abs(move)).toBeLessThan(0.02);
    expect(new Set(a.path.map(String)).size).toBeGreaterThan(10);
  });
});

describe('the Binance-format adapter', () => {
  let wss: WebSocketServer;
  let url: string;
  const frames = [
    JSON.stringify({ stream: 'btcusdt@miniTicker', data: { e: '24hrMiniTicker', E: 1, s: 'BTCUSDT', c: '64123.45000000', o: '63000.00', h: '65000.00', l: '62000.00', v: '1000', q: '64000000' } }),
    JSON.stringify({ e: 'trade', E: 2, s: 'ETHUSDT', t: 12345, p: '3201.12345678', q: '0.5', T: 2, m: true }),
    JSON.stringify({ stream: 'xyzusdt@miniTicker', data: { e: '24hrMiniTicker', s: 'XYZUSDT', c: '1.0' } }),
    'not json',
    JSON.stringify({ e: 'trade', s: 'BTCUSDT', p: '-5' }),
    JSON.stringify({ stream: 'btcusdt@miniTicker', data: { e: '24hrMiniTicker', E: 3, s: 'BTCUSDT', c: '64200.1' } }),
  ];
  beforeAll(async () => {
    wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((r) => wss.once('listening', r));
    url = `ws://127.0.0.1:${(wss.address() as { port: number }).port}/stream`;
    wss.on('connection', (ws) => { for (const f of frames) ws.send(f); });
  });
  afterAll(async () => { await new Promise((r) => wss.close(r)); });

  it('parses ticker and trade frames and ignores everything else', () => {
    expect(parseBinanceFrame(frames[0], 6)).toEqual({ symbol: 'BTCUSDT', price: 64_123_450_000n, at: 1 });
    expect(parseBinanceFrame(frames[1], 6)).toEqual({ symbol: 'ETHUSDT', price: 3_201_123_456n, at: 2 });
    expect(parseBinanceFrame('not json', 6)).toBeNull();
    expect(parseBinanceFrame(frames[4], 6)).toBeNull();
  });

  it('ignores frames of any other shape, and prices past what the books can count', () => {
    const hostile = ['null', '42', '[]', '"trade"', '{"data":null}', '{"data":7}', '{"s":5,"e":"trade","p":"1"}',
      '{"e":"trade","s":"BTCUSDT","p":5}', '{"e":"trade","s":"BTCUSDT","p":"1e5"}', '{"e":"trade","s":"BTCUSDT","p":"NaN"}',
      '{"e":"trade","s":"BTCUSDT","p":" 1"}', '{"e":"24hrMiniTicker","s":"BTCUSDT","c":null}', '{"e":"trade","s":"BTCUSDT","p":"0"}',
      JSON.stringify({ e: 'trade', s: 'BTCUSDT', p: '9'.repeat(30) }), JSON.stringify({ e: 'trade', s: 'BTCUSDT', p: '9007199254.740992' })];
    for (const text of hostile) expect(parseBinanceFrame(text, 6), text).toBeNull();
    expect(parseBinanceFrame(JSON.stringify({ e: 'trade', s: 'BTCUSDT', p: '9007199254.740991' }), 6)?.price).toBe(9_007_199_254_740_991n);
  });

  it('streams the prices of listed symbols from a replaying server', async () => {
    const feed = createBinanceFeed({ url, symbols: ['BTCUSDT', 'ETHUSDT'], quoteScale: 6, clock: new ManualClock(), log: pino({ level: 'silent' }) });
    const ticks: ReferenceTick[] = [];
    const done = new Promise<void>((resolve) => feed.onTick((t) => { ticks.push(t); if (ticks.length === 3) resolve(); }));
    await feed.start();
    await done;
    await feed.stop();
    expect(ticks.map((t) => [t.symbol, t.price])).toEqual([['BTCUSDT', 64_123_450_000n], ['ETHUSDT', 3_201_123_456n], ['BTCUSDT', 64_200_100_000n]]);
    expect(feed.latest('BTCUSDT')!.price).toBe(64_200_100_000n);
    expect(feed.simulated).toBe(false);
  });

  it('reconnects when the exchange drops the stream and goes on with the new frames', async () => {
    // A second replaying server: the first connection gets one frame and is closed by the server;
    // the next one gets a newer price.
    const dropping = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((r) => dropping.once('listening', r));
    let connections = 0;
    dropping.on('connection', (ws) => {
      connections += 1;
      const price = connections === 1 ? '64000.5' : '64999.25';
      ws.send(JSON.stringify({ stream: 'btcusdt@miniTicker', data: { e: '24hrMiniTicker', E: connections, s: 'BTCUSDT', c: price } }));
      if (connections === 1) ws.close();
    });
    const dropUrl = `ws://127.0.0.1:${(dropping.address() as { port: number }).port}/stream`;
    const feed = createBinanceFeed({ url: dropUrl, symbols: ['BTCUSDT'], quoteScale: 6, clock: new ManualClock(), log: pino({ level: 'silent' }), reconnectMs: 20 });
    const prices: bigint[] = [];
    const done = new Promise<void>((resolve) => feed.onTick((t) => { prices.push(t.price); if (prices.length === 2) resolve(); }));
    await feed.start();
    await done;
    await feed.stop();
    await new Promise((r) => dropping.close(r));
    expect(connections).toBe(2);
    expect(prices).toEqual([64_000_500_000n, 64_999_250_000n]);
    expect(feed.latest('BTCUSDT')!.price).toBe(64_999_250_000n);
  });
});
