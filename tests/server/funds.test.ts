// Money in over the local chain, through the public surface: the deposit address, a deposit moving
// detected → confirming → credited with its timeline, the balance, reorganisations, the chain:send
// command, and the rules shown to the user. The ledger audit closes every money test.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FAUCET_ADDRESS } from '../../server/chain/local-chain';
import { startTestServer, type TestServer } from './harness';
import { createUser, mineAndScan } from './funds-fixtures';

const run = promisify(execFile);

let server: TestServer;
const deps = () => server.platform.deps;
const usdt = (amount: bigint) => amount * 1_000_000n;

beforeAll(async () => { server = await startTestServer(); });
afterAll(async () => { await server.stop(); });
afterEach(async () => {
  const report = await deps().ledger.audit(deps().db);
  expect(report.problems).toEqual([]);
  expect(report.ok).toBe(true);
});

async function depositAddress(token: string): Promise<string> {
  const res = await server.call('web/getQrcode', { currency: 'USDT', chain: 'LOCAL' }, { token });
  expect(res.code).toBe(0);
  return res.data.address;
}

async function records(token: string) {
  const res = await server.call('web/depositRecords', {}, { token });
  expect(res.code).toBe(0);
  return res.data as any[];
}

async function balance(token: string) {
  const res = await server.call('web/getAsset2', {}, { token });
  expect(res.code).toBe(0);
  return res.data as { total_usdt: string; assets: { currency: string; available: string; frozen: string; usdt_value: string }[] };
}

describe('deposit address and rules (web/getQrcode)', () => {
  it("gives each user one address on the local chain, with the confirmations and the minimum shown", async () => {
    const alice = await createUser(deps(), 'alice');
    const bob = await createUser(deps(), 'bob');
    const first = await server.call('web/getQrcode', {}, { token: alice.token });
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ currency: 'USDT', chain: 'LOCAL', confirmations_required: 3, min_deposit: '1' });
    expect(first.data.address).toMatch(/^lc1[0-9a-f]{40}$/);
    expect(await depositAddress(alice.token)).toBe(first.data.address);
    expect(await depositAddress(bob.token)).not.toBe(first.data.address);
  });

  it('answers an unknown currency or chain with a clear message, never a failure', async () => {
    const user = await createUser(deps());
    const asset = await server.call('web/getQrcode', { currency: 'NOPE' }, { token: user.token });
    expect(asset.code).toBe(4201);
    expect(asset.message).toBe('This currency is not supported');
    const chain = await server.call('web/getQrcode', { currency: 'usdt', chain: 'tron' }, { token: user.token });
    expect(chain.code).toBe(4202);
    expect(chain.message).toBe('This chain is not supported for this currency');
    const long = await server.call('web/getQrcode', { currency: 'x'.repeat(5000) }, { token: user.token });
    expect(long.code).toBe(4201);
  });

  it('asks for a session', async () => {
    for (const name of ['web/getQrcode', 'web/getAsset2', 'web/depositRecords']) {
      expect((await server.call(name)).code).toBe(2000);
    }
  });
});

