// Every test server starts on a database that already holds the current schema: the migrations
// run once into a template (a PostgreSQL template database, a SQLite file) and each test copies
// it, which takes a fraction of the time running some thirty migrations again takes. The
// template's name carries a hash of the migration files, so a changed migration builds a new one.
// The platform still runs `migrate` at start and finds nothing left to apply.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migrate, openDatabase } from '../../server/db/database';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../server/db/migrations');

function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(migrationsDir).sort()) hash.update(file).update(fs.readFileSync(path.join(migrationsDir, file)));
  return hash.digest('hex').slice(0, 16);
}

const templateName = `test_tpl_${migrationsHash()}`;
// Only one builder at a time across the test processes; the others wait and then find it built.
const BUILD_LOCK = 72_016_001;

async function migrateInto(databaseUrl: string | null, dataDir: string, file?: string) {
  const opened = openDatabase({ databaseUrl, dataDir, file });
  try {
    await migrate(opened.db);
  } finally {
    await opened.close();
  }
}

async function buildPostgresTemplate(adminUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [BUILD_LOCK]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [templateName]);
    if (found.rowCount === 0) {
      // Built under another name and renamed when complete: a run stopped half-way leaves no template.
      const building = `${templateName}_${crypto.randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      await migrateInto(adminUrl.replace(/\/[^/]*$/, `/${building}`), os.tmpdir());
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${templateName}`);
    }
    return templateName;
  } finally {
    await admin.end();
  }
}

async function buildSqliteTemplate(): Promise<string> {
  const file = path.join(os.tmpdir(), `exchange-${templateName}.sqlite`);
  if (fs.existsSync(file)) return file;
  // Migrated beside it and renamed into place: closing checkpoints the WAL into the file, and a
  // concurrent builder's rename replaces an equal file.
  const building = `${path.basename(file)}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  await migrateInto(null, os.tmpdir(), building);
  fs.renameSync(path.join(os.tmpdir(), building), file);
  return file;
}

let postgresTemplate: Promise<string> | undefined;
let sqliteTemplate: Promise<string> | undefined;

/** The name of the migrated PostgreSQL template database (built on first use). */
export function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  return (postgresTemplate ??= buildPostgresTemplate(adminUrl));
}

/** Puts a migrated copy of the SQLite database where the platform will open it (`<dataDir>/exchange.sqlite`). */
export async function copyMigratedSqlite(dataDir: string): Promise<void> {
  const file = await (sqliteTemplate ??= buildSqliteTemplate());
  fs.copyFileSync(file, path.join(dataDir, 'exchange.sqlite'));
}
