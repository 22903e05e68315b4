// The credit score (/credit): computed by the server from the factors of `api/credit-score.ts`,
// each shown with its points, and the loan limit it sets from the table shown beside it. There is
// no call, here or in the console, that sets or edits a score.
import { z } from 'zod';
import { endpoint, moneyText } from '../endpoint';
import { creditFactors } from '../credit-score';

export const creditEndpoints = {
  getCredit: endpoint({
    name: 'web/getCredit', method: 'GET', access: 'user',
    summary: "The user's credit score with each factor's value and points, the limit table, the limit it sets and how much of it loans use now.",
    params: z.object({}),
    data: z.object({
      score: z.number().int(),
      base: z.number().int(),
      min: z.number().int(),
      max: z.number().int(),
      /** Each factor: its value as read (the verification level, days, counts) and the points it gives. */
      factors: z.array(z.object({ factor: z.enum(creditFactors), value: z.string(), points: z.number().int() })),
      table: z.array(z.object({ min_score: z.number().int(), limit: moneyText })),
      asset: z.string(),
      limit: moneyText,
      /** Principal of loans under review or owed, counted against the limit. */
      used: moneyText,
      available: moneyText,
    }),
  }),
};
