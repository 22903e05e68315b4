// The wire behind my messages (api/endpoints/messages.ts): the list and the unread count, each kept
// live by the private `messages` channel, opening one message (which marks it read), and an
// admin's notice from the console. One services object per flow.
import { fromPromise } from 'xstate';
import type { ApiClient } from './api';
import { streamActor, type MarketStream } from './market-stream';
import type { NewsPage } from '../machines/news-list.flow';
import type { ReadNews } from '../machines/news-detail.flow';
import type { NoticePosted, NoticeValues } from '../machines/ops-notice.flow';

type WireCaller = Pick<ApiClient, 'call'>;
type Stream = Pick<MarketStream, 'subscribe'>;

export function newsListServices(client: WireCaller, stream: Stream) {
  return {
    loadNews: fromPromise<NewsPage, { page: number }>(async ({ input, signal }) => (await client.call('getNewsList', input, { signal })).data),
    privateStream: streamActor(stream),
  };
}

export function newsDetailServices(client: WireCaller) {
  return {
    openNews: fromPromise<ReadNews, { id: string }>(async ({ input, signal }) => (await client.call('readNews', input, { signal, quiet: true })).data),
  };
}

export function newsUnreadServices(client: WireCaller, stream: Stream) {
  return {
    loadUnread: fromPromise<{ unread: number }, void>(async ({ signal }) => (await client.call('getUnreadNews', {}, { signal })).data),
    privateStream: streamActor(stream),
  };
}

export function opsNoticeServices(client: WireCaller) {
  return {
    postNotice: fromPromise<NoticePosted, { values: NoticeValues; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('opsPostNotice', input.values as never, { rtoken: input.rtoken, signal, quiet: true })).data),
  };
}
