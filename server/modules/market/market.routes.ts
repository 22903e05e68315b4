// Market data and favourites.
import { marketEndpoints } from '../../../api/endpoints/market';
import type { Handlers } from '../../http/handler';
import { currencies, currencyMessage, latestPrices, marketList, toggleFavourite } from './market.service';
import { spotOrdersOf } from '../spot/spot.service';

const openFilter = { open: true, history: false, all: null } as const;

export const marketHandlers: Handlers<typeof marketEndpoints> = {
  getmarketList: async ({ deps, user }) => marketList(deps, user?.id ?? null),
  getCurrencyAll: async ({ deps }) => currencies(deps),
  getCurrencyMessage: async ({ deps, params }) => currencyMessage(deps, params.symbol),
  new_data: async ({ deps, params }) => latestPrices(deps, params.symbol),
  getDealList: async ({ deps, user, params }) => spotOrdersOf(deps, user.id, { open: openFilter[params.state], symbol: params.symbol }),
  addCollectCurrenct: async ({ deps, user, params }) => toggleFavourite(deps, user.id, params.symbol),
};
