// Moving a verification level through its chart (api/lifecycles/kyc-*.lifecycle): the one place its
// state changes. The update is conditional on the state it was read in, so two racing moves (a
// reviewer's decision and another's, or a double submit) cannot both happen.
import type { AnyStateMachine } from 'xstate';
import { LifecycleRefused, mustMove } from '../../../api/lifecycles/lifecycle';
import type { KycEvent, KycLevel } from '../../../api/lifecycles/kyc-level';
import { kycJuniorLifecycle } from '../../../api/lifecycles/kyc-junior.lifecycle';
import { kycSeniorLifecycle } from '../../../api/lifecycles/kyc-senior.lifecycle';
import { kycAddressLifecycle } from '../../../api/lifecycles/kyc-address.lifecycle';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import type { Executor } from '../../db/database';
import { insertKycEvent, type KycRow } from './kyc.store';

export const kycCharts: Record<KycLevel, AnyStateMachine> = {
  junior: kycJuniorLifecycle, senior: kycSeniorLifecycle, address: kycAddressLifecycle,
};

/** The state a level's chart moves to, or null when it refuses the event there. */
export function kycTarget(level: KycLevel, from: string, event: KycEvent['type']): string | null {
  try {
    return mustMove(kycCharts[level], from, { type: event });
  } catch (err) {
    if (err instanceof LifecycleRefused) return null;
    throw err;
  }
}

export interface KycMove {
  event: KycEvent['type'];
  /** `user:<id>` or `operator:<id>`. */
  actor: string;
  reason?: string | null;
  /** Fields of a (re)submission written with the move. */
  fields?: Partial<KycRow>;
}

/** Applies one move to a stored level inside `db` (a transaction) and returns the row as it is now. */
export async function moveKyc(deps: Pick<Deps, 'clock' | 'ids'>, db: Executor, row: KycRow, move: KycMove): Promise<KycRow> {
  const to = kycTarget(row.level, row.state, move.event) ?? fail('stateChanged');
  const now = deps.clock.now();
  const decided = move.event === 'APPROVE' || move.event === 'REJECT';
  const change: Partial<KycRow> = {
    ...move.fields, state: to, updated_at: BigInt(now),
    reason: to === 'failed' ? (move.reason ?? null) : null,
    ...(decided ? { decided_at: BigInt(now) } : { decided_at: null, submitted_at: BigInt(now), attempt: row.attempt + 1n }),
  };
  const res = await db.updateTable('kyc_verifications').set(change).where('id', '=', row.id).where('state', '=', row.state).executeTakeFirst();
  if (res.numUpdatedRows === 0n) fail('stateChanged');
  await insertKycEvent(db, { id: deps.ids.next('le'), entityId: row.id, from: row.state, to, event: move.event, actor: move.actor, reason: move.reason ?? null, now });
  return { ...row, ...change } as KycRow;
}
