// The wire behind the sessions and devices screen (api/endpoints/devices.ts).
import { fromPromise } from 'xstate';
import type { ApiClient } from './api';
import type { DevicesView } from '../machines/devices-sessions.flow';

export function devicesServices(client: ApiClient) {
  return {
    loadDevices: fromPromise<DevicesView, void>(async ({ signal }) => {
      const [sessions, history] = await Promise.all([
        client.call('sessions', {}, { signal, quiet: true }),
        client.call('loginHistory', {}, { signal, quiet: true }),
      ]);
      return { sessions: sessions.data, history: history.data };
    }),
    signOutSession: fromPromise<null, { id: string }>(async ({ input, signal }) => {
      await client.call('signOutSession', { id: input.id }, { signal, quiet: true });
      return null;
    }),
    signOutOtherSessions: fromPromise<null, void>(async ({ signal }) => {
      await client.call('signOutOtherSessions', {}, { signal, quiet: true });
      return null;
    }),
  };
}
