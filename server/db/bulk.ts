// Multi-row writes for the hot path (the exchange's batches): many rows per statement, in chunks
// whose sizes are powers of two, so a handful of statement texts repeat and stay prepared, and
// the query builder is not run once per row.
import { CompiledQuery, type Kysely, type Transaction } from 'kysely';
import type { Database } from './schema';
import type { DialectName } from './database';

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

/** Inserts `rows` (values in the shape's column order) with as few statements as the chunk sizes allow. */
export async function insertRows<T extends keyof Database>(db: Executor, dialect: DialectName, shape: RowShape<T>, rows: ReadonlyArray<readonly unknown[]>) {
  const width = shape.columns.length;
  let at = 0;
  for (let size = LARGEST_CHUNK; size >= 1; size >>= 1) {
    while (rows.length - at >= size) {
      const params: unknown[] = [];
      for (let i = at; i < at + size; i++) {
        if (rows[i].length !== width) throw new Error(`${shape.table}: a row has ${rows[i].length} values for ${width} columns`);
        for (const v of rows[i]) params.push(v);
      }
      await db.executeQuery(CompiledQuery.raw(statementText(shape, dialect, size), params));
      at += size;
    }
  }
}
