// The contract risk engine's trigger book under load: 100,000 open positions over the 15 contract
// instruments (random sides and leverages, entries near a start price, some with a take-profit or a
// stop-loss) and 10,000 pending limit opens (limits up to 3% away from the start price), then a seeded random walk of marks at 10 ticks per second per instrument, fed as fast
// as possible, and finally a crash tick that liquidates about 5,000 positions. For every tick it
// measures tick-to-decision time (the mark in, the fired positions out) for our book and for a peer
// that scans every position on every tick, on the same data in the same run, and checks that both
// decide the same. The ratio is the peer's p99 over ours (higher is better).
//
// The same run then settles a 5,000-position storm in the ledger (bench/risk-storm.ts): from the
// crash tick to the last settlement committed, against one transaction per position.
import { createTriggerBook, type Fired, type PendingLimit, type PositionSide, type PositionTriggers, type TriggerKind } from '../server/engines/contract/trigger-book';
import { entryPrice, liquidationPrice, margin, notional, type ContractSpec } from '../api/contract-math';
import { seededRandom } from '../server/feeds/seeded-random';
import { percentile, round } from './stats';
import { run as runStorm, type StormOptions } from './risk-storm';

/** Start prices (USDT) of the contract instruments; the bench only needs their scale. */
const START: Array<[symbol: string, kind: 'crypto' | 'cfd', usdt: number]> = [
  ['BTCUSDT', 'crypto', 60_000], ['ETHUSDT', 'crypto', 3_000], ['BNBUSDT', 'crypto', 600], ['SOLUSDT', 'crypto', 150],
  ['XRPUSDT', 'crypto', 0.6], ['ADAUSDT', 'crypto', 0.45], ['DOGEUSDT', 'crypto', 0.15], ['TRXUSDT', 'crypto', 0.12],
  ['DOTUSDT', 'crypto', 7], ['LTCUSDT', 'crypto', 80], ['LINKUSDT', 'crypto', 15], ['AVAXUSDT', 'crypto', 35],
  ['XAUUSDT', 'cfd', 2_400], ['XAGUSDT', 'cfd', 30], ['WTIUSDT', 'cfd', 75],
];
const CRYPTO_LEVERAGE = [2, 5, 10, 20, 50, 100];
const CFD_LEVERAGE = [2, 5, 10, 20, 25];

const specOf = (symbol: string, kind: 'crypto' | 'cfd'): ContractSpec => ({
  symbol, kind, contractSize: { atoms: 1n, scale: 0 }, lotStep: '0.01', minLots: '0.01', maxLots: '1000', priceStep: 1n,
  openFeeBps: 4, closeFeeBps: 4, spreadBps: kind === 'crypto' ? 2 : 4, maintenanceMarginBps: kind === 'crypto' ? 50 : 100,
  financingBpsPerDay: 1, leverageChoices: kind === 'crypto' ? CRYPTO_LEVERAGE : CFD_LEVERAGE, maxLeverage: kind === 'crypto' ? 100 : 25,
});

export interface RiskScenarioOptions { positions?: number; pendingLimits?: number; seconds?: number; crashPositions?: number; seed?: number }

/**
 * Positions and a tick stream, all from one seed. A position whose triggers the start mark already
 * crosses is drawn again: no position opens past its own liquidation.
 */
