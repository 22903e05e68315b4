// Runs the "allowlist only" flow of /address through the wire.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { allowlistModeFlow } from '../../machines/allowlist-mode.flow';
import { allowlistModeServices } from '../../services/withdrawals';

export function useAllowlistModeFlow() {
  const { client } = usePlatform();
  return useActorRef(allowlistModeFlow.provide({ actors: allowlistModeServices(client) }));
}
