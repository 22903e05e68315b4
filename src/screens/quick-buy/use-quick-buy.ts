// Runs the quick purchase flows over the wire: the coin list of /kjmbSelect and the purchase of /kjmb.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { quickBuyFlow } from '../../machines/quick-buy.flow';
import { resourceFlow } from '../../machines/resource.flow';
import { quickBuyServices, quickCoinServices } from '../../services/quick-buy';

export function useQuickCoins() {
  const { client } = usePlatform();
  return useActorRef(resourceFlow.provide({ actors: quickCoinServices(client) }), { input: null });
}

export function useQuickBuyFlow(symbol: string) {
  const { client } = usePlatform();
  return useActorRef(quickBuyFlow.provide({ actors: quickBuyServices(client) }), { input: { symbol } });
}
