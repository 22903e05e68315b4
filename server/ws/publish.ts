// What goes out on /ws after a committed batch or a reference tick: depth increments, tickers,
// trades, candles per interval, and each affected user's orders and balances.
import { fromMinor } from '../../api/money';
import { klineIntervals } from '../../api/endpoints/spot';
import type { Deps } from '../deps';
import type { ReferenceFeed, ReferenceTick } from '../feeds/reference-feed';
import type { MarketData } from '../modules/market/market-data';
import type { MarketSpec } from '../modules/market/markets.store';
import type { BatchOutcome, SpotExchange } from '../modules/spot/spot-exchange';
import { orderView } from '../modules/spot/order-view';
import { accountBalances, usdtPrices } from '../modules/funds/balances.service';
import type { StreamHub } from './stream-hub';
import type { DepthFeed } from './depth-feed';
import { referenceView, tickerFigures } from '../modules/market/market.service';

interface Parts { feed: ReferenceFeed; exchange: SpotExchange; marketData: MarketData; hub: StreamHub; depth: DepthFeed }

export function tickerMessage(parts: Parts, m: MarketSpec) {
  const t = parts.marketData.ticker(m.symbol);
  return { channel: `ticker:${m.symbol}`, data: { symbol: m.symbol, ...tickerFigures(t, m), reference: referenceView(parts.feed, m) } };
}

/** The live candle of every interval someone follows, for a minute that changed. */
function publishCandle(parts: Parts, m: MarketSpec, at: number) {
  const q = (v: bigint) => fromMinor(v, m.quoteScale);
  for (const interval of klineIntervals) {
    const channel = `candles:${m.symbol}:${interval}`;
    if (!parts.hub.hasSubscribers(channel)) continue;
    const c = parts.marketData.liveCandle(m.symbol, interval, at);
    if (c) parts.hub.publish(channel, { channel, data: { t: c.t, o: q(c.o), h: q(c.h), l: q(c.l), c: q(c.c), v: fromMinor(c.v, m.baseScale) } });
  }
}

export function publishBatch(ctx: Parts & { deps: Pick<Deps, 'db' | 'ledger' | 'log'> }, outcome: BatchOutcome) {
  const { hub, exchange, depth, marketData } = ctx;
  const candles = marketData.applyTrades(outcome.trades);
  for (const symbol of outcome.symbols) {
    const m = exchange.market(symbol);
    if (!m) continue;
    const update = depth.diff(m, exchange.book(symbol)!);
    if (update) hub.publish(`depth:${symbol}`, { channel: `depth:${symbol}`, type: 'update', ...update });
    const trades = outcome.trades.filter((t) => t.symbol === symbol);
    if (trades.length) {
      hub.publish(`trades:${symbol}`, { channel: `trades:${symbol}`, data: trades.map((t) => ({ id: t.id, price: fromMinor(t.price, m.quoteScale), amount: fromMinor(t.qty, m.baseScale), side: t.takerSide, at: t.at })) });
      const ticker = tickerMessage(ctx, m);
      hub.publish(ticker.channel, ticker);
      hub.publish('tickers', { channel: 'tickers', data: ticker.data });
    }
  }
  for (const { symbol, candle } of candles) {
    const m = exchange.market(symbol);
    if (m) publishCandle(ctx, m, candle.t);
  }
  for (const o of outcome.orders) {
    if (o.owner.kind !== 'user') continue;
    const m = exchange.market(o.symbol);
    if (m) hub.publishToUser(o.owner.id, 'orders', { channel: 'orders', data: orderView(m, o) });
  }
  for (const owner of outcome.owners.values()) {
    if (owner.kind !== 'user' || !hub.userListens(owner.id, 'balances')) continue;
    accountBalances(ctx.deps, usdtPrices(ctx), owner.id)
      .then((b) => hub.publishToUser(owner.id, 'balances', { channel: 'balances', data: b }))
      .catch((err) => ctx.deps.log.warn({ err }, 'balance stream failed'));
  }
}

/** A reference tick: the minute candle follows it while the market has not traded in it, and the ticker may too. */
export function publishTick(parts: Parts, tick: ReferenceTick) {
  const m = parts.exchange.market(tick.symbol);
  if (!m) return;
  const candle = parts.marketData.applyReference(tick);
  if (candle) publishCandle(parts, m, candle.t);
  const message = tickerMessage(parts, m);
  if (parts.hub.hasSubscribers(message.channel)) parts.hub.publish(message.channel, message);
  if (message.data.price_source === 'reference' && parts.hub.hasSubscribers('tickers')) parts.hub.publish('tickers', { channel: 'tickers', data: message.data });
}
