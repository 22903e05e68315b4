// Runs the member's support flow over the wire and the page's stream, with its image slot.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { usePageStream } from '../../app/use-page-stream';
import { useDownloadedImage, type DownloadedImage } from '../../components/media/use-downloaded-image';
import { kycUploadFlow } from '../../machines/kyc-upload.flow';
import { supportChatFlow, type SupportChatActor } from '../../machines/support-chat.flow';
import { downloadSupportImage, supportChatServices } from '../../services/support';
import { uploadImageWith } from '../../services/uploads';

export function useSupportChatFlow() {
  const { client } = usePlatform();
  const stream = usePageStream();
  return useActorRef(supportChatFlow.provide({ actors: supportChatServices(client, stream) }));
}

/** The image slot of the message being written: its upload id is the message's image. */
export function useSupportImageSlot(chat: SupportChatActor) {
  const { client } = usePlatform();
  return useActorRef(
    kycUploadFlow.provide({
      actors: { uploadImage: uploadImageWith(client) },
      actions: { reportUpload: ({ context }) => chat.send({ type: 'IMAGE', uploadId: context.uploadId ?? '' }) },
    }),
    { input: { purpose: 'supportImage' } },
  );
}

/** An image the member attached, fetched with their session. */
export function useSupportImage(uploadId: string): DownloadedImage {
  const { client } = usePlatform();
  return useDownloadedImage(client, uploadId, (signal) => downloadSupportImage(client, uploadId, signal));
}
