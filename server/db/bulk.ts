// Multi-row writes for the hot path (the exchange's batches, settlement of many orders at one
// tick), the query builder not run once per row. PostgreSQL: many rows per statement, in chunks
// whose sizes are powers of two, so a handful of statement texts repeat and stay prepared.
// SQLite inserts: one prepared one-row statement run for every row (`EACH_ROW`, db/database.ts),
// all the rows in one call, handed over as they are: there a statement of many rows cost about
// twice as much per row as one row n times. Updates stay one statement per chunk of rows on both (a VALUES list joined
// on the key measured no slower than one update per row).
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';
import { EACH_ROW, type DialectName } from './database';

type Executor = Kysely<Database> | Transaction<Database>;

export interface RowShape<T extends keyof Database> {
  table: T;
  columns: ReadonlyArray<keyof Database[T] & string>;
  /** Appended to the statement as it is, e.g. an ON CONFLICT clause (both dialects read it alike). */
  onConflict?: string;
}

const LARGEST_CHUNK = 64;
const texts = new WeakMap<object, Map<string, string>>();

function statementText(shape: { table: string; columns: readonly string[]; onConflict?: string }, dialect: DialectName, rows: number): string {
  let byShape = texts.get(shape);
  if (!byShape) { byShape = new Map(); texts.set(shape, byShape); }
  const key = `${dialect}:${rows}`;
  let text = byShape.get(key);
  if (text) return text;
  const width = shape.columns.length;
  let n = 0;
  const placeholder = () => (dialect === 'postgres' ? `$${++n}` : '?');
  const tuples = Array.from({ length: rows }, () => `(${Array.from({ length: width }, placeholder).join(',')})`);
  text = `INSERT INTO "${shape.table}" (${shape.columns.map((c) => `"${c}"`).join(',')}) VALUES ${tuples.join(',')}${shape.onConflict ? ` ${shape.onConflict}` : ''}`;
  byShape.set(key, text);
  return text;
}

/** Calls `fn` on consecutive slices of `count` items, largest power-of-two sizes first (at most `largest`). */
async function inChunks(count: number, largest: number, fn: (at: number, size: number) => Promise<void>) {
  let at = 0;
  for (let size = largest; size >= 1; size >>= 1) {
    while (count - at >= size) {
      await fn(at, size);
      at += size;
    }
  }
}

function paramsOf(table: string, width: number, rows: ReadonlyArray<readonly unknown[]>, at: number, size: number) {
  const params: unknown[] = [];
  for (let i = at; i < at + size; i++) {
    if (rows[i].length !== width) throw new Error(`${table}: a row has ${rows[i].length} values for ${width} columns`);
    for (const v of rows[i]) params.push(v);
  }
  return params;
}

/** Inserts `rows` (values in the shape's column order) with as few statements as the chunk sizes allow. */
export async function insertRows<T extends keyof Database>(db: Executor, dialect: DialectName, shape: RowShape<T>, rows: ReadonlyArray<readonly unknown[]>) {
  if (dialect === 'sqlite') {
    // The rows go to the driver as they are, in one call.
    if (rows.length) await db.executeQuery(CompiledQuery.raw(EACH_ROW + statementText(shape, dialect, 1), [...rows]));
    return;
  }
  await inChunks(rows.length, LARGEST_CHUNK, async (at, size) => {
    await db.executeQuery(CompiledQuery.raw(statementText(shape, dialect, size), paramsOf(shape.table, shape.columns.length, rows, at, size)));
  });
}

export type SqlType = 'text' | 'bigint' | 'integer';

export interface UpdateShape<T extends keyof Database> {
  table: T;
  /** The column a row is found by: the first value of each row. */
  key: keyof Database[T] & string;
  /** The columns each row sets, in the order of its values after the key, with their SQL types. */
  set: ReadonlyArray<readonly [column: keyof Database[T] & string, type: SqlType]>;
  /** A row changes only while this column still holds the value `updateRows` is given (a check and its act in one statement). */
  guard: keyof Database[T] & string;
}

/** Rows per UPDATE: their values travel as one VALUES list joined on the key. */
const LARGEST_UPDATE = 256;
const CAST: Record<SqlType, string> = { text: 'TEXT', bigint: 'BIGINT', integer: 'INTEGER' };

function updateText(shape: { table: string; key: string; set: ReadonlyArray<readonly [string, SqlType]>; guard: string }, dialect: DialectName, rows: number): string {
  let byShape = texts.get(shape);
  if (!byShape) { byShape = new Map(); texts.set(shape, byShape); }
  const key = `${dialect}:${rows}`;
  let text = byShape.get(key);
  if (text) return text;
  const width = shape.set.length + 1;
  let n = 0;
  const placeholder = () => (dialect === 'postgres' ? `$${++n}` : '?');
  const tuples = Array.from({ length: rows }, () => `(${Array.from({ length: width }, placeholder).join(',')})`);
  const names = ['k', ...shape.set.map((_, i) => `c${i}`)].map((c) => `"${c}"`).join(',');
  // Values arrive untyped (PostgreSQL reads them as text): each is cast to its column's type.
  const sets = shape.set.map(([column, type], i) => `"${column}" = CAST("v"."c${i}" AS ${CAST[type]})`).join(', ');
  text = `WITH "v"(${names}) AS (VALUES ${tuples.join(',')}) UPDATE "${shape.table}" SET ${sets} FROM "v"`
    + ` WHERE "${shape.table}"."${shape.key}" = "v"."k" AND "${shape.table}"."${shape.guard}" = ${placeholder()} RETURNING "${shape.table}"."${shape.key}"`;
  byShape.set(key, text);
  return text;
}

/**
 * Sets each row's values on the row its key names, only where the guard column still holds
 * `guard`, with as few statements as the chunk sizes allow. Resolves to the keys of the rows that
 * changed: a row another writer moved first is not among them.
 */
export async function updateRows<T extends keyof Database>(db: Executor, dialect: DialectName, shape: UpdateShape<T>, guard: unknown, rows: ReadonlyArray<readonly unknown[]>) {
  const changed = new Set<string>();
  await inChunks(rows.length, LARGEST_UPDATE, async (at, size) => {
    const params = paramsOf(shape.table, shape.set.length + 1, rows, at, size);
    params.push(guard);
    const res = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(updateText(shape, dialect, size), params));
    for (const r of res.rows) changed.add(String(r[shape.key]));
  });
  return changed;
}
