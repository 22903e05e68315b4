// Identity verification calls: each handler takes the caller and its params and calls one function.
import { idTypes, type kycEndpoints } from '../../../api/endpoints/kyc';
import type { Handlers } from '../../http/handler';
import { approveKyc, kycQueue, kycReviewDetail, rejectKyc } from './kyc-review.service';
import { kycDetails, kycOverview, submitAddress, submitJunior, submitSenior } from './kyc.service';

export const kycHandlers: Handlers<typeof kycEndpoints> = {
  getIdcardType: async () => idTypes.map((t) => ({ ...t })),
  hasRenzheng: ({ deps, user }) => kycOverview(deps, user.id),
  idcardinfo: ({ deps, user }) => kycDetails(deps, user.id),
  setNameAuth: ({ deps, user, params }) => submitJunior(deps, user.id, params),
  userIdCard: ({ deps, user, params }) => submitSenior(deps, user.id, params),
  editCenterLevel: ({ deps, user, params }) => submitAddress(deps, user.id, params),
  opsKycQueue: ({ deps, operator }) => kycQueue(deps, operator),
  opsKycDetail: ({ deps, operator, params }) => kycReviewDetail(deps, operator, params.id),
  opsKycApprove: ({ deps, operator, params }) => approveKyc(deps, operator, params.id, params.reason),
  opsKycReject: ({ deps, operator, params }) => rejectKyc(deps, operator, params.id, params.reason),
};
