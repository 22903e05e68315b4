// The wire behind the market area (api/endpoints/market.ts): the market list from
// web/getmarketList, favourites toggled with web/addCollectCurrenct.
import { fromPromise } from 'xstate';
import type { ApiClient } from './api';
import type { MarketRow } from '../machines/market-list.flow';

export const loadMarketsWith = (client: ApiClient) =>
  fromPromise<MarketRow[], void>(async ({ signal }) => (await client.call('getmarketList', {}, { signal })).data);

export const toggleFavouriteWith = (client: ApiClient) =>
  fromPromise<{ symbol: string; favourite: boolean }, { symbol: string }>(async ({ input, signal }) =>
    (await client.call('addCollectCurrenct', { symbol: input.symbol }, { signal })).data);
