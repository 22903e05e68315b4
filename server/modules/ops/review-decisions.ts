// What every operator review (withdrawals, manual deposits, verifications) shares on the server:
// an item's past as the review shows it (its chart's moves and the operators' decisions on it) and
// one decision, which moves the item on its own chart and writes the audit row in one transaction.
import type { Deps } from '../../deps';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Executor } from '../../db/database';
import { auditDecision, type AuthedOperator } from './operators';

interface LifecycleStep { to_state: string; event: string; actor: string; at: bigint | number | string; reason: string | null }

/** The item's timeline and the audit log's decisions on it, oldest first. */
export async function reviewHistory<S extends string = string>(db: Executor, entityType: string, entityId: string, events: LifecycleStep[]) {
  const decisions = await db.selectFrom('ops_audit_log').innerJoin('operators', 'operators.id', 'ops_audit_log.operator_id')
    .select(['operators.email', 'ops_audit_log.action', 'ops_audit_log.reason', 'ops_audit_log.at'])
    .where('entity_type', '=', entityType).where('entity_id', '=', entityId).orderBy('ops_audit_log.at').execute();
  return {
    timeline: events.map((e) => ({ state: e.to_state as S, event: e.event, actor: e.actor, at: Number(e.at), reason: e.reason })),
    decisions: decisions.map((d) => ({ operator: d.email, action: d.action, reason: d.reason, at: Number(d.at) })),
  };
}

/**
 * One decision: `move` finds the item and moves it on its chart as the operator, and names the
 * audit action; the audit row is written in the same transaction. Returns the moved row.
 */
export async function decideAudited<R extends { id: string }>(
  deps: Pick<Deps, 'db' | 'ids' | 'clock'>, operator: AuthedOperator, entityType: string, reason: string | null,
  move: (trx: Transaction<Database>, actor: string) => Promise<{ moved: R; action: string }>,
): Promise<R> {
  return deps.db.transaction().execute(async (trx) => {
    const { moved, action } = await move(trx, `operator:${operator.id}`);
    await auditDecision(deps, trx, { operatorId: operator.id, action, entityType, entityId: moved.id, reason });
    return moved;
  });
}
