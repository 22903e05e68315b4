// The wire behind the spot area (api/endpoints/spot.ts): /deal's market (rules, book, trades,
// candles), the user's orders and balances, placing and cancelling orders, and the orders of
// every market (/dealList, /all, through market's web/getDealList). Live updates come from the
// page's stream, bound here too so a flow gets all its services from one place.
import { fromPromise } from 'xstate';
import type { KlineInterval } from '../../api/endpoints/spot';
import type { ApiClient } from './api';
import { streamActor, type MarketStream } from './market-stream';
import type { MarketSnapshot } from '../machines/order-book.flow';
import type { OrdersSnapshot, SpotOrder } from '../machines/spot-orders.flow';
import type { OrderRequest, PlacedOrder } from '../machines/spot-trade.flow';

type WireCaller = Pick<ApiClient, 'call'>;
type Stream = Pick<MarketStream, 'subscribe'>;

const cancelOrderWith = (client: WireCaller) =>
  fromPromise<SpotOrder, { orderId: string }>(async ({ input, signal }) =>
    (await client.call('cancelOrder', { order_id: input.orderId }, { signal })).data);

export function orderBookServices(client: WireCaller, stream: Stream) {
  return {
    loadMarket: fromPromise<MarketSnapshot, { symbol: string; interval: KlineInterval }>(async ({ input, signal }) => {
      const [details, depth, trades, candles] = await Promise.all([
        client.call('getCurrencyMessage', { symbol: input.symbol }, { signal }),
        client.call('depth', { symbol: input.symbol, limit: 20 }, { signal }),
        client.call('trades', { symbol: input.symbol, limit: 50 }, { signal }),
        client.call('kline', { symbol: input.symbol, interval: input.interval, limit: 300 }, { signal }),
      ]);
      return { details: details.data, bids: depth.data.bids, asks: depth.data.asks, trades: trades.data, candles: candles.data };
    }),
    marketStream: streamActor(stream),
  };
}

/** One market's open orders and history, with the balances the order form spends. */
export function spotOrdersServices(client: WireCaller, stream: Stream) {
  return {
    loadOrders: fromPromise<OrdersSnapshot, { symbol: string | null }>(async ({ input, signal }) => {
      const symbol = input.symbol ?? undefined;
      const [open, history, balances] = await Promise.all([
        client.call('openOrders', { symbol }, { signal }),
        client.call('orderHistory', { symbol, limit: 50 }, { signal }),
        client.call('getAsset2', {}, { signal }),
      ]);
      return { open: open.data, history: history.data, balances: balances.data };
    }),
    cancelOrder: cancelOrderWith(client),
    privateStream: streamActor(stream),
  };
}

/** Every market's orders: one load of open orders and history, then live order updates. */
export function spotOrderListServices(client: WireCaller, stream: Stream) {
  return {
    loadOrders: fromPromise<OrdersSnapshot, { symbol: string | null }>(async ({ signal }) => {
      const [open, history] = await Promise.all([
        client.call('getDealList', { state: 'open' }, { signal }),
        client.call('getDealList', { state: 'history' }, { signal }),
      ]);
      return { open: open.data, history: history.data };
    }),
    cancelOrder: cancelOrderWith(client),
    privateStream: streamActor(stream),
  };
}

export function spotTradeServices(client: WireCaller) {
  return {
    placeOrder: fromPromise<PlacedOrder, { order: OrderRequest; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('spotOrder', input.order, { rtoken: input.rtoken, signal, quiet: true })).data),
  };
}
