// SIGKILL in the middle of withdrawals and transfers: a real server process (`tsx server/main.ts`
// on its own DATA_DIR and database) is killed while requests are in flight, then restarted.
// Nothing acknowledged is lost, nothing is half-applied, the audit is clean and every frozen
// amount belongs to an open withdrawal.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform, type Platform } from '../../server/app';
import { startTestServer, TEST_TWO_FACTOR_KEY, type TestServer } from './harness';
import { createUser } from './funds-fixtures';
import { manualClock } from './auth-fixtures';
import { TPWD, expectCleanAudit, expectNoOrphanedFreeze, fundHotWallet, setSettings, usdt } from './withdraw-fixtures';
import { FAUCET_ADDRESS } from '../../server/chain/local-chain';
import { hashSecret } from '../../server/modules/auth/passwords';

let server: TestServer;
let after: Platform | null = null;
const children: ChildProcess[] = [];
const USERS = 4;
const FUNDS = usdt(20_000);

beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) process.kill(-c.pid!, 'SIGKILL');
  if (after) await after.close();
  await server.stop();
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** Starts `tsx server/main.ts` in its own process group and resolves when it listens. */
async function startChild(port: number): Promise<ChildProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env, NODE_ENV: 'production', TWO_FACTOR_KEY: TEST_TWO_FACTOR_KEY, DATA_DIR: server.config.dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error',
    DEMO: '1', CHAIN_BLOCK_MS: '100', RATE_LIMIT_PER_MINUTE: '1000000', WEB_ROOT: server.config.webRoot,
    ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}),
  };
  const child = spawn('npx', ['tsx', 'server/main.ts'], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let err = '';
  child.stderr!.on('data', (d) => { err += String(d); });
  child.stdout!.on('data', (d) => { if (String(d).includes('"level":50')) process.stderr.write(String(d)); });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d) => { out += String(d); if (out.includes('listening on')) resolve(); });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${err}`)));
  });
  return child;
}

async function call(port: number, name: string, params: Record<string, string>, token: string, rtoken: string) {
  const body = new URLSearchParams({ ...params, token, rtoken, lang: 'en' });
  const res = await fetch(`http://127.0.0.1:${port}/${name}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  return (await res.json()) as { code: number; message: string; data: any };
}

async function get(port: number, name: string, token: string) {
  const res = await fetch(`http://127.0.0.1:${port}/${name}?${new URLSearchParams({ token, lang: 'en', rtoken: 'read-only-1' })}`);
  return (await res.json()) as { code: number; data: any };
}

