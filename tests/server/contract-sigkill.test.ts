// SIGKILL during a liquidation storm: a real server process (`tsx server/main.ts`, demo mode, marks
// replayed from a file on the real clock) takes 2,000 opens over the wire from 20 users, then a
// replayed crash walks the mark down through every position's liquidation price, and the process is
// killed while the storm is being settled. After a restart on the same data every acknowledged open
// exists, each position is liquidated exactly once (one ledger entry, one LIQUIDATE timeline row),
// the balances are what the ledger says and the operator's audit is clean.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform, type Platform } from '../../server/app';
import { openDatabase, type OpenedDatabase } from '../../server/db/database';
import { ManualClock } from '../../server/platform';
import { userAccount } from '../../server/modules/ledger/ledger';
import { startTestServer, newRtoken, TEST_TWO_FACTOR_KEY, type TestServer } from './harness';
import { trader, usdt } from './contract-fixtures';
import { runOpsCli } from './ops-cli';

const USERS = 20;
const PER_USER = 100;
const FUNDS = usdt('1000');
const LEVERAGES = [20, 25, 50, 75, 100];

let server: TestServer;
let watcher: OpenedDatabase | null = null;
let after: Platform | null = null;
const children: ChildProcess[] = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-sigkill-'));

beforeAll(async () => { server = await startTestServer({ clock: new ManualClock(Date.now()) }); });
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) process.kill(-c.pid!, 'SIGKILL');
  await watcher?.close();
  if (after) await after.close();
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A recording of BTCUSDT marks: `price(ms)` every `stepMs` for `forMs`. */
function recording(name: string, forMs: number, stepMs: number, price: (ms: number) => number) {
  const lines: string[] = [];
  for (let ms = 0; ms < forMs; ms += stepMs) lines.push(JSON.stringify({ symbol: 'BTCUSDT', offsetMs: ms, price: String(price(ms)) }));
  const file = path.join(dir, name);
  fs.writeFileSync(file, lines.join('\n') + '\n');
  return file;
}
// Calm: a few dollars of wander around 65,000, so entries (and liquidation prices) spread out.
const calm = recording('calm.jsonl', 600_000, 1000, (ms) => 65_000 + ((ms / 1000) % 10) * 5);
// The crash: 2 s calm, then 100 USDT (0.15%, well inside the jump guard) down every 250 ms to 61,500,
// below every 20x long's liquidation price; then it stays there.
const storm = recording('storm.jsonl', 600_000, 250, (ms) => Math.max(61_500, 65_000 - Math.max(0, Math.floor((ms - 2000) / 250) + 1) * 100));
// What a restart finds: the market where the crash left it.
const crashed = recording('crashed.jsonl', 600_000, 1000, () => 61_500);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => { const { port } = s.address() as net.AddressInfo; s.close(() => resolve(port)); });
  });
}

/** Starts `tsx server/main.ts` on `feed` in its own process group; resolves when it listens. */
async function startChild(port: number, feed: string): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env, NODE_ENV: 'production', TWO_FACTOR_KEY: TEST_TWO_FACTOR_KEY, DATA_DIR: server.config.dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error',
    DEMO: '1', PRICE_FEED: 'replay', PRICE_FEED_URL: feed, MARKET_MAKER: '0', RATE_LIMIT_PER_MINUTE: '100000000', WEB_ROOT: server.config.webRoot,
    ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}),
  };
  const child = spawn('npx', ['tsx', 'server/main.ts'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let out = '';
  child.stderr!.on('data', (d) => { out += String(d); });
  child.stdout!.on('data', (d) => { if (String(d).includes('"level":50')) process.stderr.write(String(d)); });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => { out += String(d); if (out.includes('listening on')) resolve(); });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
  return child;
}

async function kill(child: ChildProcess) {
  const gone = new Promise<void>((resolve) => { if (child.exitCode !== null || child.signalCode !== null) resolve(); else child.on('exit', () => resolve()); });
  process.kill(-child.pid!, 'SIGKILL');
  await gone;
}

