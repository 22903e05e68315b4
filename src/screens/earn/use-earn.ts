// Runs the AI Earn flows over the wire: the products page, the buy page, the orders list with its
// tab in the address, and one order's early redemption.
import { useActorRef } from '@xstate/react';
import { useSearchParams } from 'react-router-dom';
import type { CustodyOrderTab } from '../../../api/lifecycles/custody-order.lifecycle';
import { usePlatform } from '../../app/platform-context';
import { earnBuyFlow } from '../../machines/earn-buy.flow';
import { earnOrdersFlow, isEarnTab } from '../../machines/earn-orders.flow';
import { earnProductsFlow } from '../../machines/earn-products.flow';
import { earnRedeemFlow } from '../../machines/earn-redeem.flow';
import type { CustodyOrder } from '../../machines/earn-terms';
import { earnBuyServices, earnOrdersServices, earnProductsServices, earnRedeemServices } from '../../services/earn';

export function useEarnProductsFlow() {
  const { client } = usePlatform();
  return useActorRef(earnProductsFlow.provide({ actors: earnProductsServices(client) }));
}

export function useEarnBuyFlow(id: string) {
  const { client } = usePlatform();
  return useActorRef(earnBuyFlow.provide({ actors: earnBuyServices(client) }), { input: { id } });
}

export function useEarnOrdersFlow(tab: CustodyOrderTab) {
  const { client } = usePlatform();
  return useActorRef(earnOrdersFlow.provide({ actors: earnOrdersServices(client) }), { input: { tab } });
}

export function useEarnRedeemFlow(order: CustodyOrder) {
  const { client } = usePlatform();
  return useActorRef(earnRedeemFlow.provide({ actors: earnRedeemServices(client) }), { input: { order } });
}

/** The tab the address names; held when it names none or an unknown one. */
export function useEarnTab(): [CustodyOrderTab, (tab: CustodyOrderTab) => void] {
  const [params, setParams] = useSearchParams();
  const named = params.get('tab');
  return [isEarnTab(named) ? named : 'held', (tab) => setParams({ tab })];
}
