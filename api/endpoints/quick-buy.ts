// Quick coin purchase (part of spot): a quote from the live book (average and worst price, fee and
// the bound beyond which nothing fills), valid for a few seconds, then an immediate-or-cancel buy
// bounded at that price. Nothing is bought at a price the user was not shown.
import { z } from 'zod';
import { decimalText, endpoint, epochMs, moneyText } from '../endpoint';

const symbol = () => z.string({ error: 'error.marketUnknown' }).trim().toUpperCase().regex(/^[A-Z0-9]{2,20}$/, 'error.marketUnknown');

export const quickBuyModes = ['spend', 'receive'] as const;
export type QuickBuyMode = (typeof quickBuyModes)[number];

export const quickQuote = z.object({
  quote_id: z.string(),
  symbol: z.string(),
  base: z.string(),
  quote: z.string(),
  side: z.literal('buy'),
  mode: z.enum(quickBuyModes),
  /** Coins the purchase asks for. */
  amount: moneyText,
  /** Average and worst price of the book's levels it would fill at now. */
  avg_price: moneyText,
  worst_price: moneyText,
  /** The order's limit: nothing fills above it (worst price plus `slippage_bps`). */
  bound_price: moneyText,
  slippage_bps: z.number().int(),
  /** Taker fee at the quoted fills, and the fee rate in basis points. */
  fee: moneyText,
  fee_bps: z.number().int(),
  /** Notional plus fee at the quoted fills. */
  total: moneyText,
  /** Most USDT the order can spend (locked while it runs, the rest returned at once). */
  max_spend: moneyText,
  expires_at: epochMs,
  /** How long a quote lives, so the screen can draw its countdown. */
  ttl_ms: z.number().int(),
});

export const quickFill = z.object({
  order_id: z.string(),
  symbol: z.string(),
  /** Coins asked for and coins bought (fewer when the book thinned within the bound). */
  amount: moneyText,
  filled: moneyText,
  avg_price: moneyText.nullable(),
  bound_price: moneyText,
  fee: moneyText,
  /** USDT paid for the fills including the fee, and USDT released from the lock. */
  spent: moneyText,
  returned: moneyText,
  state: z.enum(['filled', 'cancelled']),
  at: epochMs,
});

export const quickBuyEndpoints = {
  quickQuote: endpoint({
    name: 'web/quickQuote', method: 'GET', access: 'user',
    summary: 'Quotes a quick purchase from the live book: average, worst and bound price, fee and expiry. `mode` spend takes `amount` in USDT, receive in coins.',
    params: z.object({
      symbol: symbol(),
      side: z.enum(['buy'], { error: 'error.invalidInput' }).default('buy'),
      mode: z.enum(quickBuyModes, { error: 'error.invalidInput' }),
      amount: decimalText(),
    }),
    data: quickQuote,
  }),
  quickBuy: endpoint({
    name: 'web/quickBuy', method: 'POST', access: 'user',
    summary: 'Buys on a live quote: an immediate-or-cancel order bounded at its bound price; the unfilled rest is released at once. Refused, changing nothing, when the quote expired or nothing fills within the bound.',
    params: z.object({ quote_id: z.string({ error: 'error.invalidInput' }).trim().regex(/^qq_[0-9a-z]{10,40}$/, 'error.invalidInput') }),
    data: quickFill,
    successMessage: 'success.quickBought',
  }),
};
