// One interface for reference prices, whatever their source: the built-in simulator (embedded
// default, labelled simulated), an adapter of a public exchange's stream, or a recording played
// back (demo mode only). Prices are quote minor units per whole base unit. The market maker
// quotes around them; they never set a trade price.
export interface ReferenceTick {
  symbol: string;
  /** Quote minor units per whole base unit. */
  price: bigint;
  at: number;
}

export interface ReferenceFeed {
  /** `simulated`, or the name of the real source's adapter. */
  readonly source: string;
  readonly simulated: boolean;
  /** True when the prices are played back from a recording (demo mode only; screens say so). */
  readonly replayed: boolean;
  latest(symbol: string): ReferenceTick | undefined;
  onTick(listener: (tick: ReferenceTick) => void): () => void;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Listeners shared by the adapters. */
export function tickListeners() {
  const listeners = new Set<(t: ReferenceTick) => void>();
  return {
    add(l: (t: ReferenceTick) => void) { listeners.add(l); return () => { listeners.delete(l); }; },
    emit(t: ReferenceTick) { for (const l of listeners) l(t); },
  };
}
