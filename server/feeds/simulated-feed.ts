// The embedded reference market: each instrument follows a geometric random walk with its own
// yearly volatility, one step per `stepMs` of the injected clock, from a seeded generator, so a
// seed and a clock give the same path. At first start it writes a day of 1-minute candles ending
// now, so charts are never empty; later starts continue from the last stored close.
import { toMinor } from '../../api/money';
import type { Executor } from '../db/database';
import type { Clock } from '../platform';
import { instruments, symbolOf, QUOTE_ASSET } from '../modules/market/instruments';
import { seededRandom, seedOf } from './seeded-random';
import { tickListeners, type ReferenceFeed, type ReferenceTick } from './reference-feed';

const YEAR_MS = 365 * 24 * 3600_000;
const MINUTE = 60_000;
const HISTORY_MINUTES = 24 * 60;

interface Walk { symbol: string; price: number; sigmaPerMs: number; tickMinor: number; random: ReturnType<typeof seededRandom>; lastStep: number }

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

  /** A day of 1-minute candles ending at `now`, walked with four sub-steps per minute. */
  async function writeHistory(w: Walk, now: number) {
    const end = Math.floor(now / MINUTE) * MINUTE;
    const rows = [];
    for (let t = end - HISTORY_MINUTES * MINUTE; t < end; t += MINUTE) {
      const open = w.price;
      let high = open;
      let low = open;
      for (let i = 0; i < 4; i++) { step(w, MINUTE / 4); high = Math.max(high, w.price); low = Math.min(low, w.price); }
      rows.push({ symbol: w.symbol, open_time: BigInt(t), open: minor(w, open), high: minor(w, high), low: minor(w, low), close: minor(w, w.price), volume: 0n, quote_volume: 0n });
    }
    for (let i = 0; i < rows.length; i += 200) {
      await opts.db.insertInto('spot_candles').values(rows.slice(i, i + 200)).onConflict((oc) => oc.columns(['symbol', 'open_time']).doNothing()).execute();
    }
  }

  return {
    source: 'simulated',
    simulated: true,
    latest: (symbol) => latest.get(symbol),
    onTick: (l) => listeners.add(l),
    async start() {
      const now = opts.clock.now();
      for (const i of instruments) {
        const symbol = symbolOf(i.base);
        const tickMinor = Number(toMinor(i.tickSize, QUOTE_ASSET.scale));
        const w: Walk = {
          symbol, tickMinor, price: Number(toMinor(i.startPrice, QUOTE_ASSET.scale)), lastStep: Math.floor(now / stepMs),
          sigmaPerMs: i.annualVolatility / Math.sqrt(YEAR_MS), random: seededRandom(seedOf(`${opts.seed}:${symbol}`)),
        };
        const last = await opts.db.selectFrom('spot_candles').select('close').where('symbol', '=', symbol).orderBy('open_time', 'desc').limit(1).executeTakeFirst();
        if (last) w.price = Number(last.close);
        else await writeHistory(w, now);
        walks.set(symbol, w);
        publish(w, now);
      }
    },
    /** Moves every walk to the clock's current step (at most an hour of steps at once). */
    advance() {
      const now = opts.clock.now();
      const current = Math.floor(now / stepMs);
      for (const w of walks.values()) {
        const steps = Math.min(current - w.lastStep, 3600);
        if (steps <= 0) continue;
        for (let i = 0; i < steps; i++) step(w, stepMs);
        w.lastStep = current;
        publish(w, now);
      }
    },
    async stop() { walks.clear(); },
  };
}
