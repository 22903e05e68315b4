// The embedded reference market: each instrument follows a geometric random walk with its own
// yearly volatility, one step per `stepMs` of the injected clock, from a seeded generator, so a
// seed and a clock give the same path. At first start it writes a day of 1-minute candles ending
// now, so charts are never empty; later starts continue from the last stored close. The spot
// instruments' history goes to the spot candles (their contracts' mark candles read it from
// there); the CFDs (metals, oil), which are no spot market, have mark candles only, and move and
// tick only inside their trading hours.
import { toMinor } from '../../api/money';
import type { Executor } from '../db/database';
import type { Clock } from '../platform';
import { instruments, symbolOf, QUOTE_ASSET } from '../modules/market/instruments';
import { cfdInstruments } from './cfd-instruments';
import { isOpen } from './trading-hours';
import { lastMarkClose, saveMarkCandles, type MarkCandle } from './mark-candles';
import { seededRandom, seedOf } from './seeded-random';
import { tickListeners, type ReferenceFeed, type ReferenceTick } from './reference-feed';

const YEAR_MS = 365 * 24 * 3600_000;
const MINUTE = 60_000;
const HISTORY_MINUTES = 24 * 60;

interface Walk { symbol: string; spot: boolean; price: number; sigmaPerMs: number; tickMinor: number; random: ReturnType<typeof seededRandom>; lastStep: number }

export interface SimulatedFeedOptions { db: Executor; clock: Clock; seed: number; stepMs?: number }

export function createSimulatedFeed(opts: SimulatedFeedOptions): ReferenceFeed & { advance(): void } {
  const stepMs = opts.stepMs ?? 1000;
  const listeners = tickListeners();
  const walks = new Map<string, Walk>();
  const latest = new Map<string, ReferenceTick>();

  const step = (w: Walk, dtMs: number) => {
    const sigma = w.sigmaPerMs * Math.sqrt(dtMs);
    w.price *= Math.exp(-0.5 * sigma * sigma + sigma * w.random.normal());
  };
  const minor = (w: Walk, price: number) => BigInt(Math.max(1, Math.round(price / w.tickMinor)) * w.tickMinor);

  function publish(w: Walk, at: number) {
    const tick = { symbol: w.symbol, price: minor(w, w.price), at };
    latest.set(w.symbol, tick);
    listeners.emit(tick);
  }

  /** A day of 1-minute candles ending at `now`, walked with four sub-steps per minute (open minutes only). */
  async function writeHistory(w: Walk, now: number) {
    const end = Math.floor(now / MINUTE) * MINUTE;
    const candles: MarkCandle[] = [];
    for (let t = end - HISTORY_MINUTES * MINUTE; t < end; t += MINUTE) {
      if (!isOpen(w.symbol, t)) continue;
      const open = w.price;
      let high = open;
      let low = open;
      for (let i = 0; i < 4; i++) { step(w, MINUTE / 4); high = Math.max(high, w.price); low = Math.min(low, w.price); }
      candles.push({ symbol: w.symbol, openTime: t, open: minor(w, open), high: minor(w, high), low: minor(w, low), close: minor(w, w.price) });
    }
    // A CFD's history is its mark's; a spot instrument's is the spot market's, which its contract's mark candles read on from.
    if (!w.spot) return saveMarkCandles(opts.db, candles);
    const rows = candles.map((c) => ({ symbol: c.symbol, open_time: BigInt(c.openTime), open: c.open, high: c.high, low: c.low, close: c.close, volume: 0n, quote_volume: 0n }));
    for (let i = 0; i < rows.length; i += 200) {
      await opts.db.insertInto('spot_candles').values(rows.slice(i, i + 200)).onConflict((oc) => oc.columns(['symbol', 'open_time']).doNothing()).execute();
    }
  }

  /** Where a walk goes on from: the spot market's last close, or the mark's for a CFD. */
  async function lastClose(w: Walk): Promise<bigint | null> {
    if (!w.spot) return lastMarkClose(opts.db, w.symbol);
    const last = await opts.db.selectFrom('spot_candles').select('close').where('symbol', '=', w.symbol).orderBy('open_time', 'desc').limit(1).executeTakeFirst();
    return last ? BigInt(last.close) : null;
  }

  const specs = [
    ...instruments.map((i) => ({ symbol: symbolOf(i.base), spot: true, tickSize: i.tickSize, startPrice: i.startPrice, annualVolatility: i.annualVolatility })),
    ...cfdInstruments.map((i) => ({ symbol: i.symbol, spot: false, tickSize: i.tickSize, startPrice: i.startPrice, annualVolatility: i.annualVolatility })),
  ];

  return {
    source: 'simulated',
    simulated: true,
    replayed: false,
    latest: (symbol) => latest.get(symbol),
    onTick: (l) => listeners.add(l),
    async start() {
      const now = opts.clock.now();
      for (const s of specs) {
        const w: Walk = {
          symbol: s.symbol, spot: s.spot, tickMinor: Number(toMinor(s.tickSize, QUOTE_ASSET.scale)),
          price: Number(toMinor(s.startPrice, QUOTE_ASSET.scale)), lastStep: Math.floor(now / stepMs),
          sigmaPerMs: s.annualVolatility / Math.sqrt(YEAR_MS), random: seededRandom(seedOf(`${opts.seed}:${s.symbol}`)),
        };
        const last = await lastClose(w);
        if (last !== null) w.price = Number(last);
        else await writeHistory(w, now);
        walks.set(w.symbol, w);
        if (isOpen(w.symbol, now)) publish(w, now);
      }
    },
    /** Moves every open walk to the clock's current step (at most an hour of steps at once); a closed market stands still. */
    advance() {
      const now = opts.clock.now();
      const current = Math.floor(now / stepMs);
      for (const w of walks.values()) {
        const steps = Math.min(current - w.lastStep, 3600);
        if (steps <= 0) continue;
        w.lastStep = current;
        if (!isOpen(w.symbol, now)) continue;
        for (let i = 0; i < steps; i++) step(w, stepMs);
        publish(w, now);
      }
    },
    async stop() { walks.clear(); },
  };
}
