// Runs the console's support flows through the operator's own client and the console's stream,
// which presents the operator's token (never the user's).
import { useActorRef } from '@xstate/react';
import { opsSupportQueueFlow } from '../../machines/ops-support-queue.flow';
import { opsSupportConversationFlow } from '../../machines/ops-support-conversation.flow';
import { selectOpsToken } from '../../machines/ops-session.flow';
import { opsSupportConversationServices, opsSupportQueueServices, opsSupportStream } from '../../services/support';
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
