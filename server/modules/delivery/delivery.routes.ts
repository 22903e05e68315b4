// Routes of delivery (timed) contracts: the product table, the risk notice, buy and the orders.
import { deliveryEndpoints } from '../../../api/endpoints/delivery';
import type { Handlers } from '../../http/handler';
import { acknowledgeRisk, buyOrder, ordersOf, productsView, riskNotice } from './delivery.service';

export const deliveryHandlers: Handlers<typeof deliveryEndpoints> = {
  deliveryProducts: async ({ deps }) => productsView(deps),
  deliveryRiskNotice: async ({ deps, user }) => riskNotice(deps, user.id),
  deliveryAcknowledgeRisk: async ({ deps, user }) => acknowledgeRisk(deps, user.id),
  deliveryBuy: async ({ deps, user, params }) => buyOrder(deps, user.id, params),
  deliveryOrders: async ({ deps, user, params }) => ordersOf(deps, user.id, params),
};
