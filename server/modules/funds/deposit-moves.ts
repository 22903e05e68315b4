// Moving a deposit through its chart (api/lifecycles/deposit.lifecycle): the one place a deposit's
// state changes. Each move writes its timeline row; the move to credited posts the ledger entry in
// the same transaction, so a deposit is credited exactly when it says so.
import type { Transaction } from 'kysely';
import { mustMove } from '../../../api/lifecycles/lifecycle';
import { depositLifecycle, type DepositEvent, type DepositState } from '../../../api/lifecycles/deposit.lifecycle';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { userAccount } from '../ledger/ledger';
import { chainAccount } from './deposit-rules';
import { amountParam } from '../messages/message-notifier';
import { insertLifecycleEvent, updateDepositState, type DepositRow } from './deposit.store';

export type MoveDeps = Pick<Deps, 'ledger' | 'clock' | 'ids' | 'messages'>;

export const WATCHER_ACTOR = 'system:deposit-watcher';
export const initialDepositState = depositLifecycle.config.initial as DepositState;

export interface DepositMove {
  event: DepositEvent;
  confirmations: bigint;
  /** A message key of api/messages shown on the timeline, or null. */
  reason: string | null;
}

/** Applies one move inside `trx`; false when another run already moved the deposit. */
export async function moveDeposit(deps: MoveDeps, trx: Transaction<Database>, deposit: DepositRow, move: DepositMove): Promise<boolean> {
  const to = mustMove(depositLifecycle, deposit.state, move.event);
  const now = deps.clock.now();
  const credited = to === 'credited';
  const moved = await updateDepositState(trx, deposit.id, deposit.state, {
    state: to, confirmations: move.confirmations, creditedTx: credited ? `${deposit.chain}:${deposit.tx_hash}` : null, now,
  });
  if (!moved) return false;
  await insertLifecycleEvent(trx, {
    id: deps.ids.next('le'), entityId: deposit.id, from: deposit.state, to, event: move.event.type,
    actor: WATCHER_ACTOR, reason: move.reason, now,
  });
  if (credited) {
    await deps.ledger.post(trx, {
      reason: 'deposit', refType: 'deposit', refId: deposit.id, idempotencyKey: `deposit:${deposit.id}`,
      postings: [
        { account: chainAccount(deposit.chain, deposit.asset), amount: -deposit.amount },
        { account: userAccount(deposit.user_id, deposit.asset, 'spot'), amount: deposit.amount },
      ],
    });
    await deps.messages.notify(trx, deposit.user_id, 'depositCredited', { id: deposit.id, amount: amountParam(deposit.amount, deposit.asset), asset: deposit.asset });
  }
  return true;
}

/** The timeline row of a deposit's first state, written with the deposit itself. */
export async function recordDetected(deps: MoveDeps, trx: Transaction<Database>, deposit: DepositRow) {
  await insertLifecycleEvent(trx, {
    id: deps.ids.next('le'), entityId: deposit.id, from: null, to: initialDepositState, event: 'DETECTED',
    actor: WATCHER_ACTOR, reason: null, now: deps.clock.now(),
  });
}
