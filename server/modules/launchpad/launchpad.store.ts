// SQL of new-coin projects and subscriptions: rows, the subscription totals the views show, and
// the batched writes of an allocation (one statement per chunk of rows, not one per subscription).
import { sql, type Insertable, type Selectable } from 'kysely';
import type { NewcoinProjectsTable, NewcoinSubscriptionsTable } from '../../db/schema';
import type { DialectName, Executor } from '../../db/database';
import { insertRows, type RowShape } from '../../db/bulk';

export type ProjectRow = Selectable<NewcoinProjectsTable>;
export type SubscriptionRow = Selectable<NewcoinSubscriptionsTable>;
export const SUBSCRIPTION_ENTITY = 'newcoin_subscription';

export interface ProjectTotals { subscribed: bigint; subscribers: number }

export async function insertProject(db: Executor, row: Insertable<NewcoinProjectsTable>) {
  await db.insertInto('newcoin_projects').values(row).execute();
}

export async function projectById(db: Executor, id: string, opts: { lock?: DialectName } = {}) {
  let q = db.selectFrom('newcoin_projects').selectAll().where('id', '=', id);
  // PostgreSQL: subscribing and allocating a project take turns on its row.
  if (opts.lock === 'postgres') q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function projectBySymbol(db: Executor, symbol: string) {
  return db.selectFrom('newcoin_projects').selectAll().where('symbol', '=', symbol).executeTakeFirst();
}

/** Newest window first. */
export async function allProjects(db: Executor) {
  return db.selectFrom('newcoin_projects').selectAll().orderBy('starts_at', 'desc').orderBy('id', 'desc').execute();
}

/** Coins subscribed and distinct subscribers per project (every subscription, whatever its state). */
export async function totalsOf(db: Executor, projectIds: readonly string[]): Promise<Map<string, ProjectTotals>> {
  const out = new Map<string, ProjectTotals>();
  if (projectIds.length === 0) return out;
  const rows = await db.selectFrom('newcoin_subscriptions')
    .select(['project_id', (eb) => eb.fn.sum<string | number | bigint>('quantity').as('subscribed'), (eb) => eb.fn.count<string | number | bigint>('user_id').distinct().as('subscribers')])
    .where('project_id', 'in', [...new Set(projectIds)]).groupBy('project_id').execute();
  for (const r of rows) out.set(r.project_id, { subscribed: BigInt(r.subscribed ?? 0), subscribers: Number(r.subscribers) });
  return out;
}

/** What a user has subscribed for in a project so far. */
export async function heldBy(db: Executor, projectId: string, userId: string) {
  const row = await db.selectFrom('newcoin_subscriptions').select((eb) => eb.fn.sum<string | number | bigint>('quantity').as('held'))
    .where('project_id', '=', projectId).where('user_id', '=', userId).executeTakeFirst();
  return BigInt(row?.held ?? 0);
}

export async function insertSubscription(db: Executor, row: Insertable<NewcoinSubscriptionsTable>) {
  await db.insertInto('newcoin_subscriptions').values(row).execute();
}

/** A project's subscriptions in one state, in subscription order (the allocation's tie rule). */
export async function subscriptionsIn(db: Executor, projectId: string, state: string) {
  return db.selectFrom('newcoin_subscriptions').selectAll().where('project_id', '=', projectId).where('state', '=', state)
    .orderBy('created_at').orderBy('id').execute();
}

export async function subscriptionsOfUser(db: Executor, userId: string, opts: { limit: number; before?: string }) {
  let q = db.selectFrom('newcoin_subscriptions').selectAll().where('user_id', '=', userId);
  // Ids grow with time, so the id pages on.
  if (opts.before) q = q.where('id', '<', opts.before);
  return q.orderBy('id', 'desc').limit(opts.limit).execute();
}

export async function projectsByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('newcoin_projects').selectAll().where('id', 'in', [...new Set(ids)]).execute();
}

export interface Allocated { id: string; state: string; pass: bigint; paid: bigint; refunded: bigint }

const CHUNK = 500;

/** Writes the allocation of every row (still `review`) with one statement per chunk; throws when a row was no longer under review. */
export async function writeAllocation(db: Executor, rows: readonly Allocated[], now: number) {
  for (let at = 0; at < rows.length; at += CHUNK) {
    const chunk = rows.slice(at, at + CHUNK);
    const values = sql.join(chunk.map((r) => sql`(${r.id}, ${r.state}, CAST(${r.pass} AS BIGINT), CAST(${r.paid} AS BIGINT), CAST(${r.refunded} AS BIGINT))`));
    const res = await sql`UPDATE newcoin_subscriptions SET state = v.column2, pass_quantity = v.column3, paid = v.column4, refunded = v.column5, allocated_at = ${BigInt(now)}
      FROM (VALUES ${values}) AS v WHERE newcoin_subscriptions.id = v.column1 AND newcoin_subscriptions.state = 'review'`.execute(db);
    if (Number(res.numAffectedRows ?? 0n) !== chunk.length) throw new Error('allocation: a subscription was no longer under review');
  }
}

/** Moves every subscription of a project in `from` to `to` as released now. */
export async function releaseAll(db: Executor, projectId: string, from: string, to: string, now: number) {
  const res = await db.updateTable('newcoin_subscriptions').set({ state: to, released_at: BigInt(now) })
    .where('project_id', '=', projectId).where('state', '=', from).executeTakeFirst();
  return Number(res.numUpdatedRows ?? 0n);
}

export async function updateProject(db: Executor, id: string, change: Partial<Omit<ProjectRow, 'id'>>) {
  await db.updateTable('newcoin_projects').set(change).where('id', '=', id).execute();
}

const EVENT_ROW: RowShape<'lifecycle_events'> = {
  table: 'lifecycle_events', columns: ['id', 'entity_type', 'entity_id', 'from_state', 'to_state', 'event', 'actor', 'reason', 'at'],
};

/** Timeline rows of subscriptions, many per statement. */
export async function insertSubscriptionEvents(db: Executor, dialect: DialectName, rows: ReadonlyArray<{ id: string; subscriptionId: string; from: string | null; to: string; event: string; actor: string; now: number }>) {
  await insertRows(db, dialect, EVENT_ROW, rows.map((r) => [r.id, SUBSCRIPTION_ENTITY, r.subscriptionId, r.from, r.to, r.event, r.actor, null, BigInt(r.now)]));
}
