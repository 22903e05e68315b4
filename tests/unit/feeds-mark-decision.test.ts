// The mark guard's decisions: stale after the age limit, a jump refused and pausing until a sane
// tick, closed out of hours with the next open, and the guard's pause events over a real feed.
import { describe, expect, it } from 'vitest';
import { emptyMarkState, jumps, markStatus, receiveTick, type MarkState } from '../../server/feeds/mark-decision';
import { createMarkGuard } from '../../server/feeds/mark-guard';
import { tickListeners, type ReferenceFeed, type ReferenceTick } from '../../server/feeds/reference-feed';
import { ManualClock } from '../../server/platform';
import type { MarkPauseEvent } from '../../server/feeds/mark-source';

const limits = { maxAgeMs: 10_000, maxJumpBps: 1000 };
const T0 = Date.UTC(2026, 0, 5, 6); // a Monday morning: every market open
const usdt = (n: number) => BigInt(n) * 1_000_000n;

function feed(state: MarkState, symbol: string, ticks: Array<[number, bigint]>) {
  let s = state;
  const accepted: boolean[] = [];
  for (const [at, price] of ticks) {
    const r = receiveTick(s, symbol, { price, at }, limits);
    s = r.state;
    accepted.push(r.accepted);
  }
  return { state: s, accepted };
}

describe('jumps', () => {
  it('measures the move exactly in basis points, either way', () => {
    expect(jumps(usdt(100), usdt(110), 1000)).toBe(false);
    expect(jumps(usdt(100), usdt(110) + 1n, 1000)).toBe(true);
    expect(jumps(usdt(100), usdt(90), 1000)).toBe(false);
    expect(jumps(usdt(100), usdt(90) - 1n, 1000)).toBe(true);
  });
});

describe('mark decisions', () => {
  it('has no mark before the first tick, and accepts the first one', () => {
    expect(markStatus(emptyMarkState(), 'BTCUSDT', T0, limits)).toEqual({ usable: false, reason: 'stale' });
    const { state, accepted } = feed(emptyMarkState(), 'BTCUSDT', [[T0, usdt(65_000)]]);
    expect(accepted).toEqual([true]);
    expect(markStatus(state, 'BTCUSDT', T0, limits)).toEqual({ usable: true, mark: { price: usdt(65_000), at: T0 } });
  });

  it('goes stale once the mark is older than the age limit, and back with a fresh tick', () => {
    const { state } = feed(emptyMarkState(), 'BTCUSDT', [[T0, usdt(65_000)]]);
    expect(markStatus(state, 'BTCUSDT', T0 + 10_000, limits).usable).toBe(true);
    expect(markStatus(state, 'BTCUSDT', T0 + 10_001, limits)).toEqual({ usable: false, reason: 'stale', since: T0 + 10_000 });
    const fresh = feed(state, 'BTCUSDT', [[T0 + 20_000, usdt(65_100)]]).state;
    expect(markStatus(fresh, 'BTCUSDT', T0 + 20_000, limits)).toEqual({ usable: true, mark: { price: usdt(65_100), at: T0 + 20_000 } });
  });

  it('refuses a jump and stays paused until a tick sane against the one before it', () => {
    const run = feed(emptyMarkState(), 'ETHUSDT', [
      [T0, usdt(3000)],
      [T0 + 1000, usdt(3400)], // +13 %: refused, paused
      [T0 + 2000, usdt(3000)], // back to the mark, but 12 % from the raw tick before: still paused
      [T0 + 3000, usdt(3010)], // within 10 % of the tick before: sane, accepted
    ]);
    expect(run.accepted).toEqual([true, false, false, true]);
    const paused = feed(emptyMarkState(), 'ETHUSDT', [[T0, usdt(3000)], [T0 + 1000, usdt(3400)]]).state;
    expect(markStatus(paused, 'ETHUSDT', T0 + 1000, limits)).toEqual({ usable: false, reason: 'jump', since: T0 + 1000 });
    // The refused tick is never the mark, however fresh.
    expect(paused.accepted).toEqual({ price: usdt(3000), at: T0 });
    expect(markStatus(run.state, 'ETHUSDT', T0 + 3000, limits)).toEqual({ usable: true, mark: { price: usdt(3010), at: T0 + 3000 } });
  });

  it('accepts a new level once two ticks agree on it', () => {
    const run = feed(emptyMarkState(), 'SOLUSDT', [[T0, usdt(150)], [T0 + 1000, usdt(180)], [T0 + 2000, usdt(181)]]);
    expect(run.accepted).toEqual([true, false, true]);
    expect(run.state.accepted!.price).toBe(usdt(181));
  });

  it('drops a tick no later than the last one, so one time names one price', () => {
    const run = feed(emptyMarkState(), 'BTCUSDT', [[T0, usdt(65_000)], [T0, usdt(65_001)], [T0 - 1, usdt(64_999)], [T0 + 1, usdt(65_002)]]);
    expect(run.accepted).toEqual([true, false, false, true]);
    expect(run.state.accepted).toEqual({ price: usdt(65_002), at: T0 + 1 });
  });

  it('is closed out of hours with the next open, whatever the ticks', () => {
    const friday = Date.UTC(2026, 0, 2, 20, 59, 58);
    const { state } = feed(emptyMarkState(), 'XAUUSDT', [[friday, usdt(2400)]]);
    expect(markStatus(state, 'XAUUSDT', friday + 1000, limits).usable).toBe(true);
    const closed = Date.UTC(2026, 0, 2, 21);
    expect(markStatus(state, 'XAUUSDT', closed, limits)).toEqual({ usable: false, reason: 'closed', opensAt: Date.UTC(2026, 0, 4, 22) });
    // A tick out of hours is not accepted.
    const late = receiveTick(state, 'XAUUSDT', { price: usdt(2401), at: closed + 5 }, limits);
    expect(late.accepted).toBe(false);
    expect(late.state.accepted).toEqual({ price: usdt(2400), at: friday });
  });
});

