// Runs the contract money history flow over the wire.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { contractHistoryFlow } from '../../machines/contract-history.flow';
import { contractHistoryServices } from '../../services/contract-positions';

/** The flow with its services bound to a client (the screen's, or a test's). */
export function contractHistoryFlowWith(...wire: Parameters<typeof contractHistoryServices>) {
  return contractHistoryFlow.provide({ actors: contractHistoryServices(...wire) });
}

export function useContractHistory() {
  const { client } = usePlatform();
  return useActorRef(contractHistoryFlowWith(client));
}
