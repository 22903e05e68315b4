// Runs the cancel-link flow of /addressCancel through the wire.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { addressCancelFlow } from '../../machines/address-cancel.flow';
import { addressCancelServices } from '../../services/withdrawals';

export function useAddressCancelFlow(token: string) {
  const { client } = usePlatform();
  return useActorRef(addressCancelFlow.provide({ actors: addressCancelServices(client) }), { input: { token } });
}
