// Runs the address book flow of /address through the wire; the chains offered are the policy's.
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { usePlatform } from '../../app/platform-context';
import type { WithdrawAddress } from '../../machines/withdrawal.flow';
import { withdrawAddressFlow, type AddressBook, type NewAddress } from '../../machines/withdraw-address.flow';

export function useWithdrawAddressFlow() {
  const { client } = usePlatform();
  return useActorRef(
    withdrawAddressFlow.provide({
      actors: {
        loadAddressBook: fromPromise<AddressBook, void>(async ({ signal }) => {
          const [addresses, policy] = await Promise.all([
            client.call('withdrawAddresses', {}, { signal, quiet: true }),
            client.call('getWithdrawPolicy', { currency: 'USDT' }, { signal, quiet: true }),
          ]);
          return { addresses: addresses.data, chains: policy.data.chains };
        }),
        addAddress: fromPromise<WithdrawAddress, { address: NewAddress; rtoken: string }>(async ({ input, signal }) =>
          (await client.call('addWithdrawAddress', input.address, { rtoken: input.rtoken, signal, quiet: true })).data),
        deleteAddress: fromPromise<null, { id: string }>(async ({ input, signal }) => {
          await client.call('deleteWithdrawAddress', { id: input.id }, { signal, quiet: true });
          return null;
        }),
      },
    }),
  );
}
