// The wire behind the quick purchase (api/endpoints/quick-buy.ts, part of spot): the coins with
// their book's best ask for /kjmbSelect, and a quote then a purchase for /kjmb.
import { fromPromise } from 'xstate';
import type { ApiClient } from './api';
import type { QuickFill, QuickQuote, QuoteRequest } from '../machines/quick-buy.flow';

type WireCaller = Pick<ApiClient, 'call'>;

/** A coin on offer: its market and the lowest ask resting on the book now (null when none). */
export interface QuickCoin { symbol: string; base: string; quote: string; bestAsk: string | null }

export function quickCoinServices(client: WireCaller) {
  return {
    loadResource: fromPromise<unknown, unknown>(async ({ signal }): Promise<QuickCoin[]> => {
      const markets = (await client.call('getmarketList', {}, { signal })).data;
      const depths = await Promise.all(markets.map((m) => client.call('depth', { symbol: m.symbol, limit: 1 }, { signal })));
      return markets.map((m, i) => ({ symbol: m.symbol, base: m.base, quote: m.quote, bestAsk: depths[i].data.asks[0]?.[0] ?? null }));
    }),
  };
}

export function quickBuyServices(client: WireCaller) {
  return {
    getQuote: fromPromise<QuickQuote, QuoteRequest>(async ({ input, signal }) =>
      (await client.call('quickQuote', { symbol: input.symbol, side: 'buy', mode: input.mode, amount: input.amount }, { signal, quiet: true })).data),
    buy: fromPromise<QuickFill, { quoteId: string; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('quickBuy', { quote_id: input.quoteId }, { rtoken: input.rtoken, signal, quiet: true })).data),
  };
}
