// 1-minute candles of the mark for every contract symbol, CFDs included: the simulator writes a
// day of the CFDs' history once (crypto's is the spot reference history), then accepted marks
// build the current minute. A minute is written when the next one begins and, while it runs,
// whenever `flush()` is called (a job), so a reader sees it soon. A minute written again keeps
// its first open and its extremes.
import { sql } from 'kysely';
import type { Executor } from '../db/database';
import type { Mark } from './mark-source';
import { isCfd } from './cfd-instruments';

export interface MarkCandle { symbol: string; openTime: number; open: bigint; high: bigint; low: bigint; close: bigint }

const MINUTE = 60_000;

/** Inserts candles; a minute already stored keeps its open and widens its high and low. */
export async function saveMarkCandles(db: Executor, candles: readonly MarkCandle[]): Promise<void> {
  for (let i = 0; i < candles.length; i += 200) {
    const rows = candles.slice(i, i + 200).map((c) => ({ symbol: c.symbol, open_time: BigInt(c.openTime), open: c.open, high: c.high, low: c.low, close: c.close }));
    await db.insertInto('mark_candles').values(rows)
      .onConflict((oc) => oc.columns(['symbol', 'open_time']).doUpdateSet({
        high: sql`CASE WHEN excluded.high > mark_candles.high THEN excluded.high ELSE mark_candles.high END`,
        low: sql`CASE WHEN excluded.low < mark_candles.low THEN excluded.low ELSE mark_candles.low END`,
        close: sql`excluded.close`,
      }))
      .execute();
  }
}

const fromRow = (r: { symbol: string; open_time: bigint; open: bigint; high: bigint; low: bigint; close: bigint }): MarkCandle =>
  ({ symbol: r.symbol, openTime: Number(r.open_time), open: BigInt(r.open), high: BigInt(r.high), low: BigInt(r.low), close: BigInt(r.close) });

/**
 * The last `limit` minutes of a symbol, oldest first. A crypto contract's mark is its spot
 * reference price, so the minutes before its mark was first recorded come from the spot candles
 * (on a fresh install, the simulator's reference history: written once, not twice).
 */
export async function markCandles(db: Executor, symbol: string, limit: number): Promise<MarkCandle[]> {
  const own = await db.selectFrom('mark_candles').selectAll().where('symbol', '=', symbol).orderBy('open_time', 'desc').limit(limit).execute();
  if (own.length >= limit || isCfd(symbol)) return own.reverse().map(fromRow);
  const firstMark = own.at(-1)?.open_time;
  let earlier = db.selectFrom('spot_candles').select(['symbol', 'open_time', 'open', 'high', 'low', 'close']).where('symbol', '=', symbol);
  if (firstMark !== undefined) earlier = earlier.where('open_time', '<', firstMark);
  const spot = await earlier.orderBy('open_time', 'desc').limit(limit - own.length).execute();
  return [...own, ...spot].reverse().map(fromRow);
}

/** The last stored close of a symbol (where a simulated walk continues from). */
export async function lastMarkClose(db: Executor, symbol: string): Promise<bigint | null> {
  const row = await db.selectFrom('mark_candles').select('close').where('symbol', '=', symbol).orderBy('open_time', 'desc').limit(1).executeTakeFirst();
  return row ? BigInt(row.close) : null;
}

/** Builds minutes from marks and writes them in order, one write at a time. */
export function createMarkCandleRecorder(deps: { db: Executor; log: { warn(obj: object, msg: string): void } }) {
  const open = new Map<string, MarkCandle>();
  let writing: Promise<void> = Promise.resolve();

  const write = (candles: MarkCandle[]) => {
    if (candles.length === 0) return writing;
    writing = writing.then(() => saveMarkCandles(deps.db, candles)).catch((err) => deps.log.warn({ err }, 'mark candles not saved'));
    return writing;
  };

  return {
    record(mark: Mark) {
      const openTime = Math.floor(mark.at / MINUTE) * MINUTE;
      const c = open.get(mark.symbol);
      if (c && c.openTime === openTime) {
        if (mark.price > c.high) c.high = mark.price;
        if (mark.price < c.low) c.low = mark.price;
        c.close = mark.price;
        return;
      }
      if (c) void write([{ ...c }]);
      open.set(mark.symbol, { symbol: mark.symbol, openTime, open: mark.price, high: mark.price, low: mark.price, close: mark.price });
    },
    /** Writes the running minutes as they are now; resolves when every write so far is done. */
    flush(): Promise<void> {
      return write([...open.values()].map((c) => ({ ...c })));
    },
  };
}
