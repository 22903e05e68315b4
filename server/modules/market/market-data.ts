// Market data: 1-minute candles, the ticker of every market and candles per interval.
// A minute in which the market traded is a trade candle; a minute without trades follows the
// reference price (volume 0), so charts go on with the clock and nothing is invented. The last
// price is the last trade while it is recent and inside the book's best bid and ask, otherwise the
// reference price, and the ticker says which; a market with neither a trade nor a reference price
// (a new coin's market before its first trade) has no price (null). The 24 h figures (open, high, low, change, volume)
// come from trades only: per-minute trade buckets of the last day, seeded from spot_trades on
// start and kept in memory. Minutes are written to spot_candles: trade minutes after each
// committed batch, reference minutes when the clock closes them (`closeMinutes`, a job).
import { sql } from 'kysely';
import type { Deps } from '../../deps';
import type { KlineInterval } from '../../../api/endpoints/spot';
import type { ReferenceFeed, ReferenceTick } from '../../feeds/reference-feed';
import type { MarketSpec } from './markets.store';
import type { Candle, DayStats, Ticker } from './ticker';

export type { Candle, DayStats, Ticker } from './ticker';
import type { TradeRecord } from '../spot/spot-exchange';

export const intervalMs: Record<KlineInterval, number> = { '1m': 60_000, '5m': 300_000, '15m': 900_000, '1h': 3_600_000, '4h': 14_400_000, '1d': 86_400_000 };
const MINUTE = 60_000;
const DAY = 86_400_000;
/** A trade older than this no longer stands for the market's price; the reference does. */
export const TRADE_FRESH_MS = 5 * MINUTE;

/** Best bid and ask of a market's book, in quote minor units (null for an empty side). */
export type TopOfBook = (symbol: string) => { bid: bigint | null; ask: bigint | null };

const minuteOf = (at: number) => Math.floor(at / MINUTE) * MINUTE;

