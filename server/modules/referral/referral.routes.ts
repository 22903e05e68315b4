// Routes of the referral page: the caller's summary, commission and invitees.
import { referralEndpoints } from '../../../api/endpoints/referral';
import type { Handlers } from '../../http/handler';
import { myEarningsAndPromotion, myEarningsDetail, myPromotion } from './referral.service';

export const referralHandlers: Handlers<typeof referralEndpoints> = {
  getMyEarningsAndPromotion: async ({ deps, user }) => myEarningsAndPromotion(deps, user.id),
  getMyEarningsDetail: async ({ deps, user, params }) => myEarningsDetail(deps, user.id, params),
  getMyPromotion: async ({ deps, user, params }) => myPromotion(deps, user.id, params),
};