export function riskScenario(opts: RiskScenarioOptions = {}) {
  const count = opts.positions ?? 100_000;
  const seconds = opts.seconds ?? 60;
  const r = seededRandom(opts.seed ?? 13);
  const start = START.map(([symbol, kind, usdt]) => ({ symbol, kind, spec: specOf(symbol, kind), mark: BigInt(Math.round(usdt * 1e6)) }));
  const positions: PositionTriggers[] = [];
  while (positions.length < count) {
    const i = start[Math.floor(r.next() * start.length)];
    const side: PositionSide = r.next() < 0.5 ? 'long' : 'short';
    const choices = i.spec.leverageChoices;
    const leverage = choices[Math.floor(r.next() * choices.length)];
    const openedAt = i.mark + BigInt(Math.round(Number(i.mark) * (r.next() - 0.5) * 0.02)); // within 1%
    const entry = entryPrice(i.spec, openedAt, side);
    const steps = BigInt(1 + Math.floor(r.next() * 500));
    const liquidation = liquidationPrice(i.spec, side, entry, steps, margin(notional(i.spec, entry, steps), leverage));
    const away = (bps: number) => entry + (side === 'long' ? 1n : -1n) * entry * BigInt(bps) / 10_000n;
    const p: PositionTriggers = { positionId: `pos${positions.length}`, instrument: i.symbol, side, liquidation };
    if (r.next() < 0.15) p.takeProfit = away(20 + Math.floor(r.next() * 300));
    if (r.next() < 0.1) p.stopLoss = away(-(10 + Math.floor(r.next() * 40)));
    const crossedAtStart = (t: bigint | undefined, hurts: boolean) => t !== undefined && ((side === 'long') === hurts ? i.mark <= t : i.mark >= t);
    if (crossedAtStart(p.liquidation, true) || crossedAtStart(p.stopLoss, true) || crossedAtStart(p.takeProfit, false)) continue;
    positions.push(p);
  }
  // Pending limit opens: a long waits below the start price, a short above it.
  const limits: PendingLimit[] = [];
  for (let n = 0; n < (opts.pendingLimits ?? Math.floor(count / 10)); n++) {
    const i = start[Math.floor(r.next() * start.length)];
    const side: PositionSide = r.next() < 0.5 ? 'long' : 'short';
    const away = i.mark * BigInt(10 + Math.floor(r.next() * 290)) / 10_000n;
    limits.push({ positionId: `lim${n}`, instrument: i.symbol, side, limit: side === 'long' ? i.mark - away : i.mark + away });
  }
  // Ten ticks a second per instrument, round-robin; each a normal step of 2 bps (about 6 bps a second).
  const walk = start.map((i) => Number(i.mark));
  const ticks: Array<{ symbol: string; mark: bigint }> = [];
  for (let n = 0; n < seconds * 10; n++) {
    for (let k = 0; k < start.length; k++) {
      walk[k] *= Math.exp(0.0002 * r.normal());
      ticks.push({ symbol: start[k].symbol, mark: BigInt(Math.max(1, Math.round(walk[k]))) });
    }
  }
  return { positions, limits, ticks, start, crashPositions: opts.crashPositions ?? 5_000 };
}

type Scenario = ReturnType<typeof riskScenario>;

/** What a trigger book must do for the bench: the same calls as ours. */
export interface Decider { upsert(p: PositionTriggers | PendingLimit): void; tick(instrument: string, mark: bigint): Fired[]; size(): number }

/**
 * The peer: every position in one array, every one looked at on every tick, the same rules as
 * ours (the trigger met first fires; on a tie liquidation, then stop-loss, then take-profit; a
 * pending long's limit is met on a fall, a short's on a rise).
 */
function scanningBook(): Decider {
  const all: Array<Partial<Record<TriggerKind, bigint>> & { positionId: string; instrument: string; side: PositionSide } | null> = [];
  const last = new Map<string, bigint>();
  let live = 0;
  const rank = { liquidation: 0, stopLoss: 1, takeProfit: 2, limit: 3 } as const;
  return {
    upsert(p) { all.push({ ...p }); live++; },
    size: () => live,
    tick(instrument, mark) {
      const from = last.get(instrument) ?? mark;
      last.set(instrument, mark);
      const found: Array<{ f: Fired; d: bigint }> = [];
      for (let i = 0; i < all.length; i++) {
        const p = all[i];
        if (p === null || p.instrument !== instrument) continue;
        let best: { f: Fired; d: bigint } | null = null;
        for (const kind of ['liquidation', 'stopLoss', 'takeProfit', 'limit'] as const) {
          const t = p[kind];
          if (t === undefined) continue;
          const falls = (p.side === 'long') === (kind !== 'takeProfit');
          if (falls ? mark > t : mark < t) continue;
          const travelled = falls ? from - t : t - from;
          const d = travelled > 0n ? travelled : 0n;
          if (!best || d < best.d || (d === best.d && rank[kind] < rank[best.f.kind])) best = { f: { positionId: p.positionId, instrument, kind, trigger: t, mark }, d };
        }
        if (best) { found.push(best); all[i] = null; live--; }
      }
      found.sort((a, b) => (a.d < b.d ? -1 : a.d > b.d ? 1 : a.f.positionId < b.f.positionId ? -1 : 1));
      return found.map((x) => x.f);
    },
  };
}

/** Feeds the walk to a book, timing each tick; returns the samples (ms) and what fired. */
function feed(book: Decider, s: Scenario, limit = s.ticks.length) {
  const samples = new Float64Array(limit);
  const fired: string[] = [];
  for (let i = 0; i < limit; i++) {
    const t = s.ticks[i];
    const started = performance.now();
    const out = book.tick(t.symbol, t.mark);
    samples[i] = performance.now() - started;
    for (const f of out) fired.push(f.positionId);
  }
  return { samples, fired };
}

/**
 * The crash: one tick each on five crypto instruments, falling far enough that about
 * `crashPositions` long liquidations (a fifth on each) are crossed, from where the walk left them.
 */
