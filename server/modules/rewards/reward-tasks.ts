// The reward centre's tasks: each condition read from the user's own records, the task's state
// from its chart (in progress, claimable once the condition holds, claimed once paid), and the
// claim: checked, recorded and paid in one transaction, once per user and task.
import type { RewardTask } from '../../../api/endpoints/rewards';
import { rewardTaskLifecycle, type RewardTaskState } from '../../../api/lifecycles/reward-task.lifecycle';
import { canMove, mustMove } from '../../../api/lifecycles/lifecycle';
import { fromMinor } from '../../../api/money';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/database';
import { fail } from '../../core/failures';
import { passedLevels } from '../kyc/kyc-requirements';
import { tradingVolumeOf } from '../withdrawals/turnover';
import { loadRewardTerms, REWARD_ASSET, type RewardTerms } from './rewards-terms';
import { claimsOf, hasCreditedDeposit, insertClaim, inviteeHasTraded, budgetPaid, type ClaimRow } from './rewards.store';
import { payReward } from './reward-payout';

const initial = rewardTaskLifecycle.config.initial as RewardTaskState;

/** Whether a task's condition holds for the user now; the verification levels are read once for both of their tasks. */
function conditionsOf(db: Executor, userId: string) {
  let levels: Promise<Set<string>> | undefined;
  const passed = async (level: string) => (await (levels ??= passedLevels(db, userId))).has(level);
  return async (task: RewardTask): Promise<boolean> => {
    switch (task) {
      case 'firstDeposit': return hasCreditedDeposit(db, userId);
      case 'firstTrade': return (await tradingVolumeOf(db, userId)) > 0n;
      case 'kycJunior': return passed('junior');
      case 'kycSenior': return passed('senior');
      case 'inviteeFirstTrade': return inviteeHasTraded(db, userId);
    }
  };
}

function stateOf(claim: ClaimRow | undefined, met: boolean): RewardTaskState {
  if (claim) return claim.state as RewardTaskState;
  return met ? mustMove(rewardTaskLifecycle, initial, { type: 'CONDITION_MET' }) as RewardTaskState : initial;
}

/** The tasks offered, with the user's state and progress when a user asks. */
export async function taskViews(db: Executor, terms: RewardTerms, userId: string | null, remaining: bigint) {
  const claims = userId ? await claimsOf(db, userId) : [];
  const conditionMet = userId ? conditionsOf(db, userId) : null;
  const views = [];
  for (const t of terms.tasks) {
    const claim = claims.find((c) => c.task === t.task);
    const met = conditionMet ? Boolean(claim) || await conditionMet(t.task) : false;
    const state = userId ? stateOf(claim, met) : null;
    views.push({
      task: t.task,
      reward: fromMinor(claim ? BigInt(claim.amount) : t.reward, terms.scale),
      kind: t.kind,
      state,
      progress: userId ? { done: met ? 1 : 0, of: 1 } : null,
      claimed_at: claim ? Number(claim.created_at) : null,
      /** What remains of the budget cannot pay this reward (shown before claiming). */
      budget_short: state !== 'claimed' && t.reward > remaining,
    });
  }
  return views;
}

/** Claims the task's reward: refused unless offered, met and not claimed before; paid once. */
export async function claimTask(deps: Pick<Deps, 'db' | 'clock' | 'ledger'>, userId: string, task: RewardTask) {
  await deps.db.transaction().execute(async (trx) => {
    const terms = await loadRewardTerms(trx);
    if (!terms.enabled) fail('featureOff');
    const offered = terms.tasks.find((t) => t.task === task) ?? fail('rewardTaskUnknown');
    const earlier = (await claimsOf(trx, userId)).find((c) => c.task === task);
    if (earlier) fail('rewardClaimed');
    const state = stateOf(undefined, await conditionsOf(trx, userId)(task));
    if (!canMove(rewardTaskLifecycle, state, { type: 'CLAIM' })) fail('rewardTaskNotMet');
    const now = deps.clock.now();
    const row: ClaimRow = {
      user_id: userId, task, state: mustMove(rewardTaskLifecycle, state, { type: 'CLAIM' }), kind: offered.kind, asset: REWARD_ASSET,
      amount: offered.reward, volume_at_claim: await tradingVolumeOf(trx, userId), created_at: BigInt(now),
    };
    // A concurrent claim of the same task wrote first: this one pays nothing.
    if (!(await insertClaim(trx, row))) fail('rewardClaimed');
    if (offered.reward > 0n) {
      await payReward(deps, trx, {
        userId, amount: offered.reward, budget: terms.budget, reason: 'rewards.task', refType: 'reward_claim', refId: `${userId}:${task}`,
        idempotencyKey: `rewards:task:${userId}:${task}`,
      });
    }
  });
  // The answer is this task's view alone: the other tasks' conditions are not read again.
  const terms = await loadRewardTerms(deps.db);
  const claimed = { ...terms, tasks: terms.tasks.filter((t) => t.task === task) };
  const [view] = await taskViews(deps.db, claimed, userId, remainingOf(terms, await budgetPaid(deps.db, REWARD_ASSET)));
  return view;
}

export const remainingOf = (terms: RewardTerms, paid: bigint) => (terms.budget > paid ? terms.budget - paid : 0n);
