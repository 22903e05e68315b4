// Shared steps of the contract tests: a replay recording of marks, a platform on it with a manual
// clock, users with USDT in their contract account, and moving time (the replay steps, the mark
// guard re-checks staleness, the risk runtime settles what the marks decided).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { newRtoken, startTestServer, type TestServer } from './harness';
import { buildPlatform, type Platform } from '../../server/app';
import { loadConfig } from '../../server/config';
import { noRateLimit } from './auth-fixtures';
import { createUser } from './funds-fixtures';
import { ManualClock } from '../../server/platform';
import { systemAccount, userAccount } from '../../server/modules/ledger/ledger';
import type { AppDeps } from '../../server/app-deps';

/** Per symbol: [second, price] steps; each price is repeated every `every` seconds until the next step or `until`; '' is silence (the feed goes quiet). */
export type Path = Record<string, Array<[number, string]>>;

export function recording(paths: Path, until: number, every = 2): string {
  const lines: Array<{ symbol: string; offsetMs: number; price: string }> = [];
  for (const [symbol, steps] of Object.entries(paths)) {
    steps.forEach(([from, price], k) => {
      const to = k + 1 < steps.length ? steps[k + 1][0] : until;
      if (price) for (let s = from; s < to; s += every) lines.push({ symbol, offsetMs: s * 1000, price });
    });
  }
  lines.sort((a, b) => a.offsetMs - b.offsetMs);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-marks-'));
  const file = path.join(dir, 'marks.jsonl');
  fs.writeFileSync(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
  return file;
}

export interface ContractServer extends TestServer {
  start: number;
  clockAt(second: number): Promise<void>;
  /** Jumps straight to `second` after the start (over hours with no ticks), as one step. */
  jumpTo(second: number): Promise<void>;
}

export async function contractServer(file: string, start = Date.UTC(2026, 0, 5, 6, 0, 0)): Promise<ContractServer> {
  const clock = new ManualClock(start);
  const server = await startTestServer({ clock, env: { ...noRateLimit, PRICE_FEED: 'replay', PRICE_FEED_URL: file } });
  return Object.assign(server, {
    start,
    /** Moves time to `second` after the start, one second at a time, as the jobs would. */
    async clockAt(second: number) {
      const deps = server.platform.deps as AppDeps;
      while (clock.now() < start + second * 1000) {
        clock.set(Math.min(clock.now() + 1000, start + second * 1000));
        deps.spot.stepFeed();
        deps.marks.check();
        await deps.contracts.settled();
      }
    },
    async jumpTo(second: number) {
      const deps = server.platform.deps as AppDeps;
      clock.set(start + second * 1000);
      deps.spot.stepFeed();
      deps.marks.check();
      await deps.contracts.settled();
    },
  });
}

/**
 * Platforms built one after another on the same database and data directory with one manual clock,
 * each on its own mark recording: a server stopped and started again. Calls go through `inject`.
 */
export function restarts(dataDir: string, databaseUrl: () => string | null, clock: ManualClock) {
  return {
    async platformOn(file: string) {
      const config = loadConfig({ ...noRateLimit, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DEMO: '1', PRICE_FEED: 'replay', PRICE_FEED_URL: file });
      config.databaseUrl = databaseUrl();
      config.webRoot = path.join(dataDir, 'no-web');
      return buildPlatform({ config, clock });
    },
    async post(platform: Platform, name: string, params: Record<string, string>, token: string) {
      const body = new URLSearchParams({ ...params, lang: 'en', rtoken: newRtoken(), token }).toString();
      const res = await platform.app.inject({ method: 'POST', url: `/${name}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
      return res.json();
    },
  };
}

let fundings = 0;

/** A user with `amount` USDT in the contract account (credited as a deposit then a transfer would) who acknowledged the risk notice. */
export async function trader(server: TestServer, amount: bigint, label = 'trader', acknowledge = true) {
  const user = await createUser(server.platform.deps, label);
  await fundContract(server, user.id, amount);
  if (acknowledge) expect((await server.call('web/contractAcknowledgeRisk', {}, { token: user.token })).code).toBe(0);
  return user;
}

/** Credits `amount` USDT to the user's contract account, as a deposit then a transfer would. */
export async function fundContract(server: TestServer, userId: string, amount: bigint) {
  const deps = server.platform.deps;
  fundings += 1;
  await deps.db.transaction().execute((trx) => deps.ledger.post(trx, {
    reason: 'deposit', refType: 'test', refId: userId, idempotencyKey: `test-contract-fund:${userId}:${fundings}`,
    postings: [{ account: systemAccount('chain:TEST', 'USDT'), amount: -amount }, { account: userAccount(userId, 'USDT', 'contract'), amount }],
  }));
}

export async function wallets(server: TestServer, userId: string) {
  const deps = server.platform.deps;
  return {
    contract: await deps.ledger.balance(deps.db, userAccount(userId, 'USDT', 'contract')),
    frozen: await deps.ledger.balance(deps.db, userAccount(userId, 'USDT', 'contract_frozen')),
  };
}

export const systemBalance = (server: TestServer, name: string) => server.platform.deps.ledger.balance(server.platform.deps.db, systemAccount(name, 'USDT'));

export async function expectCleanAudit(server: TestServer) {
  const report = await server.platform.deps.ledger.audit(server.platform.deps.db);
  expect(report.problems).toEqual([]);
}

export const usdt = (text: string) => {
  const [w, f = ''] = text.split('.');
  return BigInt(w + f.padEnd(6, '0'));
};
