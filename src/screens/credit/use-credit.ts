// Runs the credit score page's flow over the wire.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { creditFlow } from '../../machines/credit.flow';
import { creditServices } from '../../services/credit';

export function useCreditFlow() {
  const { client } = usePlatform();
  return useActorRef(creditFlow.provide({ actors: creditServices(client) }));
}
