// Runs the manual deposit flow and its credential upload through the wire.
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { usePlatform } from '../../app/platform-context';
import { kycUploadFlow } from '../../machines/kyc-upload.flow';
import { manualDepositFlow } from '../../machines/manual-deposit.flow';
import { submitClaimWith } from '../../services/funds';
import { uploadImageWith } from '../../services/uploads';

export function useManualDepositFlow(input: { currency: string; chain: string }, records: { send(event: { type: 'REFRESH'; expectNew?: boolean }): void }) {
  const { client } = usePlatform();
  return useActorRef(
    manualDepositFlow.provide({
      actors: { submitClaim: submitClaimWith(client) },
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
      actors: { uploadImage: uploadImageWith(client) },
      actions: {
        reportUpload: ({ context }) => claim.send({ type: 'FIELD_CHANGED', field: 'credential', value: context.uploadId ?? '' }),
      },
    }),
    { input: { purpose: 'depositCredential' } },
  );
}
