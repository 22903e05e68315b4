// The wire behind support (api/endpoints/support.ts): the member's conversation and writing, with
// the private `support` channel; the console's queue, conversation, answering and closing, with the
// operator channel `ops:support` on a stream of its own that presents the operator's token.
import { fromPromise } from 'xstate';
import type { ApiClient } from './api';
import { createMarketStream, streamActor, type MarketStream } from './market-stream';
import type { SupportConversationState } from '../../api/lifecycles/support-conversation.lifecycle';
import type { SupportSendRequest } from '../machines/support-chat.flow';
import type { SupportConversation, SupportMessage, SupportThread } from '../machines/support-thread';
import type { OpsSupportRow } from '../machines/ops-support-queue.flow';
import type { AnswerRequest, OpsSupportConversation, OpsSupportDetail } from '../machines/ops-support-conversation.flow';
import type { ChosenFile } from '../machines/kyc-upload.flow';
import type { UploadPurpose } from '../../api/uploads';

type WireCaller = Pick<ApiClient, 'call'>;
type Stream = Pick<MarketStream, 'subscribe'>;

export function supportChatServices(client: WireCaller, stream: Stream) {
  return {
    loadConversation: fromPromise<SupportThread, void>(async ({ signal }) => (await client.call('supportConversation', {}, { signal })).data),
    sendMessage: fromPromise<{ conversation: SupportConversation; message: SupportMessage }, { request: SupportSendRequest; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('supportSend', input.request, { rtoken: input.rtoken, signal, quiet: true })).data),
    privateStream: streamActor(stream),
  };
}

/** An image of the member's conversation (theirs or support's), fetched with their session. */
export function downloadSupportImage(client: Pick<ApiClient, 'download'>, uploadId: string, signal: AbortSignal): Promise<Blob> {
  return client.download('supportImage', { id: uploadId }, { signal, quiet: true });
}

let consoleStream: MarketStream | null = null;

/** The console's one stream, authenticated with the operator's token (never the user's). */
export function opsSupportStream(getToken: () => string | null): MarketStream {
  if (typeof window === 'undefined') return createMarketStream({ url: 'ws://localhost/ws', getToken, operator: true });
  if (!consoleStream) {
    const { protocol, host } = window.location;
    consoleStream = createMarketStream({ url: `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/ws`, getToken, operator: true });
  }
  return consoleStream;
}

export function opsSupportQueueServices(client: WireCaller, stream: Stream) {
  return {
    loadQueue: fromPromise<OpsSupportRow[], { state: SupportConversationState }>(async ({ input, signal }) =>
      (await client.call('opsSupportQueue', { state: input.state }, { signal, quiet: true })).data),
    opsStream: streamActor(stream),
  };
}

export function opsSupportConversationServices(client: WireCaller, stream: Stream) {
  return {
    loadDetail: fromPromise<OpsSupportDetail, { id: string }>(async ({ input, signal }) => (await client.call('opsSupportDetail', { id: input.id }, { signal, quiet: true })).data),
    answer: fromPromise<{ conversation: OpsSupportConversation; message: SupportMessage }, AnswerRequest>(async ({ input, signal }) => {
      const { rtoken, ...params } = input;
      return (await client.call('opsSupportAnswer', params, { rtoken, signal, quiet: true })).data;
    }),
    close: fromPromise<OpsSupportConversation, { id: string; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('opsSupportClose', { id: input.id }, { rtoken: input.rtoken, signal, quiet: true })).data),
    opsStream: streamActor(stream),
  };
}

/** The image slot of staff's answer: an upload for this conversation, with its progress. */
export const opsSupportUploadWith = (client: Pick<ApiClient, 'upload'>, conversationId: string) =>
  // The purpose is always supportReply here: the server sets it for the conversation's member.
  fromPromise<{ id: string }, { file: ChosenFile; purpose: UploadPurpose; onProgress: (p: number) => void }>(async ({ input, signal }) => {
    const { data } = await client.upload('opsSupportUploadImage', { id: conversationId }, input.file.blob as Blob, input.file.name, {
      signal, quiet: true, onProgress: input.onProgress,
    });
    return { id: data.id };
  });
