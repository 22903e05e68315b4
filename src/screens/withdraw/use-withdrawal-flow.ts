// Runs the withdrawal flow of /money through the wire. Refusals are shown in the form, so the
// calls are quiet (no toast on top of the form's own message).
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { usePlatform } from '../../app/platform-context';
import { withdrawalFlow, type WithdrawalRecord, type WithdrawSetup, type WithdrawSubmission } from '../../machines/withdrawal.flow';

export function useWithdrawalFlow() {
  const { client } = usePlatform();
  return useActorRef(
    withdrawalFlow.provide({
      actors: {
        loadSetup: fromPromise<WithdrawSetup, void>(async ({ signal }) => {
          const [policy, addresses] = await Promise.all([
            client.call('getWithdrawPolicy', { currency: 'USDT' }, { signal, quiet: true }),
            client.call('withdrawAddresses', {}, { signal, quiet: true }),
          ]);
          return { policy: policy.data, addresses: addresses.data };
        }),
        checkTpwd: fromPromise<{ set: boolean }, void>(async ({ signal }) => (await client.call('hasTpassword', {}, { signal, quiet: true })).data),
        submitWithdrawal: fromPromise<WithdrawalRecord, { submission: WithdrawSubmission; rtoken: string }>(async ({ input: { submission, rtoken }, signal }) => {
          const options = { rtoken, signal, quiet: true };
          if (submission.call === 'withdraw') return (await client.call('withdraw', submission.params, options)).data;
          return (await client.call('bankWithdraw', submission.params, options)).data;
        }),
      },
    }),
  );
}
