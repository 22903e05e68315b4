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
import { accountBalances } from '../modules/funds/balances.service';
import type { StreamHub } from './stream-hub';
import type { DepthFeed } from './depth-feed';

interface Parts { feed: ReferenceFeed; exchange: SpotExchange; marketData: MarketData; hub: StreamHub; depth: DepthFeed }

export function tickerMessage(parts: Parts, m: MarketSpec) {
  const t = parts.marketData.ticker(m.symbol);
  const q = (v: bigint) => fromMinor(v, m.quoteScale);
  const ref = parts.feed.latest(m.symbol);
  return {
    channel: `ticker:${m.symbol}`,
    data: { symbol: m.symbol, price: q(t.last), open_24h: q(t.open), high_24h: q(t.high), low_24h: q(t.low), volume_24h: fromMinor(t.volume, m.baseScale),
      reference: { source: parts.feed.source, simulated: parts.feed.simulated, price: ref ? q(ref.price) : null } },
  };
}

export function publishBatch(ctx: Parts & { deps: Omit<Deps, 'spot'> }, outcome: BatchOutcome) {
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
    const m = exchange.market(symbol)!;
    for (const interval of klineIntervals) {
      const channel = `candles:${symbol}:${interval}`;
      if (!hub.hasSubscribers(channel)) continue;
      const c = marketData.liveCandle(symbol, interval, candle.t);
      if (!c) continue;
      const q = (v: bigint) => fromMinor(v, m.quoteScale);
      hub.publish(channel, { channel, data: { t: c.t, o: q(c.o), h: q(c.h), l: q(c.l), c: q(c.c), v: fromMinor(c.v, m.baseScale) } });
    }
  }
  for (const o of outcome.orders) {
    if (o.owner.kind !== 'user') continue;
    const m = exchange.market(o.symbol);
    if (m) hub.publishToUser(o.owner.id, 'orders', { channel: 'orders', data: orderView(m, o) });
  }
  for (const owner of outcome.owners.values()) {
    if (owner.kind !== 'user' || !hub.userListens(owner.id, 'balances')) continue;
    accountBalances(ctx.deps as Deps, owner.id)
      .then((b) => hub.publishToUser(owner.id, 'balances', { channel: 'balances', data: b }))
      .catch((err) => ctx.deps.log.warn({ err }, 'balance stream failed'));
  }
}

export function publishTick(parts: Parts, tick: ReferenceTick) {
  const m = parts.exchange.market(tick.symbol);
  if (!m || !parts.hub.hasSubscribers(`ticker:${tick.symbol}`)) return;
  const message = tickerMessage(parts, m);
  parts.hub.publish(message.channel, message);
}
