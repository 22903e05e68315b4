// One support conversation in the console (/ops/support/:id): its messages, what staff may know of
// the member, its timeline and staff actions. New messages arrive live on `ops:support`. Staff
// answer with text (the answer names the newest message it was written after, so one written
// after a colleague's or the member's newer message is refused and the screen shows them), with an
// image of their own if they like (the answer waits for its upload), and close it; the chart decides
// which of those it offers.
import { assign, fromCallback, not, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { supportEndpoints } from '../../api/endpoints/support';
import { canMove } from '../../api/lifecycles/lifecycle';
import { supportConversationLifecycle } from '../../api/lifecycles/support-conversation.lifecycle';
import { SUPPORT_TEXT_MAX } from '../../api/support-rules';
import { service } from './service';
import { refusalOf, rtokenForSubmission, type Refusal } from './form-validation';
import { streamed, withMessages } from './support-thread';

export type OpsSupportDetail = DataOf<typeof supportEndpoints.opsSupportDetail>;
export type OpsSupportConversation = OpsSupportDetail['conversation'];
type Answered = DataOf<typeof supportEndpoints.opsSupportAnswer>;

export interface OpsSupportConversationContext {
  id: string;
  detail: OpsSupportDetail | null;
  text: string;
  /** The attached image's upload id ('' when none). */
  image: string;
  /** An image is still uploading: the answer waits for it rather than leaving without it. */
  uploading: boolean;
  problem: string | null;
  refusal: Refusal | null;
  rtoken: string | null;
}

export type OpsSupportConversationEvent =
  | { type: 'TEXT'; value: string }
  | { type: 'IMAGE'; uploadId: string }
  | { type: 'UPLOADING'; busy: boolean }
  | { type: 'ANSWER' }
  | { type: 'CLOSE' }
  | { type: 'RETRY' }
  | { type: 'STREAM'; messages: { channel: string; data?: unknown }[] };

export interface AnswerRequest { id: string; after: string; text?: string; image?: string; rtoken: string }

const withConversation = (detail: OpsSupportDetail, c: Partial<OpsSupportConversation>): OpsSupportDetail => ({ ...detail, conversation: { ...detail.conversation, ...c } });

export const opsSupportConversationFlow = setup({
  types: {} as { context: OpsSupportConversationContext; events: OpsSupportConversationEvent; input: { id: string } },
  actors: {
    loadDetail: service<OpsSupportDetail, { id: string }>('loadDetail'),
    answer: service<Answered, AnswerRequest>('answer'),
    close: service<OpsSupportConversation, { id: string; rtoken: string }>('close'),
    opsStream: fromCallback<{ type: string }, { channels: string[] }>(() => undefined),
  },
  actions: {
    takeStream: assign(({ context, event }) => {
      if (event.type !== 'STREAM' || !context.detail) return {};
      const mine = streamed(event.messages, 'ops:support').filter((d) => d.conversation.id === context.id);
      if (!mine.length) return {};
      const last = mine.at(-1)!;
      const lastMessage = mine.map((d) => d.message).filter(Boolean).at(-1);
      const detail = withConversation(context.detail, {
        state: last.conversation.state, updated_at: last.conversation.updated_at,
        ...(lastMessage ? { last_message_id: lastMessage.id, last_text: lastMessage.text, last_author: lastMessage.author } : {}),
      });
      return { detail: { ...detail, messages: withMessages(detail.messages, mine.map((d) => d.message)) } };
    }),
  },
  guards: {
    answerable: ({ context }) => !!context.detail && context.detail.conversation.state !== 'closed',
    uploadDone: ({ context }) => !context.uploading,
    hasContent: ({ context }) => context.text.trim().length > 0 || context.image !== '',
    textWithinBound: ({ context }) => context.text.trim().length <= SUPPORT_TEXT_MAX,
    closable: ({ context }) => !!context.detail && canMove(supportConversationLifecycle, context.detail.conversation.state, { type: 'CLOSE' }),
  },
}).createMachine({
  id: 'opsSupportConversation',
  context: ({ input }) => ({ id: input.id, detail: null, text: '', image: '', uploading: false, problem: null, refusal: null, rtoken: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadDetail',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ detail: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    ready: {
      invoke: { src: 'opsStream', input: { channels: ['ops:support'] } },
      on: { STREAM: { actions: 'takeStream' } },
      initial: 'idle',
      states: {
        idle: {
          on: {
            TEXT: { actions: assign({ text: ({ event }) => event.value, problem: null, refusal: null, rtoken: null }) },
            IMAGE: { actions: assign({ image: ({ event }) => event.uploadId, problem: null, refusal: null, rtoken: null }) },
            UPLOADING: { actions: assign({ uploading: ({ event }) => event.busy }) },
            ANSWER: [
              { guard: not('uploadDone'), actions: assign({ problem: 'support.waitForUpload' }) },
              { guard: 'answerable', target: 'checking' },
            ],
            CLOSE: { guard: 'closable', target: 'closing' },
          },
        },
        checking: {
          always: [
            { guard: 'hasContent', target: 'checkingLength' },
            { target: 'idle', actions: assign({ problem: 'error.supportMessageEmpty' }) },
          ],
        },
        checkingLength: {
          always: [
            { guard: 'textWithinBound', target: 'answering' },
            { target: 'idle', actions: assign({ problem: 'error.supportTextTooLong' }) },
          ],
        },
        answering: {
          entry: assign({ rtoken: ({ context }) => rtokenForSubmission(context.rtoken) }),
          invoke: {
            src: 'answer',
            input: ({ context }) => ({
              id: context.id, after: context.detail!.conversation.last_message_id, rtoken: context.rtoken!,
              ...(context.text.trim() ? { text: context.text.trim() } : {}), ...(context.image ? { image: context.image } : {}),
            }),
            onDone: {
              target: 'idle',
              actions: assign({
                detail: ({ context, event }) => {
                  const d = withConversation(context.detail!, event.output.conversation);
                  return { ...d, messages: withMessages(d.messages, [event.output.message]) };
                },
                text: '', image: '', uploading: false, rtoken: null, refusal: null,
              }),
            },
            onError: { target: 'idle', actions: assign({ refusal: ({ event }) => refusalOf(event.error), rtoken: null }) },
          },
        },
        closing: {
          entry: assign({ rtoken: ({ context }) => rtokenForSubmission(context.rtoken) }),
          invoke: {
            src: 'close',
            input: ({ context }) => ({ id: context.id, rtoken: context.rtoken! }),
            onDone: { target: 'idle', actions: assign({ detail: ({ context, event }) => withConversation(context.detail!, event.output), rtoken: null, refusal: null }) },
            onError: { target: 'idle', actions: assign({ refusal: ({ event }) => refusalOf(event.error), rtoken: null }) },
          },
        },
      },
    },
  },
});

export type OpsSupportConversationActor = ActorRefFrom<typeof opsSupportConversationFlow>;
type Snapshot = SnapshotFrom<typeof opsSupportConversationFlow>;

export function selectOpsSupportStage(s: Snapshot): 'loading' | 'unavailable' | 'idle' | 'answering' | 'closing' {
  if (s.matches('loading')) return 'loading';
  if (s.matches('unavailable')) return 'unavailable';
  if (s.matches({ ready: 'answering' })) return 'answering';
  if (s.matches({ ready: 'closing' })) return 'closing';
  return 'idle';
}
export const selectOpsSupport = (s: Snapshot) => s.context;
export const selectCanClose = (s: Snapshot) => s.can({ type: 'CLOSE' });

export function opsSupportConversationEvents(flow: { send: (event: OpsSupportConversationEvent) => void }) {
  return {
    text: (value: string) => flow.send({ type: 'TEXT', value }),
    image: (uploadId: string) => flow.send({ type: 'IMAGE', uploadId }),
    uploading: (busy: boolean) => flow.send({ type: 'UPLOADING', busy }),
    answer: () => flow.send({ type: 'ANSWER' }),
    close: () => flow.send({ type: 'CLOSE' }),
    retry: () => flow.send({ type: 'RETRY' }),
  };
}
