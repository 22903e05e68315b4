// The unread count in the navigation: read once, then kept live by the private `messages` channel
// (a new message, or one read in any tab, sends the count). A failed read tries again later.
import { assign, fromCallback, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { service } from './service';
import { streamedNews, type NewsStreamEvent } from './news-list.flow';

export const UNREAD_RETRY_MS = 30_000;

export const newsUnreadFlow = setup({
  types: {} as { context: { unread: number }; events: NewsStreamEvent },
  actors: {
    loadUnread: service<{ unread: number }, void>('loadUnread'),
    privateStream: fromCallback<{ type: string }, { channels: string[] }>(() => undefined),
  },
  delays: { retry: UNREAD_RETRY_MS },
}).createMachine({
  id: 'newsUnread',
  context: { unread: 0 },
  initial: 'loading',
  // The stream is listened to from the start, so nothing sent while the first read is under way is lost.
  invoke: { id: 'privateStream', src: 'privateStream', input: { channels: ['messages'] } },
  on: {
    STREAM: { actions: assign({ unread: ({ context, event }) => streamedNews(event.messages).unread ?? context.unread }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadUnread', src: 'loadUnread',
        onDone: { target: 'counting', actions: assign({ unread: ({ event }) => event.output.unread }) },
        onError: 'waiting',
      },
    },
    waiting: { after: { retry: 'loading' } },
    counting: {},
  },
});

export type NewsUnreadActor = ActorRefFrom<typeof newsUnreadFlow>;
export const selectUnread = (s: SnapshotFrom<typeof newsUnreadFlow>) => s.context.unread;
