// A deliberately simple order book (arrays, linear scans) that the fast engine must agree with.
import { BUY, CancelReason, Refusal, SELL, type BookRules, type Side } from '../../../server/engines/spot/order-book';

interface Resting { id: number; owner: number; side: Side; price: number; lots: number; seq: number }
export type BookEvent =
  | ['trade', number, number, number, number, number, number, number, number]
  | ['cancelled', number, number, number, number]
  | ['rested', number, number, number, number, number];

export class ReferenceBook {
  resting: Resting[] = [];
  events: BookEvent[] = [];
  private seq = 0;
  constructor(private rules: BookRules) {}

  private priority(side: Side) {
    return this.resting.filter((o) => o.side === side)
      .sort((a, b) => (side === BUY ? b.price - a.price : a.price - b.price) || a.seq - b.seq);
  }

  private match(id: number, owner: number, side: Side, limit: number, lots: number) {
    let left = lots;
    const opposite = side === BUY ? SELL : BUY;
    for (const maker of this.priority(opposite)) {
      if (left === 0) break;
      if (side === BUY ? maker.price > limit : maker.price < limit) break;
      if (maker.owner === owner) {
        this.resting = this.resting.filter((o) => o !== maker);
        this.events.push(['cancelled', maker.id, maker.owner, maker.lots, CancelReason.selfTrade]);
        continue;
      }
      const fill = Math.min(left, maker.lots);
      left -= fill;
      maker.lots -= fill;
      this.events.push(['trade', maker.id, maker.owner, id, owner, maker.price, fill, maker.lots, left]);
      if (maker.lots === 0) this.resting = this.resting.filter((o) => o !== maker);
    }
    return left;
  }

  placeLimit(id: number, owner: number, side: Side, price: number, lots: number): number {
    if (this.resting.some((o) => o.id === id)) return Refusal.duplicateId;
    if (price * lots < this.rules.minNotional) return Refusal.belowMinNotional;
    const left = this.match(id, owner, side, price, lots);
    if (left > 0) {
      this.resting.push({ id, owner, side, price, lots: left, seq: this.seq++ });
      this.events.push(['rested', id, owner, side, price, left]);
    }
    return Refusal.none;
  }

  placeMarket(id: number, owner: number, side: Side, lots: number): number {
    if (this.resting.some((o) => o.id === id)) return Refusal.duplicateId;
    const best = this.priority(side === BUY ? SELL : BUY)[0];
    if (!best) return Refusal.noLiquidity;
    if (best.price * lots < this.rules.minNotional) return Refusal.belowMinNotional;
    const band = Math.floor((best.price * this.rules.marketProtectionBps) / 10_000);
    const left = this.match(id, owner, side, side === BUY ? best.price + band : Math.max(1, best.price - band), lots);
    if (left > 0) this.events.push(['cancelled', id, owner, left, CancelReason.unfilledMarket]);
    return Refusal.none;
  }

  cancel(id: number, owner: number): number {
    const o = this.resting.find((r) => r.id === id);
    if (!o) return Refusal.unknownOrder;
    if (o.owner !== owner) return Refusal.notOwner;
    this.resting = this.resting.filter((r) => r !== o);
    this.events.push(['cancelled', id, owner, o.lots, CancelReason.user]);
    return Refusal.none;
  }
}
