// Price records and mark candles in the database, on SQLite and (TEST_DB=postgres) PostgreSQL:
// a record is written once per tick, inside the caller's transaction, and read back exactly; mark
// candles build minutes from marks and keep a minute's open and extremes when written again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, openDatabase, type Db, type OpenedDatabase } from '../../server/db/database';
import { priceRecordsByIds, savePriceRecord } from '../../server/feeds/price-records';
import { createMarkCandleRecorder, markCandles, saveMarkCandles } from '../../server/feeds/mark-candles';
import { priceRecordId, type Mark } from '../../server/feeds/mark-source';
import { createTestDatabase } from './harness';

let opened: OpenedDatabase;
let db: Db;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-records-'));
  opened = openDatabase({ databaseUrl: database.url, dataDir });
  db = opened.db;
  await migrate(db);
  cleanUp = async () => { await opened.close(); fs.rmSync(dataDir, { recursive: true, force: true }); await database.drop(); };
});
afterAll(async () => { await cleanUp(); });

const T0 = Date.UTC(2026, 0, 5, 6);
const mark = (symbol: string, price: bigint, at: number): Mark => ({ symbol, price, at, recordId: priceRecordId(symbol, at), source: 'simulated' });

describe('price records', () => {
  it('stores one record per tick, however many settlements save it', async () => {
    const m = mark('BTCUSDT', 65_000_100_000n, T0);
    expect(m.recordId).toBe(`pr_BTCUSDT_${T0}`);
    await savePriceRecord(db, m);
    await db.transaction().execute(async (trx) => { await savePriceRecord(trx, m); await savePriceRecord(trx, m); });
    const big = mark('XAUUSDT', 9_007_199_254_740_991n, T0 + 1);
    await savePriceRecord(db, big);
    expect(await priceRecordsByIds(db, [big.recordId, m.recordId, 'pr_NONE_1', m.recordId])).toEqual([
      { id: big.recordId, symbol: 'XAUUSDT', price: 9_007_199_254_740_991n, at: T0 + 1, source: 'simulated' },
      { id: m.recordId, symbol: 'BTCUSDT', price: 65_000_100_000n, at: T0, source: 'simulated' },
    ]);
    expect(await priceRecordsByIds(db, [])).toEqual([]);
    const n = await db.selectFrom('price_records').select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    expect(Number(n.n)).toBe(2);
  });

  it('goes with the transaction that used it', async () => {
    const m = mark('ETHUSDT', 3_200_000_000n, T0 + 5);
    await expect(db.transaction().execute(async (trx) => {
      await savePriceRecord(trx, m);
      throw new Error('the settlement failed');
    })).rejects.toThrow('the settlement failed');
    expect(await priceRecordsByIds(db, [m.recordId])).toEqual([]);
    await db.transaction().execute(async (trx) => { await savePriceRecord(trx, m); });
    expect(await priceRecordsByIds(db, [m.recordId])).toHaveLength(1);
  });
});

describe('mark candles', () => {
  it('builds minutes from marks and writes the running one on flush', async () => {
    const recorder = createMarkCandleRecorder({ db, log: { warn: (o) => { throw new Error(JSON.stringify(o)); } } });
    const prices: Array<[number, bigint]> = [[0, 100n], [10_000, 120n], [20_000, 90n], [59_999, 110n], [60_000, 111n], [70_000, 115n]];
    for (const [offset, price] of prices) recorder.record(mark('XAGUSDT', price, T0 + offset));
    await recorder.flush();
    expect(await markCandles(db, 'XAGUSDT', 10)).toEqual([
      { symbol: 'XAGUSDT', openTime: T0, open: 100n, high: 120n, low: 90n, close: 110n },
      { symbol: 'XAGUSDT', openTime: T0 + 60_000, open: 111n, high: 115n, low: 111n, close: 115n },
    ]);
    expect(await markCandles(db, 'XAGUSDT', 1)).toEqual([{ symbol: 'XAGUSDT', openTime: T0 + 60_000, open: 111n, high: 115n, low: 111n, close: 115n }]);
  });

  it('reads a crypto contract\'s minutes before its first mark from the spot reference history', async () => {
    const spot = (t: number, close: bigint) => ({ symbol: 'LTCUSDT', open_time: BigInt(t), open: close, high: close, low: close, close, volume: 0n, quote_volume: 0n });
    await db.insertInto('spot_candles').values([spot(T0 - 120_000, 84n), spot(T0 - 60_000, 85n), spot(T0, 99n)]).execute();
    await saveMarkCandles(db, [{ symbol: 'LTCUSDT', openTime: T0, open: 86n, high: 87n, low: 86n, close: 87n }]);
    expect((await markCandles(db, 'LTCUSDT', 10)).map((c) => [c.openTime, c.close])).toEqual([[T0 - 120_000, 84n], [T0 - 60_000, 85n], [T0, 87n]]);
    expect((await markCandles(db, 'LTCUSDT', 2)).map((c) => c.close)).toEqual([85n, 87n]);
    // A CFD has no spot market to read from.
    expect(await markCandles(db, 'XAUUSDT', 10)).toEqual([]);
  });

  it('keeps a stored minute\'s open and extremes when it is written again (a restart mid-minute)', async () => {
    await saveMarkCandles(db, [{ symbol: 'WTIUSDT', openTime: T0, open: 75n, high: 80n, low: 70n, close: 78n }]);
    await saveMarkCandles(db, [{ symbol: 'WTIUSDT', openTime: T0, open: 77n, high: 79n, low: 69n, close: 76n }]);
    expect(await markCandles(db, 'WTIUSDT', 5)).toEqual([{ symbol: 'WTIUSDT', openTime: T0, open: 75n, high: 80n, low: 69n, close: 76n }]);
  });
});
