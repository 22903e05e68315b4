// Runs the message flows over the wire and the page's stream: the list, one message, the count.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { usePageStream } from '../../app/use-page-stream';
import { newsDetailFlow } from '../../machines/news-detail.flow';
import { newsListFlow } from '../../machines/news-list.flow';
import { newsDetailServices, newsListServices } from '../../services/messages';

export function useNewsList() {
  const { client } = usePlatform();
  const stream = usePageStream();
  return useActorRef(newsListFlow.provide({ actors: newsListServices(client, stream) }));
}

export function useNewsDetail(id: string) {
  const { client } = usePlatform();
  return useActorRef(newsDetailFlow.provide({ actors: newsDetailServices(client) }), { input: { id } });
}
