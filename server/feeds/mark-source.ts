// The mark price as contracts read it: the reference price, guarded. Types only, so the
// dependency list (deps.ts) can name it without importing the guard.
export interface Mark {
  symbol: string;
  /** USDT minor units per whole base unit. */
  price: bigint;
  at: number;
  /** The price record a settlement stores (`pr_<symbol>_<at>`). */
  recordId: string;
  /** The feed that gave it: simulated, binance or replay. */
  source: string;
}

/** Why an instrument cannot be traded now; 'none' never appears as a pause of a usable mark. */
export type MarkPause = 'stale' | 'jump' | 'closed' | 'none';

export type MarkReading = { ok: true; mark: Mark } | { ok: false; reason: MarkPause; since?: number; opensAt?: number };

export interface MarkPauseEvent { symbol: string; reason: MarkPause | null; at: number }

export interface MarkSource {
  /** The usable mark now, or why the instrument is paused (opensAt: next trading-hours open). */
  current(symbol: string): MarkReading;
  /** Each accepted (sane, in-hours) tick, in order. */
  onMark(listener: (m: Mark) => void): () => void;
  /** Each change of pause state (reason null: usable again), in order. */
  onPause(listener: (e: MarkPauseEvent) => void): () => void;
  /** True when the prices are replayed from a recording (screens say so). */
  readonly replayed: boolean;
}

export const priceRecordId = (symbol: string, at: number) => `pr_${symbol}_${at}`;
