// The wire behind the sign-in and the reward centre (api/endpoints/rewards.ts): one read of the
// rules with the user's progress, signing today and claiming a task.
import { fromPromise } from 'xstate';
import type { ApiClient } from './api';
import type { RewardsOverview, SignResult, TaskView } from '../machines/rewards.flow';
import type { RewardTask } from '../../api/endpoints/rewards';

type WireCaller = Pick<ApiClient, 'call'>;

export function rewardsServices(client: WireCaller) {
  return {
    loadRewards: fromPromise<RewardsOverview, void>(async ({ signal }) => (await client.call('getFuli', {}, { signal })).data),
    signToday: fromPromise<SignResult, { rtoken: string }>(async ({ input, signal }) => (await client.call('sign', {}, { signal, rtoken: input.rtoken, quiet: true })).data),
    claimReward: fromPromise<TaskView, { task: RewardTask; rtoken: string }>(
      async ({ input, signal }) => (await client.call('claimReward', { task: input.task }, { signal, rtoken: input.rtoken, quiet: true })).data,
    ),
  };
}
