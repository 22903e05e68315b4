// The page's one /ws stream, bound to the session: it authenticates with the session's token, and
// when the server takes that session away the session checks itself with the server (REFRESH), whose
// 2000 or 1000 answer shows the usual dialog.
import { sharedMarketStream, type MarketStream } from '../services/market-stream';
import { sessionEvents } from '../machines/session.events';
import { selectToken } from '../machines/session.selectors';
import { usePlatform } from './platform-context';

export function usePageStream(): MarketStream {
  const { session } = usePlatform();
  return sharedMarketStream({
    getToken: () => selectToken(session.getSnapshot()),
    onSessionLost: sessionEvents(session).refreshUser,
  });
}
