// Moving a withdrawal through its chart (api/lifecycles/withdrawal.lifecycle): the one place its
// state changes. Each move writes its timeline row and, where money moves, its ledger entry, in
// the caller's transaction. The postings keep the audit clean at every step:
//   submit:     spot -amount, spot_frozen +amount
//   reject / cancel (under review): spot_frozen -amount, spot +amount
//   broadcast:  spot_frozen -amount, payout (chain or bank system account) +(amount-fee), fees +fee
//   fail (the chain refused the send): the broadcast entry reversed into spot
//   confirmed:  no money moves (it left at broadcast)
// A move that decides for the user (approved by a reviewer or by the auto-approval rule, rejected,
// failed on the chain) writes their message here, in the same transaction, so each path tells once.
import type { Transaction } from 'kysely';
import { LifecycleRefused, mustMove } from '../../../api/lifecycles/lifecycle';
import { withdrawalLifecycle, type WithdrawalEvent } from '../../../api/lifecycles/withdrawal.lifecycle';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { systemAccount, userAccount, type Posting } from '../ledger/ledger';
import { chainAccount } from '../funds/deposit-rules';
import { amountParam } from '../messages/message-notifier';
import { insertWithdrawalEvent, updateWithdrawalState, type WithdrawalRow } from './withdrawal.store';

export type MoveDeps = Pick<Deps, 'ledger' | 'clock' | 'ids' | 'messages'>;

export const feeAccount = (asset: string) => systemAccount('fees.withdraw', asset);
export const payoutAccount = (w: Pick<WithdrawalRow, 'kind' | 'chain' | 'asset'>) =>
  (w.kind === 'bank' ? systemAccount('payout.bank', w.asset) : chainAccount(w.chain, w.asset));

function sendPostings(w: WithdrawalRow, sign: 1n | -1n): Posting[] {
  const amount = BigInt(w.amount);
  const fee = BigInt(w.fee);
  const postings: Posting[] = [{ account: payoutAccount(w), amount: sign * (amount - fee) }];
  if (fee > 0n) postings.push({ account: feeAccount(w.asset), amount: sign * fee });
  return postings;
}

export interface WithdrawalMove {
  event: WithdrawalEvent['type'];
  /** `user:<id>`, `operator:<id>` or `system:<job>`. */
  actor: string;
  /** Shown on the timeline: a message key of api/messages or an operator's words. */
  reason?: string | null;
  broadcastHeight?: bigint;
}

/** Applies one move inside `trx` and returns the withdrawal as it is now; stateChanged when the chart or a concurrent move refuses it. */
export async function moveWithdrawal(deps: MoveDeps, trx: Transaction<Database>, w: WithdrawalRow, move: WithdrawalMove): Promise<WithdrawalRow> {
  let to: string;
  try {
    to = mustMove(withdrawalLifecycle, w.state, { type: move.event });
  } catch (err) {
    if (err instanceof LifecycleRefused) fail('stateChanged');
    throw err;
  }
  const now = deps.clock.now();
  const reason = move.reason ?? null;
  const terminalReason = ['rejected', 'cancelled', 'failed'].includes(to) ? reason : undefined;
  if (!(await updateWithdrawalState(trx, w.id, w.state, { state: to, reason: terminalReason, broadcastHeight: move.broadcastHeight, now }))) fail('stateChanged');
  await insertWithdrawalEvent(trx, { id: deps.ids.next('le'), entityId: w.id, from: w.state, to, event: move.event, actor: move.actor, reason, now });

  const amount = BigInt(w.amount);
  const spot = userAccount(w.user_id, w.asset, 'spot');
  const frozen = userAccount(w.user_id, w.asset, 'spot_frozen');
  const entry = (key: string, postings: Posting[]) =>
    deps.ledger.post(trx, { reason: `withdrawal.${key}`, refType: 'withdrawal', refId: w.id, idempotencyKey: `withdrawal:${key}:${w.id}`, postings });
  if (to === 'broadcasting') {
    await entry('send', [{ account: frozen, amount: -amount }, ...sendPostings(w, 1n)]);
  } else if (['rejected', 'cancelled', 'failed'].includes(to)) {
    if (w.state === 'broadcasting') await entry('return', [...sendPostings(w, -1n), { account: spot, amount }]);
    else await entry('unfreeze', [{ account: frozen, amount: -amount }, { account: spot, amount }]);
  }
  await tell(deps, trx, w, to, reason);
  return { ...w, state: to, updated_at: BigInt(now), ...(terminalReason !== undefined ? { reason: terminalReason } : {}), ...(move.broadcastHeight !== undefined ? { broadcast_height: move.broadcastHeight } : {}) };
}

/** The user's message of a move to `to`, if it is one they are told of (their own cancel and the send's progress are not). */
async function tell(deps: MoveDeps, trx: Transaction<Database>, w: WithdrawalRow, to: string, reason: string | null) {
  const params = { id: w.id, amount: amountParam(BigInt(w.amount), w.asset), asset: w.asset };
  if (to === 'approved') await deps.messages.notify(trx, w.user_id, 'withdrawalApproved', params);
  // A reviewer's reason is shown as typed.
  if (to === 'rejected') await deps.messages.notify(trx, w.user_id, 'withdrawalRejected', { ...params, reason: reason ?? '' });
  if (to === 'failed') await deps.messages.notify(trx, w.user_id, 'withdrawalFailed', params);
}

/** The freeze of a new withdrawal and its first timeline row, written with the withdrawal itself. */
export async function freezeWithdrawalAmount(deps: MoveDeps, trx: Transaction<Database>, w: WithdrawalRow, actor: string) {
  const amount = BigInt(w.amount);
  await deps.ledger.post(trx, {
    reason: 'withdrawal.freeze', refType: 'withdrawal', refId: w.id, idempotencyKey: `withdrawal:freeze:${w.id}`,
    postings: [
      { account: userAccount(w.user_id, w.asset, 'spot'), amount: -amount },
      { account: userAccount(w.user_id, w.asset, 'spot_frozen'), amount },
    ],
  });
  await insertWithdrawalEvent(trx, { id: deps.ids.next('le'), entityId: w.id, from: null, to: w.state, event: 'SUBMITTED', actor, reason: null, now: deps.clock.now() });
}
