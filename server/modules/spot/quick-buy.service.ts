// Quick coin purchase: a quote read from the live book (average, worst and bound price, fee),
// kept a few seconds, then an immediate-or-cancel buy limited to the quote's bound through the
// exchange. Nothing fills above the bound the user was shown; what does not fill is released at
// once; when nothing would fill the purchase is refused and changes nothing.
import { fromMinor, toMinor } from '../../../api/money';
import type { QuickBuyMode } from '../../../api/endpoints/quick-buy';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import type { AnswerRecord } from '../../db/idempotency-keys';
import { SELL } from '../../engines/spot/order-book';
import type { MarketSpec } from '../market/markets.store';
import { getSetting } from '../settings/settings';
import type { ActiveOrder } from './active-order';
import { checkProduct, lotsOf } from './order-request';
import { averagePrice, lotsForSpend, quickFigures } from './quick-buy.math';
import type { QuickQuote, QuickQuotes } from './quick-buy.quotes';
import type { SpotExchange } from './spot-exchange';
import { answerIn, marketOf } from './spot.service';

export type QuickBuyDeps = Pick<Deps, 'db' | 'clock' | 'ids'> & {
  spot: { exchange: Pick<SpotExchange, 'market' | 'submit' | 'book'>; quickQuotes: QuickQuotes };
};

/** Ask levels a quote reads: enough for any purchase the book can fill. */
const QUOTE_LEVELS = 1000;

export interface QuoteInput { symbol: string; mode: QuickBuyMode; amount: string }

const price = (m: MarketSpec, ticks: number) => fromMinor(BigInt(ticks) * m.tickSize, m.quoteScale);

export async function quoteQuickBuy(deps: QuickBuyDeps, userId: string, input: QuoteInput) {
  const m = marketOf(deps, input.symbol);
  const [ttlMs, slippageBps] = await Promise.all([getSetting(deps.db, 'quickBuy.quoteTtlMs'), getSetting(deps.db, 'quickBuy.slippageBps')]);
  // The amount's own faults first (digits finer than a lot, nothing to spend), then the book's.
  const askedLots = input.mode === 'receive' ? lotsOf(m, input.amount) : null;
  const spend = input.mode === 'spend' ? toMinor(input.amount, m.quoteScale) : null;
  if (input.mode === 'spend' && (spend === null || spend <= 0n)) fail('amountInvalid');
  const levels = deps.spot.exchange.book(m.symbol)?.depth(SELL, QUOTE_LEVELS) ?? [];
  if (levels.length === 0) fail('spotNoLiquidity');
  const lots = askedLots ?? lotsForSpend(m, levels, spend!, slippageBps);
  if (lots === 0) fail('spotBelowMinNotional', { min: fromMinor(m.minNotional, m.quoteScale), quote: m.quote });
  const f = quickFigures(m, levels, lots, slippageBps) ?? fail('quickDepthShort');
  if (f.notional < m.minNotional) fail('spotBelowMinNotional', { min: fromMinor(m.minNotional, m.quoteScale), quote: m.quote });
  checkProduct(f.boundTicks, lots);

  const now = deps.clock.now();
  const q: QuickQuote = { id: deps.ids.next('qq'), userId, symbol: m.symbol, lots, boundTicks: f.boundTicks, maxSpend: f.maxSpend, expiresAt: now + ttlMs, taken: false };
  deps.spot.quickQuotes.put(q, now);
  const qty = BigInt(lots) * m.lotSize;
  const quoteMoney = (v: bigint) => fromMinor(v, m.quoteScale);
  return {
    quote_id: q.id, symbol: m.symbol, base: m.base, quote: m.quote, side: 'buy' as const, mode: input.mode,
    amount: fromMinor(qty, m.baseScale),
    avg_price: quoteMoney(averagePrice(m, f.notional, qty)),
    worst_price: price(m, f.worstTicks),
    bound_price: price(m, f.boundTicks),
    slippage_bps: slippageBps,
    fee: quoteMoney(f.fee),
    fee_bps: Number(m.takerFeeBps),
    total: quoteMoney(f.notional + f.fee),
    max_spend: quoteMoney(f.maxSpend),
    expires_at: q.expiresAt,
    ttl_ms: ttlMs,
  };
}

function fillView(m: MarketSpec, q: QuickQuote, o: ActiveOrder) {
  const filledQty = BigInt(o.filledLots) * m.lotSize;
  const spent = o.quoteFilled + o.feePaid;
  return {
    order_id: o.id,
    symbol: m.symbol,
    amount: fromMinor(BigInt(o.lots) * m.lotSize, m.baseScale),
    filled: fromMinor(filledQty, m.baseScale),
    avg_price: o.filledLots > 0 ? fromMinor(averagePrice(m, o.quoteFilled, filledQty), m.quoteScale) : null,
    bound_price: price(m, q.boundTicks),
    fee: fromMinor(o.feePaid, m.quoteScale),
    spent: fromMinor(spent, m.quoteScale),
    returned: fromMinor(q.maxSpend - spent, m.quoteScale),
    state: o.state === 'filled' ? 'filled' as const : 'cancelled' as const,
    at: o.updatedAt,
  };
}

/** Buys on a live quote of this user; another user's quote answers as if it did not exist. */
export async function buyOnQuote(deps: QuickBuyDeps, userId: string, quoteId: string, rtoken: string, record: AnswerRecord | null = null) {
  const q = deps.spot.quickQuotes.get(quoteId);
  if (!q || q.userId !== userId) fail('notFound');
  if (q.taken || deps.clock.now() > q.expiresAt) fail('quickQuoteExpired');
  const m = marketOf(deps, q.symbol);
  q.taken = true;
  try {
    const { answer, view } = answerIn(record, (o) => fillView(m, q, o));
    const order = await deps.spot.exchange.submit({
      kind: 'place', owner: { kind: 'user', id: userId }, symbol: m.symbol, side: 'buy', type: 'limit', priceTicks: q.boundTicks, lots: q.lots,
      rtoken, timeInForce: 'ioc', unfilledRefusal: { reason: 'quickPriceMoved', vars: { bound: price(m, q.boundTicks), quote: m.quote } }, answer,
    });
    return view(order);
  } catch (err) {
    // Refused, nothing changed: the quote stays usable until it expires.
    q.taken = false;
    throw err;
  }
}