describe('a deposit on the chain', () => {
  it('is detected, confirming, then credited after the required confirmations, with its timeline and balance', async () => {
    const user = await createUser(deps());
    const address = await depositAddress(user.token);
    const tx = await deps().chain.send({ from: FAUCET_ADDRESS, to: address, asset: 'USDT', amount: usdt(250n) });
    expect(await records(user.token)).toEqual([]);

    await mineAndScan(deps());
    let [record] = await records(user.token);
    expect(record).toMatchObject({ currency: 'USDT', chain: 'LOCAL', amount: '250', tx_hash: tx, state: 'detected', status: 1, confirmations: 1, confirmations_required: 3 });
    expect((await balance(user.token)).assets.find((a) => a.currency === 'USDT')!.available).toBe('0');

    await mineAndScan(deps());
    [record] = await records(user.token);
    expect(record).toMatchObject({ state: 'confirming', status: 1, confirmations: 2 });

    await mineAndScan(deps());
    [record] = await records(user.token);
    expect(record).toMatchObject({ state: 'credited', status: 2, confirmations: 3 });
    expect(record.timeline.map((e: any) => e.state)).toEqual(['detected', 'confirming', 'credited']);
    expect(record.timeline.every((e: any) => typeof e.at === 'number')).toBe(true);

    const assets = await balance(user.token);
    expect(assets.total_usdt).toBe('250');
    expect(assets.assets.find((a) => a.currency === 'USDT')).toEqual({ currency: 'USDT', available: '250', frozen: '0', usdt_value: '250', usdt_price: '1', price_source: null });
    // Every other listed asset is shown too, empty.
    expect(assets.assets.filter((a) => a.currency !== 'USDT').every((a) => a.available === '0' && a.frozen === '0')).toBe(true);

    // More blocks and scans change nothing: credited is final and posts once.
    await mineAndScan(deps(), 3);
    expect((await balance(user.token)).assets.find((a) => a.currency === 'USDT')!.available).toBe('250');
    const entries = await deps().db.selectFrom('journal_entries').select('id').where('ref_id', '=', record.id).execute();
    expect(entries).toHaveLength(1);
  });

  it('credits at once when the deposit is first seen already deep enough', async () => {
    const user = await createUser(deps());
    const address = await depositAddress(user.token);
    await deps().chain.send({ from: FAUCET_ADDRESS, to: address, asset: 'USDT', amount: usdt(7n) });
    for (let i = 0; i < 4; i += 1) await deps().chain.mine();
    await deps().depositWatcher.scan();
    const [record] = await records(user.token);
    expect(record.state).toBe('credited');
    expect(record.timeline.map((e: any) => e.state)).toEqual(['detected', 'credited']);
    expect((await balance(user.token)).assets.find((a) => a.currency === 'USDT')!.available).toBe('7');
  });

  it('records a deposit below the minimum and explains why it is not credited', async () => {
    const user = await createUser(deps());
    const address = await depositAddress(user.token);
    await deps().chain.send({ from: FAUCET_ADDRESS, to: address, asset: 'USDT', amount: 500_000n });
    await mineAndScan(deps(), 4);
    const [record] = await records(user.token);
    expect(record).toMatchObject({ amount: '0.5', state: 'belowMinimum', status: 0 });
    expect(record.timeline.at(-1).reason).toMatch(/minimum deposit of 1 USDT/);
    expect((await balance(user.token)).assets.find((a) => a.currency === 'USDT')!.available).toBe('0');
  });

  it('is dropped when its block leaves the chain in a shallow reorganisation, and nothing is credited', async () => {
    const user = await createUser(deps());
    const address = await depositAddress(user.token);
    await deps().chain.send({ from: FAUCET_ADDRESS, to: address, asset: 'USDT', amount: usdt(40n) });
    await mineAndScan(deps(), 2);
    expect((await records(user.token))[0].state).toBe('confirming');

    await deps().chain.reorganise(2, 'vanish');
    await deps().depositWatcher.scan();
    await mineAndScan(deps(), 4);
    const list = await records(user.token);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ state: 'dropped', status: 0 });
    expect(list[0].timeline.map((e: any) => e.state)).toEqual(['detected', 'confirming', 'dropped']);
    expect(list[0].timeline.at(-1).reason).toMatch(/reorganisation/);
    expect((await balance(user.token)).total_usdt).toBe('0');
  });

  it('credits a transaction once when a reorganisation puts it into a new block', async () => {
    const user = await createUser(deps());
    const address = await depositAddress(user.token);
    const tx = await deps().chain.send({ from: FAUCET_ADDRESS, to: address, asset: 'USDT', amount: usdt(60n) });
    await mineAndScan(deps());
    await deps().chain.reorganise(1, 'mempool');
    await mineAndScan(deps(), 4);
    const list = await records(user.token);
    expect(list.map((r) => [r.tx_hash, r.state])).toEqual([[tx, 'credited'], [tx, 'dropped']]);
    expect((await balance(user.token)).assets.find((a) => a.currency === 'USDT')!.available).toBe('60');
  });

  it('never credits the same transaction twice, even when the watcher rescans the whole chain', async () => {
    const user = await createUser(deps());
    const address = await depositAddress(user.token);
    await deps().chain.send({ from: FAUCET_ADDRESS, to: address, asset: 'USDT', amount: usdt(15n) });
    await mineAndScan(deps(), 3);
    expect((await balance(user.token)).assets.find((a) => a.currency === 'USDT')!.available).toBe('15');

    // Losing the cursor makes the watcher read every block again.
    await deps().db.deleteFrom('deposit_scanned_blocks').execute();
    const report = await deps().depositWatcher.scan();
    expect(report.detected).toBe(0);
    expect(report.cursor).toBe((await deps().chain.head()).height);
    expect(await records(user.token)).toHaveLength(1);
    expect((await balance(user.token)).assets.find((a) => a.currency === 'USDT')!.available).toBe('15');
  });

  it('never credits the same transaction twice when a deep reorganisation puts it into another block', async () => {
    const user = await createUser(deps());
    const address = await depositAddress(user.token);
    const tx = await deps().chain.send({ from: FAUCET_ADDRESS, to: address, asset: 'USDT', amount: usdt(21n) });
    await mineAndScan(deps(), 3);
    expect((await records(user.token))[0].state).toBe('credited');

    await deps().chain.reorganise(3, 'mempool');
    await mineAndScan(deps(), 4);
    const list = await records(user.token);
    expect(list.map((r) => [r.tx_hash, r.state])).toEqual([[tx, 'credited']]);
    expect((await balance(user.token)).assets.find((a) => a.currency === 'USDT')!.available).toBe('21');
  });

  it('arrives from the chain:send command run in another process', async () => {
    const user = await createUser(deps());
    const address = await depositAddress(user.token);
    const { stdout } = await run('npx', ['tsx', 'scripts/chain-send.ts', address, '12.5', 'USDT'], {
      env: { ...process.env, DATA_DIR: server.config.dataDir },
    });
    const hash = stdout.trim().split('\n').at(-1);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    await mineAndScan(deps(), 3);
    const [record] = await records(user.token);
    expect(record).toMatchObject({ tx_hash: hash, amount: '12.5', state: 'credited' });

    const bad = await run('npx', ['tsx', 'scripts/chain-send.ts', address, '1.0000001', 'USDT'], {
      env: { ...process.env, DATA_DIR: server.config.dataDir },
    }).then(() => null, (err: { code: number; stderr: string }) => err);
    expect(bad?.code).toBe(2);
    expect(bad?.stderr).toMatch(/at most 6 decimals/);
  });

  it("never shows one user's deposits or balance to another", async () => {
    const owner = await createUser(deps(), 'owner');
    const stranger = await createUser(deps(), 'stranger');
    const address = await depositAddress(owner.token);
    await deps().chain.send({ from: FAUCET_ADDRESS, to: address, asset: 'USDT', amount: usdt(33n) });
    await mineAndScan(deps(), 3);
    expect(await records(owner.token)).toHaveLength(1);
    expect(await records(stranger.token)).toEqual([]);
    expect((await balance(stranger.token)).total_usdt).toBe('0');
  });
});