/** A feed the test pushes ticks into: the guard's input, with nothing simulated behind it. */
function pushFeed() {
  const listeners = tickListeners();
  const latest = new Map<string, ReferenceTick>();
  const f: ReferenceFeed & { push(t: ReferenceTick): void } = {
    source: 'replay', simulated: false, replayed: true,
    latest: (s) => latest.get(s), onTick: (l) => listeners.add(l), async start() {}, async stop() {},
    push(t) { latest.set(t.symbol, t); listeners.emit(t); },
  };
  return f;
}

describe('the mark guard', () => {
  it('tells marks and every change of pause state, in order, and logs them', () => {
    const clock = new ManualClock(T0);
    const source = pushFeed();
    const logged: Array<[string, unknown]> = [];
    const log = { info: (o: unknown, m: string) => logged.push([m, o]), warn: (o: unknown, m: string) => logged.push([m, o]) } as never;
    const guard = createMarkGuard({ feed: source, clock, settings: () => limits, log, symbols: ['BTCUSDT'] });
    const events: MarkPauseEvent[] = [];
    const marks: string[] = [];
    guard.onPause((e) => events.push(e));
    guard.onMark((m) => marks.push(m.recordId));

    source.push({ symbol: 'BTCUSDT', price: usdt(65_000), at: T0 });
    expect(guard.current('BTCUSDT')).toEqual({ ok: true, mark: { symbol: 'BTCUSDT', price: usdt(65_000), at: T0, recordId: `pr_BTCUSDT_${T0}`, source: 'replay' } });
    clock.advance(10_001);
    guard.check();
    expect(guard.current('BTCUSDT')).toEqual({ ok: false, reason: 'stale', since: T0 + 10_000 });
    guard.check(); // no change, nothing told
    source.push({ symbol: 'BTCUSDT', price: usdt(80_000), at: clock.now() });
    source.push({ symbol: 'BTCUSDT', price: usdt(80_100), at: clock.now() + 1 });
    expect(events.map((e) => e.reason)).toEqual([null, 'stale', 'jump', null]);
    expect(marks).toEqual([`pr_BTCUSDT_${T0}`, `pr_BTCUSDT_${T0 + 10_002}`]);
    expect(logged.map(([m, o]) => `${m}:${(o as { reason?: string }).reason ?? ''}`)).toEqual(['mark resumed:', 'mark paused:stale', 'mark paused:jump', 'mark resumed:']);
    expect(guard.replayed).toBe(true);
    // A symbol that never ticked is stale; a closed CFD says when it opens.
    expect(guard.current('LTCUSDT')).toEqual({ ok: false, reason: 'stale' });
    clock.set(Date.UTC(2026, 0, 3, 9));
    expect(guard.current('XAGUSDT')).toEqual({ ok: false, reason: 'closed', opensAt: Date.UTC(2026, 0, 4, 22) });
  });

  it('applies changed limits at once', () => {
    const clock = new ManualClock(T0);
    const source = pushFeed();
    let current = limits;
    const guard = createMarkGuard({ feed: source, clock, settings: () => current, log: { info() {}, warn() {} } as never });
    source.push({ symbol: 'DOGEUSDT', price: 150_000n, at: T0 });
    clock.advance(5000);
    expect(guard.current('DOGEUSDT').ok).toBe(true);
    current = { maxAgeMs: 4000, maxJumpBps: 1000 };
    expect(guard.current('DOGEUSDT')).toMatchObject({ ok: false, reason: 'stale' });
  });
});
