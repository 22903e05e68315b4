// SQL of identity verification: the level rows and their timeline in lifecycle_events.
import type { Selectable } from 'kysely';
import type { KycVerificationsTable } from '../../db/schema';
import type { Executor } from '../../db/database';
import type { KycLevel } from '../../../api/lifecycles/kyc-level';

export const KYC_ENTITY = 'kyc';
export type KycRow = Selectable<KycVerificationsTable>;

export async function findLevel(db: Executor, userId: string, level: KycLevel): Promise<KycRow | undefined> {
  return db.selectFrom('kyc_verifications').selectAll().where('user_id', '=', userId).where('level', '=', level).executeTakeFirst();
}

export async function levelsOf(db: Executor, userId: string): Promise<KycRow[]> {
  return db.selectFrom('kyc_verifications').selectAll().where('user_id', '=', userId).execute();
}

export async function findVerification(db: Executor, id: string): Promise<KycRow | undefined> {
  return db.selectFrom('kyc_verifications').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function verificationsInState(db: Executor, state: string): Promise<KycRow[]> {
  return db.selectFrom('kyc_verifications').selectAll().where('state', '=', state).orderBy('submitted_at').orderBy('id').limit(500).execute();
}

export async function kycEvents(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('lifecycle_events').select(['entity_id', 'from_state', 'to_state', 'event', 'actor', 'reason', 'at'])
    .where('entity_type', '=', KYC_ENTITY).where('entity_id', 'in', ids).orderBy('at').orderBy('id').execute();
}

export async function insertKycEvent(db: Executor, row: { id: string; entityId: string; from: string | null; to: string; event: string; actor: string; reason: string | null; now: number }) {
  await db.insertInto('lifecycle_events').values({
    id: row.id, entity_type: KYC_ENTITY, entity_id: row.entityId, from_state: row.from, to_state: row.to,
    event: row.event, actor: row.actor, reason: row.reason, at: BigInt(row.now),
  }).execute();
}
