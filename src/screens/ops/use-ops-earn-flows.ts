// Runs the console's early-redemption review through the operator's own client: the queue and one item.
import { useActorRef } from '@xstate/react';
import { opsQueueFlow } from '../../machines/ops-queue.flow';
import { opsRedemptionReviewFlow } from '../../machines/ops-redemption-review.flow';
import { redemptionQueueServices, redemptionReviewServices } from '../../services/ops';
import { useOps } from './ops-session';

export function useRedemptionQueueFlow() {
  const { client } = useOps();
  return useActorRef(opsQueueFlow.provide({ actors: redemptionQueueServices(client) }));
}

export function useRedemptionReviewFlow(id: string) {
  const { client } = useOps();
  return useActorRef(opsRedemptionReviewFlow.provide({ actors: redemptionReviewServices(client) }), { input: { id } });
}
