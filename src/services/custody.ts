// The wire behind the console's custody section (api/endpoints/custody.ts): the list of sweeps.
import { fromPromise } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { Api } from '../../api/registry';
import type { OpsClient } from './ops';

export type OpsSweep = DataOf<Api['opsSweeps']>[number];

export function sweepListServices(client: OpsClient) {
  return { loadQueue: fromPromise<unknown[], void>(async ({ signal }) => (await client.call('opsSweeps', {}, { signal, quiet: true })).data) };
}
