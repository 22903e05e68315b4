// The built-in local chain on its own: hash-linked blocks, the mempool, balances on chain, the
// faucet, idempotent sends by nonce, reorganisations, and two handles on one file (two processes).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../server/platform';
import { ChainRefused } from '../../server/chain/chain';
import { FAUCET_ADDRESS, blockHash, openLocalChain, type LocalChain } from '../../server/chain/local-chain';

let dataDir: string;
let chain: LocalChain;
let now = 1_000;
const open = () => openLocalChain({ dataDir, now: () => now, random: cryptoRandom });
const address = () => chain.newAddress(cryptoRandom);

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'localchain-test-'));
  chain = open();
});
afterEach(async () => {
  await chain.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function refusal(p: Promise<unknown>) {
  try {
    await p;
  } catch (err) {
    if (err instanceof ChainRefused) return err.reason;
    throw err;
  }
  return null;
}

describe('the local chain', () => {
  it('starts at a genesis block and keeps its file in DATA_DIR', async () => {
    const head = await chain.head();
    expect(head.height).toBe(0);
    expect(head.hash).toBe(blockHash('0'.repeat(64), 0, 0, []));
    expect(fs.existsSync(path.join(dataDir, 'localchain.sqlite'))).toBe(true);
  });

  it('holds a transfer in the mempool until a block seals it, chaining blocks by hash', async () => {
    const to = address();
    const hash = await chain.send({ from: FAUCET_ADDRESS, to, asset: 'USDT', amount: 5_000_000n });
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await chain.mempool()).map((t) => t.hash)).toEqual([hash]);
    expect(await chain.balanceOf(to, 'USDT')).toBe(0n);

    now += 2_000;
    const block = await chain.mine();
    await chain.mine();
    expect(block.height).toBe(1);
    expect(block.txs.map((t) => t.hash)).toEqual([hash]);
    expect(await chain.mempool()).toEqual([]);
    expect(await chain.balanceOf(to, 'USDT')).toBe(5_000_000n);

    const blocks = await chain.blocksFrom(0);
    expect(blocks.map((b) => b.height)).toEqual([0, 1, 2]);
    for (const [i, b] of blocks.entries()) {
      expect(b.hash).toBe(blockHash(b.parentHash, b.height, b.timestamp, b.txs.map((t) => t.hash)));
      if (i > 0) expect(b.parentHash).toBe(blocks[i - 1].hash);
    }
    expect(blocks[1].timestamp).toBe(now);
  });

  it('lets only the faucet send without balance, and counts pending spends', async () => {
    const alice = address();
    const bob = address();
    expect(await refusal(chain.send({ from: alice, to: bob, asset: 'USDT', amount: 1n }))).toBe('insufficientFunds');
    await chain.send({ from: FAUCET_ADDRESS, to: alice, asset: 'USDT', amount: 10n });
    expect(await refusal(chain.send({ from: alice, to: bob, asset: 'USDT', amount: 1n }))).toBe('insufficientFunds'); // not mined yet
    await chain.mine();
    await chain.send({ from: alice, to: bob, asset: 'USDT', amount: 7n });
    expect(await refusal(chain.send({ from: alice, to: bob, asset: 'USDT', amount: 4n }))).toBe('insufficientFunds');
    await chain.mine();
    expect(await chain.balanceOf(alice, 'USDT')).toBe(3n);
    expect(await chain.balanceOf(bob, 'USDT')).toBe(7n);
  });

  it('refuses malformed transfers', async () => {
    const to = address();
    expect(to).toMatch(/^lc1[0-9a-f]{40}$/);
    expect(await refusal(chain.send({ from: FAUCET_ADDRESS, to: 'lc1xyz', asset: 'USDT', amount: 1n }))).toBe('badAddress');
    expect(await refusal(chain.send({ from: to, to, asset: 'USDT', amount: 1n }))).toBe('sameAddress');
    expect(await refusal(chain.send({ from: FAUCET_ADDRESS, to, asset: 'DOGE', amount: 1n }))).toBe('assetUnknown');
    expect(await refusal(chain.send({ from: FAUCET_ADDRESS, to, asset: 'USDT', amount: 0n }))).toBe('badAmount');
    expect(await chain.mempool()).toEqual([]);
  });

  it('sends a transfer once for the same nonce', async () => {
    const to = address();
    const first = await chain.send({ from: FAUCET_ADDRESS, to, asset: 'USDT', amount: 3n, nonce: 'request-1' });
    const again = await chain.send({ from: FAUCET_ADDRESS, to, asset: 'USDT', amount: 3n, nonce: 'request-1' });
    expect(again).toBe(first);
    await chain.mine();
    expect(await chain.send({ from: FAUCET_ADDRESS, to, asset: 'USDT', amount: 3n, nonce: 'request-1' })).toBe(first);
    await chain.mine();
    expect(await chain.balanceOf(to, 'USDT')).toBe(3n);
  });

  it('reorganises: replaced blocks get new hashes and their transfers return to the mempool', async () => {
    const to = address();
    await chain.mine();
    const hash = await chain.send({ from: FAUCET_ADDRESS, to, asset: 'USDT', amount: 9n });
    const sealed = await chain.mine();
    const before = await chain.blocksFrom(1);
    const head = await chain.reorganise(1);
    expect(head.height).toBe(sealed.height);
    expect(head.hash).not.toBe(sealed.hash);
    expect(head.parentHash).toBe(before[0].hash);
    expect((await chain.blockAt(sealed.height))!.hash).toBe(head.hash);
    expect((await chain.mempool()).map((t) => t.hash)).toEqual([hash]);
    expect(await chain.balanceOf(to, 'USDT')).toBe(0n);
    const again = await chain.mine();
    expect(again.txs.map((t) => t.hash)).toEqual([hash]);
    expect(await chain.balanceOf(to, 'USDT')).toBe(9n);
  });

  it('reorganises with transfers that vanish, and drops spends no longer covered', async () => {
    const alice = address();
    const bob = address();
    await chain.send({ from: FAUCET_ADDRESS, to: alice, asset: 'USDT', amount: 5n });
    await chain.mine();
    await chain.send({ from: alice, to: bob, asset: 'USDT', amount: 5n });
    // Alice's funding block leaves the chain and its transfer vanishes: her spend can no longer land.
    await chain.reorganise(1, 'vanish');
    expect((await chain.mempool()).length).toBe(1);
    const block = await chain.mine();
    expect(block.txs).toEqual([]);
    expect(await chain.mempool()).toEqual([]);
    expect(await chain.balanceOf(bob, 'USDT')).toBe(0n);
    await expect(chain.reorganise(99)).rejects.toThrow(/cannot reorganise/);
  });

  it('is shared by two handles on the same file, as the server and chain:send are', async () => {
    const other = open();
    try {
      const to = address();
      const hash = await other.send({ from: FAUCET_ADDRESS, to, asset: 'USDT', amount: 42n });
      const block = await chain.mine();
      expect(block.txs.map((t) => t.hash)).toEqual([hash]);
      expect((await other.head()).hash).toBe(block.hash);
    } finally {
      await other.close();
    }
  });
});
