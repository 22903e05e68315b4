// A task of the reward centre (/benefits) for one user: in progress until its condition is met
// (a first deposit, a first trade, a verification level, an invited friend's first trade), then
// claimable, and claimed once its reward is posted from the marketing account. Claimed is final:
// a task pays once per user.
import { setup } from 'xstate';

export const rewardTaskStates = ['inProgress', 'claimable', 'claimed'] as const;
export type RewardTaskState = (typeof rewardTaskStates)[number];

export type RewardTaskEvent =
  | { type: 'CONDITION_MET' } // the condition became true (derived from the user's records)
  | { type: 'CLAIM' };        // the user claimed: the reward is posted

export const rewardTaskLifecycle = setup({
  types: {} as { events: RewardTaskEvent },
}).createMachine({
  id: 'rewardTask',
  initial: 'inProgress',
  states: {
    inProgress: { on: { CONDITION_MET: 'claimable' } },
    claimable: { on: { CLAIM: 'claimed' } },
    claimed: { type: 'final' },
  },
});
