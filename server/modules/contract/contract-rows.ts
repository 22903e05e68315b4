// The timeline and money-history rows of a settlement batch, staged in memory while the risk
// runtime moves each position and written at the end with a few multi-row statements (db/bulk.ts).
// A storm settles thousands of positions in one transaction: one INSERT per row was most of its time.
import type { Insertable, Transaction } from 'kysely';
import type { ContractMoneyTable, Database } from '../../db/schema';
import type { DialectName } from '../../db/database';
import { insertRows, type RowShape } from '../../db/bulk';
import { POSITION_ENTITY, type PositionEventInput } from './contract.store';

export interface StagedRows {
  events: PositionEventInput[];
  money: Insertable<ContractMoneyTable>[];
}

const EVENT_ROW: RowShape<'lifecycle_events'> = {
  table: 'lifecycle_events', columns: ['id', 'entity_type', 'entity_id', 'from_state', 'to_state', 'event', 'actor', 'reason', 'at'],
};
const MONEY_ROW: RowShape<'contract_money'> = {
  table: 'contract_money', columns: ['id', 'user_id', 'position_id', 'symbol', 'kind', 'amount', 'record_id', 'at'],
};

export const stagedRows = (): StagedRows => ({ events: [], money: [] });

/** Writes the staged rows in the caller's transaction. */
export async function writeStagedRows(trx: Transaction<Database>, dialect: DialectName, rows: StagedRows) {
  await insertRows(trx, dialect, EVENT_ROW, rows.events.map((e) => [e.id, POSITION_ENTITY, e.entityId, e.from, e.to, e.event, e.actor, e.reason, BigInt(e.now)]));
  await insertRows(trx, dialect, MONEY_ROW, rows.money.map((m) => [m.id, m.user_id, m.position_id, m.symbol, m.kind, m.amount, m.record_id ?? null, m.at]));
}
