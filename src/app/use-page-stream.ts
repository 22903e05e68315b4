// The page's one /ws stream, bound to the session: it authenticates with the session's token, and
// when the server takes that session away the session checks itself with the server (REFRESH), whose
// 2000 or 1000 answer shows the usual dialog.
import { createMarketStream, sharedMarketStream, type MarketStream } from '../services/market-stream';
import { sessionEvents } from '../machines/session.events';
import { selectToken } from '../machines/session.selectors';
import { usePlatform } from './platform-context';

export function usePageStream(): MarketStream {
  const { session } = usePlatform();
  const bound = {
    getToken: () => selectToken(session.getSnapshot()),
    onSessionLost: sessionEvents(session).refreshUser,
  };
  // Prerendering at build time (src/app/prerender.tsx) has no page to connect from; a stream only
  // connects on its first subscription, which effects make and a prerender never runs.
  if (typeof window === 'undefined') return createMarketStream({ url: 'ws://localhost/ws', ...bound });
  return sharedMarketStream(bound);
}
