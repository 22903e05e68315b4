// Routes of custody: the console's list of sweeps.
import type { custodyEndpoints } from '../../../api/endpoints/custody';
import type { Handlers } from '../../http/handler';
import { listSweeps } from './custody.service';

export const custodyHandlers: Handlers<typeof custodyEndpoints> = {
  opsSweeps: async ({ deps, operator }) => listSweeps(deps, operator),
};
