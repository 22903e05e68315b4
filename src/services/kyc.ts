// The wire behind the kyc area (api/endpoints/kyc.ts), the user's side: a level's state and form,
// and the three levels at a glance. The operator's review calls sit with the console (ops.ts).
import { fromPromise } from 'xstate';
import type { KycLevel } from '../../api/lifecycles/kyc-level';
import type { ApiClient } from './api';
import { kycLevelForms, type KycLevelLoaded, type KycLevelView } from '../machines/kyc-level.flow';

/**
 * A cancelled call has nothing to report and must not settle: when React mounts a flow twice
 * (StrictMode), the restarted flow would otherwise take the first one's abort as its answer.
 */
function unlessAborted<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  return work.catch((error) => {
    if (signal.aborted) return new Promise<never>(() => {});
    throw error;
  });
}

export function kycLevelServices(client: ApiClient) {
  return {
    loadLevel: fromPromise<KycLevelLoaded, { level: KycLevel }>(({ input, signal }) => unlessAborted(signal, (async () => {
      const { data } = await client.call('hasRenzheng', {}, { signal, quiet: true });
      return { view: data.levels.find((l) => l.level === input.level)!, nationality: data.nationality };
    })())),
    submitLevel: fromPromise<KycLevelView, { level: KycLevel; params: unknown; rtoken: string }>(async ({ input, signal }) => {
      const { data } = await client.call(kycLevelForms[input.level].call, input.params as never, { rtoken: input.rtoken, signal, quiet: true });
      return data as KycLevelView;
    }),
  };
}

/** The levels at a glance (/sfyz, /authentication), for the shared resource flow. */
export function kycOverviewServices(client: ApiClient) {
  return {
    loadResource: fromPromise<unknown, unknown>(({ signal }) => unlessAborted(signal, client.call('hasRenzheng', {}, { signal, quiet: true }).then((r) => r.data))),
  };
}
