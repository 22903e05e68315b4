// What the market screens read: tickers, currencies, one market's rules, and favourites.
import { fromMinor } from '../../../api/money';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import type { MarketSpec } from './markets.store';
import type { Ticker } from './ticker';
import type { ReferenceFeed } from '../../feeds/reference-feed';

/** Hundredths of a percent as text with two decimals: -125n → "-1.25". */
function percentText(hundredths: bigint) {
  const sign = hundredths < 0n ? '-' : '';
  const abs = hundredths < 0n ? -hundredths : hundredths;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

function bpsRate(bps: bigint) {
  return fromMinor(bps, 4);
}

/** A ticker's figures on the wire: the last price and what it is (null when the market has none), and the 24 h figures of trades (null without trades). */
export function tickerFigures(t: Ticker, m: MarketSpec) {
  const q = (v: bigint) => fromMinor(v, m.quoteScale);
  const day = t.day;
  return {
    price: t.last === null ? null : q(t.last), price_source: t.source,
    open_24h: day ? q(day.open) : null, high_24h: day ? q(day.high) : null, low_24h: day ? q(day.low) : null,
    change_24h: day && day.open > 0n ? percentText(((day.close - day.open) * 10_000n) / day.open) : null,
    volume_24h: fromMinor(t.volume, m.baseScale), quote_volume_24h: q(t.quoteVolume),
  };
}

export function referenceView(feed: ReferenceFeed, m: MarketSpec) {
  const ref = feed.latest(m.symbol);
  return { source: feed.source, simulated: feed.simulated, price: ref ? fromMinor(ref.price, m.quoteScale) : null };
}

export function tickerView(deps: Pick<Deps, 'spot'>, m: MarketSpec) {
  const t = deps.spot.marketData.ticker(m.symbol);
  return { symbol: m.symbol, base: m.base, quote: m.quote, ...tickerFigures(t, m), reference: referenceView(deps.spot.feed, m) };
}

export function rulesView(m: MarketSpec) {
  return {
    symbol: m.symbol, base: m.base, quote: m.quote, base_scale: m.baseScale, quote_scale: m.quoteScale,
    tick_size: fromMinor(m.tickSize, m.quoteScale), lot_size: fromMinor(m.lotSize, m.baseScale),
    min_notional: fromMinor(m.minNotional, m.quoteScale),
    maker_fee_rate: bpsRate(m.makerFeeBps), taker_fee_rate: bpsRate(m.takerFeeBps),
    maker_fee_bps: Number(m.makerFeeBps), taker_fee_bps: Number(m.takerFeeBps),
    price_protection_bps: m.protectionBps,
    buy_lock_rule: 'total at the limit price (market orders: at the price-protection bound) plus the higher fee rate; the unused part is released when the order ends',
  };
}

export function marketOrFail(deps: Pick<Deps, 'spot'>, symbol: string): MarketSpec {
  return deps.spot.exchange.market(symbol) ?? fail('marketUnknown');
}

export async function marketList(deps: Pick<Deps, 'db' | 'spot'>, userId: string | null) {
  const favourites = new Set(userId ? (await deps.db.selectFrom('market_favourites').select('symbol').where('user_id', '=', userId).execute()).map((r) => r.symbol) : []);
  return deps.spot.exchange.markets().map((m) => ({ ...tickerView(deps, m), favourite: favourites.has(m.symbol) }));
}

export async function currencies(deps: Pick<Deps, 'db' | 'spot'>) {
  const rows = await deps.db.selectFrom('assets').select(['code', 'name', 'scale']).where('enabled', '=', 1n).orderBy('sort').orderBy('code').execute();
  const bySymbolBase = new Map(deps.spot.exchange.markets().map((m) => [m.base, m.symbol]));
  return rows.map((r) => ({ code: r.code, name: r.name, scale: Number(r.scale), symbol: bySymbolBase.get(r.code) ?? null }));
}

export function currencyMessage(deps: Pick<Deps, 'config' | 'spot'>, symbol: string) {
  const m = marketOrFail(deps, symbol);
  return { rules: rulesView(m), ticker: tickerView(deps, m), demo_notice: deps.config.demo && deps.spot.feed.simulated };
}

export function latestPrices(deps: Pick<Deps, 'spot'>, symbol?: string) {
  if (symbol) return [tickerView(deps, marketOrFail(deps, symbol))];
  return deps.spot.exchange.markets().map((m) => tickerView(deps, m));
}

export async function toggleFavourite(deps: Pick<Deps, 'db' | 'clock' | 'spot'>, userId: string, symbol: string) {
  const m = marketOrFail(deps, symbol);
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const removed = await trx.deleteFrom('market_favourites').where('user_id', '=', userId).where('symbol', '=', m.symbol).executeTakeFirst();
    if (Number(removed.numDeletedRows) > 0) return { symbol: m.symbol, favourite: false, at: now };
    await trx.insertInto('market_favourites').values({ user_id: userId, symbol: m.symbol, created_at: BigInt(now) }).execute();
    return { symbol: m.symbol, favourite: true, at: now };
  });
}
