// The spot exchange: the books of every market (book-registry), the settlement of each command in
// its batch (order-settlement: funds locked through the ledger, both sides of a trade settled with
// fees and turnover, unused locks released, order rows and their lifecycle moves written) and the
// single queue that runs commands in batches, one database transaction each (command-batcher).
// The books are rebuilt from the database on start. Publication happens after commit.
import type { Deps } from '../../deps';
import type { MarketSpec } from '../market/markets.store';
import type { OrderBook } from '../../engines/spot/order-book';
import { createBookRegistry } from './book-registry';
import { createCommandBatcher } from './command-batcher';
import { createOrderSettlement } from './order-settlement';

export type { BatchOutcome, CancelCommand, Command, CommandAnswer, PlaceCommand, TradeRecord } from './exchange-commands';
export { FEE_ACCOUNT } from './order-settlement';

export type ExchangeDeps = Pick<Deps, 'db' | 'ledger' | 'clock' | 'ids' | 'log' | 'dialect' | 'referrals'>;

export function createSpotExchange(deps: ExchangeDeps) {
  const books = createBookRegistry(deps);
  const batcher = createCommandBatcher(deps, books, createOrderSettlement(deps, books));
  return {
    rebuild: books.rebuild,
    submit: batcher.submit,
    onBatch: batcher.onBatch,
    market(symbol: string): MarketSpec | undefined { return books.marketOf(symbol)?.spec; },
    markets: books.markets,
    /** Opens an empty book for a market enabled after start (no orders, no price until users place them). */
    open(spec: MarketSpec): OrderBook { return books.addMarket(spec).book; },
    /** The engine of a market, read-only use: depth, best prices. */
    book(symbol: string): OrderBook | undefined { return books.marketOf(symbol)?.book; },
    openOrder: books.openOrder,
    openOrdersOf: books.openOrdersOf,
    /** Batches run and commands in them since start: how well commits are shared. */
    stats: batcher.stats,
    /** Waits for queued commands, then refuses new ones. */
    stop: batcher.stop,
  };
}

export type SpotExchange = ReturnType<typeof createSpotExchange>;
