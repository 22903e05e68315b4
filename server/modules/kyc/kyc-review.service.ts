// Verification review in the operator console: the queue of levels under review, one item with its
// fields, images, timeline and decisions, and the decisions themselves. A decision is a move of the
// level's own chart, audit-logged with who, when and why in the same transaction, and shown on the
// user's timeline with its reason.
import type { KycLevel } from '../../../api/lifecycles/kyc-level';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import type { AuthedOperator } from '../ops/operators';
import { decideAudited, reviewHistory } from '../ops/review-decisions';
import { moveKyc } from './kyc-moves';
import { findVerification, KYC_ENTITY, kycEvents, levelsOf, verificationsInState, type KycRow } from './kyc.store';

type KycState = 'notSubmitted' | 'underReview' | 'approved' | 'verified' | 'failed';
/** Operator roles that decide verifications. */
const REVIEWER_ROLES: readonly string[] = ['reviewer', 'admin'];

async function items(deps: Pick<Deps, 'db'>, rows: KycRow[]) {
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const users = userIds.length
    ? new Map((await deps.db.selectFrom('users').select(['id', 'email', 'phone']).where('id', 'in', userIds).execute()).map((u) => [u.id, u]))
    : new Map<string, { email: string | null; phone: string | null }>();
  return rows.map((r) => ({
    id: r.id, user_id: r.user_id, user_email: users.get(r.user_id)?.email ?? null, user_phone: users.get(r.user_id)?.phone ?? null,
    level: r.level, state: r.state as KycState, attempt: Number(r.attempt), submitted_at: Number(r.submitted_at),
  }));
}

function mustReview(operator: AuthedOperator) {
  if (!REVIEWER_ROLES.includes(operator.role)) fail('forbidden');
}

export async function kycQueue(deps: Pick<Deps, 'db'>, operator: AuthedOperator) {
  mustReview(operator);
  return items(deps, await verificationsInState(deps.db, 'underReview'));
}

const fieldsOf = (r: KycRow): Record<string, string | number> => {
  const all: Record<string, string | number | null> = {
    nationality: r.nationality, id_type: r.id_type === null ? null : Number(r.id_type), real_name: r.real_name, id_number: r.id_number, address: r.address,
  };
  return Object.fromEntries(Object.entries(all).filter(([, v]) => v !== null)) as Record<string, string | number>;
};

export async function kycReviewDetail(deps: Pick<Deps, 'db'>, operator: AuthedOperator, id: string) {
  mustReview(operator);
  const row = (await findVerification(deps.db, id)) ?? fail('notFound');
  const [item] = await items(deps, [row]);
  const images = ([['front', row.front_upload_id], ['back', row.back_upload_id], ['signature', row.signature_upload_id], ['bill', row.bill_upload_id]] as const)
    .filter(([, uploadId]) => uploadId !== null).map(([role, uploadId]) => ({ role, upload_id: uploadId as string }));
  const levels = await levelsOf(deps.db, row.user_id);
  // Another account verified with the same document is a reason to look twice.
  const same = row.id_number_key
    ? await deps.db.selectFrom('kyc_verifications').select(['user_id', 'state']).where('id_number_key', '=', row.id_number_key)
      .where('user_id', '!=', row.user_id).limit(20).execute()
    : [];
  return {
    item,
    fields: fieldsOf(row),
    images,
    ...(await reviewHistory<KycState>(deps.db, KYC_ENTITY, row.id, await kycEvents(deps.db, [row.id]))),
    levels: levels.map((l) => ({ level: l.level as KycLevel, state: l.state as KycState })),
    same_id_number: same.map((s) => ({ user_id: s.user_id, state: s.state as KycState })),
  };
}

async function decide(deps: Pick<Deps, 'db' | 'clock' | 'ids' | 'messages'>, operator: AuthedOperator, id: string, event: 'APPROVE' | 'REJECT', reason: string | null) {
  mustReview(operator);
  const row = await decideAudited(deps, operator, KYC_ENTITY, reason, async (trx, actor) => {
    const current = (await findVerification(trx, id)) ?? fail('notFound');
    const moved = await moveKyc(deps, trx, current, { event, actor, reason });
    await deps.messages.notify(trx, moved.user_id, event === 'APPROVE' ? 'kycApproved' : 'kycRejected', { level: moved.level, ...(event === 'REJECT' ? { reason: reason ?? '' } : {}) });
    return { moved, action: `kyc.${current.level}.${event}` };
  });
  return (await items(deps, [row]))[0];
}

export const approveKyc = (deps: Pick<Deps, 'db' | 'clock' | 'ids' | 'messages'>, op: AuthedOperator, id: string, reason?: string) => decide(deps, op, id, 'APPROVE', reason ?? null);
export const rejectKyc = (deps: Pick<Deps, 'db' | 'clock' | 'ids' | 'messages'>, op: AuthedOperator, id: string, reason: string) => decide(deps, op, id, 'REJECT', reason);
