// The user's side of the sign-in and the reward centre (/sign, /signRule, /benefits,
// /benefitsDetail): the rules and the user's progress load, then the user signs today or claims a
// task; either is sent once (one rtoken per attempt, kept for a retry) and the page loads again to
// show what the server recorded. A refusal (already signed, budget spent, condition not met) is
// shown and nothing else changes.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { RewardTask, rewardsEndpoints } from '../../api/endpoints/rewards';
import { refusalOf, rtokenForSubmission, type Refusal } from './form-validation';
import { service } from './service';

export type RewardsOverview = DataOf<typeof rewardsEndpoints.getFuli>;
export type SignResult = DataOf<typeof rewardsEndpoints.sign>;
export type TaskView = DataOf<typeof rewardsEndpoints.claimReward>;

/** What the last act achieved, shown once the page has loaded again. */
export type RewardsOutcome = { kind: 'signed'; result: SignResult } | { kind: 'claimed'; task: TaskView };

export interface RewardsContext {
  overview: RewardsOverview | null;
  refusal: Refusal | null;
  outcome: RewardsOutcome | null;
  task: RewardTask | null;
  rtoken: string | null;
}

export type RewardsEvent = { type: 'RETRY' } | { type: 'SIGN' } | { type: 'CLAIM'; task: RewardTask };

export const rewardsFlow = setup({
  types: {} as { context: RewardsContext; events: RewardsEvent },
  actors: {
    loadRewards: service<RewardsOverview>('loadRewards'),
    signToday: service<SignResult, { rtoken: string }>('signToday'),
    claimReward: service<TaskView, { task: RewardTask; rtoken: string }>('claimReward'),
  },
  actions: {
    keepOverview: assign({ overview: (_, output: RewardsOverview) => output }),
    keepRefusal: assign({ refusal: ({ event }) => refusalOf((event as { error?: unknown }).error) }),
    startAttempt: assign({ refusal: null, outcome: null, rtoken: ({ context }) => rtokenForSubmission(context.rtoken) }),
    chooseTask: assign({ task: (_, task: RewardTask) => task }),
    finishAttempt: assign({ rtoken: null }),
    keepSigned: assign({ outcome: (_, result: SignResult) => ({ kind: 'signed' as const, result }) }),
    keepClaimed: assign({ outcome: (_, task: TaskView) => ({ kind: 'claimed' as const, task }) }),
  },
  guards: {
    canSign: ({ context }) => Boolean(context.overview?.enabled && context.overview.sign && !context.overview.sign.signed_today && !context.overview.sign_budget_spent),
    canClaim: ({ context }, task: RewardTask) => Boolean(context.overview?.enabled && context.overview.tasks.some((t) => t.task === task && t.state === 'claimable' && !t.budget_short)),
  },
}).createMachine({
  id: 'rewards',
  context: { overview: null, refusal: null, outcome: null, task: null, rtoken: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadRewards', src: 'loadRewards',
        onDone: { target: 'ready', actions: { type: 'keepOverview', params: ({ event }) => event.output } },
        onError: { target: 'unavailable', actions: 'keepRefusal' },
      },
    },
    unavailable: { on: { RETRY: { target: 'loading', actions: assign({ refusal: null }) } } },
    ready: {
      on: {
        SIGN: { guard: 'canSign', target: 'signing', actions: 'startAttempt' },
        CLAIM: {
          guard: { type: 'canClaim', params: ({ event }) => event.task }, target: 'claiming',
          actions: ['startAttempt', { type: 'chooseTask', params: ({ event }) => event.task }],
        },
      },
    },
    signing: {
      invoke: {
        id: 'signToday', src: 'signToday',
        input: ({ context }) => ({ rtoken: context.rtoken! }),
        onDone: { target: 'loading', actions: ['finishAttempt', { type: 'keepSigned', params: ({ event }) => event.output }] },
        // The page loads again: a refusal may mean the page was stale (signed elsewhere, budget spent).
        onError: { target: 'loading', actions: ['finishAttempt', 'keepRefusal'] },
      },
    },
    claiming: {
      invoke: {
        id: 'claimReward', src: 'claimReward',
        input: ({ context }) => ({ task: context.task!, rtoken: context.rtoken! }),
        onDone: { target: 'loading', actions: ['finishAttempt', { type: 'keepClaimed', params: ({ event }) => event.output }] },
        onError: { target: 'loading', actions: ['finishAttempt', 'keepRefusal'] },
      },
    },
  },
});

export type RewardsActor = ActorRefFrom<typeof rewardsFlow>;
type Snapshot = SnapshotFrom<typeof rewardsFlow>;

export type RewardsStage = 'loading' | 'unavailable' | 'ready' | 'signing' | 'claiming';
export const selectRewardsStage = (s: Snapshot) => s.value as RewardsStage;
export const selectRewardsOverview = (s: Snapshot) => s.context.overview;
export const selectRewardsRefusal = (s: Snapshot) => s.context.refusal;
export const selectRewardsOutcome = (s: Snapshot) => s.context.outcome;
export const selectCanSign = (s: Snapshot) => s.can({ type: 'SIGN' });
export const selectClaimingTask = (s: Snapshot) => (s.matches('claiming') ? s.context.task : null);

export function rewardsEvents(actor: Pick<RewardsActor, 'send'>) {
  return {
    retry: () => actor.send({ type: 'RETRY' }),
    sign: () => actor.send({ type: 'SIGN' }),
    claim: (task: RewardTask) => actor.send({ type: 'CLAIM', task }),
  };
}
