// A pure limit order book for one instrument: integer ticks and lots, price-time priority, limit
// (good till cancelled or immediate-or-cancel) and market orders with a price-protection bound, constant-time cancel,
// self-trade prevention and a minimum notional. No I/O, no clock, no randomness: given a command it
// reports what happened to a sink, synchronously. Orders and price levels live in typed arrays
// that grow by doubling, so placing, matching and cancelling allocate nothing per operation.

export const BUY = 0;
export const SELL = 1;
export type Side = typeof BUY | typeof SELL;

/** Why an order (or its remainder) left the book without trading. */
export const CancelReason = { user: 0, selfTrade: 1, unfilledMarket: 2, unfilledImmediate: 3 } as const;

/** Why a command was refused; nothing changed. */
export const Refusal = { none: 0, duplicateId: 1, invalid: 2, belowMinNotional: 3, unknownOrder: 4, notOwner: 5, noLiquidity: 6 } as const;

export interface BookSink {
  /** A match: the maker's resting order traded `lots` at its own price. */
  trade(makerId: number, makerOwner: number, takerId: number, takerOwner: number, priceTicks: number, lots: number, makerLeft: number, takerLeft: number): void;
  /** An order or its remainder left the book (or never rested) without trading. */
  cancelled(orderId: number, owner: number, lots: number, reason: number): void;
  /** A limit order's remainder now rests on the book. */
  rested(orderId: number, owner: number, side: Side, priceTicks: number, lots: number): void;
}

export interface BookRules {
  /** Smallest accepted price × lots, in tick-lot units. */
  minNotional: number;
  /** A market order trades no further than this many basis points beyond the best price it met. */
  marketProtectionBps: number;
}

const NONE = -1;

export class OrderBook {
  // Orders, struct of arrays indexed by slot.
  private oId: Float64Array;
  private oOwner: Float64Array;
  private oPrice: Float64Array;
  private oLeft: Float64Array;
  private oPrev: Int32Array;
  private oNext: Int32Array;
  private oLevel: Int32Array;
  private oSide: Uint8Array;
  private freeOrders: Int32Array;
  private freeOrderCount = 0;
  private orderCapacity = 0;

  // Price levels, struct of arrays indexed by level slot.
  private lPrice: Float64Array;
  private lHead: Int32Array;
  private lTail: Int32Array;
  private lLots: Float64Array;
  private lCount: Int32Array;
  private freeLevels: Int32Array;
  private freeLevelCount = 0;
  private levelCapacity = 0;

  // Active prices per side, sorted so that the best price is last: bids ascending, asks descending.
  private prices: [Float64Array, Float64Array];
  private priceCount: [number, number] = [0, 0];
  private levelAt: [Map<number, number>, Map<number, number>] = [new Map(), new Map()];
  private slotOf = new Map<number, number>();

  constructor(readonly rules: BookRules, private sink: BookSink, initialOrders = 1024) {
    const n = Math.max(16, initialOrders);
    this.oId = new Float64Array(n); this.oOwner = new Float64Array(n); this.oPrice = new Float64Array(n);
    this.oLeft = new Float64Array(n); this.oPrev = new Int32Array(n); this.oNext = new Int32Array(n);
    this.oLevel = new Int32Array(n); this.oSide = new Uint8Array(n); this.freeOrders = new Int32Array(n);
    for (let i = n - 1; i >= 0; i--) this.freeOrders[this.freeOrderCount++] = i;
    this.orderCapacity = n;
    const m = Math.max(16, n >> 2);
    this.lPrice = new Float64Array(m); this.lHead = new Int32Array(m); this.lTail = new Int32Array(m);
    this.lLots = new Float64Array(m); this.lCount = new Int32Array(m); this.freeLevels = new Int32Array(m);
    for (let i = m - 1; i >= 0; i--) this.freeLevels[this.freeLevelCount++] = i;
    this.levelCapacity = m;
    this.prices = [new Float64Array(m), new Float64Array(m)];
  }

  setSink(sink: BookSink) { this.sink = sink; }

  /** A good-till-cancelled limit order. Returns a Refusal code (0 when accepted). */
  placeLimit(id: number, owner: number, side: Side, priceTicks: number, lots: number): number {
    if (!(lots > 0) || !(priceTicks > 0) || !Number.isSafeInteger(lots) || !Number.isSafeInteger(priceTicks)) return Refusal.invalid;
    if (this.slotOf.has(id)) return Refusal.duplicateId;
    if (priceTicks * lots < this.rules.minNotional) return Refusal.belowMinNotional;
    const left = this.match(id, owner, side, priceTicks, lots);
    if (left > 0) this.rest(id, owner, side, priceTicks, left);
    return Refusal.none;
  }

