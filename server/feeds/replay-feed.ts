// Reference prices played back from a recording, for back-testing, demos and tests: a file of JSON
// lines `{"symbol":"BTCUSDT","offsetMs":0,"price":"65000.1"}`. From the moment it starts, a tick
// is due at start + offsetMs of the injected clock; `advance()` sends every tick now due, so a
// manual clock steps it exactly and a real one is followed on a timer. At the end of the file it
// sends nothing more: the marks then go stale and pause, as with a silent exchange. A replay
// fabricates prices, so it runs only in demo mode (feed-factory.ts) and says so (`replayed`).
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Clock } from '../platform';
import { decimalToMinor } from './binance-feed';
import { tickListeners, type ReferenceFeed, type ReferenceTick } from './reference-feed';

export interface ReplayTick { symbol: string; offsetMs: number; price: bigint }

export class ReplayFileError extends Error {}

const SYMBOL = /^[A-Z0-9]{2,20}$/;

/** The ticks of a recording, in file order; a malformed line is refused with its number. */
export function parseReplay(text: string, quoteScale: number, name = 'replay file'): ReplayTick[] {
  const ticks: ReplayTick[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === '') continue;
    const refuse = (why: string): never => { throw new ReplayFileError(`${name}, line ${i + 1}: ${why}`); };
    let row: unknown;
    try { row = JSON.parse(line); } catch { refuse('not JSON'); }
    if (!row || typeof row !== 'object' || Array.isArray(row)) refuse('not an object');
    const { symbol, offsetMs, price } = row as Record<string, unknown>;
    if (typeof symbol !== 'string' || !SYMBOL.test(symbol)) refuse('symbol must be upper-case letters and digits, like "BTCUSDT"');
    if (typeof offsetMs !== 'number' || !Number.isSafeInteger(offsetMs) || offsetMs < 0) refuse('offsetMs must be a whole number of milliseconds, 0 or more');
    const prev = ticks.at(-1);
    if (prev && (offsetMs as number) < prev.offsetMs) refuse(`offsetMs ${offsetMs as number} goes back before ${prev.offsetMs}`);
    const minor = typeof price === 'string' ? decimalToMinor(price, quoteScale) : null;
    if (minor === null || minor <= 0n || minor > BigInt(Number.MAX_SAFE_INTEGER)) refuse('price must be positive decimal text, like "65000.1"');
    ticks.push({ symbol: symbol as string, offsetMs: offsetMs as number, price: minor as bigint });
  }
  return ticks;
}

/** A file path or a file:// URL. */
export function replayPath(location: string): string {
  return location.startsWith('file:') ? fileURLToPath(location) : location;
}

export interface ReplayFeedOptions { location: string; quoteScale: number; clock: Clock }

export function createReplayFeed(opts: ReplayFeedOptions): ReferenceFeed & { advance(): void; readonly finished: boolean } {
  const listeners = tickListeners();
  const latest = new Map<string, ReferenceTick>();
  let ticks: ReplayTick[] = [];
  let next = 0;
  let startedAt = 0;

  /** Sends every tick due by the clock's now, stamped with its own time, in file order. */
  function advance() {
    const now = opts.clock.now();
    while (next < ticks.length && startedAt + ticks[next].offsetMs <= now) {
      const r = ticks[next++];
      const tick = { symbol: r.symbol, price: r.price, at: startedAt + r.offsetMs };
      latest.set(tick.symbol, tick);
      listeners.emit(tick);
    }
  }

  return {
    source: 'replay',
    simulated: false,
    replayed: true,
    latest: (symbol) => latest.get(symbol),
    onTick: (l) => listeners.add(l),
    get finished() { return next >= ticks.length; },
    async start() {
      const file = replayPath(opts.location);
      const text = await fs.readFile(file, 'utf8').catch((err: NodeJS.ErrnoException) => { throw new ReplayFileError(`${file}: cannot be read (${err.code ?? err.message})`); });
      ticks = parseReplay(text, opts.quoteScale, file);
      next = 0;
      startedAt = opts.clock.now();
      advance();
    },
    advance,
    async stop() { next = ticks.length; },
  };
}
