// Runs the three flows of /deal over the wire and the page's stream: the live market (rules,
// book, trades, candles), the user's orders and balances, and the order form.
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { KlineInterval } from '../../../api/endpoints/spot';
import { usePlatform } from '../../app/platform-context';
import { orderBookFlow, type MarketRules, type MarketSnapshot } from '../../machines/order-book.flow';
import { spotOrdersFlow, type OrdersSnapshot, type SpotOrder } from '../../machines/spot-orders.flow';
import { spotTradeFlow, type OrderRequest, type PlacedOrder } from '../../machines/spot-trade.flow';
import { streamActor } from '../../services/market-stream';
import { usePageStream } from '../../app/use-page-stream';

export function useOrderBookFlow(symbol: string) {
  const { client } = usePlatform();
  const stream = usePageStream();
  return useActorRef(
    orderBookFlow.provide({
      actors: {
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
      },
    }),
    { input: { symbol } },
  );
}

export function useSpotOrdersFlow(symbol: string) {
  const { client } = usePlatform();
  const stream = usePageStream();
  return useActorRef(
    spotOrdersFlow.provide({
      actors: {
        loadOrders: fromPromise<OrdersSnapshot, { symbol: string | null }>(async ({ input, signal }) => {
          const symbol = input.symbol ?? undefined;
          const [open, history, balances] = await Promise.all([
            client.call('openOrders', { symbol }, { signal }),
            client.call('orderHistory', { symbol, limit: 50 }, { signal }),
            client.call('getAsset2', {}, { signal }),
          ]);
          return { open: open.data, history: history.data, balances: balances.data };
        }),
        cancelOrder: fromPromise<SpotOrder, { orderId: string }>(async ({ input, signal }) =>
          (await client.call('cancelOrder', { order_id: input.orderId }, { signal })).data),
        privateStream: streamActor(stream),
      },
    }),
    { input: { symbol } },
  );
}

export function useSpotTradeFlow(rules: MarketRules) {
  const { client } = usePlatform();
  return useActorRef(
    spotTradeFlow.provide({
      actors: {
        placeOrder: fromPromise<PlacedOrder, { order: OrderRequest; rtoken: string }>(async ({ input, signal }) =>
          (await client.call('spotOrder', input.order, { rtoken: input.rtoken, signal, quiet: true })).data),
      },
    }),
    { input: { rules } },
  );
}