describe('a SIGKILL in the middle of withdrawals and transfers', () => {
  it('loses nothing acknowledged and leaves nothing half-applied', async () => {
    const deps = server.platform.deps;
    manualClock(server).set(Date.now()); // the child runs on the real clock: sessions and records start now
    // Withdrawals all day for a real clock; small ones are auto-approved so the sender is busy too.
    await setSettings(deps, {
      'withdraw.turnoverRatio': 0, 'withdraw.kycLevel': 'none', 'withdraw.perDay': 100000, 'withdraw.autoApproveBelow': '150',
      'withdraw.window': { start: '00:00', end: '24:00', timeZone: 'Asia/Hong_Kong', utcOffsetMinutes: 480 },
    });
    const hash = await hashSecret(TPWD);
    const users: { id: string; token: string }[] = [];
    for (let i = 0; i < USERS; i += 1) {
      const u = await createUser(deps, `kill${i}`);
      await deps.db.updateTable('users').set({ tpwd_hash: hash }).where('id', '=', u.id).execute();
      const qr = await server.call('web/getQrcode', {}, { token: u.token });
      await deps.chain.send({ from: FAUCET_ADDRESS, to: qr.data.address, asset: 'USDT', amount: FUNDS });
      users.push(u);
    }
    for (let i = 0; i < 3; i += 1) { await deps.chain.mine(); await deps.depositWatcher.scan(); }
    await fundHotWallet(deps, usdt(1_000_000));
    await server.platform.close();

    const port = await freePort();
    const first = await startChild(port);
    const acked: { kind: 'withdraw' | 'transfer'; user: number; rtoken: string; id: string; amount: string }[] = [];
    let killed = false;
    const KILL_AFTER = 60;
    const worker = async (u: number) => {
      for (let n = 0; !killed; n += 1) {
        if (n > 2000) throw new Error(`no progress: ${acked.length} acknowledged`);
        const rtoken = randomBytes(6).toString('hex');
        const kind = n % 3 === 2 ? 'transfer' : 'withdraw';
        const amount = kind === 'withdraw' ? String(100 + ((n * 37) % 100)) : '3';
        const params: Record<string, string> = kind === 'withdraw'
          ? { chain: 'LOCAL', address: `lc1${randomBytes(20).toString('hex')}`, amount, tpwd: TPWD }
          : { from: n % 2 ? 'spot' : 'contract', to: n % 2 ? 'contract' : 'spot', amount, tpwd: TPWD };
        try {
          const res = await call(port, kind === 'withdraw' ? 'web/withdraw' : 'web/transfer', params, users[u].token, rtoken);
          if (res.code === 0) acked.push({ kind, user: u, rtoken, id: res.data.id, amount });
          else if (res.code !== 4200) throw new Error(`${kind}: ${res.code} ${res.message}`);
          if (!killed && acked.length >= KILL_AFTER) {
            killed = true;
            process.kill(-first.pid!, 'SIGKILL');
          }
        } catch (err) {
          if (!killed && !(err instanceof TypeError)) throw err;
          killed = true; // the connection died with the server: this request's outcome is unknown
        }
      }
    };
    await Promise.all(users.map((_, i) => Promise.all([worker(i), worker(i)])));
    await new Promise<void>((resolve) => { if (first.exitCode !== null || first.signalCode !== null) resolve(); else first.on('exit', () => resolve()); });
    expect(first.signalCode ?? 'SIGKILL').toBe('SIGKILL');
    expect(acked.length).toBeGreaterThanOrEqual(KILL_AFTER);

    const second = await startChild(port);
    for (const a of acked) {
      const u = users[a.user];
      const list = await get(port, a.kind === 'withdraw' ? 'web/withdrawRecords' : 'web/transferRecords', u.token);
      expect(list.code).toBe(0);
      expect(list.data.some((r: any) => r.id === a.id), `${a.kind} ${a.id} acknowledged before the kill`).toBe(true);
    }
    // A client retrying an acknowledged request after the restart gets the same item, and nothing moves twice.
    const retry = acked.find((a) => a.kind === 'withdraw')!;
    const again = await call(port, 'web/withdraw', { chain: 'LOCAL', address: `lc1${'0'.repeat(40)}`, amount: retry.amount, tpwd: TPWD }, users[retry.user].token, retry.rtoken);
    expect(again.data.id).toBe(retry.id);
    process.kill(-second.pid!, 'SIGKILL');
    await new Promise<void>((resolve) => { if (second.exitCode !== null || second.signalCode !== null) resolve(); else second.on('exit', () => resolve()); });

    after = await buildPlatform({ config: server.config });
    const d = after.deps;
    await expectCleanAudit(d);
    await expectNoOrphanedFreeze(d);
    // Every user's money is where the records say: spot + contract + frozen + what left in withdrawals = deposits.
    for (const u of users) {
      const bal = await d.ledger.balancesOf(d.db, 'user', u.id);
      const held = bal.filter((b) => b.asset === 'USDT').reduce((s, b) => s + b.balance, 0n);
      const left = await d.db.selectFrom('withdrawals').select('amount').where('user_id', '=', u.id).where('state', 'in', ['broadcasting', 'succeeded']).execute();
      expect(held + left.reduce((s, w) => s + BigInt(w.amount), 0n), u.id).toBe(FUNDS);
      const entries = await d.db.selectFrom('journal_entries').select('ref_id').where('ref_type', '=', 'transfer').execute();
      const transfers = await d.db.selectFrom('transfers').select('id').where('user_id', '=', u.id).execute();
      for (const t of transfers) expect(entries.some((e) => e.ref_id === t.id)).toBe(true);
    }
    const withdrawals = await d.db.selectFrom('withdrawals').select(['id', 'state']).execute();
    const freezes = await d.db.selectFrom('journal_entries').select('ref_id').where('reason', '=', 'withdrawal.freeze').execute();
    expect(freezes.map((f) => f.ref_id).sort()).toEqual(withdrawals.map((w) => w.id).sort());
    console.log(`sigkill: ${acked.length} acknowledged (${acked.filter((a) => a.kind === 'withdraw').length} withdrawals), ${withdrawals.length} withdrawals stored, ${withdrawals.filter((w) => w.state !== 'underReview').length} moved past review`);
  }, 120_000);
});
