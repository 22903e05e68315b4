// Routes of new-coin subscription: the projects, subscribing and the user's subscriptions; the
// operator console's project list and creation (admins only).
import { launchpadEndpoints } from '../../../api/endpoints/launchpad';
import type { Handlers } from '../../http/handler';
import { mustAdminister } from '../settings/settings-admin';
import { createProject, listProjects, mySubscriptions, projectInfo, subscribe } from './launchpad.service';

export const launchpadHandlers: Handlers<typeof launchpadEndpoints> = {
  getNewcoinsList: async ({ deps }) => listProjects(deps),
  getNewcoinsInfo: async ({ deps, params }) => projectInfo(deps, params.id),
  subscribeNewcoin: async ({ deps, user, params }) => subscribe(deps, user.id, params),
  mySubscriptions: async ({ deps, user, params }) => mySubscriptions(deps, user.id, params),
  opsNewcoinProjects: async ({ deps, operator }) => { mustAdminister(operator); return listProjects(deps); },
  opsCreateNewcoin: async ({ deps, operator, params }) => createProject(deps, operator, params),
};
