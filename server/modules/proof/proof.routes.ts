// Routes of proof of liabilities.
import { proofEndpoints } from '../../../api/endpoints/proof';
import type { Handlers } from '../../http/handler';
import { buildOnDemand, myProof, publishedRoots } from './proof.service';

const HISTORY = 20;

export const proofHandlers: Handlers<typeof proofEndpoints> = {
  getProofRoots: async ({ deps }) => publishedRoots(deps, HISTORY),
  getMyProof: async ({ deps, user, params }) => myProof(deps, user.id, params.asset),
  opsBuildProof: async ({ deps, operator }) => buildOnDemand(deps, operator),
};
