// Manual deposit review in the operator console: the queue, one claim with the user's balances and
// history and the other claims of its transaction (the credential image is served by
// web/opsGetUpload), and decisions. A decision is a move of the manual-deposit chart (approval
// credits through the ledger in that move), is audit-logged with who, when and why in the same
// transaction, and shows on the user's timeline.
import { fromMinor } from '../../../api/money';
import type { ManualDepositEvent } from '../../../api/lifecycles/manual-deposit.lifecycle';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { enabledAssets } from '../funds/assets.store';
import { moveManualDeposit } from '../funds/manual-deposit.service';
import {
  findManualDeposit, manualDepositEvents, manualDepositsInState, MANUAL_DEPOSIT_ENTITY, otherClaimsOfTx, type ManualDepositRow,
} from '../funds/manual-deposit.store';
import type { AuthedOperator } from './operators';
import { decideAudited, reviewHistory } from './review-decisions';
import { userHistory } from './review.service';

async function shown(deps: Pick<Deps, 'db'>, rows: ManualDepositRow[]) {
  const scales = new Map((await enabledAssets(deps.db)).map((a) => [a.code, a.scale]));
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const emails = userIds.length
    ? new Map((await deps.db.selectFrom('users').select(['id', 'email']).where('id', 'in', userIds).execute()).map((u) => [u.id, u.email]))
    : new Map<string, string | null>();
  return rows.map((d) => ({
    id: d.id, user_id: d.user_id, user_email: emails.get(d.user_id) ?? null, currency: d.asset, chain: d.chain,
    amount: fromMinor(BigInt(d.amount), scales.get(d.asset) ?? 0), tx_hash: d.tx_hash, credential: d.upload_id,
    description: d.description, state: d.state as never, reason: d.reason, created_at: Number(d.created_at),
  }));
}

export async function depositQueue(deps: Pick<Deps, 'db'>) {
  return shown(deps, await manualDepositsInState(deps.db, 'underReview'));
}

export async function depositDetail(deps: Pick<Deps, 'db' | 'ledger'>, id: string) {
  const d = (await findManualDeposit(deps.db, id)) ?? fail('notFound');
  // One pass over assets and users for the claim and the other claims of its transaction.
  const [deposit, ...sameTxClaims] = await shown(deps, [d, ...(await otherClaimsOfTx(deps.db, d))]);
  return {
    deposit,
    ...(await reviewHistory(deps.db, MANUAL_DEPOSIT_ENTITY, d.id, await manualDepositEvents(deps.db, [d.id]))),
    ...(await userHistory(deps, d.user_id)),
    same_tx_claims: sameTxClaims,
  };
}

async function decide(deps: Pick<Deps, 'db' | 'clock' | 'ids' | 'ledger' | 'messages'>, operator: AuthedOperator, id: string, event: ManualDepositEvent['type'], reason: string | null) {
  const row = await decideAudited(deps, operator, MANUAL_DEPOSIT_ENTITY, reason, async (trx, actor) => {
    const d = (await findManualDeposit(trx, id)) ?? fail('notFound');
    return { moved: await moveManualDeposit(deps, trx, d, { event, actor, reason }), action: event };
  });
  return (await shown(deps, [row]))[0];
}

export const approveDeposit = (deps: Pick<Deps, 'db' | 'clock' | 'ids' | 'ledger' | 'messages'>, op: AuthedOperator, id: string, reason?: string) => decide(deps, op, id, 'APPROVE', reason?.trim() || null);
export const rejectDeposit = (deps: Pick<Deps, 'db' | 'clock' | 'ids' | 'ledger' | 'messages'>, op: AuthedOperator, id: string, reason: string) => decide(deps, op, id, 'REJECT', reason);
