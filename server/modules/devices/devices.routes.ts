// Routes of the user's sessions, sign-outs and login history.
import { devicesEndpoints } from '../../../api/endpoints/devices';
import type { Handlers } from '../../http/handler';
import { loginHistory, sessionsView, signOutOtherSessions, signOutSession } from './devices.service';

export const devicesHandlers: Handlers<typeof devicesEndpoints> = {
  sessions: ({ deps, user }) => sessionsView(deps, user),
  signOutSession: async ({ deps, user, params }) => {
    await signOutSession(deps, user, params.id);
    return null;
  },
  signOutOtherSessions: ({ deps, user }) => signOutOtherSessions(deps, user),
  loginHistory: ({ deps, user }) => loginHistory(deps, user.id),
};
