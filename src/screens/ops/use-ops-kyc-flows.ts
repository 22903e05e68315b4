// Runs the console's verification review through the operator's own client: the queue, one item,
// its decisions, and its images fetched as files for object URLs.
import { useEffect, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { opsQueueFlow } from '../../machines/ops-queue.flow';
import { opsKycReviewFlow } from '../../machines/ops-kyc-review.flow';
import { downloadReviewImage, kycQueueServices, kycReviewServices } from '../../services/ops';
import { useOps } from './ops-session';

export function useKycQueueFlow() {
  const { client } = useOps();
  return useActorRef(opsQueueFlow.provide({ actors: kycQueueServices(client) }));
}

export function useKycReviewFlow(id: string) {
  const { client } = useOps();
  return useActorRef(opsKycReviewFlow.provide({ actors: kycReviewServices(client) }), { input: { id } });
}

/** An upload shown to the reviewer: fetched with the operator's session, released when left. */
export function useReviewerImage(uploadId: string): { url: string | null; failed: boolean } {
  const { client } = useOps();
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    downloadReviewImage(client, uploadId, abort.signal).then(
      (blob) => { url = URL.createObjectURL(blob); setState({ url, failed: false }); },
      () => { if (!abort.signal.aborted) setState({ url: null, failed: true }); },
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [client, uploadId]);
  return state;
}
