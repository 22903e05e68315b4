// A restart of the server (close the platform, build a new one on the same DATA_DIR and database)
// neither loses a deposit in flight nor credits one twice: the watcher's cursor and every deposit's
// state live in the database, the chain in its own file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPlatform, type Platform } from '../../server/app';
import { FAUCET_ADDRESS } from '../../server/chain/local-chain';
import { startTestServer, type TestServer } from './harness';
import { createUser, inject, mineAndScan } from './funds-fixtures';

let server: TestServer;
let current: Platform;

beforeAll(async () => {
  server = await startTestServer();
  current = server.platform;
});
afterAll(async () => {
  // The harness closes the platform it built; a platform built here is closed here.
  if (current !== server.platform) await current.close();
  await server.stop();
});

async function restart() {
  await current.close();
  current = await buildPlatform({ config: server.config, clock: server.clock });
}

describe('a restart', () => {
  it('neither loses a deposit in flight nor credits it twice', async () => {
    const user = await createUser(current.deps);
    const qr = await server.call('web/getQrcode', {}, { token: user.token });
    const address = qr.data.address as string;
    await current.deps.chain.send({ from: FAUCET_ADDRESS, to: address, asset: 'USDT', amount: 80_000_000n });
    await mineAndScan(current.deps);
    // Still in the mempool when the server stops.
    const pending = await current.deps.chain.send({ from: FAUCET_ADDRESS, to: address, asset: 'USDT', amount: 5_000_000n });

    await restart();
    await mineAndScan(current.deps, 3);
    const res = await inject(current, 'web/depositRecords', {}, user.token);
    expect(res.code).toBe(0);
    expect(res.data).toHaveLength(2);
    expect(res.data.map((r: any) => [r.amount, r.state]).sort()).toEqual([['5', 'credited'], ['80', 'credited']]);
    expect(res.data.find((r: any) => r.amount === '5').tx_hash).toBe(pending);
    expect((await inject(current, 'web/getAsset2', {}, user.token)).data.assets[0].available).toBe('85');

    await restart();
    const report = await current.deps.depositWatcher.scan();
    expect(report).toMatchObject({ rewound: 0, detected: 0, moved: 0 });
    await mineAndScan(current.deps, 2);
    expect((await inject(current, 'web/getAsset2', {}, user.token)).data.assets[0].available).toBe('85');
    expect((await inject(current, 'web/depositRecords', {}, user.token)).data).toHaveLength(2);
    const audit = await current.deps.ledger.audit(current.deps.db);
    expect(audit.problems).toEqual([]);
    expect(audit.ok).toBe(true);
  });
});
