// Runs the verification flows through the wire: a level's state and form, and one image slot each.
import { useActorRef } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { UploadPurpose } from '../../../api/uploads';
import type { KycLevel } from '../../../api/lifecycles/kyc-level';
import { usePlatform } from '../../app/platform-context';
import { kycLevelFlow } from '../../machines/kyc-level.flow';
import { kycUploadFlow } from '../../machines/kyc-upload.flow';
import { resourceFlow } from '../../machines/resource.flow';
import { kycLevelServices, kycOverviewServices } from '../../services/kyc';
import { uploadImageWith } from '../../services/uploads';

export type KycLevelActor = ActorRefFrom<typeof kycLevelFlow>;

export function useKycLevelFlow(level: KycLevel) {
  const { client } = usePlatform();
  return useActorRef(kycLevelFlow.provide({ actors: kycLevelServices(client) }), { input: { level } });
}

/** One image slot of a form; its upload id fills `field` of the level's form. */
export function useKycUploadFlow(purpose: UploadPurpose, level: KycLevelActor, field: string) {
  const { client } = usePlatform();
  return useActorRef(
    kycUploadFlow.provide({
      actors: { uploadImage: uploadImageWith(client) },
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
  return useActorRef(resourceFlow.provide({ actors: kycOverviewServices(client) }), { input: null });
}
