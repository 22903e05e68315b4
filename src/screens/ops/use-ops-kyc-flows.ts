// Runs the console's verification review through the operator's own client: the queue, one item,
// its decisions, and its images fetched as files for object URLs.
import { useEffect, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { opsQueueFlow } from '../../machines/ops-queue.flow';
import { opsKycReviewFlow, type OpsKycDecision, type OpsKycDetail, type OpsKycItem } from '../../machines/ops-kyc-review.flow';
import { useOps } from './ops-session';

export function useKycQueueFlow() {
  const { client } = useOps();
  return useActorRef(opsQueueFlow.provide({
    actors: { loadQueue: fromPromise<unknown[], void>(async ({ signal }) => (await client.call('opsKycQueue', {}, { signal, quiet: true })).data) },
  }));
}

const decisionCalls = { approve: 'opsKycApprove', reject: 'opsKycReject' } as const;

export function useKycReviewFlow(id: string) {
  const { client } = useOps();
  return useActorRef(opsKycReviewFlow.provide({
    actors: {
      loadDetail: fromPromise<OpsKycDetail, { id: string }>(async ({ input, signal }) => (await client.call('opsKycDetail', { id: input.id }, { signal, quiet: true })).data),
      decide: fromPromise<OpsKycItem, { id: string; decision: OpsKycDecision; reason: string; rtoken: string }>(async ({ input, signal }) =>
        (await client.call(decisionCalls[input.decision], { id: input.id, reason: input.reason }, { signal, rtoken: input.rtoken, quiet: true })).data),
    },
  }), { input: { id } });
}

/** An upload shown to the reviewer: fetched with the operator's session, released when left. */
export function useReviewerImage(uploadId: string): { url: string | null; failed: boolean } {
  const { client } = useOps();
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    const abort = new AbortController();
    let url: string | null = null;
    client.download('opsGetUpload', { id: uploadId }, { signal: abort.signal, quiet: true }).then(
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
