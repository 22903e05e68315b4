// Runs the market list flow over the wire and the page's stream: markets from web/getmarketList,
// favourites toggled with web/addCollectCurrenct, prices kept live by the `tickers` channel.
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { usePlatform } from '../../app/platform-context';
import { marketListFlow, type MarketRow, type MarketTab } from '../../machines/market-list.flow';
import { streamActor } from '../../services/market-stream';
import { usePageStream } from '../../app/use-page-stream';

export function useMarketList(tab: MarketTab = 'coins') {
  const { client } = usePlatform();
  const stream = usePageStream();
  return useActorRef(
    marketListFlow.provide({
      actors: {
        loadMarkets: fromPromise<MarketRow[], void>(async ({ signal }) => (await client.call('getmarketList', {}, { signal })).data),
        toggleFavourite: fromPromise<{ symbol: string; favourite: boolean }, { symbol: string }>(async ({ input, signal }) =>
          (await client.call('addCollectCurrenct', { symbol: input.symbol }, { signal })).data),
        marketStream: streamActor(stream),
      },
    }),
    { input: { tab } },
  );
}
