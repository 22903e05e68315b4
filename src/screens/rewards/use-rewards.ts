// Runs the rewards flow over the wire.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { rewardsFlow } from '../../machines/rewards.flow';
import { rewardsServices } from '../../services/rewards';

export function useRewardsFlow() {
  const { client } = usePlatform();
  return useActorRef(rewardsFlow.provide({ actors: rewardsServices(client) }));
}
