// Runs the withdrawal records flow of /tbjl through the wire.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { withdrawRecordsFlow } from '../../machines/withdraw-records.flow';
import { withdrawRecordsServices } from '../../services/withdrawals';

export function useWithdrawRecordsFlow() {
  const { client } = usePlatform();
  return useActorRef(withdrawRecordsFlow.provide({ actors: withdrawRecordsServices(client) }));
}
