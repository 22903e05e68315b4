// Routes of the withdrawal allowlist: the mailed cancel link and the "allowlist only" mode.
import { allowlistEndpoints } from '../../../api/endpoints/allowlist';
import type { Handlers } from '../../http/handler';
import { allowlistView, cancelAddressByLink, setAllowlistOnly } from './allowlist.service';

export const allowlistHandlers: Handlers<typeof allowlistEndpoints> = {
  cancelWithdrawAddress: ({ deps, params }) => cancelAddressByLink(deps, params.cancel_token),
  getAllowlistMode: ({ deps, user }) => allowlistView(deps, user.id),
  setAllowlistMode: ({ deps, user, params }) => setAllowlistOnly(deps, user.id, params.on === '1', params.tpwd),
};
