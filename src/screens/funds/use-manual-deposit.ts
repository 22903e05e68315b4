// Runs the manual deposit flow and its credential upload through the wire.
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { UploadPurpose } from '../../../api/uploads';
import { usePlatform } from '../../app/platform-context';
import { kycUploadFlow, type ChosenFile } from '../../machines/kyc-upload.flow';
import { manualDepositFlow, type ManualDepositReceipt, type ManualDepositValues } from '../../machines/manual-deposit.flow';

export function useManualDepositFlow(input: { currency: string; chain: string }, records: { send(event: { type: 'REFRESH'; expectNew?: boolean }): void }) {
  const { client } = usePlatform();
  return useActorRef(
    manualDepositFlow.provide({
      actors: {
        submitClaim: fromPromise<ManualDepositReceipt, { values: ManualDepositValues; rtoken: string }>(async ({ input: { values, rtoken } }) =>
          (await client.call('manualDeposit', values, { rtoken, quiet: true })).data),
      },
      actions: { refreshRecords: () => records.send({ type: 'REFRESH' }) },
    }),
    { input },
  );
}

/** The credential image: the upload chart (shared with other image fields), reporting its id to the claim. */
export function useCredentialUpload(claim: ActorRefFrom<typeof manualDepositFlow>) {
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
        reportUpload: ({ context }) => claim.send({ type: 'FIELD_CHANGED', field: 'credential', value: context.uploadId ?? '' }),
      },
    }),
    { input: { purpose: 'depositCredential' } },
  );
}
