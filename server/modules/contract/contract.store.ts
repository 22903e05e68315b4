// SQL of contract positions, their timeline rows, the contract account's money history and the
// risk-notice acknowledgements.
import { CompiledQuery, sql, type Insertable, type Selectable } from 'kysely';
import type { ContractMoneyTable, ContractPositionsTable } from '../../db/schema';
import type { DialectName, Executor } from '../../db/database';

export type PositionRow = Selectable<ContractPositionsTable>;
export type MoneyRow = Selectable<ContractMoneyTable>;
export const POSITION_ENTITY = 'contract_position';

export async function insertPosition(db: Executor, row: Insertable<ContractPositionsTable>) {
  await db.insertInto('contract_positions').values(row).execute();
}

/** Object-level access: a user only ever finds their own position. */
export async function findUsersPosition(db: Executor, userId: string, id: string) {
  return db.selectFrom('contract_positions').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
}

/** A storm's batch may name tens of thousands: read in chunks, under either database's limit on bound values. */
const IDS_PER_READ = 1000;

export async function positionsByIds(db: Executor, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const rows: PositionRow[] = [];
  for (let at = 0; at < unique.length; at += IDS_PER_READ) {
    rows.push(...await db.selectFrom('contract_positions').selectAll().where('id', 'in', unique.slice(at, at + IDS_PER_READ)).execute());
  }
  return rows;
}

export async function positionsOfUser(db: Executor, userId: string, opts: { states: readonly string[]; symbol?: string; limit: number; before?: string }) {
  let q = db.selectFrom('contract_positions').selectAll().where('user_id', '=', userId).where('state', 'in', [...opts.states]);
  if (opts.symbol) q = q.where('symbol', '=', opts.symbol);
  // Ids grow with time, so the id pages on.
  if (opts.before) q = q.where('id', '<', opts.before);
  return q.orderBy('id', 'desc').limit(opts.limit).execute();
}

export async function positionsInStates(db: Executor, states: readonly string[]) {
  return db.selectFrom('contract_positions').selectAll().where('state', 'in', [...states]).orderBy('id').execute();
}

export interface OpenInterest { long: bigint; short: bigint }

/**
 * Lots (in lot steps) held or waiting per side of each instrument, or of `symbol` only: what the
 * open-interest cap counts. One grouped sum in the database; an instrument nobody holds is absent.
 */
export async function openInterests(db: Executor, symbol?: string) {
  let q = db.selectFrom('contract_positions')
    .select(['symbol', 'side', sql<bigint | number | string>`cast(sum(lot_steps) as bigint)`.as('steps')])
    .where('state', 'in', ['pending', 'open', 'closing']);
  if (symbol !== undefined) q = q.where('symbol', '=', symbol);
  const bySymbol = new Map<string, OpenInterest>();
  for (const r of await q.groupBy(['symbol', 'side']).execute()) {
    let oi = bySymbol.get(r.symbol);
    if (!oi) { oi = { long: 0n, short: 0n }; bySymbol.set(r.symbol, oi); }
    oi[r.side as keyof OpenInterest] = BigInt(r.steps);
  }
  return bySymbol;
}

export const interestOf = (all: Map<string, OpenInterest>, symbol: string): OpenInterest => all.get(symbol) ?? { long: 0n, short: 0n };

/** The open interest of one instrument (the cap check of an open, in its transaction). */
export async function openInterest(db: Executor, symbol: string) {
  return interestOf(await openInterests(db, symbol), symbol);
}

/** UPDATE texts by the columns they set: a few shapes (one per move) repeat, stay prepared and skip the query builder. */
const updateTexts = new Map<string, string>();

function updateText(dialect: DialectName, columns: string[]) {
  const key = `${dialect}:${columns.join(',')}`;
  let text = updateTexts.get(key);
  if (!text) {
    const at = (n: number) => (dialect === 'postgres' ? `$${n}` : '?');
    const sets = columns.map((c, i) => `"${c}" = ${at(i + 1)}`).join(', ');
    text = `UPDATE "contract_positions" SET ${sets} WHERE "id" = ${at(columns.length + 1)} AND "state" = ${at(columns.length + 2)}`;
    updateTexts.set(key, text);
  }
  return text;
}

/** Moves a position only if it is still in `from`: a concurrent move wins and this one reports false. */
export async function updatePosition(db: Executor, dialect: DialectName, id: string, from: string, change: Partial<Omit<PositionRow, 'id' | 'user_id'>>) {
  const columns = Object.keys(change).filter((c) => change[c as keyof typeof change] !== undefined);
  const params = [...columns.map((c) => change[c as keyof typeof change]), id, from];
  const res = await db.executeQuery(CompiledQuery.raw(updateText(dialect, columns), params));
  return (res.numAffectedRows ?? 0n) > 0n;
}

export interface PositionEventInput { id: string; entityId: string; from: string | null; to: string; event: string; actor: string; reason: string | null; now: number }

export async function insertPositionEvent(db: Executor, row: PositionEventInput) {
  await db.insertInto('lifecycle_events').values({
    id: row.id, entity_type: POSITION_ENTITY, entity_id: row.entityId, from_state: row.from, to_state: row.to,
    event: row.event, actor: row.actor, reason: row.reason, at: BigInt(row.now),
  }).execute();
}

export async function insertMoney(db: Executor, rows: Insertable<ContractMoneyTable>[]) {
  if (rows.length) await db.insertInto('contract_money').values(rows).execute();
}

export async function moneyOfUser(db: Executor, userId: string, opts: { symbol?: string; limit: number; before?: string }) {
  let q = db.selectFrom('contract_money').selectAll().where('user_id', '=', userId);
  if (opts.symbol) q = q.where('symbol', '=', opts.symbol);
  if (opts.before) q = q.where('id', '<', opts.before);
  return q.orderBy('id', 'desc').limit(opts.limit).execute();
}

export async function riskNoticeOf(db: Executor, userId: string) {
  const row = await db.selectFrom('contract_risk_notices').select('acknowledged_at').where('user_id', '=', userId).executeTakeFirst();
  return row ? Number(row.acknowledged_at) : null;
}

export async function acknowledgeRiskNotice(db: Executor, userId: string, now: number) {
  await db.insertInto('contract_risk_notices').values({ user_id: userId, acknowledged_at: BigInt(now) })
    .onConflict((oc) => oc.column('user_id').doNothing()).execute();
}

/** PostgreSQL: a transaction-scoped lock per instrument, held until the open commits. */
export async function lockInstrumentOpens(db: Executor, symbol: string) {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`contract-open:${symbol}`}))`.execute(db);
}

/** Open positions of an instrument opened before a roll that have not paid its financing. */
export async function positionsOwingFinancing(db: Executor, symbol: string, rollAt: number) {
  return db.selectFrom('contract_positions').selectAll().where('symbol', '=', symbol).where('state', '=', 'open').where('opened_at', '<', BigInt(rollAt))
    .where((eb) => eb.or([eb('financed_at', 'is', null), eb('financed_at', '<', BigInt(rollAt))]))
    .orderBy('id').execute();
}
