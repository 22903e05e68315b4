// Opens the database: SQLite under DATA_DIR by default (WAL, synchronous=FULL), PostgreSQL when
// DATABASE_URL says so. Both run the same migrations and the same Kysely queries.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type Migration, type MigrationProvider, type Transaction } from 'kysely';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';
/** The database or a transaction on it: what a store function reads and writes through (db/: below every module). */
export type Executor = Db | Transaction<Database>;

export interface OpenedDatabase {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
}

// int8 and numeric sums arrive as bigint, never as a lossy number or a string.
pg.types.setTypeParser(20, (v: string) => BigInt(v));

export function openDatabase(opts: { databaseUrl: string | null; dataDir: string; file?: string }): OpenedDatabase {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the database ends (a restart, an administrator, a dropped database) is
    // discarded by the pool and replaced on the next query; unheard, its error would stop the process.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  fs.mkdirSync(opts.dataDir, { recursive: true });
  const sqlite = new SQLite(path.join(opts.dataDir, opts.file ?? 'exchange.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // Pages of a large transaction (a tick settling many orders) stay in memory until the commit
  // instead of spilling to the WAL mid-way: 64 MB of page cache, temporary b-trees in memory.
  sqlite.pragma('cache_size = -65536');
  sqlite.pragma('temp_store = MEMORY');
  sqlite.defaultSafeIntegers(true);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

const MAX_CACHED_STATEMENTS = 2000;

/**
 * SQL text that starts with this comment is one row's statement to be run once for every row it
 * is given: its parameters are the rows, each an array of as many values as the text has `?`, run
 * in order, all in the caller's transaction. On SQLite a prepared one-row statement run n times costs less
 * than one statement of n rows (measured: a third to a half of the time per row), and the query
 * builder and the driver are passed once for all of them (db/bulk.ts).
 */
export const EACH_ROW = '/* each row */ ';

interface RowRunner {
  reader: boolean;
  busy: boolean;
  run(params: unknown[]): { changes: number; lastInsertRowid: number | bigint };
  all(params: unknown[]): unknown[];
  iterate(params: unknown[]): IterableIterator<unknown>;
}

function eachRow(statement: SQLite.Statement, width: number): RowRunner {
  /** The parameters are the rows themselves, each its values: nothing is flattened and sliced again. */
  const rowsOf = (params: unknown[]) => {
    for (const row of params) {
      if (!Array.isArray(row) || row.length !== width) throw new Error(`${statement.source}: a row of ${Array.isArray(row) ? row.length : 'no'} values for ${width} columns`);
    }
    return params as unknown[][];
  };
  return {
    reader: statement.reader,
    get busy() { return statement.busy; },
    run(params) {
      let changes = 0;
      let lastInsertRowid: number | bigint = 0;
      for (const row of rowsOf(params)) {
        const res = statement.run(row);
        changes += res.changes;
        lastInsertRowid = res.lastInsertRowid;
      }
      return { changes, lastInsertRowid };
    },
    all(params) {
      const out: unknown[] = [];
      for (const row of rowsOf(params)) for (const found of statement.all(row)) out.push(found);
      return out;
    },
    iterate(params) { return this.all(params)[Symbol.iterator](); },
  };
}

/**
 * better-sqlite3 keeping its prepared statements by SQL text. Kysely prepares every query it runs,
 * and on the order path preparing cost more than running the short statements themselves. A
 * statement still busy in an iteration is not handed out twice; SQLite re-prepares a cached
 * statement by itself after a schema change. Text that starts with `EACH_ROW` is run once per row.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement | RowRunner>();
  return {
    close: () => { cache.clear(); sqlite.close(); },
    prepare(sql: string) {
      const cached = cache.get(sql);
      if (cached && !cached.busy) return cached;
      const prepared = sqlite.prepare(sql);
      const statement = sql.startsWith(EACH_ROW) ? eachRow(prepared, sql.split('?').length - 1) : prepared;
      if (!cached && cache.size < MAX_CACHED_STATEMENTS) cache.set(sql, statement);
      return statement;
    },
  };
}

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** What a migration may need beyond the database: the key sealing secrets it rewrites (0032). */
export interface MigrationContext { twoFactorKey?: Buffer }

type MigrationModule = { up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void>; down?(db: Kysely<unknown>): Promise<void> };

/** Migrations are the files `NNNN_name.ts` in db/migrations, applied in name order. */
function folderProvider(ctx: MigrationContext): MigrationProvider {
  return {
    async getMigrations() {
      const files = fs.readdirSync(migrationsDir).filter((f) => /^\d{4}_[\w-]+\.ts$/.test(f)).sort();
      const migrations: Record<string, Migration> = {};
      for (const file of files) {
        const mod = (await import(pathToFileURL(path.join(migrationsDir, file)).href)) as MigrationModule;
        migrations[file.replace(/\.ts$/, '')] = { up: (db) => mod.up(db, ctx), down: mod.down };
      }
      return migrations;
    },
  };
}

/** Applies every migration not applied yet, or only those up to and including `upTo` (an upgrade test's starting point). */
export async function migrate(db: Db, upTo?: string, ctx: MigrationContext = {}): Promise<void> {
  const migrator = new Migrator({ db: db as Kysely<unknown>, provider: folderProvider(ctx) });
  const { error, results } = upTo ? await migrator.migrateTo(upTo) : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
