// Routes of AI Earn custody: the products, the user's orders and totals, buying and early
// redemption, and the operators' review of early redemptions.
import { earnEndpoints } from '../../../api/endpoints/earn';
import type { Handlers } from '../../http/handler';
import { buyProduct, orderDetail, ordersOf, productInfo, productsView, redeemOrder, totalsOf } from './earn.service';
import { approveRedemption, redemptionDetail, redemptionQueue, rejectRedemption } from './earn-review.service';

export const earnHandlers: Handlers<typeof earnEndpoints> = {
  getProfitList: async ({ deps }) => productsView(deps),
  getProfitInfo: async ({ deps, params }) => productInfo(deps, params.id),
  getProfitTotal: async ({ deps, user }) => totalsOf(deps, user.id),
  getMyprofit: async ({ deps, user, params }) => ordersOf(deps, user.id, params),
  getProfitOrder: async ({ deps, user, params }) => orderDetail(deps, user.id, params.id),
  buyProfit: async ({ deps, user, rtoken, params }) => buyProduct(deps, user.id, rtoken, params),
  sellProfit: async ({ deps, user, params }) => redeemOrder(deps, user.id, params),
  opsRedemptionQueue: async ({ deps }) => redemptionQueue(deps),
  opsRedemptionDetail: async ({ deps, params }) => redemptionDetail(deps, params.id),
  opsApproveRedemption: async ({ deps, operator, params }) => approveRedemption(deps, operator, params.id, params.reason),
  opsRejectRedemption: async ({ deps, operator, params }) => rejectRedemption(deps, operator, params.id, params.reason),
};
