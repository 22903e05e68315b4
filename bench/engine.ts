// The matching engine against its peer, the npm package nodejs-order-book, on the same seeded
// stream: 60% limit orders around the mid, 30% cancels of resting orders, 10% market orders. The
// stream is generated against a live book, so cancels hit orders that really rest and the book
// keeps about its starting size. Scenarios: about 1,500 resting orders; a deep book of about
// 250,000 resting orders near the touch (long queues per price); and the same count spread wide
// over 10,000 levels (short queues). Reports ops/s and per-operation latency percentiles (µs) for
// both, and the ratios.
import { OrderBook as PeerBook, Side as PeerSide } from 'nodejs-order-book';
import { BUY, OrderBook, type BookSink } from '../server/engines/spot/order-book';
import { seededRandom } from '../server/feeds/seeded-random';
import { percentile } from './stats';

type Op = { kind: 0 | 1 | 2; id: number; side: 0 | 1; price: number; lots: number };
const MID = 100_000;
const noSink: BookSink = { trade() {}, cancelled() {}, rested() {} };
const owner = (id: number) => id % 97;

/** The ids resting on a book, kept by its events: O(1) add, remove and random pick. */
function restingSet() {
  const ids: number[] = [];
  const at = new Map<number, number>();
  const remove = (id: number) => {
    const i = at.get(id);
    if (i === undefined) return;
    const last = ids.pop()!;
    if (last !== id) { ids[i] = last; at.set(last, i); }
    at.delete(id);
  };
  const sink: BookSink = {
    trade(makerId, _mo, _t, _to, _p, _l, makerLeft) { if (makerLeft === 0) remove(makerId); },
    cancelled(id) { remove(id); },
    rested(id) { if (!at.has(id)) { at.set(id, ids.length); ids.push(id); } },
  };
  return { sink, ids };
}

/**
 * `prefill` orders within `spread` ticks of the mid, then `ops` commands. Limit prices sit on
 * their own side of the mid, some crossing; past the starting size they cross more often, so the
 * book neither grows nor drains.
 */
function stream(seed: number, prefill: number, ops: number, spread: number) {
  const r = seededRandom(seed);
  const live = restingSet();
  const book = new OrderBook({ minNotional: 0, marketProtectionBps: 10_000 }, live.sink, prefill * 2);
  const pre: Op[] = [];
  for (let i = 0; i < prefill; i++) {
    const side = (i & 1) as 0 | 1;
    const offset = 1 + Math.floor(r.next() * spread);
    const o: Op = { kind: 0, id: i + 1, side, price: side === BUY ? MID - offset : MID + offset, lots: 1 + Math.floor(r.next() * 10) };
    pre.push(o);
    book.placeLimit(o.id, owner(o.id), o.side, o.price, o.lots);
  }
  const list: Op[] = [];
  let nextId = prefill + 1;
  for (let i = 0; i < ops; i++) {
    const x = r.next();
    const side = (r.next() < 0.5 ? 0 : 1) as 0 | 1;
    let o: Op;
    if (x < 0.6 || (x < 0.9 && live.ids.length === 0)) {
      const reach = live.ids.length > prefill ? 30 : 8; // ticks it may cross
      const offset = Math.floor(r.next() * Math.min(spread, 60)) - reach;
      o = { kind: 0, id: nextId++, side, price: side === BUY ? MID - offset : MID + offset, lots: 1 + Math.floor(r.next() * 10) };
      book.placeLimit(o.id, owner(o.id), o.side, o.price, o.lots);
    } else if (x < 0.9) {
      const id = live.ids[Math.floor(r.next() * live.ids.length)];
      o = { kind: 1, id, side, price: 0, lots: 0 };
      book.cancel(id, owner(id));
    } else {
      o = { kind: 2, id: nextId++, side, price: 0, lots: 1 + Math.floor(r.next() * 5) };
      book.placeMarket(o.id, owner(o.id), o.side, o.lots);
    }
    list.push(o);
  }
  return { pre, list, maxId: nextId };
}

function runOurs(s: ReturnType<typeof stream>) {
  const book = new OrderBook({ minNotional: 0, marketProtectionBps: 10_000 }, noSink, s.pre.length * 2);
  for (const o of s.pre) book.placeLimit(o.id, owner(o.id), o.side, o.price, o.lots);
  const samples = new Float64Array(s.list.length);
  const started = performance.now();
  for (let i = 0; i < s.list.length; i++) {
    const o = s.list[i];
    const t = performance.now();
    if (o.kind === 0) book.placeLimit(o.id, owner(o.id), o.side, o.price, o.lots);
    else if (o.kind === 1) book.cancel(o.id, owner(o.id));
    else book.placeMarket(o.id, owner(o.id), o.side, o.lots);
    samples[i] = performance.now() - t;
  }
  return { samples, wallMs: performance.now() - started, resting: book.restingOrders };
}

function runPeer(s: ReturnType<typeof stream>) {
  const book = new PeerBook();
  const ids: string[] = [];
  for (let i = 0; i < s.maxId + 1; i++) ids.push(String(i));
  const side = (x: 0 | 1) => (x === BUY ? PeerSide.BUY : PeerSide.SELL);
  for (const o of s.pre) book.limit({ id: ids[o.id], side: side(o.side), size: o.lots, price: o.price });
  const samples = new Float64Array(s.list.length);
  const started = performance.now();
  for (let i = 0; i < s.list.length; i++) {
    const o = s.list[i];
    const t = performance.now();
    if (o.kind === 0) book.limit({ id: ids[o.id], side: side(o.side), size: o.lots, price: o.price });
    else if (o.kind === 1) book.cancel(ids[o.id]);
    else book.market({ side: side(o.side), size: o.lots });
    samples[i] = performance.now() - t;
  }
  return { samples, wallMs: performance.now() - started };
}

function summary(r: { samples: Float64Array; wallMs: number }) {
  const sorted = Array.from(r.samples).sort((a, b) => a - b);
  const us = (ms: number) => Math.round(ms * 1000 * 100) / 100;
  return { opsPerSecond: Math.round((sorted.length / r.wallMs) * 1000), p50us: us(percentile(sorted, 50)), p99us: us(percentile(sorted, 99)), p999us: us(percentile(sorted, 99.9)) };
}

function scenario(name: string, prefill: number, ops: number, spread: number) {
  const s = stream(42, prefill, ops, spread);
  runOurs(stream(7, prefill, Math.min(ops, 50_000), spread)); // warm-up
  runPeer(stream(7, Math.min(prefill, 5_000), Math.min(ops, 20_000), spread));
  const ours = runOurs(s);
  const peer = runPeer(s);
  const o = summary(ours);
  const p = summary(peer);
  return { name, restingAtStart: prefill, restingAtEnd: ours.resting, operations: ops, ours: o, peer: p,
    ratios: { throughput: Math.round((o.opsPerSecond / p.opsPerSecond) * 100) / 100, p99: Math.round((p.p99us / o.p99us) * 100) / 100 } };
}

export async function run() {
  return {
    name: 'engine',
    note: 'per-operation latency includes the timer read (performance.now) around each call',
    mixed: scenario('mixed, ~1,500 resting', 1_500, 300_000, 60),
    deep: scenario('deep book, ~250,000 resting within 200 ticks of the mid (~625 per level)', 250_000, 100_000, 200),
    deepWide: scenario('deep and wide, ~250,000 resting over 5,000 ticks each side (~25 per level)', 250_000, 100_000, 5_000),
    targets: { mixedThroughputRatio: 4, mixedP99us: 3, deepThroughputRatio: 50 },
  };
}
