// Runs the sessions and devices flow of /devices through the wire.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { devicesSessionsFlow } from '../../machines/devices-sessions.flow';
import { devicesServices } from '../../services/devices';

export function useDevicesFlow() {
  const { client } = usePlatform();
  return useActorRef(devicesSessionsFlow.provide({ actors: devicesServices(client) }));
}
