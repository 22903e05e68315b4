// The member's side of support (/service): load the conversation, then write (text, an image, or
// both) while new messages arrive live on the private `support` channel. A refused message keeps
// the draft and says why; a retry of the same draft keeps its rtoken, so it is sent once.
import { assign, fromCallback, not, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { SUPPORT_TEXT_MAX } from '../../api/support-rules';
import { service } from './service';
import { refusalOf, rtokenForSubmission, type Refusal } from './form-validation';
import { streamed, withMessages, type SupportConversation, type SupportMessage, type SupportThread } from './support-thread';

export interface SupportChatContext {
  conversation: SupportConversation | null;
  messages: SupportMessage[];
  text: string;
  /** The attached image's upload id ('' when none). */
  image: string;
  /** An image is still uploading: the message waits for it rather than leaving without it. */
  uploading: boolean;
  /** A message key of the form's own check, before anything is sent. */
  problem: string | null;
  refusal: Refusal | null;
  rtoken: string | null;
}

export interface SupportSendRequest { text?: string; image?: string }

export type SupportChatEvent =
  | { type: 'TEXT'; value: string }
  | { type: 'IMAGE'; uploadId: string }
  | { type: 'UPLOADING'; busy: boolean }
  | { type: 'SEND' }
  | { type: 'RETRY' }
  | { type: 'STREAM'; messages: { channel: string; data?: unknown }[] };

const draftOf = (c: SupportChatContext): SupportSendRequest => ({ ...(c.text.trim() ? { text: c.text.trim() } : {}), ...(c.image ? { image: c.image } : {}) });

export const supportChatFlow = setup({
  types: {} as { context: SupportChatContext; events: SupportChatEvent },
  actors: {
    loadConversation: service<SupportThread>('loadConversation'),
    sendMessage: service<{ conversation: SupportConversation; message: SupportMessage }, { request: SupportSendRequest; rtoken: string }>('sendMessage'),
    privateStream: fromCallback<{ type: string }, { channels: string[] }>(() => undefined),
  },
  actions: {
    /** The image slot starts empty again after a message went out with its image. */
    clearImageSlot: () => {},
    takeStream: assign(({ context, event }) => {
      if (event.type !== 'STREAM') return {};
      const data = streamed(event.messages, 'support');
      if (!data.length) return {};
      return { conversation: data.at(-1)!.conversation, messages: withMessages(context.messages, data.map((d) => d.message)) };
    }),
  },
  guards: {
    uploadDone: ({ context }) => !context.uploading,
    hasContent: ({ context }) => Object.keys(draftOf(context)).length > 0,
    textWithinBound: ({ context }) => context.text.trim().length <= SUPPORT_TEXT_MAX,
  },
}).createMachine({
  id: 'supportChat',
  context: { conversation: null, messages: [], text: '', image: '', uploading: false, problem: null, refusal: null, rtoken: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadConversation',
        onDone: { target: 'ready', actions: assign({ conversation: ({ event }) => event.output.conversation, messages: ({ event }) => event.output.messages, refusal: null }) },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    ready: {
      invoke: { src: 'privateStream', input: { channels: ['support'] } },
      on: { STREAM: { actions: 'takeStream' } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            TEXT: { actions: assign({ text: ({ event }) => event.value, problem: null, refusal: null, rtoken: null }) },
            IMAGE: { actions: assign({ image: ({ event }) => event.uploadId, problem: null, refusal: null, rtoken: null }) },
            UPLOADING: { actions: assign({ uploading: ({ event }) => event.busy }) },
            SEND: [
              { guard: not('uploadDone'), actions: assign({ problem: 'support.waitForUpload' }) },
              { guard: 'hasContent', target: 'checking' },
              { actions: assign({ problem: 'error.supportMessageEmpty' }) },
            ],
          },
        },
        checking: {
          always: [
            { guard: 'textWithinBound', target: 'sending' },
            { target: 'editing', actions: assign({ problem: 'error.supportTextTooLong' }) },
          ],
        },
        sending: {
          entry: assign({ rtoken: ({ context }) => rtokenForSubmission(context.rtoken) }),
          invoke: {
            src: 'sendMessage',
            input: ({ context }) => ({ request: draftOf(context), rtoken: context.rtoken! }),
            onDone: {
              target: 'editing',
              actions: [
                assign({
                  conversation: ({ event }) => event.output.conversation,
                  messages: ({ context, event }) => withMessages(context.messages, [event.output.message]),
                  text: '', image: '', uploading: false, rtoken: null, refusal: null,
                }),
                'clearImageSlot',
              ],
            },
            onError: { target: 'editing', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
          },
        },
      },
    },
  },
});

export type SupportChatActor = ActorRefFrom<typeof supportChatFlow>;
type SupportChatSnapshot = SnapshotFrom<typeof supportChatFlow>;

export function selectSupportChatStage(s: SupportChatSnapshot): 'loading' | 'unavailable' | 'editing' | 'sending' {
  if (s.matches('loading')) return 'loading';
  if (s.matches('unavailable')) return 'unavailable';
  return s.matches({ ready: 'sending' }) ? 'sending' : 'editing';
}
export const selectSupportChat = (s: SupportChatSnapshot) => s.context;

export function supportChatEvents(flow: { send: (event: SupportChatEvent) => void }) {
  return {
    text: (value: string) => flow.send({ type: 'TEXT', value }),
    image: (uploadId: string) => flow.send({ type: 'IMAGE', uploadId }),
    uploading: (busy: boolean) => flow.send({ type: 'UPLOADING', busy }),
    send: () => flow.send({ type: 'SEND' }),
    retry: () => flow.send({ type: 'RETRY' }),
  };
}
