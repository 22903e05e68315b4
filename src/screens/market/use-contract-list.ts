// Runs the contracts tab's flow over the wire and the page's stream: the instruments from
// web/contractInstruments, their marks kept live by the `mark:<symbol>` channels.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { usePageStream } from '../../app/use-page-stream';
import { contractListFlow } from '../../machines/contract-list.flow';
import { contractListServices } from '../../services/contract';

export function useContractList() {
  const { client } = usePlatform();
  const stream = usePageStream();
  return useActorRef(contractListFlow.provide({ actors: contractListServices(client, stream) }));
}
