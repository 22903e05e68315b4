// Runs the new-coin subscription flows over the wire: the zone's projects, subscribing to one
// project, and the user's subscriptions.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { mySubscriptionsFlow } from '../../machines/launchpad-subscriptions.flow';
import { subscribeFlow } from '../../machines/launchpad-subscribe.flow';
import { newcoinZoneFlow } from '../../machines/launchpad-zone.flow';
import { mySubscriptionsServices, newcoinZoneServices, subscribeServices } from '../../services/launchpad';

export function useNewcoinZoneFlow() {
  const { client } = usePlatform();
  return useActorRef(newcoinZoneFlow.provide({ actors: newcoinZoneServices(client) }));
}

export function useSubscribeFlow(id: string) {
  const { client } = usePlatform();
  return useActorRef(subscribeFlow.provide({ actors: subscribeServices(client) }), { input: { id } });
}

export function useMySubscriptionsFlow() {
  const { client } = usePlatform();
  return useActorRef(mySubscriptionsFlow.provide({ actors: mySubscriptionsServices(client) }));
}
