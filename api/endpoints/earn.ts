// AI Earn custody: fixed-rate products of 1 month, half a year and 1 year. The rate is fixed and
// paid by the platform from its own earn account; no AI or trading produces it (the page says so).
// Buying moves the principal from the spot account to the user's earn (custody) wallet; interest
// accrues at each daily cut-off, one ledger entry per order and day; at the end of the cycle
// principal and interest return to spot. Early redemption returns principal and accrued interest
// less a penalty shown before the user confirms; a deployment can ask for an operator's review.
import { z } from 'zod';
import { decimalText, endpoint, epochMs, moneyText, optionalText, requiredText } from '../endpoint';
import { custodyOrderStates, custodyOrderTabs } from '../lifecycles/custody-order.lifecycle';
import { reviewDetail, reviewTimelineStep } from '../review';

const id = z.string({ error: 'error.notFound' }).trim().min(1, 'error.notFound').max(64, 'error.notFound');
const rowLimit = z.coerce.number({ error: 'error.invalidInput' }).int('error.invalidInput').min(1, 'error.invalidInput').max(200, 'error.invalidInput').default(50);

/** A custody product: its terms, all shown before buying. Rates are decimal fractions ("0.0005" is 0.05 % a day). */
export const earnProduct = z.object({
  id: z.string(),
  /** Length of the cycle in days (30, 180, 365): this many daily cut-offs accrue, the last one returns the money. */
  cycle_days: z.number().int(),
  daily_rate: moneyText,
  /** Least and most principal of one order, in the product's asset. */
  min_amount: moneyText,
  max_amount: moneyText,
  /** The most principal the product holds at once, and how much of it is taken now (freed when an order ends). */
  quota: moneyText,
  quota_used: moneyText,
  /** Early redemption keeps this fraction of the principal (the penalty); principal and interest accrued so far, less it, return. */
  penalty_rate: moneyText,
  /** False when the operator switched the product off: no new orders, held ones run on. */
  enabled: z.boolean(),
});

/** What an early redemption of the order pays now, shown before the user confirms. */
export const earnRedeemQuote = z.object({
  principal: moneyText,
  /** Interest accrued so far (it stays the user's). */
  interest: moneyText,
  penalty: moneyText,
  /** principal + interest − penalty, returned to spot (interest accrued while a review runs is added). */
  returns: moneyText,
});

export const custodyOrder = z.object({
  /** The order number. */
  id: z.string(),
  product_id: z.string(),
  asset: z.string(),
  /** The escrow amount (principal). */
  amount: moneyText,
  cycle_days: z.number().int(),
  daily_rate: moneyText,
  penalty_rate: moneyText,
  state: z.enum(custodyOrderStates),
  /** Interest accrued so far (the running profit). */
  profit: moneyText,
  /** Cut-offs accrued, and cut-offs left until the money returns. */
  days_accrued: z.number().int(),
  remaining_days: z.number().int(),
  /** The cut-off that ends the cycle. */
  matures_at: epochMs,
  /** The next cut-off that accrues, null once ended. */
  next_accrual_at: epochMs.nullable(),
  /** Null unless the order can be redeemed early now. */
  redeem_quote: earnRedeemQuote.nullable(),
  /** Once ended: what returned to spot and the penalty kept (0 at maturity). */
  returned: moneyText.nullable(),
  penalty: moneyText.nullable(),
  /** The reviewer's reason when an early redemption was rejected. */
  reason: z.string().nullable(),
  created_at: epochMs,
  ended_at: epochMs.nullable(),
});

/** One daily accrual of an order (each one a ledger entry from the platform's earn account). */
export const custodyAccrual = z.object({ day: z.number().int(), amount: moneyText, at: epochMs });

export const opsRedemption = z.object({
  order: custodyOrder,
  user_id: z.string(),
  user_email: z.string().nullable(),
  requested_at: epochMs,
});

