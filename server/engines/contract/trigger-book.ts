// The contract risk engine's index of price triggers: every open position's liquidation price and
// optional take-profit and stop-loss, and every pending limit open's limit price, per instrument,
// so that a mark tick touches only the positions it triggers. Pure: no I/O, no clock; the caller
// feeds marks and acts on what fired.
//
// Rules (prices are bigint USDT minor units per whole base unit):
// - A long fires liquidation when mark <= liquidation, stop-loss when mark <= stopLoss and
//   take-profit when mark >= takeProfit; a short mirrors it (liquidation and stop-loss when
//   mark >= them, take-profit when mark <= it).
// - A pending limit open has one trigger, its limit: a long fills when mark <= limit, a short when
//   mark >= limit (the rule an open checks against the mark at once).
// - A position fires at most once, at the first tick that crosses any of its triggers, and leaves
//   the book. If one tick crosses several of its triggers, the one the price met first on its way
//   from the previous mark of that instrument fires: on a fall the highest, on a rise the lowest.
//   A trigger already crossed at the previous mark (or when there is no previous mark) is met at
//   once. On a tie the account's protection wins: liquidation, then stop-loss, then take-profit.
//   A pending position holds only its limit, so it has no tie.
// - Output order: by the distance the price travelled to meet the trigger, then positionId.
//
// Cost: each instrument keeps two heaps (triggers met on a fall, triggers met on a rise); a tick
// pops only crossed entries, so it costs O((fired + stale) · log n). Replaced, removed and fired
// positions leave stale entries behind (lazy deletion); an instrument's heaps are rebuilt when most
// of their entries are stale.
import { TriggerHeap, type TriggerEntry } from './trigger-heap';

export type TriggerKind = 'liquidation' | 'takeProfit' | 'stopLoss' | 'limit';
export type PositionSide = 'long' | 'short';

export interface PositionTriggers {
  positionId: string;
  instrument: string;
  side: PositionSide;
  liquidation: bigint;
  takeProfit?: bigint;
  stopLoss?: bigint;
}

/** A pending limit open: it fires (fills) once, at the first mark that reaches its limit. */
export interface PendingLimit {
  positionId: string;
  instrument: string;
  side: PositionSide;
  limit: bigint;
}

export interface Fired {
  positionId: string;
  instrument: string;
  kind: TriggerKind;
  trigger: bigint;
  mark: bigint;
}

