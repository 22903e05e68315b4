// The page's one /ws stream, bound to the session: it authenticates with the session's token, and
// when the server takes that session away the session checks itself with the server (REFRESH), whose
// 2000 or 1000 answer shows the usual dialog.
import { sharedMarketStream, type MarketStream } from '../services/market-stream';
import { usePlatform } from './platform-context';

export function usePageStream(): MarketStream {
  const { session } = usePlatform();
  return sharedMarketStream({
    getToken: () => session.getSnapshot().context.token,
    onSessionLost: () => session.send({ type: 'REFRESH' }),
  });
}
