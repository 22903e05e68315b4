// Demo test funds (web/demoFunds): sent from the local chain's faucet to the user's own deposit
// address and credited by the watcher like any deposit; once per rtoken; limited per 24 hours;
// absent when the deployment is not a demo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../server/platform';
import { FAUCET_ADDRESS } from '../../server/chain/local-chain';
import { startTestServer, type TestServer } from './harness';
import { createUser, mineAndScan } from './funds-fixtures';

describe('demo funds in demo mode', () => {
  let server: TestServer;
  const deps = () => server.platform.deps;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => { await server.stop(); });

  it('sends 1,000 USDT on the chain, once per rtoken, credited after confirmations', async () => {
    const user = await createUser(deps());
    const first = await server.call('web/demoFunds', {}, { token: user.token, rtoken: 'demo-once-1' });
    expect(first.code).toBe(0);
    expect(first.message).toMatch(/credited after confirmations/);
    expect(first.data.amount).toBe('1000');
    const again = await server.call('web/demoFunds', {}, { token: user.token, rtoken: 'demo-once-1' });
    expect(again.data.tx_hash).toBe(first.data.tx_hash);

    const mempool = await deps().chain.mempool();
    expect(mempool).toHaveLength(1);
    const address = (await server.call('web/getQrcode', {}, { token: user.token })).data.address;
    expect(mempool[0]).toMatchObject({ hash: first.data.tx_hash, from: FAUCET_ADDRESS, to: address, amount: 1_000_000_000n });
    // Nothing is credited by the call itself: only the watcher credits.
    expect((await server.call('web/getAsset2', {}, { token: user.token })).data.total_usdt).toBe('0');

    await mineAndScan(deps(), 3);
    const records = (await server.call('web/depositRecords', {}, { token: user.token })).data;
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ tx_hash: first.data.tx_hash, amount: '1000', state: 'credited', status: 2 });
    expect((await server.call('web/getAsset2', {}, { token: user.token })).data.total_usdt).toBe('1000');
    expect((await deps().ledger.audit(deps().db)).ok).toBe(true);
  });

  it('allows 5 requests in 24 hours and says so, then allows more a day later', async () => {
    const user = await createUser(deps());
    for (let i = 0; i < 5; i += 1) {
      expect((await server.call('web/demoFunds', {}, { token: user.token })).code).toBe(0);
    }
    const refused = await server.call('web/demoFunds', {}, { token: user.token });
    expect(refused.code).toBe(4203);
    expect(refused.message).toBe('Test funds can be requested 5 times in 24 hours. Please try again later.');
    expect(await deps().chain.mempool()).toHaveLength(5);

    (server.clock as ManualClock).advance(24 * 3600_000 + 1);
    expect((await server.call('web/demoFunds', {}, { token: user.token })).code).toBe(0);
    await mineAndScan(deps(), 3);
    expect((await server.call('web/getAsset2', {}, { token: user.token })).data.total_usdt).toBe('6000');
    expect((await deps().ledger.audit(deps().db)).ok).toBe(true);
  });

  it('asks for a session', async () => {
    expect((await server.call('web/demoFunds')).code).toBe(2000);
    expect(await deps().chain.mempool()).toEqual([]);
  });
});

describe('demo funds outside demo mode', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer({ env: { DEMO: '0' } }); });
  afterAll(async () => { await server.stop(); });

  it('does not exist', async () => {
    const user = await createUser(server.platform.deps);
    const res = await server.call('web/demoFunds', {}, { token: user.token, method: 'POST' });
    expect(res.code).toBe(4300);
    expect(await server.platform.deps.chain.mempool()).toEqual([]);
  });
});
