// Runs the withdrawal flow of /money through the wire. Refusals are shown in the form, so the
// calls are quiet (no toast on top of the form's own message).
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { withdrawalFlow } from '../../machines/withdrawal.flow';
import { withdrawalServices } from '../../services/withdrawals';

export function useWithdrawalFlow() {
  const { client } = usePlatform();
  return useActorRef(withdrawalFlow.provide({ actors: withdrawalServices(client) }));
}
