// Runs the verification flows through the wire: a level's state and form, and one image slot each.
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { UploadPurpose } from '../../../api/uploads';
import type { KycLevel } from '../../../api/lifecycles/kyc-level';
import { usePlatform } from '../../app/platform-context';
import { kycLevelFlow, kycLevelForms, type KycLevelLoaded, type KycLevelView } from '../../machines/kyc-level.flow';
import { kycUploadFlow, type ChosenFile } from '../../machines/kyc-upload.flow';
import { resourceFlow } from '../../machines/resource.flow';

export type KycLevelActor = ActorRefFrom<typeof kycLevelFlow>;

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

export function useKycLevelFlow(level: KycLevel) {
  const { client } = usePlatform();
  return useActorRef(
    kycLevelFlow.provide({
      actors: {
        loadLevel: fromPromise<KycLevelLoaded, { level: KycLevel }>(({ input, signal }) => unlessAborted(signal, (async () => {
          const { data } = await client.call('hasRenzheng', {}, { signal, quiet: true });
          return { view: data.levels.find((l) => l.level === input.level)!, nationality: data.nationality };
        })())),
        submitLevel: fromPromise<KycLevelView, { level: KycLevel; params: unknown; rtoken: string }>(async ({ input, signal }) => {
          const { data } = await client.call(kycLevelForms[input.level].call, input.params as never, { rtoken: input.rtoken, signal, quiet: true });
          return data as KycLevelView;
        }),
      },
    }),
    { input: { level } },
  );
}

/** One image slot of a form; its upload id fills `field` of the level's form. */
export function useKycUploadFlow(purpose: UploadPurpose, level: KycLevelActor, field: string) {
  const { client } = usePlatform();
  return useActorRef(
    kycUploadFlow.provide({
      actors: {
        uploadImage: fromPromise<{ id: string }, { file: ChosenFile; purpose: UploadPurpose; onProgress: (p: number) => void }>(async ({ input, signal }) => {
          const { data } = await client.upload('uploadImage', { purpose: input.purpose }, input.file.blob as Blob, input.file.name, {
            signal, quiet: true, onProgress: input.onProgress,
          });
          return { id: data.id };
        }),
      },
      actions: {
        reportUpload: ({ context }) => level.send({ type: 'FIELD_CHANGED', field, value: context.uploadId ?? '' }),
      },
    }),
    { input: { purpose } },
  );
}

/** The three levels at a glance (/sfyz, /authentication), through the shared resource flow. */
export function useKycOverview() {
  const { client } = usePlatform();
  return useActorRef(
    resourceFlow.provide({
      actors: {
        loadResource: fromPromise<unknown, unknown>(({ signal }) => unlessAborted(signal, client.call('hasRenzheng', {}, { signal, quiet: true }).then((r) => r.data))),
      },
    }),
    { input: null },
  );
}
