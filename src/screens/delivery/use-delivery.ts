// Runs the timed-contract flows over the wire and the page's stream: the desk (products with live
// marks, the balance, the notice), the order panel, and the orders list with its tab in the address.
import { useActorRef } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import type { DeliveryOrderTab } from '../../../api/lifecycles/delivery-order.lifecycle';
import { usePlatform } from '../../app/platform-context';
import { usePageStream } from '../../app/use-page-stream';
import { deliveryBuyFlow } from '../../machines/delivery-buy.flow';
import { deliveryDeskFlow, type DeliveryProduct } from '../../machines/delivery-desk.flow';
import { deliveryOrdersFlow, isDeliveryTab } from '../../machines/delivery-orders.flow';
import { deliveryBuyServices, deliveryDeskServices, deliveryOrdersServices } from '../../services/delivery';

export function useDeliveryDeskFlow(symbol: string) {
  const { client } = usePlatform();
  const stream = usePageStream();
  return useActorRef(deliveryDeskFlow.provide({ actors: deliveryDeskServices(client, stream) }), { input: { symbol } });
}

export function useDeliveryBuyFlow(product: DeliveryProduct, available: string, acknowledged: boolean) {
  const { client } = usePlatform();
  return useActorRef(deliveryBuyFlow.provide({ actors: deliveryBuyServices(client) }), { input: { product, available, acknowledged } });
}

export function useDeliveryOrdersFlow(tab: DeliveryOrderTab) {
  const { client } = usePlatform();
  return useActorRef(deliveryOrdersFlow.provide({ actors: deliveryOrdersServices(client) }), { input: { tab, now: Date.now } });
}

/** The tab the address names; open when it names none or an unknown one. */
export function useDeliveryTab(): [DeliveryOrderTab, (tab: DeliveryOrderTab) => void] {
  const [params, setParams] = useSearchParams();
  const named = params.get('tab');
  return [isDeliveryTab(named) ? named : 'open', (tab) => setParams({ tab })];
}
