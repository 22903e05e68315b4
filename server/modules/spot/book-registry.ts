// The exchange's books in memory: one pure OrderBook per listed market, the open orders resting on
// them (by the engine's sequence number and by order id), the engine's number of each owner and
// the events the engines report while a command runs. Rebuilt from the database, which holds
// exactly the committed state, on start and after a failed batch.
import { BUY, OrderBook, Refusal, SELL, type BookSink } from '../../engines/spot/order-book';
import type { Executor } from '../../db/database';
import { loadMarkets, type MarketSpec } from '../market/markets.store';
import { activeFromRow, ownerKey, type ActiveOrder, type Owner } from './active-order';
import { lastSeq, restingOrders } from './orders.store';

export interface Market { spec: MarketSpec; book: OrderBook }

/** What an engine reported during one command, in the order it happened. */
export type BookEvent =
  | { t: 'trade'; makerId: number; takerId: number; price: number; lots: number }
  | { t: 'cancelled'; id: number; reason: number };

export function createBookRegistry(deps: { db: Executor }) {
  const markets = new Map<string, Market>();
  const bySeq = new Map<number, ActiveOrder>();
  const byId = new Map<string, ActiveOrder>();
  const ownerNumbers = new Map<string, number>();
  const events: BookEvent[] = [];
  let nextSeq = 1;

  const sink: BookSink = {
    trade: (makerId, _mo, takerId, _to, price, lots) => { events.push({ t: 'trade', makerId, takerId, price, lots }); },
    cancelled: (id, _owner, _lots, reason) => { events.push({ t: 'cancelled', id, reason }); },
    rested: () => {},
  };

  /** The engine's number of an owner, for self-trade prevention: given on first sight, kept across rebuilds. */
  function ownerNumber(o: Owner): number {
    const key = ownerKey(o);
    let n = ownerNumbers.get(key);
    if (n === undefined) { n = ownerNumbers.size + 1; ownerNumbers.set(key, n); }
    return n;
  }

  /** Loads the markets and rebuilds every book from the open orders, in time priority. */
  async function rebuild() {
    markets.clear(); bySeq.clear(); byId.clear();
    for (const spec of await loadMarkets(deps.db)) {
      markets.set(spec.symbol, { spec, book: new OrderBook({ minNotional: spec.engineMinNotional, marketProtectionBps: spec.protectionBps }, sink) });
    }
    for (const row of await restingOrders(deps.db)) {
      const order = activeFromRow(row);
      const market = markets.get(order.symbol);
      if (!market) throw new Error(`open order ${order.id} on an unlisted market ${order.symbol}`);
      const refused = market.book.restore(order.seq, ownerNumber(order.owner), order.side === 'buy' ? BUY : SELL, order.priceTicks, order.lots - order.filledLots);
      if (refused !== Refusal.none) throw new Error(`open order ${order.id} could not be restored (${refused})`);
      bySeq.set(order.seq, order); byId.set(order.id, order);
    }
    events.length = 0;
    nextSeq = (await lastSeq(deps.db)) + 1;
  }

  /** Opens an empty book for a market just enabled in the database (a new coin's listing); a known market is left as it is. */
  function addMarket(spec: MarketSpec): Market {
    let market = markets.get(spec.symbol);
    if (!market) {
      market = { spec, book: new OrderBook({ minNotional: spec.engineMinNotional, marketProtectionBps: spec.protectionBps }, sink) };
      markets.set(spec.symbol, market);
    }
    return market;
  }

  return {
    rebuild,
    addMarket,
    ownerNumber,
    marketOf(symbol: string): Market | undefined { return markets.get(symbol); },
    markets(): MarketSpec[] { return [...markets.values()].map((m) => m.spec).sort((a, b) => a.sort - b.sort); },
    /** The next order's sequence number: its time priority and its id in the engine. */
    takeSeq(): number { return nextSeq++; },
    /** An order placed on a book is open until it ends. */
    opened(order: ActiveOrder) { bySeq.set(order.seq, order); byId.set(order.id, order); },
    ended(order: ActiveOrder) { bySeq.delete(order.seq); byId.delete(order.id); },
    openOrder(id: string): ActiveOrder | undefined { return byId.get(id); },
    openOrderBySeq(seq: number): ActiveOrder | undefined { return bySeq.get(seq); },
    openOrdersOf(owner: Owner): ActiveOrder[] { const k = ownerKey(owner); return [...byId.values()].filter((o) => ownerKey(o.owner) === k); },
    /** Forgets what the engines reported before the command about to run. */
    clearEvents() { events.length = 0; },
    /** Hands over what the engines reported since `clearEvents`. */
    takeEvents(): BookEvent[] { return events.splice(0); },
  };
}

export type BookRegistry = ReturnType<typeof createBookRegistry>;
