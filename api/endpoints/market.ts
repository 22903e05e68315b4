// Market data: the listed markets with their rules, latest prices, and the user's favourites.
// Prices come from the order book (last trade); while a market has no recent trade that fits its
// book, the reference price stands in, labelled as such (`price_source`), and the reference is
// shown beside it, labelled simulated when the deployment runs the simulator (DESIGN §2, §7).
// A market with neither (a new coin's market before its first trade) has no price: null, never 0.
import { z } from 'zod';
import { endpoint, epochMs, moneyText } from '../endpoint';
import { spotOrder } from './spot';

export const symbolText = () =>
  z.string({ error: 'error.marketUnknown' }).trim().toUpperCase().regex(/^[A-Z0-9]{2,20}$/, 'error.marketUnknown');

export const referenceInfo = z.object({
  /** `simulated` for the built-in simulator, otherwise the adapter's name. */
  source: z.string(),
  simulated: z.boolean(),
  price: moneyText.nullable(),
});

export const priceSources = ['trade', 'reference'] as const;

export const ticker = z.object({
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  /** The last trade while it is recent (5 minutes) and inside the best bid and ask; otherwise the reference price;
   * otherwise the last trade however old. Null when the market has neither a trade nor a reference price
   * (a new coin's market before its first trade): no price is invented. */
  price: moneyText.nullable(),
  /** What `price` is: `trade` (the last trade) or `reference` (the reference feed's price); null with `price`. */
  price_source: z.enum(priceSources).nullable(),
  /** The 24 h figures are of this market's trades in the last 24 h, rolling to the minute; null when it had none. */
  open_24h: moneyText.nullable(),
  high_24h: moneyText.nullable(),
  low_24h: moneyText.nullable(),
  /** Percent with two decimals from the first to the last trade of the 24 h, e.g. "-1.25". */
  change_24h: z.string().nullable(),
  /** Base traded in the last 24 h ("0" without trades). */
  volume_24h: moneyText,
  quote_volume_24h: moneyText,
  reference: referenceInfo,
});

export const marketRules = z.object({
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  base_scale: z.number().int(),
  quote_scale: z.number().int(),
  tick_size: moneyText,
  lot_size: moneyText,
  min_notional: moneyText,
  maker_fee_rate: moneyText,
  taker_fee_rate: moneyText,
  maker_fee_bps: z.number().int(),
  taker_fee_bps: z.number().int(),
  /** A market order trades no further than this many basis points from the best price it meets. */
  price_protection_bps: z.number().int(),
  /** How a buy order locks funds: its total at the limit (or protection) price plus taker fee headroom. */
  buy_lock_rule: z.string(),
});

export const marketEndpoints = {
  getmarketList: endpoint({
    name: 'web/getmarketList', method: 'GET', access: 'public',
    summary: 'Every listed spot market with its latest price, 24 h change and volume; `favourite` when the caller is logged in.',
    params: z.object({}),
    data: z.array(ticker.extend({ favourite: z.boolean() })),
  }),
  getCurrencyAll: endpoint({
    name: 'web/getCurrencyAll', method: 'GET', access: 'public',
    summary: 'All listed currencies with their decimals, and the market each trades on.',
    params: z.object({}),
    data: z.array(z.object({ code: z.string(), name: z.string(), scale: z.number().int(), symbol: z.string().nullable() })),
  }),
  getCurrencyMessage: endpoint({
    name: 'web/getCurrencyMessage', method: 'GET', access: 'public',
    summary: "One market's details: its rules (tick, lot, minimum total, fees, price protection) and its ticker.",
    params: z.object({ symbol: symbolText() }),
    data: z.object({ rules: marketRules, ticker, demo_notice: z.boolean() }),
  }),
  new_data: endpoint({
    name: 'web/new_data', method: 'GET', access: 'public',
    summary: 'Latest prices of every market (one market with `symbol`).',
    params: z.object({ symbol: symbolText().optional() }),
    data: z.array(ticker),
  }),
  getDealList: endpoint({
    name: 'web/getDealList', method: 'GET', access: 'user',
    summary: "The user's spot orders, newest first: `state=open` (cancellable), `history` (filled or cancelled) or `all`.",
    params: z.object({
      state: z.enum(['open', 'history', 'all'], { error: 'error.invalidInput' }).default('all'),
      symbol: symbolText().optional(),
    }),
    data: z.array(spotOrder),
  }),
  addCollectCurrenct: endpoint({
    name: 'web/addCollectCurrenct', method: 'POST', access: 'user',
    summary: 'Adds a market to the favourites, or removes it when it is one already.',
    params: z.object({ symbol: symbolText() }),
    data: z.object({ symbol: z.string(), favourite: z.boolean(), at: epochMs }),
  }),
};
