// Runs the spot orders flow for every market (/dealList, /all) over the wire and the page's stream:
// one load of open orders and history, then live order updates from the private stream.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { usePageStream } from '../../app/use-page-stream';
import { spotOrdersFlow } from '../../machines/spot-orders.flow';
import { spotOrderListServices } from '../../services/spot';

/** The flow with its services bound to a client and a stream (the screen's, or a test's). */
export function spotOrderListFlow(...wire: Parameters<typeof spotOrderListServices>) {
  return spotOrdersFlow.provide({ actors: spotOrderListServices(...wire) });
}

export function useSpotOrderList() {
  const { client } = usePlatform();
  const stream = usePageStream();
  return useActorRef(spotOrderListFlow(client, stream), { input: { symbol: null } });
}
