// A real platform per test file: fresh SQLite under a temp dir, or a fresh PostgreSQL database
// when TEST_DB=postgres (created here, dropped after). Calls go over HTTP on port 0.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type Config } from '../../server/config';
import { buildPlatform, type Platform } from '../../server/app';
import { ManualClock, type Clock } from '../../server/platform';
import type { Logger } from 'pino';
import type { Mailer } from '../../server/mail/mailer';
import { copyMigratedSqlite, migratedPostgresTemplate } from './migrated-template';

export const usePostgres = process.env.TEST_DB === 'postgres';
const pgAdminUrl = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The two-factor key of every test server: fixed, so a test can open what the platform sealed. */
export const TEST_TWO_FACTOR_KEY = '5e'.repeat(32);

export interface Envelope<T = any> { code: number; message: string; data: T }

export interface TestServer {
  platform: Platform;
  url: string;
  clock: ManualClock | Clock;
  config: Config;
  /** GET or POST /web/<name> like the browser does (form-encoded), with a fresh rtoken unless one is given. */
  call<T = any>(name: string, params?: Record<string, string | number | undefined>, opts?: CallOptions): Promise<Envelope<T>>;
  stop(): Promise<void>;
}

export interface CallOptions { token?: string; lang?: string; rtoken?: string; method?: 'GET' | 'POST' }

export function newRtoken() {
  return randomBytes(8).toString('hex').slice(0, 12);
}

/**
 * A fresh PostgreSQL database when the suite runs on PostgreSQL (null on SQLite), and its drop:
 * empty, or with `migrated` a copy of the current schema (migrated-template.ts).
 */
export async function createTestDatabase(opts: { migrated?: boolean } = {}): Promise<{ url: string | null; drop(): Promise<void> }> {
  if (!usePostgres) return { url: null, drop: async () => {} };
  const dbName = `test_${randomBytes(6).toString('hex')}`;
  const template = opts.migrated ? ` TEMPLATE ${await migratedPostgresTemplate(pgAdminUrl)}` : '';
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}${template}`);
  await admin.end();
  return {
    url: pgAdminUrl.replace(/\/[^/]*$/, `/${dbName}`),
    async drop() {
      const client = new pg.Client({ connectionString: pgAdminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function startTestServer(opts: { clock?: Clock; mailer?: Mailer; log?: Logger; env?: Record<string, string>; configure?: (c: Config) => void } = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-test-'));
  const database = await createTestDatabase({ migrated: true });
  if (!usePostgres) await copyMigratedSqlite(dataDir);
  const databaseUrl = database.url;
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: '1', TWO_FACTOR_KEY: TEST_TWO_FACTOR_KEY, ...opts.env });
  config.databaseUrl = databaseUrl;
  config.webRoot = path.join(dataDir, 'no-web');
  opts.configure?.(config);
  const clock = opts.clock ?? new ManualClock();
  const platform = await buildPlatform({ config, clock, mailer: opts.mailer, log: opts.log });
  const url = await platform.app.listen({ port: 0, host: '127.0.0.1' });
  const { api } = await import('../../api/registry');
  const methods = new Map(Object.values(api).map((e) => [e.name, e.method]));

  async function call(name: string, params: Record<string, string | number | undefined> = {}, o: CallOptions = {}) {
    const method = o.method ?? methods.get(name) ?? 'GET';
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v !== undefined) form.set(k, String(v));
    if (o.token) form.set('token', o.token);
    form.set('lang', o.lang ?? 'en');
    form.set('rtoken', o.rtoken ?? newRtoken());
    const res = method === 'GET'
      ? await fetch(`${url}/${name}?${form}`)
      : await fetch(`${url}/${name}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    if (res.status !== 200) throw new Error(`${name} answered HTTP ${res.status}`);
    return (await res.json()) as Envelope;
  }

  return {
    platform, url, clock, config, call,
    async stop() {
      await platform.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      await database.drop();
    },
  };
}
