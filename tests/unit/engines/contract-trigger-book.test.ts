// The contract trigger book: worked examples of its rules, then random programs of upserts (open
// positions' triggers and pending limit opens), removals and mark ticks (random walks with gaps)
// checked tick by tick against a model that scans every position: the same positions fire, with the
// same trigger, in the same order, each once, at the first tick that crosses it; removed positions
// never fire.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTriggerBook, type PendingLimit, type PositionTriggers, type TriggerBookOptions } from '../../../server/engines/contract/trigger-book';
import { KINDS, ScanningTriggerBook, crossing, type Watched } from './contract-trigger-model';

const long = (positionId: string, liquidation: bigint, more: Partial<PositionTriggers> = {}): PositionTriggers =>
  ({ positionId, instrument: 'BTCUSDT', side: 'long', liquidation, ...more });
const short = (positionId: string, liquidation: bigint, more: Partial<PositionTriggers> = {}): PositionTriggers =>
  ({ positionId, instrument: 'BTCUSDT', side: 'short', liquidation, ...more });

describe('contract trigger book', () => {
  it('fires a long on a fall and a short on a rise, each once', () => {
    const book = createTriggerBook();
    book.upsert(long('a', 90n, { stopLoss: 95n, takeProfit: 120n }));
    book.upsert(short('b', 110n, { takeProfit: 80n }));
    expect(book.tick('BTCUSDT', 100n)).toEqual([]);
    expect(book.tick('BTCUSDT', 96n)).toEqual([]);
    expect(book.tick('BTCUSDT', 95n)).toEqual([{ positionId: 'a', instrument: 'BTCUSDT', kind: 'stopLoss', trigger: 95n, mark: 95n }]);
    expect(book.tick('BTCUSDT', 80n)).toEqual([{ positionId: 'b', instrument: 'BTCUSDT', kind: 'takeProfit', trigger: 80n, mark: 80n }]);
    expect(book.size()).toBe(0);
    expect(book.tick('BTCUSDT', 70n)).toEqual([]);
  });

  it('on a gap through several triggers fires the one met first, liquidation winning a tie', () => {
    const book = createTriggerBook();
    book.upsert(long('a', 90n, { stopLoss: 92n }));
    book.upsert(long('b', 92n, { stopLoss: 92n }));
    book.upsert(short('c', 105n, { stopLoss: 103n }));
    book.tick('BTCUSDT', 100n);
    expect(book.tick('BTCUSDT', 80n).map((f) => [f.positionId, f.kind])).toEqual([['a', 'stopLoss'], ['b', 'liquidation']]);
    expect(book.tick('BTCUSDT', 110n).map((f) => [f.positionId, f.kind, f.trigger])).toEqual([['c', 'stopLoss', 103n]]);
  });

  it('orders what fired by the crossing, then by position id', () => {
    const book = createTriggerBook();
    book.upsert(long('z', 95n));
    book.upsert(long('y', 90n));
    book.upsert(long('x', 95n));
    book.tick('BTCUSDT', 100n);
    expect(book.tick('BTCUSDT', 85n).map((f) => f.positionId)).toEqual(['x', 'z', 'y']);
  });

  it('forgets removed and replaced triggers', () => {
    const book = createTriggerBook();
    book.upsert(long('a', 90n));
    book.upsert(long('b', 90n));
    book.remove('a');
    book.upsert(long('b', 70n, { takeProfit: 130n }));
    expect(book.tick('BTCUSDT', 85n)).toEqual([]);
    expect(book.has('a')).toBe(false);
    expect(book.tick('BTCUSDT', 130n).map((f) => [f.positionId, f.kind])).toEqual([['b', 'takeProfit']]);
  });

  it('fills a pending long limit at the first mark at or below it and a short one at or above it, once', () => {
    const book = createTriggerBook();
    const pending = (positionId: string, side: 'long' | 'short', limit: bigint): PendingLimit => ({ positionId, instrument: 'BTCUSDT', side, limit });
    book.upsert(pending('buy', 'long', 95n));
    book.upsert(pending('sell', 'short', 105n));
    expect(book.tick('BTCUSDT', 100n)).toEqual([]);
    expect(book.tick('BTCUSDT', 96n)).toEqual([]);
    expect(book.tick('BTCUSDT', 95n)).toEqual([{ positionId: 'buy', instrument: 'BTCUSDT', kind: 'limit', trigger: 95n, mark: 95n }]);
    expect(book.tick('BTCUSDT', 90n)).toEqual([]);
    expect(book.tick('BTCUSDT', 110n)).toEqual([{ positionId: 'sell', instrument: 'BTCUSDT', kind: 'limit', trigger: 105n, mark: 110n }]);
    expect(book.tick('BTCUSDT', 105n)).toEqual([]);
    expect(book.size()).toBe(0);
  });

  it('fills a limit the last mark already passed at the next tick, and then watches the filled position\'s own triggers', () => {
    const book = createTriggerBook();
    book.tick('BTCUSDT', 100n);
    book.upsert({ positionId: 'late', instrument: 'BTCUSDT', side: 'long', limit: 102n });
    expect(book.tick('BTCUSDT', 101n).map((f) => [f.positionId, f.kind, f.trigger])).toEqual([['late', 'limit', 102n]]);
    // Filled: the same position comes back with its liquidation and take-profit; the limit is gone.
    book.upsert(long('late', 90n, { takeProfit: 110n }));
    expect(book.tick('BTCUSDT', 95n)).toEqual([]);
    expect(book.tick('BTCUSDT', 110n).map((f) => [f.positionId, f.kind])).toEqual([['late', 'takeProfit']]);
    // A pending open withdrawn never fills.
    book.upsert({ positionId: 'gone', instrument: 'BTCUSDT', side: 'short', limit: 120n });
    book.remove('gone');
    expect(book.tick('BTCUSDT', 130n)).toEqual([]);
  });

  it('orders fills among the other triggers by the distance the price travelled', () => {
    const book = createTriggerBook();
    book.upsert(long('a', 92n));
    book.upsert({ positionId: 'b', instrument: 'BTCUSDT', side: 'long', limit: 97n });
    book.upsert({ positionId: 'c', instrument: 'BTCUSDT', side: 'long', limit: 90n });
    book.tick('BTCUSDT', 100n);
    expect(book.tick('BTCUSDT', 85n).map((f) => [f.positionId, f.kind])).toEqual([['b', 'limit'], ['a', 'liquidation'], ['c', 'limit']]);
  });

  it('keeps instruments apart', () => {
    const book = createTriggerBook();
    book.upsert(long('gold', 1900n, { instrument: 'XAUUSDT' }));
    expect(book.tick('BTCUSDT', 1000n)).toEqual([]);
    expect(book.tick('XAUUSDT', 1900n).map((f) => f.positionId)).toEqual(['gold']);
  });

  const instruments = ['BTCUSDT', 'XAUUSDT', 'WTIUSDT'];
  const price = fc.bigInt({ min: 80n, max: 120n });
  /** Which position, where and which way: shared by both kinds of upsert. */
  const placed = (ids: number) => ({
    id: fc.nat(ids - 1),
    instrument: fc.constantFrom(...instruments),
    side: fc.constantFrom('long' as const, 'short' as const),
  });
  const triggers = (ids: number) => fc.record({
    kind: fc.constant('upsert' as const), ...placed(ids),
    liquidation: price,
    takeProfit: fc.option(price, { nil: undefined }),
    stopLoss: fc.option(price, { nil: undefined }),
  });
  const limits = (ids: number) => fc.record({ kind: fc.constant('limit' as const), ...placed(ids), limit: price });
  const program = (ids: number, minLength: number, maxLength: number) => fc.array(fc.oneof(
    { weight: 3, arbitrary: triggers(ids) },
    { weight: 2, arbitrary: limits(ids) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), id: fc.nat(ids - 1) }) },
    // Ticks move by a step of the walk: small steps mostly, sometimes a gap.
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('tick' as const), instrument: fc.constantFrom(...instruments), step: fc.oneof(fc.bigInt({ min: -3n, max: 3n }), fc.bigInt({ min: -25n, max: 25n })) }) },
  ), { minLength, maxLength, size: 'max' });

  type Step = typeof program extends (...a: never[]) => fc.Arbitrary<Array<infer S>> ? S : never;

  const agreesWithTheScan = (options: TriggerBookOptions) => (steps: Step[]) => {
    const book = createTriggerBook(options);
    const model = new ScanningTriggerBook();
    const walk = new Map(instruments.map((s) => [s, 100n]));
    const removed = new Set<string>();
    /** Positions that fired since they were last put in the book: none may fire again. */
    const fired = new Set<string>();
    for (const s of steps) {
      if (s.kind === 'upsert' || s.kind === 'limit') {
        const p: Watched = s.kind === 'limit'
          ? { positionId: `p${s.id}`, instrument: s.instrument, side: s.side, limit: s.limit }
          : { positionId: `p${s.id}`, instrument: s.instrument, side: s.side, liquidation: s.liquidation, takeProfit: s.takeProfit, stopLoss: s.stopLoss };
        book.upsert(p); model.upsert(p); removed.delete(p.positionId); fired.delete(p.positionId);
      } else if (s.kind === 'remove') {
        book.remove(`p${s.id}`); model.remove(`p${s.id}`); removed.add(`p${s.id}`);
      } else {
        let mark = walk.get(s.instrument)! + s.step;
        mark = mark < 60n ? 60n : mark > 140n ? 140n : mark;
        walk.set(s.instrument, mark);
        const out = book.tick(s.instrument, mark);
        expect(out).toEqual(model.tick(s.instrument, mark));
        for (const f of out) {
          expect(removed.has(f.positionId)).toBe(false);
          expect(book.has(f.positionId)).toBe(false);
          expect(fired.has(f.positionId)).toBe(false);
          fired.add(f.positionId);
        }
        // Nothing left in the book is crossed by this mark: every trigger fires at its first crossing.
        for (const p of model.positions.values()) {
          if (p.instrument !== s.instrument) continue;
          for (const kind of KINDS) expect(crossing(p, kind, mark)).toBeNull();
        }
      }
      expect(book.size()).toBe(model.size());
    }
    for (const id of model.positions.keys()) expect(book.has(id)).toBe(true);
  };

  it('agrees with a book that scans every position, on random programs and price paths', () => {
    const seed = 20261127;
    try {
      fc.assert(fc.property(program(12, 20, 150), agreesWithTheScan({})), { numRuns: 400, seed });
    } catch (e) { throw new Error(`seed ${seed}: ${(e as Error).message}`); }
  });

  it('agrees with the scan when stale entries force heap rebuilds, on small and large programs', () => {
    const seed = 4711;
    try {
      fc.assert(fc.property(program(12, 20, 150), agreesWithTheScan({ rebuildMinEntries: 4 })), { numRuns: 300, seed });
      fc.assert(fc.property(program(400, 4000, 6000), agreesWithTheScan({ rebuildMinEntries: 64 })), { numRuns: 8, seed, endOnFailure: true });
    } catch (e) { throw new Error(`seed ${seed}: ${(e as Error).message}`); }
    // Thousands of ticks, each checked against a full scan: several seconds on a busy machine, not a timing.
  }, 120_000);
});
