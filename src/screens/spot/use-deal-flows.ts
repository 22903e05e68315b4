// Runs the three flows of /deal over the wire and the page's stream: the live market (rules,
// book, trades, candles), the user's orders and balances, and the order form.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { orderBookFlow, type MarketRules } from '../../machines/order-book.flow';
import { spotOrdersFlow } from '../../machines/spot-orders.flow';
import { spotTradeFlow } from '../../machines/spot-trade.flow';
import { orderBookServices, spotOrdersServices, spotTradeServices } from '../../services/spot';
import { usePageStream } from '../../app/use-page-stream';

export function useOrderBookFlow(symbol: string) {
  const { client } = usePlatform();
  const stream = usePageStream();
  return useActorRef(orderBookFlow.provide({ actors: orderBookServices(client, stream) }), { input: { symbol } });
}

export function useSpotOrdersFlow(symbol: string) {
  const { client } = usePlatform();
  const stream = usePageStream();
  return useActorRef(spotOrdersFlow.provide({ actors: spotOrdersServices(client, stream) }), { input: { symbol } });
}

export function useSpotTradeFlow(rules: MarketRules) {
  const { client } = usePlatform();
  return useActorRef(spotTradeFlow.provide({ actors: spotTradeServices(client) }), { input: { rules } });
}
