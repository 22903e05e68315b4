// Routes of rewards: the reward centre and sign-in rules (with the user's progress when signed in),
// the sign-in log, signing today and claiming a task.
import { rewardsEndpoints } from '../../../api/endpoints/rewards';
import type { Handlers } from '../../http/handler';
import { rewardsOverview, signLog, signToday } from './rewards.service';
import { claimTask } from './reward-tasks';

export const rewardsHandlers: Handlers<typeof rewardsEndpoints> = {
  getFuli: async ({ deps, user }) => rewardsOverview(deps, user?.id ?? null),
  ethSignlog: async ({ deps, user }) => signLog(deps, user.id),
  sign: async ({ deps, user }) => signToday(deps, user.id),
  claimReward: async ({ deps, user, params }) => claimTask(deps, user.id, params.task),
};