export function createMarketData(deps: Pick<Deps, 'db' | 'clock' | 'log'>, feed: ReferenceFeed, top: TopOfBook) {
  /** Chart minutes of the last day, trade or reference. */
  const minutes = new Map<string, Candle[]>();
  /** Trade-only minutes of the last day, for the 24 h figures. */
  const tradeMinutes = new Map<string, Candle[]>();
  const lastTrade = new Map<string, { price: bigint; at: number }>();
  /** Reference minutes already written, per market (the open time of the last one). */
  const closed = new Map<string, number>();
  let writes: Promise<void> = Promise.resolve();

  const listOf = (map: Map<string, Candle[]>, symbol: string) => {
    let list = map.get(symbol);
    if (!list) { list = []; map.set(symbol, list); }
    return list;
  };

  async function load(markets: MarketSpec[]) {
    const since = minuteOf(deps.clock.now() - DAY);
    for (const m of markets) {
      const rows = await deps.db.selectFrom('spot_candles').selectAll().where('symbol', '=', m.symbol).where('open_time', '>=', BigInt(since)).orderBy('open_time').execute();
      minutes.set(m.symbol, rows.map((r) => ({ t: Number(r.open_time), o: BigInt(r.open), h: BigInt(r.high), l: BigInt(r.low), c: BigInt(r.close), v: BigInt(r.volume), qv: BigInt(r.quote_volume) })));
      closed.set(m.symbol, rows.length ? Number(rows.at(-1)!.open_time) : 0);
      tradeMinutes.set(m.symbol, await tradeMinutesSince(m.symbol, since));
      const trade = await deps.db.selectFrom('spot_trades').select(['price', 'at']).where('symbol', '=', m.symbol).orderBy('at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
      if (trade) lastTrade.set(m.symbol, { price: BigInt(trade.price), at: Number(trade.at) });
      const ref = feed.latest(m.symbol);
      if (ref) applyReference(ref);
    }
  }

  /** Per-minute trade buckets from the trades table (open and close are the minute's first and last trade). */
  async function tradeMinutesSince(symbol: string, since: number): Promise<Candle[]> {
    type Row = { m: unknown; o: unknown; h: unknown; l: unknown; c: unknown; v: unknown; qv: unknown };
    const { rows } = await sql<Row>`
      select m, max(o) as o, max(price) as h, min(price) as l, max(c) as c, sum(qty) as v, sum(notional) as qv from (
        select at / 60000 as m, price, qty, notional,
          first_value(price) over (partition by at / 60000 order by at, id) as o,
          first_value(price) over (partition by at / 60000 order by at desc, id desc) as c
        from spot_trades where symbol = ${symbol} and at >= ${BigInt(since)}
      ) s group by m order by m`.execute(deps.db);
    const big = (x: unknown) => BigInt(String(x));
    return rows.map((r) => ({ t: Number(r.m) * MINUTE, o: big(r.o), h: big(r.h), l: big(r.l), c: big(r.c), v: big(r.v), qv: big(r.qv) }));
  }

  /** Adds a trade to a minute list; a reference candle of that minute becomes a trade candle. */
  function fold(list: Candle[], tr: TradeRecord): Candle {
    const t = minuteOf(tr.at);
    let c = list.at(-1);
    if (!c || c.t < t) {
      c = { t, o: tr.price, h: tr.price, l: tr.price, c: tr.price, v: 0n, qv: 0n };
      list.push(c);
    } else if (c.t > t) {
      // A trade stamped before the newest minute (clock skew within a batch) joins the newest.
    } else if (c.v === 0n) {
      c.o = tr.price; c.h = tr.price; c.l = tr.price;
    }
    if (tr.price > c.h) c.h = tr.price;
    if (tr.price < c.l) c.l = tr.price;
    c.c = tr.price; c.v += tr.qty; c.qv += tr.notional;
    return c;
  }

  /** Folds committed trades into the minute candles; returns the candles that changed. */
  function applyTrades(trades: TradeRecord[]): Array<{ symbol: string; candle: Candle }> {
    const changed = new Map<string, { symbol: string; candle: Candle }>();
    for (const tr of trades) {
      const candle = fold(listOf(minutes, tr.symbol), tr);
      fold(listOf(tradeMinutes, tr.symbol), tr);
      lastTrade.set(tr.symbol, { price: tr.price, at: tr.at });
      changed.set(`${tr.symbol}:${candle.t}`, { symbol: tr.symbol, candle });
    }
    if (changed.size === 0) return [];
    const out = [...changed.values()];
    write(out);
    return out;
  }

  /** A reference tick moves the current minute while the market has not traded in it. */
  function applyReference(tick: ReferenceTick): Candle | null {
    const t = minuteOf(tick.at);
    const list = listOf(minutes, tick.symbol);
    const c = list.at(-1);
    if (!c || c.t < t) {
      const fresh = { t, o: tick.price, h: tick.price, l: tick.price, c: tick.price, v: 0n, qv: 0n };
      list.push(fresh);
      return fresh;
    }
    if (c.t > t || c.v > 0n) return null;
    if (tick.price > c.h) c.h = tick.price;
    if (tick.price < c.l) c.l = tick.price;
    c.c = tick.price;
    return c;
  }

  /** Writes the reference minutes the clock has closed and forgets minutes older than a day. */
  function closeMinutes() {
    const now = minuteOf(deps.clock.now());
    const out: Array<{ symbol: string; candle: Candle }> = [];
    for (const [symbol, list] of minutes) {
      const after = closed.get(symbol) ?? 0;
      let i = list.length;
      while (i > 0 && list[i - 1].t > after) i -= 1;
      for (; i < list.length && list[i].t < now; i++) {
        if (list[i].v === 0n) out.push({ symbol, candle: list[i] });
        closed.set(symbol, list[i].t);
      }
    }
    for (const map of [minutes, tradeMinutes]) {
      for (const list of map.values()) while (list.length && list[0].t < now - DAY - MINUTE) list.shift();
    }
    if (out.length) write(out);
    return writes;
  }

  function write(rows: Array<{ symbol: string; candle: Candle }>) {
    const copies = rows.map(({ symbol, candle }) => ({ symbol, candle: { ...candle } }));
    writes = writes.then(() => persist(copies)).catch((err) => deps.log.error({ err }, 'candle write failed'));
  }

  async function persist(rows: Array<{ symbol: string; candle: Candle }>) {
    for (const { symbol, candle: c } of rows) {
      await deps.db.insertInto('spot_candles')
        .values({ symbol, open_time: BigInt(c.t), open: c.o, high: c.h, low: c.l, close: c.c, volume: c.v, quote_volume: c.qv })
        .onConflict((oc) => oc.columns(['symbol', 'open_time']).doUpdateSet({
          open: c.o, high: c.h, low: c.l, close: c.c, volume: c.v, quote_volume: c.qv,
        })).execute();
    }
  }

  /** The trades of the last 24 h, to the minute. */
  function dayStats(symbol: string): DayStats | null {
    const since = deps.clock.now() - DAY;
    let day: DayStats | null = null;
    for (const c of tradeMinutes.get(symbol) ?? []) {
      if (c.t < since) continue;
      if (!day) { day = { open: c.o, high: c.h, low: c.l, close: c.c, volume: c.v, quoteVolume: c.qv }; continue; }
      if (c.h > day.high) day.high = c.h;
      if (c.l < day.low) day.low = c.l;
      day.close = c.c; day.volume += c.v; day.quoteVolume += c.qv;
    }
    return day;
  }

  /** The last trade when it is recent and inside the book's best bid and ask. */
  function currentTrade(symbol: string): bigint | null {
    const trade = lastTrade.get(symbol);
    if (!trade || deps.clock.now() - trade.at > TRADE_FRESH_MS) return null;
    const { bid, ask } = top(symbol);
    if ((ask !== null && trade.price > ask) || (bid !== null && trade.price < bid)) return null;
    return trade.price;
  }

  function ticker(symbol: string): Ticker {
    const day = dayStats(symbol);
    const trade = currentTrade(symbol);
    const ref = feed.latest(symbol)?.price;
    const fallback = lastTrade.get(symbol)?.price ?? null;
    const last = trade ?? ref ?? fallback;
    const source = last === null ? null : trade !== null || ref === undefined ? 'trade' : 'reference';
    return { symbol, last, source, day, volume: day?.volume ?? 0n, quoteVolume: day?.quoteVolume ?? 0n };
  }

  /** Candles of an interval, oldest first: the stored minutes, with the last day's from memory. */
  async function candles(symbol: string, interval: KlineInterval, limit: number): Promise<Candle[]> {
    const step = intervalMs[interval];
    const end = Math.floor(deps.clock.now() / step) * step + step;
    // At most two weeks of minutes are read for one answer.
    const start = Math.max(end - step * limit, end - 20_160 * MINUTE);
    const rows = await deps.db.selectFrom('spot_candles').selectAll().where('symbol', '=', symbol)
      .where('open_time', '>=', BigInt(start)).where('open_time', '<', BigInt(end)).orderBy('open_time').execute();
    const byMinute = new Map<number, Candle>();
    for (const r of rows) byMinute.set(Number(r.open_time), { t: Number(r.open_time), o: BigInt(r.open), h: BigInt(r.high), l: BigInt(r.low), c: BigInt(r.close), v: BigInt(r.volume), qv: BigInt(r.quote_volume) });
    for (const c of minutes.get(symbol) ?? []) if (c.t >= start && c.t < end) byMinute.set(c.t, c);
    const out: Candle[] = [];
    for (const m of [...byMinute.values()].sort((a, b) => a.t - b.t)) {
      const t = Math.floor(m.t / step) * step;
      const last = out.at(-1);
      if (!last || last.t !== t) { out.push({ ...m, t }); continue; }
      if (m.h > last.h) last.h = m.h;
      if (m.l < last.l) last.l = m.l;
      last.c = m.c; last.v += m.v; last.qv += m.qv;
    }
    return out;
  }

  /** The current candle of an interval, from the minutes in memory (streams). */
  function liveCandle(symbol: string, interval: KlineInterval, at: number): Candle | null {
    const step = intervalMs[interval];
    const start = Math.floor(at / step) * step;
    let out: Candle | null = null;
    for (const c of minutes.get(symbol) ?? []) {
      if (c.t < start || c.t >= start + step) continue;
      if (!out) { out = { ...c, t: start }; continue; }
      if (c.h > out.h) out.h = c.h;
      if (c.l < out.l) out.l = c.l;
      out.c = c.c; out.v += c.v; out.qv += c.qv;
    }
    return out;
  }

  return {
    load, applyTrades, applyReference, closeMinutes, liveCandle, ticker, candles,
    flushed: () => writes, lastTradePrice: (s: string) => lastTrade.get(s)?.price,
  };
}

export type MarketData = ReturnType<typeof createMarketData>;
