// The rows of `idempotency_keys`: the stored first answer of a call, by rtoken. In db/ (below http
// and the modules) because the wire writes them and so does a module that commits an answer with its change.
import type { Transaction } from 'kysely';
import type { DialectName } from './database';
import type { Database } from './schema';
import { insertRows, type RowShape } from './bulk';

/** An idempotency record as a row of `idempotency_keys`, in the column order of KEY_ROW. */
export type KeyRow = readonly [keyHash: string, principal: string, path: string, response: string, createdAt: bigint];

/** A handler's way to write its call's record in its own transaction (the wire then writes none). */
export interface AnswerRecord {
  /** The idempotency row for this call answering `data`, or failing with `failure`. */
  rowFor(outcome: { data: unknown } | { failure: unknown }): KeyRow;
  /** The transaction holding that row committed. */
  committed(): void;
}

const KEY_ROW: RowShape<'idempotency_keys'> = {
  table: 'idempotency_keys', columns: ['key_hash', 'principal', 'path', 'response', 'created_at'],
  // A record older than a day may still be there (it is swept later): the new answer replaces it.
  onConflict: 'ON CONFLICT ("key_hash") DO UPDATE SET "response" = excluded."response", "created_at" = excluded."created_at"',
};
/** Writes records in the caller's transaction (one row per key: a statement may not touch a row twice). */
export async function writeKeyRows(trx: Transaction<Database>, dialect: DialectName, rows: KeyRow[]) {
  await insertRows(trx, dialect, KEY_ROW, [...new Map(rows.map((r) => [r[0], r])).values()]);
}
