// Runs the console's custody list through the operator's own client.
import { useActorRef } from '@xstate/react';
import { opsQueueFlow } from '../../machines/ops-queue.flow';
import { sweepListServices } from '../../services/custody';
import { useOps } from './ops-session';

export function useSweepListFlow() {
  const { client } = useOps();
  return useActorRef(opsQueueFlow.provide({ actors: sweepListServices(client) }));
}