export function crash(book: Decider, s: Scenario, alive: (id: string) => boolean) {
  const hit = ['BTCUSDT', 'ETHUSDT', 'BNBUSDT', 'SOLUSDT', 'XRPUSDT'];
  const marks = hit.map((symbol) => {
    const longs = s.positions.filter((p) => p.instrument === symbol && p.side === 'long' && alive(p.positionId)).map((p) => p.liquidation);
    longs.sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
    const mark = longs[Math.min(longs.length, Math.ceil(s.crashPositions / hit.length)) - 1];
    const from = s.ticks.findLast((t) => t.symbol === symbol)?.mark ?? mark;
    return { symbol, mark, dropBps: Number(((from - mark) * 10_000n) / from) };
  });
  const started = performance.now();
  const fired = marks.flatMap((m) => book.tick(m.symbol, m.mark));
  return { ms: performance.now() - started, fired, marks };
}

function latency(samples: Float64Array) {
  const sorted = Float64Array.from(samples).sort();
  const us = (ms: number) => round(ms * 1000, 2);
  return { ticks: sorted.length, p50us: us(percentile(sorted, 50)), p99us: us(percentile(sorted, 99)), maxUs: us(sorted[sorted.length - 1]) };
}

/** `storm: null` leaves out the storm in the ledger (it builds two platforms): the engine figures alone. */
export async function run(opts: RiskScenarioOptions & { peerTicks?: number; storm?: StormOptions | null } = {}) {
  const s = riskScenario(opts);
  // The peer costs a full scan per tick; it gets the first part of the same walk (enough for a p99).
  const peerTicks = Math.min(s.ticks.length, opts.peerTicks ?? 3_000);

  const warm = riskScenario({ positions: 5_000, seconds: 20, seed: 99 });
  const w = createTriggerBook(); [...warm.positions, ...warm.limits].forEach((p) => w.upsert(p)); feed(w, warm);
  const wp = scanningBook(); [...warm.positions, ...warm.limits].forEach((p) => wp.upsert(p)); feed(wp, warm, 1_000);

  const ours = createTriggerBook();
  for (const p of [...s.positions, ...s.limits]) ours.upsert(p);
  const peer = scanningBook();
  for (const p of [...s.positions, ...s.limits]) peer.upsert(p);

  // The same prefix for both, so the ratio compares like with like; then ours alone to the end.
  const oursPrefix = feed(ours, s, peerTicks);
  const peerPrefix = feed(peer, s, peerTicks);
  const agree = oursPrefix.fired.join() === peerPrefix.fired.join();
  const rest = { ...s, ticks: s.ticks.slice(peerTicks) };
  const oursRest = feed(ours, rest);
  const oursAll = new Float64Array(oursPrefix.samples.length + oursRest.samples.length);
  oursAll.set(oursPrefix.samples); oursAll.set(oursRest.samples, oursPrefix.samples.length);

  // The crash comes after the whole walk for ours; the peer is brought to the same state first.
  const firedBefore = new Set([...oursPrefix.fired, ...oursRest.fired]);
  for (const t of rest.ticks) peer.tick(t.symbol, t.mark);
  const alive = (id: string) => !firedBefore.has(id);
  const oursCrash = crash(ours, s, alive);
  const peerCrash = crash(peer, s, alive);
  const byKind: Record<string, number> = {};
  for (const f of oursCrash.fired) byKind[f.kind] = (byKind[f.kind] ?? 0) + 1;

  const storm = opts.storm === null ? null : await runStorm(opts.storm);
  const o = latency(oursPrefix.samples);
  const p = latency(peerPrefix.samples);
  return {
    name: 'risk',
    note: 'tick-to-decision: one mark in, the fired positions out; timer read (performance.now) included',
    positions: s.positions.length,
    pendingLimits: s.limits.length,
    instruments: s.start.length,
    simulatedSeconds: s.ticks.length / (10 * s.start.length),
    ours: { sameTicksAsPeer: o, wholeWalk: latency(oursAll), firedDuringWalk: firedBefore.size, openAfterWalk: ours.size() + oursCrash.fired.length },
    peer: { name: 'scan every position on every tick', ...p },
    agree: agree && oursCrash.fired.map((f) => f.positionId).join() === peerCrash.fired.map((f) => f.positionId).join(),
    crash: {
      marks: oursCrash.marks.map((m) => ({ symbol: m.symbol, mark: m.mark.toString(), dropBps: m.dropBps })),
      fired: oursCrash.fired.length, byKind,
      oursMs: round(oursCrash.ms, 3), peerMs: round(peerCrash.ms, 3),
    },
    storm,
    ratios: { p99: round(p.p99us / o.p99us), crash: round(peerCrash.ms / oursCrash.ms), ...(storm ? { storm: storm.ratios.storm } : {}) },
    targets: { p99us: 1000, p99Ratio: 50, ...(storm ? { stormMs: storm.targets.stormMs } : {}) },
  };
}
