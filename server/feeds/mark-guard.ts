// Turns the reference feed into the mark contracts trade at: each tick goes through the pure
// decisions of mark-decision.ts, accepted ticks become the mark, and every change of an
// instrument's pause state (stale, jump, closed, or usable again) is told to listeners and logged
// with its reason. Staleness needs no tick to happen, so `check()` re-evaluates on the clock; the
// runtime calls it on a timer and tests call it by hand.
import type { Logger } from 'pino';
import type { Clock } from '../platform';
import type { ReferenceFeed } from './reference-feed';
import { contractSymbols } from './cfd-instruments';
import { emptyMarkState, markStatus, receiveTick, type MarkLimits, type MarkState } from './mark-decision';
import { priceRecordId, type Mark, type MarkPause, type MarkPauseEvent, type MarkReading, type MarkSource } from './mark-source';

export interface MarkGuardDeps {
  feed: ReferenceFeed;
  clock: Clock;
  /** The current limits (contract.markMaxAgeMs, contract.markMaxJumpBps), read synchronously. */
  settings: () => MarkLimits;
  log: Pick<Logger, 'info' | 'warn'>;
  /** The instruments whose pause state is watched; the contract symbols by default. */
  symbols?: readonly string[];
}

export type MarkGuard = MarkSource & { check(): void; stop(): void };

export function createMarkGuard(deps: MarkGuardDeps): MarkGuard {
  const symbols = deps.symbols ?? contractSymbols;
  const states = new Map<string, MarkState>();
  // Nothing is known before the first tick: every instrument starts paused as stale, and the
  // first evaluation says otherwise if it is not.
  const reported = new Map<string, MarkPause | null>(symbols.map((s) => [s, 'stale']));
  const markListeners = new Set<(m: Mark) => void>();
  const pauseListeners = new Set<(e: MarkPauseEvent) => void>();

  // A listener's fault must not stop the others or the feed (this runs outside any request).
  function tell<T>(listeners: Set<(v: T) => void>, value: T) {
    for (const l of listeners) {
      try { l(value); } catch (err) { deps.log.warn({ err }, 'mark listener failed'); }
    }
  }

  const stateOf = (symbol: string) => states.get(symbol) ?? emptyMarkState();
  const toMark = (symbol: string, p: { price: bigint; at: number }): Mark =>
    ({ symbol, price: p.price, at: p.at, recordId: priceRecordId(symbol, p.at), source: deps.feed.source });

  function current(symbol: string): MarkReading {
    const status = markStatus(stateOf(symbol), symbol, deps.clock.now(), deps.settings());
    if (status.usable) return { ok: true, mark: toMark(symbol, status.mark) };
    return { ok: false, reason: status.reason, ...(status.since !== undefined ? { since: status.since } : {}), ...(status.opensAt !== undefined ? { opensAt: status.opensAt } : {}) };
  }

  /** Tells listeners and the log when the instrument's pause state differs from the last one told. */
  function evaluate(symbol: string) {
    const reading = current(symbol);
    const reason = reading.ok ? null : reading.reason;
    if (reported.has(symbol) && reported.get(symbol) === reason) return;
    reported.set(symbol, reason);
    const at = deps.clock.now();
    if (reading.ok) deps.log.info({ symbol, at }, 'mark resumed');
    // A market closed by its hours is expected; a stale or jumping feed is worth a warning.
    else if (reason === 'closed') deps.log.info({ symbol, reason, opensAt: reading.opensAt }, 'mark paused');
    else deps.log.warn({ symbol, reason, since: reading.since }, 'mark paused');
    tell(pauseListeners, { symbol, reason, at });
  }

  const unsubscribe = deps.feed.onTick((tick) => {
    const { state, accepted } = receiveTick(stateOf(tick.symbol), tick.symbol, { price: tick.price, at: tick.at }, deps.settings());
    states.set(tick.symbol, state);
    if (accepted) {
      tell(markListeners, toMark(tick.symbol, state.accepted!));
    }
    evaluate(tick.symbol);
  });

  return {
    replayed: deps.feed.replayed,
    current,
    onMark(l) { markListeners.add(l); return () => { markListeners.delete(l); }; },
    onPause(l) { pauseListeners.add(l); return () => { pauseListeners.delete(l); }; },
    check() {
      for (const symbol of new Set([...symbols, ...states.keys()])) evaluate(symbol);
    },
    stop() { unsubscribe(); },
  };
}
