// The words of rewards: each task's name and condition, each kind of reward and what it means,
// and each state of a sign-in day or a task.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { RewardKind, RewardTask } from '../../../api/endpoints/rewards';
import type { SignDayState } from '../../../api/lifecycles/sign-day.lifecycle';
import type { RewardTaskState } from '../../../api/lifecycles/reward-task.lifecycle';

export const taskNames = defineMessages({
  firstDeposit: { id: 'rewards.task.firstDeposit', defaultMessage: 'First deposit' },
  firstTrade: { id: 'rewards.task.firstTrade', defaultMessage: 'First trade' },
  kycJunior: { id: 'rewards.task.kycJunior', defaultMessage: 'Junior verification' },
  kycSenior: { id: 'rewards.task.kycSenior', defaultMessage: 'Senior verification' },
  inviteeFirstTrade: { id: 'rewards.task.inviteeFirstTrade', defaultMessage: "An invited friend's first trade" },
}) satisfies Record<RewardTask, MessageDescriptor>;

export const taskConditions = defineMessages({
  firstDeposit: { id: 'rewards.condition.firstDeposit', defaultMessage: 'A deposit of yours has been credited.' },
  firstTrade: { id: 'rewards.condition.firstTrade', defaultMessage: 'You have made a spot trade.' },
  kycJunior: { id: 'rewards.condition.kycJunior', defaultMessage: 'Your junior identity verification has been approved.' },
  kycSenior: { id: 'rewards.condition.kycSenior', defaultMessage: 'Your senior identity verification has been approved.' },
  inviteeFirstTrade: { id: 'rewards.condition.inviteeFirstTrade', defaultMessage: 'A friend who registered with your invitation code has made a spot trade.' },
}) satisfies Record<RewardTask, MessageDescriptor>;

export const kindNames = defineMessages({
  withdrawable: { id: 'rewards.kind.withdrawable', defaultMessage: 'Withdrawable' },
  tradeOnly: { id: 'rewards.kind.tradeOnly', defaultMessage: 'Trade only' },
}) satisfies Record<RewardKind, MessageDescriptor>;

export const kindRules = defineMessages({
  withdrawable: { id: 'rewards.kindRule.withdrawable', defaultMessage: 'Paid to your spot USDT; you may trade or withdraw it.' },
  tradeOnly: {
    id: 'rewards.kindRule.tradeOnly',
    defaultMessage: 'Paid to your spot USDT for trading. Withdrawals leave it in your balance until you have traded that amount since claiming it.',
  },
}) satisfies Record<RewardKind, MessageDescriptor>;

export const dayStateNames = defineMessages({
  not: { id: 'rewards.day.not', defaultMessage: 'Not yet' },
  inProgress: { id: 'rewards.day.inProgress', defaultMessage: 'Today' },
  signed: { id: 'rewards.day.signed', defaultMessage: 'Signed' },
  received: { id: 'rewards.day.received', defaultMessage: 'Received' },
}) satisfies Record<SignDayState, MessageDescriptor>;

export const taskStateNames = defineMessages({
  inProgress: { id: 'rewards.taskState.inProgress', defaultMessage: 'In progress' },
  claimable: { id: 'rewards.taskState.claimable', defaultMessage: 'Ready to claim' },
  claimed: { id: 'rewards.taskState.claimed', defaultMessage: 'Claimed' },
}) satisfies Record<RewardTaskState, MessageDescriptor>;
