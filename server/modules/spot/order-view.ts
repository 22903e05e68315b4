// An order as the wire shows it: decimal strings in the market's units.
import { fromMinor } from '../../../api/money';
import type { SpotOrderState } from '../../../api/lifecycles/spot-order.lifecycle';
import type { MarketSpec } from '../market/markets.store';
import type { ActiveOrder } from './active-order';

export function orderView(m: MarketSpec, o: ActiveOrder) {
  const filledQty = BigInt(o.filledLots) * m.lotSize;
  const avg = o.filledLots > 0 ? (o.quoteFilled * 10n ** BigInt(m.baseScale)) / filledQty : null;
  return {
    id: o.id,
    symbol: o.symbol,
    side: o.side,
    type: o.type,
    price: o.type === 'limit' ? fromMinor(BigInt(o.priceTicks) * m.tickSize, m.quoteScale) : null,
    amount: fromMinor(BigInt(o.lots) * m.lotSize, m.baseScale),
    filled: fromMinor(filledQty, m.baseScale),
    total: fromMinor(o.quoteFilled, m.quoteScale),
    avg_price: avg === null ? null : fromMinor(avg, m.quoteScale),
    fee: fromMinor(o.feePaid, m.quoteScale),
    fee_asset: m.quote,
    locked: fromMinor(o.locked, o.lockAsset === m.base ? m.baseScale : m.quoteScale),
    locked_asset: o.lockAsset,
    state: o.state as SpotOrderState,
    end_reason: o.endReason,
    created_at: o.createdAt,
    updated_at: o.updatedAt,
  };
}
export type OrderView = ReturnType<typeof orderView>;
