// Withdrawal review in the operator console: the queue, one item with the user's balances and
// history, and decisions. A decision is a move of the withdrawal's own chart (so the only money it
// can move is the lifecycle's own ledger entry), is audit-logged with who, when and why in the
// same transaction, and shows on the user's timeline with its reason.
import { fromMinor } from '../../../api/money';
import type { WithdrawalEvent } from '../../../api/lifecycles/withdrawal.lifecycle';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { enabledAssets } from '../funds/assets.store';
import { moveWithdrawal } from '../withdrawals/withdrawal-moves';
import { findWithdrawal, withdrawalEvents, withdrawalsInState, WITHDRAWAL_ENTITY, type WithdrawalRow } from '../withdrawals/withdrawal.store';
import type { AuthedOperator } from './operators';
import { decideAudited, reviewHistory } from './review-decisions';

async function scalesOf(deps: Pick<Deps, 'db'>) {
  return new Map((await enabledAssets(deps.db)).map((a) => [a.code, a.scale]));
}

async function shown(deps: Pick<Deps, 'db'>, rows: WithdrawalRow[]) {
  const scales = await scalesOf(deps);
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const emails = userIds.length
    ? new Map((await deps.db.selectFrom('users').select(['id', 'email']).where('id', 'in', userIds).execute()).map((u) => [u.id, u.email]))
    : new Map<string, string | null>();
  return rows.map((w) => {
    const scale = scales.get(w.asset) ?? 0;
    return {
      id: w.id, user_id: w.user_id, user_email: emails.get(w.user_id) ?? null, kind: w.kind, currency: w.asset, chain: w.chain,
      address: w.address, memo: w.memo, bank: w.bank ? (JSON.parse(w.bank) as Record<string, string>) : null,
      amount: fromMinor(BigInt(w.amount), scale), fee: fromMinor(BigInt(w.fee), scale), state: w.state as never,
      reason: w.reason, tx_hash: w.tx_hash, created_at: Number(w.created_at),
    };
  });
}

export async function withdrawQueue(deps: Pick<Deps, 'db'>) {
  const underReview = await withdrawalsInState(deps.db, ['underReview']);
  const payouts = await withdrawalsInState(deps.db, ['approved'], { kind: 'bank' });
  return shown(deps, [...underReview, ...payouts]);
}

/** What a reviewer sees of the user behind an item: balances, recent withdrawals and deposits. */
export async function userHistory(deps: Pick<Deps, 'db' | 'ledger'>, userId: string) {
  const scales = await scalesOf(deps);
  const balances = await deps.ledger.balancesOf(deps.db, 'user', userId);
  const history = await deps.db.selectFrom('withdrawals').selectAll().where('user_id', '=', userId).orderBy('created_at', 'desc').limit(50).execute();
  const deposits = await deps.db.selectFrom('deposits').select(['id', 'asset', 'chain', 'amount', 'state', 'created_at'])
    .where('user_id', '=', userId).orderBy('created_at', 'desc').limit(50).execute();
  return {
    balances: balances.map((b) => ({ currency: b.asset, wallet: b.wallet, balance: fromMinor(b.balance, scales.get(b.asset) ?? 0) })),
    withdrawals: await shown(deps, history),
    deposits: deposits.map((d) => ({
      id: d.id, currency: d.asset, chain: d.chain, amount: fromMinor(BigInt(d.amount), scales.get(d.asset) ?? 0), state: d.state, created_at: Number(d.created_at),
    })),
  };
}

export async function withdrawDetail(deps: Pick<Deps, 'db' | 'ledger'>, id: string) {
  const w = (await findWithdrawal(deps.db, id)) ?? fail('notFound');
  const [withdrawal] = await shown(deps, [w]);
  return {
    withdrawal,
    ...(await reviewHistory(deps.db, WITHDRAWAL_ENTITY, w.id, await withdrawalEvents(deps.db, [w.id]))),
    ...(await userHistory(deps, w.user_id)),
  };
}

/** One decision: the chart's move and the audit row in one transaction. */
async function decide(deps: Pick<Deps, 'db' | 'clock' | 'ids' | 'ledger' | 'messages'>, operator: AuthedOperator, id: string, events: WithdrawalEvent['type'][], reason: string | null, only?: 'bank') {
  const row = await decideAudited(deps, operator, WITHDRAWAL_ENTITY, reason, async (trx, actor) => {
    let w = (await findWithdrawal(trx, id)) ?? fail('notFound');
    if (only && w.kind !== only) fail('stateChanged');
    // The move writes the user's message.
    for (const event of events) w = await moveWithdrawal(deps, trx, w, { event, actor, reason });
    return { moved: w, action: events.join('+') };
  });
  return (await shown(deps, [row]))[0];
}

export const approveWithdrawal = (deps: Pick<Deps, 'db' | 'clock' | 'ids' | 'ledger' | 'messages'>, op: AuthedOperator, id: string, reason?: string) => decide(deps, op, id, ['APPROVE'], reason ?? null);
export const rejectWithdrawal = (deps: Pick<Deps, 'db' | 'clock' | 'ids' | 'ledger' | 'messages'>, op: AuthedOperator, id: string, reason: string) => decide(deps, op, id, ['REJECT'], reason);
/** A bank payout made off-chain: broadcast and confirmed at once, with the payment reference. */
export const confirmBankPayout = (deps: Pick<Deps, 'db' | 'clock' | 'ids' | 'ledger' | 'messages'>, op: AuthedOperator, id: string, reference: string) => decide(deps, op, id, ['BROADCAST', 'CONFIRMED'], reference, 'bank');
