// Runs the console's verification review through the operator's own client: the queue, one item,
// its decisions, and its images fetched as files for object URLs.
import { useActorRef } from '@xstate/react';
import { opsQueueFlow } from '../../machines/ops-queue.flow';
import { opsKycReviewFlow } from '../../machines/ops-kyc-review.flow';
import { downloadReviewImage, kycQueueServices, kycReviewServices } from '../../services/ops';
import { useOps } from './ops-session';
import { useDownloadedImage, type DownloadedImage } from '../../components/media/use-downloaded-image';

export function useKycQueueFlow() {
  const { client } = useOps();
  return useActorRef(opsQueueFlow.provide({ actors: kycQueueServices(client) }));
}

export function useKycReviewFlow(id: string) {
  const { client } = useOps();
  return useActorRef(opsKycReviewFlow.provide({ actors: kycReviewServices(client) }), { input: { id } });
}

/** An upload shown to the reviewer: fetched with the operator's session, released when left. */
export function useReviewerImage(uploadId: string): DownloadedImage {
  const { client } = useOps();
  return useDownloadedImage(client, uploadId, (signal) => downloadReviewImage(client, uploadId, signal));
}
