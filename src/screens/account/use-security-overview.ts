// Runs the security overview of /setting: `web/info` through the wire.
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { usePlatform } from '../../app/platform-context';
import { securityOverviewFlow, type SecurityOverview } from '../../machines/security-overview.flow';

export function useSecurityOverview() {
  const { client } = usePlatform();
  return useActorRef(
    securityOverviewFlow.provide({
      actors: {
        loadSecurity: fromPromise<SecurityOverview, void>(async ({ signal }) => (await client.call('info', {}, { signal })).data),
      },
    }),
  );
}
