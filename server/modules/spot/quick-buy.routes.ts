// Quick coin purchase: quote, then buy on the quote.
import { quickBuyEndpoints } from '../../../api/endpoints/quick-buy';
import type { Handlers } from '../../http/handler';
import { buyOnQuote, quoteQuickBuy } from './quick-buy.service';

export const quickBuyHandlers: Handlers<typeof quickBuyEndpoints> = {
  quickQuote: async ({ deps, user, params }) => quoteQuickBuy(deps, user.id, params),
  quickBuy: async ({ deps, user, params, rtoken, answerRecord }) => buyOnQuote(deps, user.id, params.quote_id, rtoken, answerRecord),
};
