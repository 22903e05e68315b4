// Spot trading and public book data.
import { spotEndpoints } from '../../../api/endpoints/spot';
import { fromMinor } from '../../../api/money';
import type { Handlers } from '../../http/handler';
import { cancelSpotOrder, marketOf, placeSpotOrder, spotOrdersOf } from './spot.service';
import { recentTrades } from './orders.store';

export const spotHandlers: Handlers<typeof spotEndpoints> = {
  spotOrder: async ({ deps, user, params, rtoken, answerRecord }) => placeSpotOrder(deps, user.id, params, rtoken, answerRecord),
  cancelOrder: async ({ deps, user, params, answerRecord }) => cancelSpotOrder(deps, user.id, params.order_id, answerRecord),
  openOrders: async ({ deps, user, params }) => spotOrdersOf(deps, user.id, { open: true, symbol: params.symbol }),
  orderHistory: async ({ deps, user, params }) => spotOrdersOf(deps, user.id, { open: false, symbol: params.symbol, limit: params.limit, before: params.before }),
  depth: async ({ deps, params }) => deps.spot.depth.snapshot(marketOf(deps, params.symbol), params.limit),
  trades: async ({ deps, params }) => {
    const m = marketOf(deps, params.symbol);
    const rows = await recentTrades(deps.db, m.symbol, params.limit);
    return rows.map((r) => ({ id: r.id, price: fromMinor(BigInt(r.price), m.quoteScale), amount: fromMinor(BigInt(r.qty), m.baseScale), side: r.taker_side, at: Number(r.at) }));
  },
  kline: async ({ deps, params }) => {
    const m = marketOf(deps, params.symbol);
    const candles = await deps.spot.marketData.candles(m.symbol, params.interval, params.limit);
    const q = (v: bigint) => fromMinor(v, m.quoteScale);
    return candles.map((c) => ({ t: c.t, o: q(c.o), h: q(c.h), l: q(c.l), c: q(c.c), v: fromMinor(c.v, m.baseScale) }));
  },
};
