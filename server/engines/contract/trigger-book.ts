// The contract risk engine's index of price triggers: every open position's liquidation price and
// optional take-profit and stop-loss, per instrument, so that a mark tick touches only the
// positions it triggers. Pure: no I/O, no clock; the caller feeds marks and acts on what fired.
//
// Rules (prices are bigint USDT minor units per whole base unit):
// - A long fires liquidation when mark <= liquidation, stop-loss when mark <= stopLoss and
//   take-profit when mark >= takeProfit; a short mirrors it (liquidation and stop-loss when
//   mark >= them, take-profit when mark <= it).
// - A position fires at most once, at the first tick that crosses any of its triggers, and leaves
//   the book. If one tick crosses several of its triggers, the one the price met first on its way
//   from the previous mark of that instrument fires: on a fall the highest, on a rise the lowest.
//   A trigger already crossed at the previous mark (or when there is no previous mark) is met at
//   once. On a tie the account's protection wins: liquidation, then stop-loss, then take-profit.
// - Output order: by the distance the price travelled to meet the trigger, then positionId.
//
// Cost: each instrument keeps two heaps (triggers met on a fall, triggers met on a rise); a tick
// pops only crossed entries, so it costs O((fired + stale) · log n). Replaced, removed and fired
// positions leave stale entries behind (lazy deletion); a heap is rebuilt when most of it is stale.
import { TriggerHeap, type TriggerEntry } from './trigger-heap';

export type TriggerKind = 'liquidation' | 'takeProfit' | 'stopLoss';
export type PositionSide = 'long' | 'short';

export interface PositionTriggers {
  positionId: string;
  instrument: string;
  side: PositionSide;
  liquidation: bigint;
  takeProfit?: bigint;
  stopLoss?: bigint;
}

export interface Fired {
  positionId: string;
  instrument: string;
  kind: TriggerKind;
  trigger: bigint;
  mark: bigint;
}

export interface TriggerBook {
  /** Adds a position's triggers, or replaces all of them if the position is already in the book. */
  upsert(p: PositionTriggers): void;
  /** Forgets a position; unknown ids are ignored. */
  remove(positionId: string): void;
  /** Applies a mark; every position it fires is returned once and removed from the book. */
  tick(instrument: string, mark: bigint): Fired[];
  /** Positions in the book. */
  size(): number;
  has(positionId: string): boolean;
  /** The last mark applied to an instrument, if any (the start of the next tick's path). */
  lastMark(instrument: string): bigint | undefined;
}

const KINDS: readonly TriggerKind[] = ['liquidation', 'stopLoss', 'takeProfit'];
const LIQUIDATION = 0;
const STOP_LOSS = 1;
const TAKE_PROFIT = 2;

interface Held { triggers: PositionTriggers; version: number; entries: number }

interface InstrumentTriggers {
  /** Triggers met when the mark falls to them, keyed by the negated price (highest on top). */
  fall: TriggerHeap;
  /** Triggers met when the mark rises to them (lowest on top). */
  rise: TriggerHeap;
  lastMark: bigint | undefined;
  /** Entries in the two heaps whose position was replaced, removed or has fired. */
  stale: number;
}

interface Crossing { kindRank: number; trigger: bigint; distance: bigint; popped: number }

export interface TriggerBookOptions {
  /** Below this many entries an instrument's heaps are never rebuilt: dropping stale entries as they surface is enough. */
  rebuildMinEntries?: number;
}

