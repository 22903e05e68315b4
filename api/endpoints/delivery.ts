// Delivery (timed) contracts: the user calls a pair up or down for a duration from the product's
// table, staking USDT from the spot account against the platform. The table (durations, payout
// rate, least and most stake per duration), the open-stake cap and the void window are shown
// before buying. The purchase and settlement prices are stored reference ticks (price records),
// shown with the order.
import { z } from 'zod';
import { decimalText, endpoint, epochMs, moneyText } from '../endpoint';
import { deliveryOrderStates, deliveryOrderTabs } from '../lifecycles/delivery-order.lifecycle';
import { contractPauseReasons, priceRecord } from './contract';

const symbol = () => z.string({ error: 'error.marketUnknown' }).trim().toUpperCase().regex(/^[A-Z0-9]{2,20}$/, 'error.marketUnknown');
const rowLimit = (max: number, fallback: number) => z.coerce.number({ error: 'error.invalidInput' }).int('error.invalidInput').min(1, 'error.invalidInput').max(max, 'error.invalidInput').default(fallback);

/** Up (bullish): wins when the settlement price is above the purchase price; down (bearish): below it. */
export const deliveryDirections = ['up', 'down'] as const;
/** Why an order was voided: no fresh tick within the window after delivery, or the first one failed the sanity check. */
export const deliveryVoidReasons = ['noFreshTick', 'priceJump'] as const;

/** One row of the product's table. */
export const deliveryDuration = z.object({
  seconds: z.number().int(),
  /** Profit of a right call as a rate of the stake (0.85: a 100 USDT stake wins 85 USDT and gets 185 back). */
  payout_rate: moneyText,
  min_stake: moneyText,
  max_stake: moneyText,
});

export const deliveryProduct = z.object({
  symbol: z.string(),
  name: z.string(),
  durations: z.array(deliveryDuration),
  /** The most open stake the platform takes per direction, in USDT, and how much is open now. */
  max_open_stake: moneyText,
  open_stake: z.object({ up: moneyText, down: moneyText }),
  /** False when the operator switched this instrument's timed contracts off. */
  enabled: z.boolean(),
  mark: z.object({
    price: moneyText.nullable(),
    at: epochMs.nullable(),
    /** Null while orders are taken; otherwise why they wait (a stale or jumping feed). */
    paused: z.enum(contractPauseReasons).nullable(),
    /** When a closed market (metal and oil CFDs keep trading hours) opens next. */
    opens_at: epochMs.nullable(),
  }),
});

export const deliveryOrder = z.object({
  id: z.string(),
  symbol: z.string(),
  direction: z.enum(deliveryDirections),
  state: z.enum(deliveryOrderStates),
  /** The stake, in USDT: all of it is lost on a wrong call. */
  amount: moneyText,
  duration: z.number().int(),
  payout_rate: moneyText,
  /** What a right call pays back (stake plus profit). */
  payout_if_won: moneyText,
  /** Null while open; then + profit (won), − stake (lost), 0 (draw, voided). */
  profit: moneyText.nullable(),
  /** Null while open; then what returned to the spot account (0 when lost). */
  payout: moneyText.nullable(),
  purchase_record: priceRecord,
  settlement_record: priceRecord.nullable(),
  void_reason: z.enum(deliveryVoidReasons).nullable(),
  created_at: epochMs,
  delivery_at: epochMs,
  settled_at: epochMs.nullable(),
});

export const deliveryEndpoints = {
  deliveryProducts: endpoint({
    name: 'web/deliveryProducts', method: 'GET', access: 'public',
    summary: "Every instrument's timed-contract table (durations, payout rate, least and most stake per duration), the open-stake cap and what is open per direction, the mark with any pause, and the void window.",
    params: z.object({}),
    data: z.object({
      products: z.array(deliveryProduct),
      /** The deployment's switch: false when timed contracts are off here. */
      enabled: z.boolean(),
      /** The asset staked (from the spot account). */
      asset: z.string(),
      /** Without a fresh, sane tick within this long after delivery the order is voided and the stake returned. */
      void_after_ms: z.number().int(),
      /** True when the deployment replays recorded prices (demo mode only). */
      replayed: z.boolean(),
      source: z.string(),
    }),
  }),
  deliveryRiskNotice: endpoint({
    name: 'web/deliveryRiskNotice', method: 'GET', access: 'user',
    summary: 'Whether the user has acknowledged the timed-contract risk notice, and when.',
    params: z.object({}),
    data: z.object({ acknowledged_at: epochMs.nullable() }),
  }),
  deliveryAcknowledgeRisk: endpoint({
    name: 'web/deliveryAcknowledgeRisk', method: 'POST', access: 'user',
    summary: 'Records that the user read the timed-contract risk notice (a wrong call loses the whole stake); needed once before the first order.',
    params: z.object({}),
    data: z.object({ acknowledged_at: epochMs }),
  }),
  deliveryBuy: endpoint({
    name: 'web/deliveryBuy', method: 'POST', access: 'user',
    summary: "Buys a timed contract: the stake leaves the spot account at once, priced at the reference tick now; it settles at the first reference tick at or after the delivery time. Idempotent by `rtoken`.",
    params: z.object({
      symbol: symbol(),
      direction: z.enum(deliveryDirections, { error: 'error.invalidInput' }),
      amount: decimalText(),
      duration: z.coerce.number({ error: 'error.deliveryDurationUnknown' }).int('error.deliveryDurationUnknown').min(1, 'error.deliveryDurationUnknown').max(31_536_000, 'error.deliveryDurationUnknown'),
    }),
    data: deliveryOrder,
    successMessage: 'success.deliveryBought',
  }),
  deliveryOrders: endpoint({
    name: 'web/deliveryOrders', method: 'GET', access: 'user',
    summary: "The user's timed orders of one tab (open, settled), newest first, with both price records, the result and the payout; `before` pages on.",
    params: z.object({
      tab: z.enum(Object.keys(deliveryOrderTabs) as [keyof typeof deliveryOrderTabs], { error: 'error.invalidInput' }).default('open'),
      symbol: symbol().optional(),
      limit: rowLimit(200, 50),
      before: z.string().trim().max(40, 'error.invalidInput').optional(),
    }),
    data: z.array(deliveryOrder),
  }),
};
