// Runs the promotion page's flow over the wire.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { promotionFlow } from '../../machines/referral-promotion.flow';
import { promotionServices } from '../../services/referral';

export function usePromotionFlow() {
  const { client } = usePlatform();
  return useActorRef(promotionFlow.provide({ actors: promotionServices(client) }));
}
