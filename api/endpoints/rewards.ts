// Rewards (/sign, /signRule, /benefits, /benefitsDetail): the 7-day sign-in and the reward centre's
// tasks. Every reward is a ledger entry from the platform's marketing account, within a stated
// budget (the setting rewards.budget, less what was already paid); when what remains cannot pay a
// reward, the page says so before the user acts and the call is refused. A calendar day is a day of
// the time zone the rules name. A withdrawable reward is plain USDT in spot; a trade-only reward is
// credited to spot too, but withdrawals leave it in the balance until that much has been traded
// (the user's trading volume since the claim reaches the reward).
import { z } from 'zod';
import { endpoint, epochMs, moneyText } from '../endpoint';
import { signDayStates } from '../lifecycles/sign-day.lifecycle';
import { rewardTaskStates } from '../lifecycles/reward-task.lifecycle';

/** The tasks of the reward centre, each with a condition the server checks from the user's records. */
export const rewardTasks = ['firstDeposit', 'firstTrade', 'kycJunior', 'kycSenior', 'inviteeFirstTrade'] as const;
export type RewardTask = (typeof rewardTasks)[number];

/** How a reward may be used: withdrawn like any USDT, or only traded. */
export const rewardKinds = ['withdrawable', 'tradeOnly'] as const;
export type RewardKind = (typeof rewardKinds)[number];

export const SIGN_DAYS = 7;

const task = z.enum(rewardTasks, { error: 'error.rewardTaskUnknown' });

export const signDay = z.object({
  day: z.number().int(),
  reward: moneyText,
  state: z.enum(signDayStates),
});

export const rewardTaskView = z.object({
  task: z.enum(rewardTasks),
  reward: moneyText,
  kind: z.enum(rewardKinds),
  /** The user's state; null for a visitor. */
  state: z.enum(rewardTaskStates).nullable(),
  /** Steps done of steps needed (each condition is one step); null for a visitor. */
  progress: z.object({ done: z.number().int(), of: z.number().int() }).nullable(),
  claimed_at: epochMs.nullable(),
  /** True when the budget left cannot pay this reward: said before the user claims. */
  budget_short: z.boolean(),
});

/** The user's sign-in now: the seven days of the streak and whether today is signed. */
export const signStatus = z.object({
  days: z.array(signDay),
  /** The day of the streak signed last (0: none in the running streak). */
  streak: z.number().int(),
  signed_today: z.boolean(),
});

export const rewardsEndpoints = {
  getFuli: endpoint({
    name: 'web/getFuli', method: 'GET', access: 'public',
    summary: "The reward centre and the sign-in rules: each day's reward, the time zone, the budget left, the tasks with their rewards and kinds; with a session, the user's sign-in days and task progress.",
    params: z.object({}),
    data: z.object({
      asset: z.string(),
      enabled: z.boolean(),
      /** The IANA time zone whose calendar day a sign-in belongs to. */
      time_zone: z.string(),
      /** Today in that zone (YYYY-MM-DD) and when the next day starts. */
      today: z.string(),
      next_day_at: epochMs,
      budget: z.object({ total: moneyText, remaining: moneyText }),
      sign_rewards: z.array(moneyText),
      /** Null for a visitor. */
      sign: signStatus.nullable(),
      /** True when the budget left cannot pay the reward the user (or a visitor on day 1) would sign for today. */
      sign_budget_spent: z.boolean(),
      tasks: z.array(rewardTaskView),
    }),
  }),
  ethSignlog: endpoint({
    name: 'web/ethSignlog', method: 'GET', access: 'user',
    summary: "The user's sign-in log, newest first: each calendar day signed, its day of the streak and the reward received.",
    params: z.object({}),
    data: z.array(z.object({ date: z.string(), day: z.number().int(), reward: moneyText, state: z.enum(signDayStates), signed_at: epochMs })),
  }),
  sign: endpoint({
    name: 'web/sign', method: 'POST', access: 'user',
    summary: "Signs today (a calendar day of the rules' time zone): the next day of the streak, or day 1 after a missed day or a completed week; its reward is paid from the marketing account. Once per day.",
    params: z.object({}),
    data: z.object({ date: z.string(), day: z.number().int(), reward: moneyText, state: z.enum(signDayStates) }),
  }),
  claimReward: endpoint({
    name: 'web/claimReward', method: 'POST', access: 'user',
    summary: "Claims a task's reward once its condition is met; paid once per user from the marketing account.",
    params: z.object({ task }),
    data: rewardTaskView,
  }),
};
