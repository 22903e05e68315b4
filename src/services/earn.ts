// The wire behind the AI Earn custody screens (api/endpoints/earn.ts): the products with the user's
// totals, one product's terms with the spot balance it is bought from, buying, the user's orders
// and early redemption. One services object per flow.
import { fromPromise } from 'xstate';
import type { CustodyOrderTab } from '../../api/lifecycles/custody-order.lifecycle';
import type { ApiClient } from './api';
import type { BuyRequest, EarnBuyTerms } from '../machines/earn-buy.flow';
import type { EarnOverview } from '../machines/earn-products.flow';
import type { RedeemRequest } from '../machines/earn-redeem.flow';
import type { CustodyOrder } from '../machines/earn-terms';

type WireCaller = Pick<ApiClient, 'call'>;

export function earnProductsServices(client: WireCaller) {
  return {
    loadOverview: fromPromise<EarnOverview, void>(async ({ signal }) => {
      const [catalogue, total] = await Promise.all([
        client.call('getProfitList', {}, { signal }),
        client.call('getProfitTotal', {}, { signal }),
      ]);
      return { catalogue: catalogue.data, total: total.data };
    }),
  };
}

export function earnBuyServices(client: WireCaller) {
  return {
    loadTerms: fromPromise<EarnBuyTerms, { id: string }>(async ({ input, signal }) => {
      const [product, catalogue, assets] = await Promise.all([
        client.call('getProfitInfo', { id: input.id }, { signal }),
        client.call('getProfitList', {}, { signal }),
        client.call('getAsset2', {}, { signal }),
      ]);
      const { asset, cutoff_utc, redeem_review, enabled } = catalogue.data;
      const available = assets.data.assets.find((row) => row.currency === asset)?.available ?? '0';
      return { product: product.data, asset, cutoff_utc, redeem_review, enabled, available };
    }),
    buy: fromPromise<CustodyOrder, { request: BuyRequest; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('buyProfit', input.request, { rtoken: input.rtoken, signal, quiet: true })).data),
  };
}

export function earnOrdersServices(client: WireCaller) {
  return {
    loadOrders: fromPromise<CustodyOrder[], { tab: CustodyOrderTab }>(async ({ input, signal }) =>
      (await client.call('getMyprofit', { tab: input.tab }, { signal })).data),
  };
}

export function earnRedeemServices(client: WireCaller) {
  return {
    sell: fromPromise<CustodyOrder, { request: RedeemRequest; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('sellProfit', input.request, { rtoken: input.rtoken, signal, quiet: true })).data),
  };
}
