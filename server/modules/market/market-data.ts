// Market data derived from trades: 1-minute candles (stored; the reference history fills the time
// before the market traded), the 24 h ticker of every market and candles per interval. Kept in
// memory for the last day and written to spot_candles after each committed batch.
import type { Deps } from '../../deps';
import type { KlineInterval } from '../../../api/endpoints/spot';
import type { ReferenceFeed } from '../../feeds/reference-feed';
import type { MarketSpec } from './markets.store';
import type { TradeRecord } from '../spot/spot-exchange';

export const intervalMs: Record<KlineInterval, number> = { '1m': 60_000, '5m': 300_000, '15m': 900_000, '1h': 3_600_000, '4h': 14_400_000, '1d': 86_400_000 };
const DAY = 86_400_000;

export interface Candle { t: number; o: bigint; h: bigint; l: bigint; c: bigint; v: bigint; qv: bigint }

export interface Ticker {
  symbol: string; last: bigint; open: bigint; high: bigint; low: bigint; volume: bigint; quoteVolume: bigint; traded: boolean;
}

export function createMarketData(deps: Pick<Deps, 'db' | 'clock' | 'log'>, feed: ReferenceFeed) {
  const minutes = new Map<string, Candle[]>();
  const lastTrade = new Map<string, bigint>();
  let writes: Promise<void> = Promise.resolve();

  async function load(markets: MarketSpec[]) {
    const since = BigInt(Math.floor((deps.clock.now() - DAY) / 60_000) * 60_000);
    for (const m of markets) {
      const rows = await deps.db.selectFrom('spot_candles').selectAll().where('symbol', '=', m.symbol).where('open_time', '>=', since).orderBy('open_time').execute();
      minutes.set(m.symbol, rows.map((r) => ({ t: Number(r.open_time), o: BigInt(r.open), h: BigInt(r.high), l: BigInt(r.low), c: BigInt(r.close), v: BigInt(r.volume), qv: BigInt(r.quote_volume) })));
      const trade = await deps.db.selectFrom('spot_trades').select('price').where('symbol', '=', m.symbol).orderBy('at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
      if (trade) lastTrade.set(m.symbol, BigInt(trade.price));
    }
  }

  /** Folds committed trades into the minute candles; returns the candles that changed. */
  function applyTrades(trades: TradeRecord[]): Array<{ symbol: string; candle: Candle }> {
    const changed = new Map<string, { symbol: string; candle: Candle }>();
    for (const tr of trades) {
      const t = Math.floor(tr.at / 60_000) * 60_000;
      let list = minutes.get(tr.symbol);
      if (!list) { list = []; minutes.set(tr.symbol, list); }
      let c = list.at(-1);
      if (!c || c.t !== t) {
        c = { t, o: tr.price, h: tr.price, l: tr.price, c: tr.price, v: 0n, qv: 0n };
        if (list.length === 0 || list.at(-1)!.t < t) list.push(c);
      } else if (c.v === 0n) {
        // A reference candle of this minute becomes a trade candle.
        c.o = tr.price; c.h = tr.price; c.l = tr.price;
      }
      if (tr.price > c.h) c.h = tr.price;
      if (tr.price < c.l) c.l = tr.price;
      c.c = tr.price; c.v += tr.qty; c.qv += tr.notional;
      lastTrade.set(tr.symbol, tr.price);
      changed.set(`${tr.symbol}:${t}`, { symbol: tr.symbol, candle: c });
    }
    const cutoff = deps.clock.now() - DAY - 60_000;
    for (const list of minutes.values()) while (list.length && list[0].t < cutoff) list.shift();
    const out = [...changed.values()];
    writes = writes.then(() => persist(out)).catch((err) => deps.log.error({ err }, 'candle write failed'));
    return out;
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

  function ticker(symbol: string): Ticker {
    const list = minutes.get(symbol) ?? [];
    const since = deps.clock.now() - DAY;
    const day = list.filter((c) => c.t >= since);
    const ref = feed.latest(symbol)?.price;
    const last = lastTrade.get(symbol) ?? list.at(-1)?.c ?? ref ?? 0n;
    let high = last; let low = last; let volume = 0n; let quoteVolume = 0n;
    for (const c of day) { if (c.h > high) high = c.h; if (c.l < low) low = c.l; volume += c.v; quoteVolume += c.qv; }
    return { symbol, last, open: day[0]?.o ?? last, high, low, volume, quoteVolume, traded: lastTrade.has(symbol) };
  }

  /** Candles of an interval, oldest first, aggregated from the stored minutes. */
  async function candles(symbol: string, interval: KlineInterval, limit: number): Promise<Candle[]> {
    const step = intervalMs[interval];
    const end = Math.floor(deps.clock.now() / step) * step + step;
    // At most two weeks of minutes are read for one answer.
    const start = Math.max(end - step * limit, end - 20_160 * 60_000);
    const rows = await deps.db.selectFrom('spot_candles').selectAll().where('symbol', '=', symbol)
      .where('open_time', '>=', BigInt(start)).where('open_time', '<', BigInt(end)).orderBy('open_time').execute();
    const out: Candle[] = [];
    for (const r of rows) {
      const t = Math.floor(Number(r.open_time) / step) * step;
      const last = out.at(-1);
      const m = { o: BigInt(r.open), h: BigInt(r.high), l: BigInt(r.low), c: BigInt(r.close), v: BigInt(r.volume), qv: BigInt(r.quote_volume) };
      if (!last || last.t !== t) { out.push({ t, ...m }); continue; }
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

  return { load, applyTrades, liveCandle, ticker, candles, flushed: () => writes, lastTradePrice: (s: string) => lastTrade.get(s) };
}

export type MarketData = ReturnType<typeof createMarketData>;
