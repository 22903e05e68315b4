// Runs the spot orders flow for every market (/dealList, /all) over the wire and the page's stream:
// one load of open orders and history, then live order updates from the private stream.
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { usePlatform } from '../../app/platform-context';
import type { ApiClient } from '../../services/api';
import { streamActor, type MarketStream } from '../../services/market-stream';
import { usePageStream } from '../../app/use-page-stream';
import { spotOrdersFlow, type OrdersSnapshot, type SpotOrder } from '../../machines/spot-orders.flow';

/** The flow with its services bound to a client and a stream (the screen's, or a test's). */
export function spotOrderListFlow(client: Pick<ApiClient, 'call'>, stream: Pick<MarketStream, 'subscribe'>) {
  return spotOrdersFlow.provide({
    actors: {
      loadOrders: fromPromise<OrdersSnapshot, { symbol: string | null }>(async ({ signal }) => {
        const [open, history] = await Promise.all([
          client.call('getDealList', { state: 'open' }, { signal }),
          client.call('getDealList', { state: 'history' }, { signal }),
        ]);
        return { open: open.data, history: history.data };
      }),
      cancelOrder: fromPromise<SpotOrder, { orderId: string }>(async ({ input, signal }) =>
        (await client.call('cancelOrder', { order_id: input.orderId }, { signal })).data),
      privateStream: streamActor(stream),
    },
  });
}

export function useSpotOrderList() {
  const { client } = usePlatform();
  const stream = usePageStream();
  return useActorRef(spotOrderListFlow(client, stream), { input: { symbol: null } });
}
