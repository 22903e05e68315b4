// Runs the console's support flows through the operator's own client and the console's stream,
// which presents the operator's token (never the user's).
import { useActorRef } from '@xstate/react';
import { opsSupportQueueFlow } from '../../machines/ops-support-queue.flow';
import { opsSupportConversationFlow, type OpsSupportConversationActor } from '../../machines/ops-support-conversation.flow';
import { kycUploadFlow } from '../../machines/kyc-upload.flow';
import { selectOpsToken } from '../../machines/ops-session.flow';
import { opsSupportConversationServices, opsSupportQueueServices, opsSupportStream, opsSupportUploadWith } from '../../services/support';
import { useOps } from './ops-session';

function useConsoleStream() {
  const { session } = useOps();
  return opsSupportStream(() => selectOpsToken(session.getSnapshot()));
}

export function useSupportQueueFlow() {
  const { client } = useOps();
  const stream = useConsoleStream();
  return useActorRef(opsSupportQueueFlow.provide({ actors: opsSupportQueueServices(client, stream) }));
}

export function useSupportConversationFlow(id: string) {
  const { client } = useOps();
  const stream = useConsoleStream();
  return useActorRef(opsSupportConversationFlow.provide({ actors: opsSupportConversationServices(client, stream) }), { input: { id } });
}

/** The image slot of the answer being written: uploaded for this conversation, its id the answer's image. */
export function useAnswerImageSlot(flow: OpsSupportConversationActor, conversationId: string) {
  const { client } = useOps();
  return useActorRef(
    kycUploadFlow.provide({
      actors: { uploadImage: opsSupportUploadWith(client, conversationId) },
      actions: { reportUpload: ({ context }) => flow.send({ type: 'IMAGE', uploadId: context.uploadId ?? '' }) },
    }),
    { input: { purpose: 'supportReply' } },
  );
}
