import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUY, CancelReason, OrderBook, Refusal, SELL, type BookSink, type Side } from '../../../server/engines/spot/order-book';
import { ReferenceBook, type BookEvent } from './reference-book';

const rules = { minNotional: 50, marketProtectionBps: 500 };

function recordingSink(events: BookEvent[]): BookSink {
  return {
    trade: (...a) => { events.push(['trade', ...a]); },
    cancelled: (...a) => { events.push(['cancelled', ...a]); },
    rested: (...a) => { events.push(['rested', ...a]); },
  };
}

function newBook(initial = 16) {
  const events: BookEvent[] = [];
  return { book: new OrderBook(rules, recordingSink(events), initial), events };
}

describe('order book', () => {
  it('matches at the maker price in price-time priority', () => {
    const { book, events } = newBook();
    book.placeLimit(1, 10, SELL, 101, 5);
    book.placeLimit(2, 11, SELL, 100, 5);
    book.placeLimit(3, 12, SELL, 100, 5);
    events.length = 0;
    expect(book.placeLimit(4, 13, BUY, 101, 12)).toBe(Refusal.none);
    expect(events).toEqual([
      ['trade', 2, 11, 4, 13, 100, 5, 0, 7],
      ['trade', 3, 12, 4, 13, 100, 5, 0, 2],
      ['trade', 1, 10, 4, 13, 101, 2, 3, 0],
    ]);
    expect(book.bestAsk()).toBe(101);
    expect(book.lotsLeft(1)).toBe(3);
  });

  it('cancels in constant time and refuses another owner', () => {
    const { book, events } = newBook();
    book.placeLimit(1, 10, BUY, 99, 5);
    expect(book.cancel(1, 11)).toBe(Refusal.notOwner);
    expect(book.cancel(1, 10)).toBe(Refusal.none);
    expect(events.at(-1)).toEqual(['cancelled', 1, 10, 5, CancelReason.user]);
    expect(book.cancel(1, 10)).toBe(Refusal.unknownOrder);
    expect(book.bestBid()).toBe(0);
  });

  it('prevents a self-trade by cancelling the resting order', () => {
    const { book, events } = newBook();
    book.placeLimit(1, 10, SELL, 100, 5);
    book.placeLimit(2, 10, BUY, 100, 5);
    expect(events).toContainEqual(['cancelled', 1, 10, 5, CancelReason.selfTrade]);
    expect(book.bestBid()).toBe(100);
  });

  it('bounds a market order and cancels what it cannot fill', () => {
    const { book, events } = newBook();
    book.placeLimit(1, 10, SELL, 100, 2);
    book.placeLimit(2, 10, SELL, 106, 5); // beyond 5% of 100
    events.length = 0;
    expect(book.placeMarket(3, 11, BUY, 4)).toBe(Refusal.none);
    expect(events).toEqual([['trade', 1, 10, 3, 11, 100, 2, 0, 2], ['cancelled', 3, 11, 2, CancelReason.unfilledMarket]]);
    expect(book.placeMarket(4, 11, SELL, 1)).toBe(Refusal.noLiquidity);
  });

  it('trades an immediate-or-cancel order up to its limit and cancels the rest without resting it', () => {
    const { book, events } = newBook();
    book.placeLimit(1, 10, SELL, 100, 2);
    book.placeLimit(2, 10, SELL, 102, 5); // beyond the limit of 101
    events.length = 0;
    expect(book.placeImmediate(3, 11, BUY, 101, 4)).toBe(Refusal.none);
    expect(events).toEqual([['trade', 1, 10, 3, 11, 100, 2, 0, 2], ['cancelled', 3, 11, 2, CancelReason.unfilledImmediate]]);
    expect(book.has(3)).toBe(false);
    expect(book.bestBid()).toBe(0);
    expect(book.bestAsk()).toBe(102);
    expect(book.placeImmediate(4, 11, BUY, 1, 4)).toBe(Refusal.belowMinNotional);
  });

  it('refuses orders below the minimum notional, duplicates and nonsense', () => {
    const { book } = newBook();
    expect(book.placeLimit(1, 10, BUY, 10, 4)).toBe(Refusal.belowMinNotional);
    expect(book.placeLimit(2, 10, BUY, 100, 1)).toBe(Refusal.none);
    expect(book.placeLimit(2, 10, BUY, 100, 1)).toBe(Refusal.duplicateId);
    expect(book.placeLimit(3, 10, BUY, 100, 0)).toBe(Refusal.invalid);
    expect(book.placeLimit(4, 10, BUY, 1.5, 100)).toBe(Refusal.invalid);
  });

  it('agrees with the reference book on random programs', () => {
    const command = fc.oneof(
      fc.record({ kind: fc.constant('limit' as const), owner: fc.integer({ min: 1, max: 4 }), side: fc.constantFrom<Side>(BUY, SELL), price: fc.integer({ min: 90, max: 110 }), lots: fc.integer({ min: 1, max: 8 }) }),
      fc.record({ kind: fc.constant('market' as const), owner: fc.integer({ min: 1, max: 4 }), side: fc.constantFrom<Side>(BUY, SELL), lots: fc.integer({ min: 1, max: 12 }) }),
      fc.record({ kind: fc.constant('cancel' as const), owner: fc.integer({ min: 1, max: 4 }), target: fc.integer({ min: 1, max: 60 }) }),
    );
    fc.assert(fc.property(fc.array(command, { maxLength: 120 }), (program) => {
      const { book, events } = newBook(16); // small, so the typed arrays grow during the program
      const reference = new ReferenceBook(rules);
      program.forEach((c, i) => {
        const id = i + 1;
        const ours = c.kind === 'limit' ? book.placeLimit(id, c.owner, c.side, c.price, c.lots)
          : c.kind === 'market' ? book.placeMarket(id, c.owner, c.side, c.lots)
          : book.cancel(c.target, c.owner);
        const theirs = c.kind === 'limit' ? reference.placeLimit(id, c.owner, c.side, c.price, c.lots)
          : c.kind === 'market' ? reference.placeMarket(id, c.owner, c.side, c.lots)
          : reference.cancel(c.target, c.owner);
        expect(ours).toBe(theirs);
      });
      expect(events).toEqual(reference.events);
      for (const side of [BUY, SELL] as const) {
        const expected = reference.resting.filter((o) => o.side === side)
          .sort((a, b) => (side === BUY ? b.price - a.price : a.price - b.price) || 0)
          .map((o) => o.id);
        expect([...book.orders(side)].map((o) => o.id).sort()).toEqual(expected.sort());
        const bestRef = reference.resting.filter((o) => o.side === side).map((o) => o.price);
        expect(side === BUY ? book.bestBid() : book.bestAsk()).toBe(bestRef.length ? (side === BUY ? Math.max(...bestRef) : Math.min(...bestRef)) : 0);
      }
    }), { numRuns: 300, seed: 20261122 });
  });
});