export function createTriggerBook(options: TriggerBookOptions = {}): TriggerBook {
  const rebuildMinEntries = options.rebuildMinEntries ?? 1024;
  const held = new Map<string, Held>();
  const instruments = new Map<string, InstrumentTriggers>();
  let nextVersion = 1;

  const instrumentOf = (symbol: string) => {
    let it = instruments.get(symbol);
    if (!it) {
      it = { fall: new TriggerHeap(), rise: new TriggerHeap(), lastMark: undefined, stale: 0 };
      instruments.set(symbol, it);
    }
    return it;
  };

  const isLive = (e: TriggerEntry) => held.get(e.positionId)?.version === e.version;

  /** Entries still in the heaps become stale when their position leaves or is replaced. */
  const retire = (h: Held, alreadyPopped: number) => {
    const it = instrumentOf(h.triggers.instrument);
    it.stale += h.entries - alreadyPopped;
    const total = it.fall.length + it.rise.length;
    if (total >= rebuildMinEntries && it.stale * 2 > total) {
      it.fall.retain(isLive);
      it.rise.retain(isLive);
      it.stale = 0;
    }
  };

  const add = (it: InstrumentTriggers, fallsTo: boolean, kindRank: number, trigger: bigint, positionId: string, version: number) => {
    (fallsTo ? it.fall : it.rise).push({ key: fallsTo ? -trigger : trigger, positionId, kindRank, trigger, version });
  };

  function upsert(p: PositionTriggers) {
    const previous = held.get(p.positionId);
    const version = nextVersion++;
    const h: Held = { triggers: { ...p }, version, entries: 0 };
    held.set(p.positionId, h);
    if (previous) retire(previous, 0);
    const it = instrumentOf(p.instrument);
    const long = p.side === 'long';
    // A long is hurt by a fall: its liquidation and stop-loss are met falling, its take-profit rising.
    add(it, long, LIQUIDATION, p.liquidation, p.positionId, version);
    h.entries++;
    if (p.stopLoss !== undefined) { add(it, long, STOP_LOSS, p.stopLoss, p.positionId, version); h.entries++; }
    if (p.takeProfit !== undefined) { add(it, !long, TAKE_PROFIT, p.takeProfit, p.positionId, version); h.entries++; }
  }

  function remove(positionId: string) {
    const h = held.get(positionId);
    if (!h) return;
    held.delete(positionId);
    retire(h, 0);
  }

  function tick(instrument: string, mark: bigint): Fired[] {
    const it = instrumentOf(instrument);
    const from = it.lastMark ?? mark;
    it.lastMark = mark;
    const crossed = new Map<string, Crossing>();
    const consider = (e: TriggerEntry, distance: bigint) => {
      if (!isLive(e)) { it.stale--; return; }
      const c = crossed.get(e.positionId);
      if (!c) { crossed.set(e.positionId, { kindRank: e.kindRank, trigger: e.trigger, distance, popped: 1 }); return; }
      c.popped++;
      if (distance < c.distance || (distance === c.distance && e.kindRank < c.kindRank)) {
        c.kindRank = e.kindRank; c.trigger = e.trigger; c.distance = distance;
      }
    };
    // Falls: every trigger at or above the mark; it was met after the price fell (from - trigger).
    const fallKey = -mark;
    for (let top = it.fall.peek(); top !== undefined && top.key <= fallKey; top = it.fall.peek()) {
      it.fall.pop();
      consider(top, from > top.trigger ? from - top.trigger : 0n);
    }
    for (let top = it.rise.peek(); top !== undefined && top.key <= mark; top = it.rise.peek()) {
      it.rise.pop();
      consider(top, top.trigger > from ? top.trigger - from : 0n);
    }
    if (crossed.size === 0) return [];

    const order: Array<[string, Crossing]> = [...crossed];
    order.sort(([a, x], [b, y]) => (x.distance < y.distance ? -1 : x.distance > y.distance ? 1 : a < b ? -1 : a > b ? 1 : 0));
    const fired: Fired[] = [];
    for (const [positionId, c] of order) {
      const h = held.get(positionId)!;
      held.delete(positionId);
      retire(h, c.popped);
      fired.push({ positionId, instrument, kind: KINDS[c.kindRank], trigger: c.trigger, mark });
    }
    return fired;
  }

  return {
    upsert,
    remove,
    tick,
    size: () => held.size,
    has: (positionId) => held.has(positionId),
    lastMark: (symbol) => instruments.get(symbol)?.lastMark,
  };
}
