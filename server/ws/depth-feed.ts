// The published depth of each market: the top levels as last sent, with a sequence number. After
// each committed batch the book's top levels are compared with them and only changed levels go out
// (absolute amounts, 0 when a level is gone) under the next sequence number, so a client that sees
// a gap knows to take a new snapshot. web/depth answers from the same state.
import { fromMinor } from '../../api/money';
import { BUY, SELL, type OrderBook } from '../engines/spot/order-book';
import type { MarketSpec } from '../modules/market/markets.store';

export const DEPTH_LEVELS = 100;
type Level = [string, string];

interface Published { seq: number; sides: [Map<number, number>, Map<number, number>] }

export function createDepthFeed() {
  const state = new Map<string, Published>();

  const levelText = (m: MarketSpec, price: number, lots: number): Level =>
    [fromMinor(BigInt(price) * m.tickSize, m.quoteScale), fromMinor(BigInt(lots) * m.lotSize, m.baseScale)];

  function published(symbol: string): Published {
    let p = state.get(symbol);
    if (!p) { p = { seq: 0, sides: [new Map(), new Map()] }; state.set(symbol, p); }
    return p;
  }

  return {
    /** Compares the book with what was published; returns the update to send, or null. */
    diff(m: MarketSpec, book: OrderBook): { seq: number; bids: Level[]; asks: Level[] } | null {
      const p = published(m.symbol);
      const changes: [Level[], Level[]] = [[], []];
      for (const side of [BUY, SELL] as const) {
        const now = new Map(book.depth(side, DEPTH_LEVELS));
        const before = p.sides[side];
        for (const [price, lots] of now) if (before.get(price) !== lots) changes[side].push(levelText(m, price, lots));
        for (const price of before.keys()) if (!now.has(price)) changes[side].push(levelText(m, price, 0));
        p.sides[side] = now;
      }
      if (changes[0].length === 0 && changes[1].length === 0) return null;
      p.seq += 1;
      return { seq: p.seq, bids: changes[0], asks: changes[1] };
    },
    snapshot(m: MarketSpec, limit = DEPTH_LEVELS) {
      const p = published(m.symbol);
      const side = (s: 0 | 1) => [...p.sides[s]].sort((a, b) => (s === BUY ? b[0] - a[0] : a[0] - b[0])).slice(0, limit).map(([price, lots]) => levelText(m, price, lots));
      return { symbol: m.symbol, seq: p.seq, bids: side(BUY), asks: side(SELL) };
    },
  };
}

export type DepthFeed = ReturnType<typeof createDepthFeed>;
