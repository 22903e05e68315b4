// My messages on /news, newest first: the first page, then MORE reads the next while more follow.
// A message pushed on the private `messages` channel goes on top at once, with the unread count.
// A failed first read offers a retry; a failed further page keeps the list.
import { assign, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { messagesEndpoints } from '../../api/endpoints/messages';
import { refusalOf, type Refusal } from './form-validation';
import { service } from './service';

export type NewsPage = DataOf<typeof messagesEndpoints.getNewsList>;
export type NewsMessage = NewsPage['list'][number];

export interface NewsListContext {
  messages: NewsMessage[];
  unread: number;
  page: number;
  more: boolean;
  refusal: Refusal | null;
}

export type NewsStreamEvent = { type: 'STREAM'; messages: { channel: string; data?: unknown }[] };
export type NewsListEvent = { type: 'RETRY' } | { type: 'MORE' } | NewsStreamEvent;

/** The last frame of the `messages` channel in a batch, and every message it brought. */
export function streamedNews(messages: NewsStreamEvent['messages']) {
  const frames = messages.filter((m) => m.channel === 'messages' && m.data && typeof m.data === 'object')
    .map((m) => m.data as { message: NewsMessage | null; unread: number });
  return { unread: frames.at(-1)?.unread, added: frames.flatMap((f) => (f.message ? [f.message] : [])) };
}

const outputOf = (event: unknown) => (event as { output: NewsPage }).output;

export const newsListFlow = setup({
  types: {} as { context: NewsListContext; events: NewsListEvent },
  actors: {
    loadNews: service<NewsPage, { page: number }>('loadNews'),
    privateStream: fromCallback<{ type: string }, { channels: string[] }>(() => undefined),
  },
  guards: { hasMore: ({ context }) => context.more },
}).createMachine({
  id: 'newsList',
  context: { messages: [], unread: 0, page: 1, more: false, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadNews', src: 'loadNews', input: { page: 1 },
        onDone: { target: 'live', actions: assign(({ event }) => ({ messages: outputOf(event).list, unread: outputOf(event).unread, more: outputOf(event).has_more, page: 1, refusal: null })) },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    live: {
      invoke: { id: 'privateStream', src: 'privateStream', input: { channels: ['messages'] } },
      on: {
        STREAM: {
          actions: assign(({ context, event }) => {
            const { unread, added } = streamedNews(event.messages);
            const known = new Set(context.messages.map((m) => m.id));
            return { messages: [...added.filter((m) => !known.has(m.id)).reverse(), ...context.messages], unread: unread ?? context.unread };
          }),
        },
      },
      initial: 'ready',
      states: {
        ready: { on: { MORE: { guard: 'hasMore', target: 'loadingMore' } } },
        loadingMore: {
          invoke: {
            id: 'loadMore', src: 'loadNews', input: ({ context }) => ({ page: context.page + 1 }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => {
                const known = new Set(context.messages.map((m) => m.id));
                return { messages: [...context.messages, ...outputOf(event).list.filter((m) => !known.has(m.id))], more: outputOf(event).has_more, page: context.page + 1, refusal: null };
              }),
            },
            onError: { target: 'ready', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
          },
        },
      },
    },
  },
});

export type NewsListActor = ActorRefFrom<typeof newsListFlow>;
type Snapshot = SnapshotFrom<typeof newsListFlow>;

export const selectNewsStage = (s: Snapshot) => (s.matches('loading') ? 'loading' : s.matches('unavailable') ? 'unavailable' : s.matches({ live: 'loadingMore' }) ? 'loadingMore' : 'ready');
export const selectNews = (s: Snapshot) => s.context;

export function newsListEvents(actor: Pick<NewsListActor, 'send'>) {
  return { retry: () => actor.send({ type: 'RETRY' }), more: () => actor.send({ type: 'MORE' }) };
}