export const earnEndpoints = {
  getProfitList: endpoint({
    name: 'web/getProfitList', method: 'GET', access: 'public',
    summary: 'The custody products with every term (cycle, fixed daily rate, least and most per order, quota and its use, early-redemption penalty), the daily cut-off, and whether early redemption waits for a review.',
    params: z.object({}),
    data: z.object({
      products: z.array(earnProduct),
      asset: z.string(),
      /** Interest accrues at this hour and minute, UTC, every day. */
      cutoff_utc: z.string(),
      /** True when an early redemption waits for an operator's review. */
      redeem_review: z.boolean(),
      /** False when the deployment switched AI Earn off. */
      enabled: z.boolean(),
    }),
  }),
  getProfitInfo: endpoint({
    name: 'web/getProfitInfo', method: 'GET', access: 'public',
    summary: 'One custody product with its terms, for the buy page.',
    params: z.object({ id }),
    data: earnProduct,
  }),
  getProfitTotal: endpoint({
    name: 'web/getProfitTotal', method: 'GET', access: 'user',
    summary: "The user's custody totals: principal held, interest accrued on held orders, interest ever earned, orders held.",
    params: z.object({}),
    data: z.object({
      asset: z.string(),
      held: moneyText,
      held_profit: moneyText,
      total_profit: moneyText,
      orders_held: z.number().int(),
    }),
  }),
  getMyprofit: endpoint({
    name: 'web/getMyprofit', method: 'GET', access: 'user',
    summary: "The user's custody orders of one tab (held, ended), newest first, each with its running profit, remaining days and, where allowed, what an early redemption pays now; `before` pages on.",
    params: z.object({
      tab: z.enum(Object.keys(custodyOrderTabs) as [keyof typeof custodyOrderTabs], { error: 'error.invalidInput' }).default('held'),
      limit: rowLimit,
      before: z.string().trim().max(40, 'error.invalidInput').optional(),
    }),
    data: z.array(custodyOrder),
  }),
  getProfitOrder: endpoint({
    name: 'web/getProfitOrder', method: 'GET', access: 'user',
    summary: "One of the user's custody orders with its daily accruals and its timeline.",
    params: z.object({ id }),
    data: z.object({ order: custodyOrder, accruals: z.array(custodyAccrual), timeline: z.array(reviewTimelineStep) }),
  }),
  buyProfit: endpoint({
    name: 'web/buyProfit', method: 'POST', access: 'user',
    summary: 'Buys a custody product: the amount moves from the spot account to the earn wallet at once. Idempotent by `rtoken`.',
    params: z.object({ id, amount: decimalText() }),
    data: custodyOrder,
    successMessage: 'success.earnBought',
  }),
  sellProfit: endpoint({
    name: 'web/sellProfit', method: 'POST', access: 'user',
    summary: "Redeems a held custody order early. `penalty` is the penalty the user was shown: the call is refused if it is not today's. Where review is asked the order goes to `redeeming`, otherwise it is `redeemed` at once. Idempotent by `rtoken`.",
    params: z.object({ id, penalty: decimalText() }),
    data: custodyOrder,
    successMessage: 'success.earnRedeemRequested',
  }),
  opsRedemptionQueue: endpoint({
    name: 'web/opsRedemptionQueue', method: 'GET', access: 'operator',
    summary: 'Early redemptions waiting for review, oldest first.',
    params: z.object({}),
    data: z.array(opsRedemption),
  }),
  opsRedemptionDetail: endpoint({
    name: 'web/opsRedemptionDetail', method: 'GET', access: 'operator',
    summary: "One early redemption under review with the order's timeline and decisions.",
    params: z.object({ id }),
    data: reviewDetail('redemption', opsRedemption, reviewTimelineStep, {}),
  }),
  opsApproveRedemption: endpoint({
    name: 'web/opsApproveRedemption', method: 'POST', access: 'operator',
    summary: 'Approve an early redemption: principal and interest less the shown penalty return to the user\'s spot account.',
    params: z.object({ id, reason: optionalText(500) }),
    data: opsRedemption,
  }),
  opsRejectRedemption: endpoint({
    name: 'web/opsRejectRedemption', method: 'POST', access: 'operator',
    summary: 'Reject an early redemption with a reason: the order stays in custody and keeps accruing.',
    params: z.object({ id, reason: requiredText('error.reasonRequired', 500) }),
    data: opsRedemption,
  }),
};
