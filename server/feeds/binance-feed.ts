// Reference prices from a public exchange stream in Binance's message format: the combined
// stream (`{"stream":"btcusdt@miniTicker","data":{...}}`) or raw frames, of 24h mini tickers
// (`e: "24hrMiniTicker"`, close price `c`) and trades (`e: "trade"`, price `p`). Prices arrive as
// decimal text and become quote minor units; anything else in the stream is ignored, as are binary
// frames and prices past what the books can count (safe-integer ticks).
// The exchange lists no metals or oil: with this adapter the CFD symbols get no ticks at all, so
// their marks stay paused as stale. No price is ever made up for them.
import WebSocket from 'ws';
import type { Logger } from 'pino';
import type { Clock } from '../platform';
import { tickListeners, type ReferenceFeed, type ReferenceTick } from './reference-feed';

/** The symbol and price of one frame, or null when it carries no price we use. */
export function parseBinanceFrame(text: string, quoteScale: number): { symbol: string; price: bigint; at: number } | null {
  let msg: unknown;
  try { msg = JSON.parse(text); } catch { return null; }
  const frame = (msg && typeof msg === 'object' && 'data' in msg ? (msg as { data: unknown }).data : msg) as Record<string, unknown> | null;
  if (!frame || typeof frame !== 'object' || typeof frame.s !== 'string') return null;
  const priceText = frame.e === '24hrMiniTicker' || frame.e === '24hrTicker' ? frame.c : frame.e === 'trade' ? frame.p : undefined;
  if (typeof priceText !== 'string') return null;
  const price = decimalToMinor(priceText, quoteScale);
  if (price === null || price <= 0n || price > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const at = typeof frame.E === 'number' ? frame.E : 0;
  return { symbol: frame.s.toUpperCase(), price, at };
}

/** Decimal text to minor units, dropping digits below the scale (reference prices only). */
export function decimalToMinor(text: string, scale: number): bigint | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) return null;
  return BigInt(m[1] + (m[2] ?? '').slice(0, scale).padEnd(scale, '0'));
}

export interface BinanceFeedOptions { url: string; symbols: string[]; quoteScale: number; clock: Clock; log: Logger; reconnectMs?: number }

export function createBinanceFeed(opts: BinanceFeedOptions): ReferenceFeed {
  const listeners = tickListeners();
  const latest = new Map<string, ReferenceTick>();
  const wanted = new Set(opts.symbols);
  let socket: WebSocket | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  function connect() {
    const ws = new WebSocket(opts.url);
    socket = ws;
    ws.on('message', (data, isBinary) => {
      if (isBinary) return;
      const parsed = parseBinanceFrame(data.toString(), opts.quoteScale);
      if (!parsed || !wanted.has(parsed.symbol)) return;
      // Our clock stamps the tick: the source's time is not trusted for ordering.
      const tick = { symbol: parsed.symbol, price: parsed.price, at: opts.clock.now() };
      latest.set(tick.symbol, tick);
      // A listener's fault on one tick must not end the process (this runs outside any request).
      try { listeners.emit(tick); } catch (err) { opts.log.error({ err }, 'reference tick listener failed'); }
    });
    ws.on('error', (err) => opts.log.warn({ err: err.message }, 'reference feed error'));
    ws.on('close', () => {
      if (stopped) return;
      retry = setTimeout(connect, opts.reconnectMs ?? 2000);
    });
  }

  return {
    source: 'binance',
    simulated: false,
    replayed: false,
    latest: (symbol) => latest.get(symbol),
    onTick: (l) => listeners.add(l),
    async start() { stopped = false; connect(); },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      socket?.terminate();
    },
  };
}
