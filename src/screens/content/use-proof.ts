// Runs the proof-of-liabilities section of /security over the wire.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { proofFlow } from '../../machines/proof.flow';
import { proofServices } from '../../services/proof';

export function useProofFlow() {
  const { client } = usePlatform();
  return useActorRef(proofFlow.provide({ actors: proofServices(client) }));
}