export interface TriggerBook {
  /** Adds a position's triggers (an open one's, or a pending one's limit), or replaces all of them if the position is already in the book. */
  upsert(p: PositionTriggers | PendingLimit): void;
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

const KINDS: readonly TriggerKind[] = ['liquidation', 'stopLoss', 'takeProfit', 'limit'];
const LIQUIDATION = 0;
const STOP_LOSS = 1;
const TAKE_PROFIT = 2;
const LIMIT = 3;

/** The book's record of one version of a position; its heap entries point here. */
interface Held {
  triggers: PositionTriggers | PendingLimit;
  /** Set when the position is replaced, removed or fired: its entries left in the heaps are stale. */
  retired: boolean;
  entries: number;
  // Scratch of the tick in progress: the best crossing found so far and the entries popped.
  crossRank: number;
  crossTrigger: bigint;
  crossDistance: bigint;
  popped: number;
}

interface InstrumentTriggers {
  /** Triggers met when the mark falls to them, keyed by the negated price (highest on top). */
  fall: TriggerHeap<Held>;
  /** Triggers met when the mark rises to them (lowest on top). */
  rise: TriggerHeap<Held>;
  lastMark: bigint | undefined;
  /** Entries in the two heaps whose position was replaced, removed or has fired. */
  stale: number;
}

export interface TriggerBookOptions {
  /** Below this many entries an instrument's heaps are never rebuilt: dropping stale entries as they surface is enough. */
  rebuildMinEntries?: number;
}

const isLive = (e: TriggerEntry<Held>) => !e.owner.retired;
const byCrossingThenId = (a: Held, b: Held) => (a.crossDistance < b.crossDistance ? -1 : a.crossDistance > b.crossDistance ? 1
  : a.triggers.positionId < b.triggers.positionId ? -1 : a.triggers.positionId > b.triggers.positionId ? 1 : 0);

export function createTriggerBook(options: TriggerBookOptions = {}): TriggerBook {
  const rebuildMinEntries = options.rebuildMinEntries ?? 1024;
  const held = new Map<string, Held>();
  const instruments = new Map<string, InstrumentTriggers>();

  const instrumentOf = (symbol: string) => {
    let it = instruments.get(symbol);
    if (!it) {
      it = { fall: new TriggerHeap(), rise: new TriggerHeap(), lastMark: undefined, stale: 0 };
      instruments.set(symbol, it);
    }
    return it;
  };

  /** The entries of a position still in the heaps become stale. */
  const retire = (h: Held) => {
    h.retired = true;
    instrumentOf(h.triggers.instrument).stale += h.entries;
  };

  /** Rebuilds an instrument's heaps once most of their entries are stale, in linear time. */
  const compact = (it: InstrumentTriggers) => {
    const total = it.fall.length + it.rise.length;
    if (total < rebuildMinEntries || it.stale * 2 <= total) return;
    it.fall.retain(isLive);
    it.rise.retain(isLive);
    it.stale = 0;
  };

  const add = (it: InstrumentTriggers, h: Held, fallsTo: boolean, kindRank: number, trigger: bigint) => {
    (fallsTo ? it.fall : it.rise).push({ key: fallsTo ? -trigger : trigger, kindRank, trigger, owner: h });
    h.entries++;
  };

  function upsert(p: PositionTriggers | PendingLimit) {
    const previous = held.get(p.positionId);
    if (previous) { retire(previous); compact(instrumentOf(previous.triggers.instrument)); }
    const h: Held = { triggers: { ...p }, retired: false, entries: 0, crossRank: 0, crossTrigger: 0n, crossDistance: -1n, popped: 0 };
    held.set(p.positionId, h);
    const it = instrumentOf(p.instrument);
    const long = p.side === 'long';
    // A long limit fills on a fall to it, a short one on a rise.
    if ('limit' in p) { add(it, h, long, LIMIT, p.limit); return; }
    // A long is hurt by a fall: its liquidation and stop-loss are met falling, its take-profit rising.
    add(it, h, long, LIQUIDATION, p.liquidation);
    if (p.stopLoss !== undefined) add(it, h, long, STOP_LOSS, p.stopLoss);
    if (p.takeProfit !== undefined) add(it, h, !long, TAKE_PROFIT, p.takeProfit);
  }

  function remove(positionId: string) {
    const h = held.get(positionId);
    if (!h) return;
    held.delete(positionId);
    retire(h);
    compact(instrumentOf(h.triggers.instrument));
  }

  function tick(instrument: string, mark: bigint): Fired[] {
    const it = instrumentOf(instrument);
    const from = it.lastMark ?? mark;
    it.lastMark = mark;
    const crossed: Held[] = [];
    const consider = (e: TriggerEntry<Held>, distance: bigint) => {
      const h = e.owner;
      if (h.retired) { it.stale--; return; }
      if (h.popped === 0) { crossed.push(h); h.crossRank = e.kindRank; h.crossTrigger = e.trigger; h.crossDistance = distance; }
      else if (distance < h.crossDistance || (distance === h.crossDistance && e.kindRank < h.crossRank)) {
        h.crossRank = e.kindRank; h.crossTrigger = e.trigger; h.crossDistance = distance;
      }
      h.popped++;
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
    if (crossed.length === 0) return [];

    crossed.sort(byCrossingThenId);
    const fired: Fired[] = new Array(crossed.length);
    for (let i = 0; i < crossed.length; i++) {
      const h = crossed[i];
      held.delete(h.triggers.positionId);
      h.retired = true;
      it.stale += h.entries - h.popped; // its entries the tick did not pop are stale now
      fired[i] = { positionId: h.triggers.positionId, instrument, kind: KINDS[h.crossRank], trigger: h.crossTrigger, mark };
    }
    compact(it);
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
