// Routes of the credit score: read only (no call sets or edits a score).
import { creditEndpoints } from '../../../api/endpoints/credit';
import type { Handlers } from '../../http/handler';
import { creditView } from './credit.service';

export const creditHandlers: Handlers<typeof creditEndpoints> = {
  getCredit: async ({ deps, user }) => creditView(deps, user.id),
};
