// The wire behind the timed-contract screens (api/endpoints/delivery.ts): the product table with
// the marks, the spot USDT to stake (web/getAsset2), the risk notice and its acknowledgement,
// buying, and the user's orders. One services object per flow.
import { fromPromise } from 'xstate';
import type { DeliveryOrderTab } from '../../api/lifecycles/delivery-order.lifecycle';
import type { ApiClient } from './api';
import { streamActor, type MarketStream } from './market-stream';
import type { BoughtOrder, BuyRequest } from '../machines/delivery-buy.flow';
import type { DeliveryDesk, DeliveryDeskRefresh } from '../machines/delivery-desk.flow';
import type { DeliveryOrder } from '../machines/delivery-orders.flow';

type WireCaller = Pick<ApiClient, 'call'>;
type Stream = Pick<MarketStream, 'subscribe'>;

/** The spot account's available USDT, the balance a timed order stakes. */
async function spotUsdt(client: WireCaller, signal: AbortSignal) {
  const { data } = await client.call('getAsset2', {}, { signal });
  return data.assets.find((row) => row.currency === 'USDT')?.available ?? '0';
}

export function deliveryDeskServices(client: WireCaller, stream: Stream) {
  return {
    loadDesk: fromPromise<DeliveryDesk, void>(async ({ signal }) => {
      const [catalogue, available, notice] = await Promise.all([
        client.call('deliveryProducts', {}, { signal }),
        spotUsdt(client, signal),
        client.call('deliveryRiskNotice', {}, { signal }),
      ]);
      return { ...catalogue.data, available, acknowledged: notice.data.acknowledged_at !== null };
    }),
    refreshDesk: fromPromise<DeliveryDeskRefresh, void>(async ({ signal }) => {
      const [catalogue, available] = await Promise.all([client.call('deliveryProducts', {}, { signal }), spotUsdt(client, signal)]);
      return { ...catalogue.data, available };
    }),
    markStream: streamActor(stream),
  };
}

export function deliveryBuyServices(client: WireCaller) {
  return {
    acknowledgeRisk: fromPromise<{ acknowledged_at: number }, void>(async ({ signal }) =>
      (await client.call('deliveryAcknowledgeRisk', {}, { signal, quiet: true })).data),
    buy: fromPromise<BoughtOrder, { request: BuyRequest; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('deliveryBuy', input.request, { rtoken: input.rtoken, signal, quiet: true })).data),
  };
}

export function deliveryOrdersServices(client: WireCaller) {
  return {
    loadOrders: fromPromise<DeliveryOrder[], { tab: DeliveryOrderTab }>(async ({ input, signal }) =>
      (await client.call('deliveryOrders', { tab: input.tab }, { signal })).data),
  };
}