  /** An immediate-or-cancel limit order: trades now up to its limit; any remainder is cancelled, never rests. */
  placeImmediate(id: number, owner: number, side: Side, priceTicks: number, lots: number): number {
    if (!(lots > 0) || !(priceTicks > 0) || !Number.isSafeInteger(lots) || !Number.isSafeInteger(priceTicks)) return Refusal.invalid;
    if (this.slotOf.has(id)) return Refusal.duplicateId;
    if (priceTicks * lots < this.rules.minNotional) return Refusal.belowMinNotional;
    const left = this.match(id, owner, side, priceTicks, lots);
    if (left > 0) this.sink.cancelled(id, owner, left, CancelReason.unfilledImmediate);
    return Refusal.none;
  }

  /** A market order: trades now within the protection bound; any remainder is cancelled. */
  placeMarket(id: number, owner: number, side: Side, lots: number): number {
    if (!(lots > 0) || !Number.isSafeInteger(lots)) return Refusal.invalid;
    if (this.slotOf.has(id)) return Refusal.duplicateId;
    const opposite = side === BUY ? SELL : BUY;
    if (this.priceCount[opposite] === 0) return Refusal.noLiquidity;
    const best = this.prices[opposite][this.priceCount[opposite] - 1];
    if (best * lots < this.rules.minNotional) return Refusal.belowMinNotional;
    const band = Math.floor((best * this.rules.marketProtectionBps) / 10_000);
    const limit = side === BUY ? best + band : Math.max(1, best - band);
    const left = this.match(id, owner, side, limit, lots);
    if (left > 0) this.sink.cancelled(id, owner, left, CancelReason.unfilledMarket);
    return Refusal.none;
  }

  /**
   * Puts back an order that rested before a restart, behind those restored before it: no matching
   * and no minimum-notional check (a partly filled remainder may be below it).
   */
  restore(id: number, owner: number, side: Side, priceTicks: number, lots: number): number {
    if (!(lots > 0) || !(priceTicks > 0) || !Number.isSafeInteger(lots) || !Number.isSafeInteger(priceTicks)) return Refusal.invalid;
    if (this.slotOf.has(id)) return Refusal.duplicateId;
    this.rest(id, owner, side, priceTicks, lots);
    return Refusal.none;
  }

  /** Cancels a resting order of `owner`. Constant time. */
  cancel(id: number, owner: number): number {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return Refusal.unknownOrder;
    if (this.oOwner[slot] !== owner) return Refusal.notOwner;
    const left = this.oLeft[slot];
    this.unlink(slot);
    this.sink.cancelled(id, owner, left, CancelReason.user);
    return Refusal.none;
  }

  bestBid(): number { return this.priceCount[BUY] ? this.prices[BUY][this.priceCount[BUY] - 1] : 0; }
  bestAsk(): number { return this.priceCount[SELL] ? this.prices[SELL][this.priceCount[SELL] - 1] : 0; }
  get restingOrders(): number { return this.slotOf.size; }
  has(id: number): boolean { return this.slotOf.has(id); }
  lotsLeft(id: number): number { const s = this.slotOf.get(id); return s === undefined ? 0 : this.oLeft[s]; }

  /** The best `levels` price levels of a side as [price, lots] pairs, best first (not on the hot path). */
  depth(side: Side, levels: number): Array<[number, number]> {
    const out: Array<[number, number]> = [];
    const prices = this.prices[side];
    for (let i = this.priceCount[side] - 1; i >= 0 && out.length < levels; i--) {
      const level = this.levelAt[side].get(prices[i])!;
      out.push([prices[i], this.lLots[level]]);
    }
    return out;
  }

  /** Resting orders of a side in priority order (for snapshots and tests). */
  *orders(side: Side): Generator<{ id: number; owner: number; price: number; lots: number }> {
    const prices = this.prices[side];
    for (let i = this.priceCount[side] - 1; i >= 0; i--) {
      for (let s = this.lHead[this.levelAt[side].get(prices[i])!]; s !== NONE; s = this.oNext[s]) {
        yield { id: this.oId[s], owner: this.oOwner[s], price: this.oPrice[s], lots: this.oLeft[s] };
      }
    }
  }

  /** Trades against the opposite side up to `limit`; returns the lots left. */
  private match(id: number, owner: number, side: Side, limit: number, lots: number): number {
    const opposite = side === BUY ? SELL : BUY;
    const prices = this.prices[opposite];
    let left = lots;
    while (left > 0 && this.priceCount[opposite] > 0) {
      const price = prices[this.priceCount[opposite] - 1];
      if (side === BUY ? price > limit : price < limit) break;
      const level = this.levelAt[opposite].get(price)!;
      let maker = this.lHead[level];
      while (left > 0 && maker !== NONE) {
        const next = this.oNext[maker];
        const makerId = this.oId[maker];
        const makerOwner = this.oOwner[maker];
        if (makerOwner === owner) {
          // Self-trade prevention: the resting order of the same owner is cancelled.
          const makerLeft = this.oLeft[maker];
          this.unlink(maker);
          this.sink.cancelled(makerId, makerOwner, makerLeft, CancelReason.selfTrade);
        } else {
          const fill = left < this.oLeft[maker] ? left : this.oLeft[maker];
          left -= fill;
          const makerLeft = this.oLeft[maker] - fill;
          this.sink.trade(makerId, makerOwner, id, owner, price, fill, makerLeft, left);
          if (makerLeft === 0) this.unlink(maker);
          else { this.oLeft[maker] = makerLeft; this.lLots[level] -= fill; }
        }
        maker = next;
      }
    }
    return left;
  }

