// A server process receives a stream of orders and is killed with SIGKILL mid-stream. After a
// restart every acknowledged order is there, nothing is half-applied (locks equal frozen
// balances, books hold exactly the open orders) and the audit is clean.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform, type Platform } from '../../server/app';
import { systemClock } from '../../server/platform';
import { startTestServer, newRtoken, TEST_TWO_FACTOR_KEY, type TestServer } from './harness';
import { createUser } from './funds-fixtures';
import { expectCleanAudit, fund } from './spot-fixtures';
import { expectLocksMatchFrozen } from './spot-invariants';

let server: TestServer;
let child: ChildProcess | null = null;
let rebuilt: Platform | null = null;

beforeAll(async () => { server = await startTestServer({ clock: systemClock }); });
afterAll(async () => {
  if (child?.pid) process.kill(-child.pid, 'SIGKILL');
  await rebuilt?.close();
  await server.stop();
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => { const { port } = s.address() as net.AddressInfo; s.close(() => resolve(port)); });
  });
}

function startChild(port: number): Promise<ChildProcess> {
  const env = { ...process.env, DATA_DIR: server.config.dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'error', MARKET_MAKER: '0', CHAIN_AUTOMINE: '0', RATE_LIMIT_PER_MINUTE: '1000000', DATABASE_URL: server.config.databaseUrl ?? '', NODE_ENV: 'production', TWO_FACTOR_KEY: TEST_TWO_FACTOR_KEY };
  // Its own process group, so SIGKILL reaches the server under npx, not only npx.
  const proc = spawn('npx', ['tsx', 'server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  return new Promise((resolve, reject) => {
    let out = '';
    proc.stdout!.on('data', (d) => { out += d; if (out.includes('listening on')) resolve(proc); });
    proc.stderr!.on('data', (d) => { out += d; });
    proc.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
}

describe('SIGKILL during a stream of orders', () => {
  it('loses no acknowledged order and leaves nothing half-applied', async () => {
    const deps = server.platform.deps;
    const buyer = await createUser(deps, 'buyer');
    const seller = await createUser(deps, 'seller');
    await fund(deps, buyer.id, 'USDT', '1000000');
    await fund(deps, seller.id, 'DOT', '100000');
    await server.platform.close();
    // The harness closes its platform in stop(); give it a fresh one to close afterwards.
    server.platform = await buildPlatform({ config: { ...server.config }, clock: systemClock });
    await server.platform.close();

    const port = await freePort();
    child = await startChild(port);
    const acknowledged: string[] = [];
    const refusals: string[] = [];
    let sent = 0;
    const client = async (n: number) => {
      for (let i = 0; ; i++) {
        const buy = (n + i) % 2 === 0;
        const body = new URLSearchParams({ token: buy ? buyer.token : seller.token, lang: 'en', rtoken: newRtoken(), symbol: 'DOTUSDT', type: 'limit',
          side: buy ? 'buy' : 'sell', price: (7 + ((i * 7 + n) % 20) / 1000 - (buy ? 0 : 0.005)).toFixed(3), amount: '1' });
        sent += 1;
        try {
          const res = await fetch(`http://127.0.0.1:${port}/web/spotOrder`, { method: 'POST', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
          const json = await res.json() as { code: number; data: { id: string } };
          if (json.code === 0) acknowledged.push(json.data.id);
          else refusals.push(JSON.stringify(json));
        } catch { return; } // the server is gone
      }
    };
    const clients = Array.from({ length: 8 }, (_, n) => client(n));
    while (acknowledged.length < 150 && refusals.length === 0) await new Promise((r) => setImmediate(r));
    expect(refusals).toEqual([]);
    process.kill(-child.pid!, 'SIGKILL');
    await Promise.all(clients);
    child = null;
    expect(sent).toBeGreaterThan(acknowledged.length);

    rebuilt = await buildPlatform({ config: server.config, clock: systemClock });
    const stored = await rebuilt.deps.db.selectFrom('spot_orders').select('id').where('id', 'in', acknowledged).execute();
    expect(stored.length).toBe(acknowledged.length);
    const trades = await rebuilt.deps.db.selectFrom('spot_trades').select((eb) => eb.fn.countAll<bigint>().as('n')).executeTakeFirstOrThrow();
    expect(Number(trades.n)).toBeGreaterThan(0);
    await expectCleanAudit(rebuilt.deps);
    await expectLocksMatchFrozen(rebuilt.deps);
  }, 90_000);
});
