// A market's figures as market data serves them: minute candles, the last 24 h and the ticker.

export interface Candle { t: number; o: bigint; h: bigint; l: bigint; c: bigint; v: bigint; qv: bigint }

/** The market's trades of the last 24 h: null figures when it had none. */
export interface DayStats { open: bigint; high: bigint; low: bigint; close: bigint; volume: bigint; quoteVolume: bigint }

export interface Ticker {
  symbol: string;
  /** Null while the market has neither a trade nor a reference price (a new coin's empty market). */
  last: bigint | null;
  /** `trade`: the last trade; `reference`: the reference price, while no recent trade fits the book; null with `last`. */
  source: 'trade' | 'reference' | null;
  day: DayStats | null;
  volume: bigint;
  quoteVolume: bigint;
}
