// The wire behind the promotion page (api/endpoints/referral.ts): the summary, the profit list and
// the invitees of one level.
import { fromPromise } from 'xstate';
import type { ApiClient } from './api';
import type { PromotionPage, ReferralInvitee } from '../machines/referral-promotion.flow';

type WireCaller = Pick<ApiClient, 'call'>;

export function promotionServices(client: WireCaller) {
  const invitees = async (level: number, signal: AbortSignal) => (await client.call('getMyPromotion', { level }, { signal })).data;
  return {
    loadPromotion: fromPromise<PromotionPage, { level: number }>(async ({ input, signal }) => {
      const [summary, profits, list] = await Promise.all([
        client.call('getMyEarningsAndPromotion', {}, { signal }), client.call('getMyEarningsDetail', {}, { signal }), invitees(input.level, signal),
      ]);
      return { summary: summary.data, profits: profits.data, invitees: list };
    }),
    loadInvitees: fromPromise<ReferralInvitee[], { level: number }>(async ({ input, signal }) => invitees(input.level, signal)),
  };
}
