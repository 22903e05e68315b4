// Paying a reward: the budget's conditional spend and the ledger entry from the marketing account
// to the user's spot USDT, in the caller's transaction (a refusal rolls back the whole act).
//   reward: system:marketing:USDT -amount, user spot USDT +amount
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { systemAccount, userAccount } from '../ledger/ledger';
import { MARKETING_ACCOUNT, REWARD_ASSET } from './rewards-terms';
import { spendBudget } from './rewards.store';

export interface RewardPayment {
  userId: string;
  amount: bigint;
  budget: bigint;
  reason: 'rewards.sign' | 'rewards.task';
  refType: string;
  refId: string;
  idempotencyKey: string;
}

export async function payReward(deps: Pick<Deps, 'clock' | 'ledger'>, trx: Transaction<Database>, p: RewardPayment): Promise<void> {
  if (!(await spendBudget(trx, REWARD_ASSET, p.amount, p.budget, deps.clock.now()))) fail('rewardsBudgetSpent');
  await deps.ledger.post(trx, {
    reason: p.reason, refType: p.refType, refId: p.refId, idempotencyKey: p.idempotencyKey,
    postings: [
      { account: systemAccount(MARKETING_ACCOUNT, REWARD_ASSET), amount: -p.amount },
      { account: userAccount(p.userId, REWARD_ASSET, 'spot'), amount: p.amount },
    ],
  });
}
