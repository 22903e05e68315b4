// Runs the withdrawal records flow of /tbjl through the wire.
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { usePlatform } from '../../app/platform-context';
import type { WithdrawalRecord } from '../../machines/withdrawal.flow';
import { withdrawRecordsFlow } from '../../machines/withdraw-records.flow';

export function useWithdrawRecordsFlow() {
  const { client } = usePlatform();
  return useActorRef(
    withdrawRecordsFlow.provide({
      actors: {
        loadRecords: fromPromise<WithdrawalRecord[], void>(async ({ signal }) => (await client.call('withdrawRecords', {}, { signal, quiet: true })).data),
        cancelWithdrawal: fromPromise<WithdrawalRecord, { id: string }>(async ({ input, signal }) =>
          (await client.call('cancelWithdraw', { id: input.id }, { signal, quiet: true })).data),
      },
    }),
  );
}
