// Runs the market list flow over the wire and the page's stream: markets from web/getmarketList,
// favourites toggled with web/addCollectCurrenct, prices kept live by the `tickers` channel.
import { useActorRef } from '@xstate/react';
import { usePlatform } from '../../app/platform-context';
import { marketListFlow, type MarketTab } from '../../machines/market-list.flow';
import { loadMarketsWith, toggleFavouriteWith } from '../../services/market';
import { streamActor } from '../../services/market-stream';
import { usePageStream } from '../../app/use-page-stream';

export function useMarketList(tab: MarketTab = 'coins') {
  const { client } = usePlatform();
  const stream = usePageStream();
  return useActorRef(
    marketListFlow.provide({
      actors: { loadMarkets: loadMarketsWith(client), toggleFavourite: toggleFavouriteWith(client), marketStream: streamActor(stream) },
    }),
    { input: { tab } },
  );
}