async function call(port: number, name: string, params: Record<string, string>, token: string) {
  const body = new URLSearchParams({ ...params, token, rtoken: newRtoken(), lang: 'en' });
  const res = await fetch(`http://127.0.0.1:${port}/${name}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  return (await res.json()) as { code: number; message: string; data: any };
}

const liquidations = async (db: OpenedDatabase['db']) =>
  Number((await db.selectFrom('journal_entries').select((eb) => eb.fn.countAll<number>().as('n')).where('reason', '=', 'contract.liquidate').executeTakeFirstOrThrow()).n);

/** Polls until `done` holds (the child works on the real clock); fails after `ms`. */
async function until(what: string, ms: number, done: () => Promise<boolean>) {
  const end = Date.now() + ms;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('a SIGKILL during a liquidation storm', () => {
  it('liquidates every position exactly once after the restart and loses no acknowledged open', async () => {
    const users: Array<{ id: string; token: string }> = [];
    for (let u = 0; u < USERS; u += 1) users.push(await trader(server, FUNDS, `storm${u}`));
    await server.platform.close();
    watcher = openDatabase({ databaseUrl: server.config.databaseUrl, dataDir: server.config.dataDir });
    const port = await freePort();

    // The opens: two callers per user at once; every acknowledged one is recorded.
    const first = await startChild(port, calm);
    const acked: Array<{ user: number; id: string }> = [];
    const caller = async (u: number, half: number) => {
      for (let k = half; k < PER_USER; k += 2) {
        const res = await call(port, 'web/contractOpen', { symbol: 'BTCUSDT', side: 'long', lots: '1', leverage: String(LEVERAGES[k % LEVERAGES.length]) }, users[u].token);
        expect(res.code, res.message).toBe(0);
        expect(res.data.state).toBe('open');
        acked.push({ user: u, id: res.data.id });
      }
    };
    await Promise.all(users.flatMap((_, u) => [caller(u, 0), caller(u, 1)]));
    expect(acked).toHaveLength(USERS * PER_USER);
    await kill(first);

    // The crash: killed once some but not all of the storm is settled.
    const second = await startChild(port, storm);
    await until('the storm to start settling', 30_000, async () => (await liquidations(watcher!.db)) > 0);
    await kill(second);
    const settledBeforeKill = await liquidations(watcher.db);
    expect(settledBeforeKill).toBeGreaterThan(0);
    expect(settledBeforeKill).toBeLessThan(acked.length);

    // Up again on the same data: the rest goes at the first marks.
    const third = await startChild(port, crashed);
    await until('every position to be settled', 30_000, async () => (await liquidations(watcher!.db)) >= acked.length);
    await kill(third);

    const db = watcher.db;
    const positions = await db.selectFrom('contract_positions').select(['id', 'user_id', 'state', 'margin', 'open_fee', 'returned']).execute();
    const byId = new Map(positions.map((p) => [p.id, p]));
    for (const a of acked) expect(byId.get(a.id)?.user_id, `open ${a.id} acknowledged before the kill`).toBe(users[a.user].id);
    expect(positions).toHaveLength(acked.length);
    expect(positions.filter((p) => p.state !== 'liquidated')).toEqual([]);

    // Exactly once: one liquidation entry and one LIQUIDATE move per position.
    const entries = await db.selectFrom('journal_entries').select('ref_id').where('reason', '=', 'contract.liquidate').execute();
    expect(entries).toHaveLength(acked.length);
    expect(new Set(entries.map((e) => e.ref_id))).toEqual(new Set(positions.map((p) => p.id)));
    const moves = await db.selectFrom('lifecycle_events').select(['entity_id', 'event']).where('entity_type', '=', 'contract_position').execute();
    const count = (event: string) => new Set(moves.filter((m) => m.event === event).map((m) => m.entity_id)).size;
    for (const event of ['PLACED', 'FILL', 'LIQUIDATE']) {
      expect(moves.filter((m) => m.event === event), event).toHaveLength(acked.length);
      expect(count(event), event).toBe(acked.length);
    }

    // Each user's contract account holds what was funded less what the positions cost, nothing stays locked.
    after = await buildPlatform({ config: server.config });
    const d = after.deps;
    for (const u of users) {
      const mine = positions.filter((p) => p.user_id === u.id);
      const spent = mine.reduce((s, p) => s + BigInt(p.margin) + BigInt(p.open_fee) - BigInt(p.returned ?? 0), 0n);
      expect(await d.ledger.balance(d.db, userAccount(u.id, 'USDT', 'contract')), u.id).toBe(FUNDS - spent);
      expect(await d.ledger.balance(d.db, userAccount(u.id, 'USDT', 'contract_frozen')), u.id).toBe(0n);
    }
    expect((await d.ledger.audit(d.db)).problems).toEqual([]);
    await after.close();
    after = null;
    const ops = await runOpsCli(server, 'audit');
    expect(ops.code, ops.stdout + ops.stderr).toBe(0);
    console.info(`contract sigkill: ${acked.length} opens acknowledged, ${settledBeforeKill} liquidated before the kill, the rest after the restart (${server.config.databaseUrl ? 'postgres' : 'sqlite'})`);
  }, 120_000);
});
