// Runs the address book flow of /address through the wire; the chains offered are the policy's.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { withdrawAddressFlow } from '../../machines/withdraw-address.flow';
import { withdrawAddressServices } from '../../services/withdrawals';

export function useWithdrawAddressFlow() {
  const { client } = usePlatform();
  return useActorRef(withdrawAddressFlow.provide({ actors: withdrawAddressServices(client) }));
}
