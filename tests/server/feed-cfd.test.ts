// Gold, silver and oil in the simulated feed: seeded paths that tick only inside trading hours, a
// day of mark candles for the open minutes (spot candles stay the spot markets'), continued after
// a restart; and on a running platform their marks are usable while nothing spot-side lists them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, migrate, type OpenedDatabase, type Db } from '../../server/db/database';
import { seedMarkets } from '../../server/modules/market/seed-markets';
import { createSimulatedFeed } from '../../server/feeds/simulated-feed';
import { markCandles } from '../../server/feeds/mark-candles';
import { cfdInstruments, contractSymbols } from '../../server/feeds/cfd-instruments';
import { isOpen } from '../../server/feeds/trading-hours';
import type { ReferenceTick } from '../../server/feeds/reference-feed';
import { ManualClock } from '../../server/platform';
import { startTestServer } from './harness';

const dirs: string[] = [];
const opened: OpenedDatabase[] = [];
async function freshDb() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-cfd-'));
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

const count = async (db: Db, table: 'spot_candles' | 'mark_candles', symbol: string) =>
  Number((await db.selectFrom(table).select((eb) => eb.fn.countAll<bigint>().as('n')).where('symbol', '=', symbol).executeTakeFirstOrThrow()).n);

const MONDAY_6 = Date.UTC(2026, 0, 5, 6);

async function walk(seed: number, startAt: number, seconds: number, db?: Db) {
  const clock = new ManualClock(startAt);
  const store = db ?? await freshDb();
  const feed = createSimulatedFeed({ db: store, clock, seed });
  const ticks: ReferenceTick[] = [];
  feed.onTick((t) => { if (t.symbol === 'XAUUSDT') ticks.push(t); });
  await feed.start();
  for (let i = 0; i < seconds; i++) { clock.advance(1000); feed.advance(); }
  return { db: store, ticks, feed };
}

describe('CFDs in the simulated feed', () => {
  it('walks a seeded path near its starting price, with mark candles for the open minutes only', async () => {
    const a = await walk(7, MONDAY_6, 60);
    const b = await walk(7, MONDAY_6, 60);
    expect(a.ticks.map((t) => t.price)).toEqual(b.ticks.map((t) => t.price));
    expect(a.ticks).toHaveLength(61);
    expect(new Set(a.ticks.map((t) => String(t.price))).size).toBeGreaterThan(5);
    // Gold moves gently: a day's history and a minute stay within a few percent of 2400, on 0.01 steps.
    for (const t of a.ticks) {
      expect(Math.abs(Number(t.price) / 2_400_000_000 - 1)).toBeLessThan(0.05);
      expect(t.price % 10_000n).toBe(0n);
    }
    // Sunday 22:00 to Monday 06:00: 480 open minutes of the last day; crypto has all 1440, stored
    // once as the spot market's and read from there as its contract's mark history.
    for (const cfd of cfdInstruments) {
      expect(await count(a.db, 'mark_candles', cfd.symbol), cfd.symbol).toBe(480);
      expect(await count(a.db, 'spot_candles', cfd.symbol), cfd.symbol).toBe(0);
    }
    expect(await count(a.db, 'spot_candles', 'BTCUSDT')).toBe(1440);
    expect(await count(a.db, 'mark_candles', 'BTCUSDT')).toBe(0);
    const btc = await markCandles(a.db, 'BTCUSDT', 2000);
    expect(btc).toHaveLength(1440);
    expect(btc.at(-1)!.openTime).toBe(MONDAY_6 - 60_000);
    const history = await markCandles(a.db, 'XAUUSDT', 1000);
    expect(history[0].openTime).toBe(Date.UTC(2026, 0, 4, 22));
    expect(history.every((c) => isOpen('XAUUSDT', c.openTime) && c.low <= c.open && c.open <= c.high)).toBe(true);
  });

  it('stands still and sends nothing while its market is closed, and ticks again at the open', async () => {
    const sunday = Date.UTC(2026, 0, 4, 21, 58);
    const run = await walk(3, sunday, 180);
    // The day before Sunday 21:58 is all weekend: no history at all.
    const history = await markCandles(run.db, 'WTIUSDT', 2000);
    expect(history.length).toBe(0);
    // No tick before 22:00; from then, one a second up to 22:01:00.
    expect(run.ticks.length).toBe(61);
    expect(run.ticks[0].at).toBe(Date.UTC(2026, 0, 4, 22));
    expect(run.ticks.every((t) => isOpen('XAUUSDT', t.at))).toBe(true);
  });

  it('continues from the last stored mark after a restart, writing no second history', async () => {
    const first = await walk(5, MONDAY_6, 30);
    const last = (await markCandles(first.db, 'XAGUSDT', 1))[0];
    await first.feed.stop();
    const clock = new ManualClock(MONDAY_6 + 3600_000);
    const again = createSimulatedFeed({ db: first.db, clock, seed: 5 });
    await again.start();
    expect(again.latest('XAGUSDT')!.price).toBe(last.close);
    expect(await count(first.db, 'mark_candles', 'XAGUSDT')).toBe(480);
  });
});

describe('CFDs on a running platform', () => {
  it('have usable marks and stay out of the spot market', async () => {
    const server = await startTestServer();
    try {
      const { marks, spot } = server.platform.deps;
      for (const symbol of contractSymbols) expect(marks.current(symbol), symbol).toMatchObject({ ok: true, mark: { symbol, source: 'simulated' } });
      expect(marks.replayed).toBe(false);
      const list = await server.call('web/getmarketList');
      expect(list.data).toHaveLength(12);
      const currencies = await server.call('web/getCurrencyAll');
      for (const text of [JSON.stringify(list.data), JSON.stringify(currencies.data)]) expect(text).not.toMatch(/XAU|XAG|WTI/);
      expect(spot.exchange.market('XAUUSDT')).toBeUndefined();
    } finally {
      await server.stop();
    }
  });
});
