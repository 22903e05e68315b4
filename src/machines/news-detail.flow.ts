// One message on /newsDetail: opening it marks it read (web/readNews, once on the server however
// often it is opened) and shows it; the unread count follows on the stream. A failure offers a retry.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { messagesEndpoints } from '../../api/endpoints/messages';
import { refusalOf, type Refusal } from './form-validation';
import { service } from './service';

export type ReadNews = DataOf<typeof messagesEndpoints.readNews>;

export interface NewsDetailContext { id: string; read: ReadNews | null; refusal: Refusal | null }
export type NewsDetailEvent = { type: 'RETRY' };

export const newsDetailFlow = setup({
  types: {} as { context: NewsDetailContext; events: NewsDetailEvent; input: { id: string } },
  actors: { openNews: service<ReadNews, { id: string }>('openNews') },
}).createMachine({
  id: 'newsDetail',
  context: ({ input }) => ({ id: input.id, read: null, refusal: null }),
  initial: 'opening',
  states: {
    opening: {
      invoke: {
        id: 'openNews', src: 'openNews', input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'shown', actions: assign({ read: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'opening' } },
    shown: { type: 'final' },
  },
});

export type NewsDetailActor = ActorRefFrom<typeof newsDetailFlow>;
type Snapshot = SnapshotFrom<typeof newsDetailFlow>;
export const selectNewsDetailStage = (s: Snapshot) => s.value as 'opening' | 'unavailable' | 'shown';
export const selectNewsDetail = (s: Snapshot) => s.context;
export const newsDetailEvents = (actor: Pick<NewsDetailActor, 'send'>) => ({ retry: () => actor.send({ type: 'RETRY' }) });
