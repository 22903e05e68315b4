// Runs the security overview of /setting: `web/info` through the wire.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { securityOverviewFlow } from '../../machines/security-overview.flow';
import { loadSecurityWith } from '../../services/account';

export function useSecurityOverview() {
  const { client } = usePlatform();
  return useActorRef(securityOverviewFlow.provide({ actors: { loadSecurity: loadSecurityWith(client) } }));
}
