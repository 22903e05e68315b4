// The rules of rewards as the settings state them, in minor units: the switch (features.rewards),
// the time zone of a sign-in's day, each day's reward, the budget and the tasks offered. Read
// inside the transaction that pays, so the rule paid by is the rule shown.
import type { Executor } from '../../db/database';
import type { RewardKind, RewardTask } from '../../../api/endpoints/rewards';
import { rewardTasks } from '../../../api/endpoints/rewards';
import { toMinor } from '../../../api/money';
import { getSetting, settingDefaults } from '../settings/settings';
import { scaleOf } from '../earn/earn-terms';

/** Rewards are paid in USDT from this system account. */
export const REWARD_ASSET = 'USDT';
export const MARKETING_ACCOUNT = 'marketing';

export interface RewardTerms {
  enabled: boolean;
  timeZone: string;
  scale: number;
  signRewards: bigint[];
  budget: bigint;
  tasks: Array<{ task: RewardTask; reward: bigint; kind: RewardKind }>;
}

export async function loadRewardTerms(db: Executor): Promise<RewardTerms> {
  const features = await getSetting(db, 'features');
  const timeZone = await getSetting(db, 'rewards.timeZone');
  const signRewards = await getSetting(db, 'rewards.signRewards');
  const budget = await getSetting(db, 'rewards.budget');
  const tasks = await getSetting(db, 'rewards.tasks');
  const scale = await scaleOf(db, REWARD_ASSET);
  const minor = (text: string) => toMinor(text, scale) ?? 0n;
  return {
    enabled: { ...settingDefaults.features, ...features }.rewards !== false,
    timeZone,
    scale,
    signRewards: signRewards.map(minor),
    budget: minor(budget),
    tasks: rewardTasks.flatMap((task) => {
      const t = tasks[task];
      return t ? [{ task, reward: minor(t.reward), kind: t.kind }] : [];
    }),
  };
}