  private rest(id: number, owner: number, side: Side, price: number, lots: number) {
    let level = this.levelAt[side].get(price);
    if (level === undefined) level = this.openLevel(side, price);
    if (this.freeOrderCount === 0) this.growOrders();
    const slot = this.freeOrders[--this.freeOrderCount];
    this.oId[slot] = id; this.oOwner[slot] = owner; this.oPrice[slot] = price; this.oLeft[slot] = lots;
    this.oSide[slot] = side; this.oLevel[slot] = level; this.oNext[slot] = NONE;
    const tail = this.lTail[level];
    this.oPrev[slot] = tail;
    if (tail === NONE) this.lHead[level] = slot; else this.oNext[tail] = slot;
    this.lTail[level] = slot;
    this.lLots[level] += lots;
    this.lCount[level] += 1;
    this.slotOf.set(id, slot);
    this.sink.rested(id, owner, side, price, lots);
  }

  /** Removes an order from its level (and the level when it empties), freeing the slot. */
  private unlink(slot: number) {
    const level = this.oLevel[slot];
    const prev = this.oPrev[slot];
    const next = this.oNext[slot];
    if (prev === NONE) this.lHead[level] = next; else this.oNext[prev] = next;
    if (next === NONE) this.lTail[level] = prev; else this.oPrev[next] = prev;
    this.lLots[level] -= this.oLeft[slot];
    this.lCount[level] -= 1;
    this.slotOf.delete(this.oId[slot]);
    this.freeOrders[this.freeOrderCount++] = slot;
    if (this.lCount[level] === 0) this.closeLevel(this.oSide[slot] as Side, level);
  }

  private openLevel(side: Side, price: number): number {
    if (this.freeLevelCount === 0) this.growLevels();
    const level = this.freeLevels[--this.freeLevelCount];
    this.lPrice[level] = price; this.lHead[level] = NONE; this.lTail[level] = NONE; this.lLots[level] = 0; this.lCount[level] = 0;
    this.levelAt[side].set(price, level);
    // Insert keeping the best price last; new levels are usually near the best, so the shift is short.
    const prices = this.prices[side];
    const n = this.priceCount[side];
    let i = n;
    if (side === BUY) while (i > 0 && prices[i - 1] > price) i--;
    else while (i > 0 && prices[i - 1] < price) i--;
    if (n - i > 32) i = this.searchInsert(side, price, n);
    prices.copyWithin(i + 1, i, n);
    prices[i] = price;
    this.priceCount[side] = n + 1;
    return level;
  }

  /** Binary search for a far insertion point in a deep book. */
  private searchInsert(side: Side, price: number, n: number): number {
    const prices = this.prices[side];
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (side === BUY ? prices[mid] < price : prices[mid] > price) lo = mid + 1; else hi = mid;
    }
    return lo;
  }

  private closeLevel(side: Side, level: number) {
    const price = this.lPrice[level];
    this.levelAt[side].delete(price);
    this.freeLevels[this.freeLevelCount++] = level;
    const prices = this.prices[side];
    const n = this.priceCount[side];
    if (prices[n - 1] === price) { this.priceCount[side] = n - 1; return; }
    const i = this.searchExact(side, price, n);
    prices.copyWithin(i, i + 1, n);
    this.priceCount[side] = n - 1;
  }

  private searchExact(side: Side, price: number, n: number): number {
    const i = this.searchInsert(side, price, n);
    if (this.prices[side][i] !== price) throw new Error(`order book: price ${price} not found on side ${side}`);
    return i;
  }

  private growOrders() {
    const n = this.orderCapacity;
    const m = n * 2;
    this.oId = grow(this.oId, m); this.oOwner = grow(this.oOwner, m); this.oPrice = grow(this.oPrice, m);
    this.oLeft = grow(this.oLeft, m); this.oPrev = grow(this.oPrev, m); this.oNext = grow(this.oNext, m);
    this.oLevel = grow(this.oLevel, m); this.oSide = grow(this.oSide, m); this.freeOrders = grow(this.freeOrders, m);
    for (let i = m - 1; i >= n; i--) this.freeOrders[this.freeOrderCount++] = i;
    this.orderCapacity = m;
  }

  private growLevels() {
    const n = this.levelCapacity;
    const m = n * 2;
    this.lPrice = grow(this.lPrice, m); this.lHead = grow(this.lHead, m); this.lTail = grow(this.lTail, m);
    this.lLots = grow(this.lLots, m); this.lCount = grow(this.lCount, m); this.freeLevels = grow(this.freeLevels, m);
    this.prices = [grow(this.prices[0], m), grow(this.prices[1], m)];
    for (let i = m - 1; i >= n; i--) this.freeLevels[this.freeLevelCount++] = i;
    this.levelCapacity = m;
  }
}

function grow<T extends Float64Array | Int32Array | Uint8Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}
