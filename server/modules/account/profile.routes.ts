// The editable profile: one handler, one update of the caller's own row.
import type { profileEndpoints } from '../../../api/endpoints/profile';
import type { Handlers } from '../../http/handler';

export const profileHandlers: Handlers<typeof profileEndpoints> = {
  updateInfo: async ({ deps, user, params }) => {
    await deps.db.updateTable('users').set({ name: params.name }).where('id', '=', user.id).execute();
    return { name: params.name };
  },
};
