// Wires the spot market together: reference feed, exchange (books + settlement), market data,
// market maker, depth feed, the stream hub and the quick purchase quotes. After each committed batch the market data and the
// streams are brought up to date. app.ts builds one; `start` runs after the database is seeded.
import type { Deps } from '../../deps';
import { createReferenceFeed } from '../../feeds/feed-factory';
import { createStreamHub } from '../../ws/stream-hub';
import { createDepthFeed } from '../../ws/depth-feed';
import { publishBatch, publishTick } from '../../ws/publish';
import { createMarketData } from '../market/market-data';
import { createSpotExchange } from './spot-exchange';
import { createMarketMaker } from './market-maker';
import type { MarketSpec } from '../market/markets.store';
import { createQuickQuotes } from './quick-buy.quotes';

/** The exchange's, market data's and market maker's needs, and the feed's settings. */
export type SpotDeps = Pick<Deps, 'config' | 'db' | 'dialect' | 'ledger' | 'clock' | 'ids' | 'log' | 'referrals'>;

export function createSpotRuntime(deps: SpotDeps) {
  const { feed, stepper } = createReferenceFeed(deps);
  const exchange = createSpotExchange(deps);
  const marketData = createMarketData(deps, feed, (symbol) => {
    const book = exchange.book(symbol);
    const spec = exchange.market(symbol);
    if (!book || !spec) return { bid: null, ask: null };
    const bid = book.bestBid();
    const ask = book.bestAsk();
    return { bid: bid ? BigInt(bid) * spec.tickSize : null, ask: ask ? BigInt(ask) * spec.tickSize : null };
  });
  const marketMaker = createMarketMaker(deps, exchange, feed);
  const hub = createStreamHub({ maxBufferedBytes: deps.config.wsMaxBufferedBytes, now: () => deps.clock.now() });
  const depth = createDepthFeed();
  const quickQuotes = createQuickQuotes();
  const runtime = { feed, exchange, marketData, marketMaker, hub, depth, quickQuotes };

  exchange.onBatch((outcome) => publishBatch({ ...runtime, deps }, outcome));
  feed.onTick((tick) => publishTick(runtime, tick));

  return {
    ...runtime,
    /**
     * A market enabled after start (a new coin's listing): its book opens empty, with no market
     * maker (the maker quotes only around a reference price, and the feed has none for it).
     */
    openMarket(spec: MarketSpec) {
      depth.diff(spec, exchange.open(spec));
    },
    async start() {
      await exchange.rebuild();
      for (const m of exchange.markets()) depth.diff(m, exchange.book(m.symbol)!);
      await feed.start();
      await marketData.load(exchange.markets());
      await marketMaker.fund();
    },
    /** Steps the simulator or the replay to the clock's now, as its job does (tests with a manual clock call it). */
    stepFeed() { stepper?.advance(); },
    /** Scheduled work: the simulator's (or the replay's) steps, closing the minute candles and the market maker's re-quotes. */
    jobs() {
      return [
        ...(stepper ? [{ name: 'reference-feed', everyMs: stepper.everyMs, run: async () => stepper.advance() }] : []),
        { name: 'market-candles', everyMs: 1000, run: () => marketData.closeMinutes() },
        ...(deps.config.marketMaker ? [{ name: 'market-maker', everyMs: 1000, run: () => marketMaker.refreshDue() }] : []),
      ];
    },
    async stop() {
      await feed.stop();
      await exchange.stop();
      await marketData.flushed();
    },
  };
}

export type SpotRuntime = ReturnType<typeof createSpotRuntime>;
