// Spot trading: placing and cancelling orders (amounts and prices as decimal strings), the user's
// open orders and history, and public book depth, trades and candles.
import { z } from 'zod';
import { decimalText, endpoint, epochMs, moneyText } from '../endpoint';
import { spotOrderStates } from '../lifecycles/spot-order.lifecycle';

const symbol = () => z.string({ error: 'error.marketUnknown' }).trim().toUpperCase().regex(/^[A-Z0-9]{2,20}$/, 'error.marketUnknown');
const rowLimit = (max: number, fallback: number) => z.coerce.number({ error: 'error.invalidInput' }).int('error.invalidInput').min(1, 'error.invalidInput').max(max, 'error.invalidInput').default(fallback);

export const klineIntervals = ['1m', '5m', '15m', '1h', '4h', '1d'] as const;
export type KlineInterval = (typeof klineIntervals)[number];

export const spotOrder = z.object({
  id: z.string(),
  symbol: z.string(),
  side: z.enum(['buy', 'sell']),
  type: z.enum(['limit', 'market']),
  /** The limit price; null for a market order. */
  price: moneyText.nullable(),
  amount: moneyText,
  filled: moneyText,
  /** Quote traded so far, and the average price of the fills (null before the first). */
  total: moneyText,
  avg_price: moneyText.nullable(),
  fee: moneyText,
  fee_asset: z.string(),
  /** Still locked for this order, in `locked_asset`. */
  locked: moneyText,
  locked_asset: z.string(),
  state: z.enum(spotOrderStates),
  /** Why it ended without filling: userCancelled, selfTradePrevented, marketUnfilled or immediateUnfilled. */
  end_reason: z.string().nullable(),
  created_at: epochMs,
  updated_at: epochMs,
});

export const spotEndpoints = {
  spotOrder: endpoint({
    name: 'web/spotOrder', method: 'POST', access: 'user',
    summary: 'Places a limit (good till cancelled) or market order. Funds are locked at once; answered after the order is durably recorded.',
    params: z.object({
      symbol: symbol(),
      side: z.enum(['buy', 'sell'], { error: 'error.invalidInput' }),
      type: z.enum(['limit', 'market'], { error: 'error.invalidInput' }),
      price: decimalText('error.spotPriceRequired').optional(),
      amount: decimalText(),
    }),
    data: spotOrder,
    successMessage: 'success.orderPlaced',
  }),
  cancelOrder: endpoint({
    name: 'web/cancelOrder', method: 'POST', access: 'user',
    summary: 'Cancels one of the user\'s open orders and releases what it still locks.',
    params: z.object({ order_id: z.string({ error: 'error.invalidInput' }).trim().regex(/^so_[0-9a-z]{10,40}$/, 'error.invalidInput') }),
    data: spotOrder,
    successMessage: 'success.orderCancelled',
  }),
  openOrders: endpoint({
    name: 'web/openOrders', method: 'GET', access: 'user',
    summary: "The user's open spot orders, newest first.",
    params: z.object({ symbol: symbol().optional() }),
    data: z.array(spotOrder),
  }),
  orderHistory: endpoint({
    name: 'web/orderHistory', method: 'GET', access: 'user',
    summary: "The user's filled and cancelled spot orders, newest first; `before` pages on.",
    params: z.object({ symbol: symbol().optional(), limit: rowLimit(200, 50), before: z.string().trim().max(40, 'error.invalidInput').optional() }),
    data: z.array(spotOrder),
  }),
  depth: endpoint({
    name: 'web/depth', method: 'GET', access: 'public',
    summary: 'Order book depth: price levels with their total amounts, best first, and the sequence number of the depth stream.',
    params: z.object({ symbol: symbol(), limit: rowLimit(200, 20) }),
    data: z.object({ symbol: z.string(), seq: z.number().int(), bids: z.array(z.tuple([moneyText, moneyText])), asks: z.array(z.tuple([moneyText, moneyText])) }),
  }),
  trades: endpoint({
    name: 'web/trades', method: 'GET', access: 'public',
    summary: 'Recent trades of a market, newest first; `side` is the taker\'s.',
    params: z.object({ symbol: symbol(), limit: rowLimit(200, 50) }),
    data: z.array(z.object({ id: z.string(), price: moneyText, amount: moneyText, side: z.enum(['buy', 'sell']), at: epochMs })),
  }),
  kline: endpoint({
    name: 'web/kline', method: 'GET', access: 'public',
    summary: 'Candles of a market, oldest first. A minute with trades is made of them; a minute without trades follows the reference price (volume 0).',
    params: z.object({ symbol: symbol(), interval: z.enum(klineIntervals, { error: 'error.invalidInput' }).default('1m'), limit: rowLimit(1000, 300) }),
    data: z.array(z.object({ t: epochMs, o: moneyText, h: moneyText, l: moneyText, c: moneyText, v: moneyText })),
  }),
};
