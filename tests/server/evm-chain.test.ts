// The EVM chain end to end against an in-process node (ganache) with a real ERC-20 compiled by
// solc: users' own deposit addresses derived from the phrase, deposits credited from Transfer logs
// after the confirmations, a shallow reorganisation dropping an unconfirmed deposit, and
// withdrawals paid by the hot wallet exactly once, even when the send is retried or the server restarts;
// a transfer the token refuses (before sending, or mined and reverted) and a token with other decimals.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getAddress, HDNodeWallet, Wallet } from 'ethers';
import { buildPlatform } from '../../server/app';
import { EVM_CHAIN, openEvmChain, type EvmChain } from '../../server/chain/evm-chain';
import { evmKeys } from '../../server/chain/evm-keys';
import { createDepositWatcher } from '../../server/modules/funds/deposit-watcher';
import { createWithdrawalSender } from '../../server/modules/withdrawals/withdrawal-sender';
import { startTestServer, type TestServer } from './harness';
import { noRateLimit } from './auth-fixtures';
import { createUser } from './funds-fixtures';
import { TPWD, balances, expectCleanAudit, expectNoOrphanedFreeze, operatorToken, setSettings, usdt } from './withdraw-fixtures';
import { hashSecret } from '../../server/modules/auth/passwords';
import { EXCHANGE_PHRASE, startEvmNode, type EvmNode } from './evm-support/evm-node';

let node: EvmNode;
let server: TestServer;
let opToken: string;
const deps = () => server.platform.deps;
const evm = () => deps().evm as EvmChain;
const watcher = () => createDepositWatcher({ ...deps(), chain: evm() });
const sender = () => createWithdrawalSender(deps(), evm());
const outside = () => Wallet.createRandom().address;

beforeAll(async () => {
  node = await startEvmNode();
  server = await startTestServer({
    env: { ...noRateLimit, EVM_RPC_URL: node.url, EVM_MNEMONIC: EXCHANGE_PHRASE, EVM_USDT_ADDRESS: node.tokenAddress, EVM_CONFIRMATIONS: '3' },
  });
  await setSettings(deps(), { 'withdraw.turnoverRatio': 0, 'withdraw.kycLevel': 'none' });
  opToken = await operatorToken(server);
});
afterAll(async () => {
  await server?.stop();
  await node?.stop();
});
afterEach(async () => {
  await expectCleanAudit(deps());
  await expectNoOrphanedFreeze(deps());
});

async function depositAddress(token: string) {
  const res = await server.call('web/getQrcode', { chain: 'ERC20' }, { token });
  expect(res.code, res.message).toBe(0);
  return res.data.address as string;
}

/** Mines `blocks` blocks, letting the watcher scan after each one, as the scheduler would. */
async function mineAndScan(blocks = 1) {
  for (let i = 0; i < blocks; i += 1) {
    await node.mine();
    await watcher().scan();
  }
}

async function depositsOf(token: string) {
  const res = await server.call('web/depositRecords', {}, { token });
  expect(res.code, res.message).toBe(0);
  return res.data as any[];
}

async function userWithTpwd() {
  const user = await createUser(deps(), 'evm');
  await deps().db.updateTable('users').set({ tpwd_hash: await hashSecret(TPWD) }).where('id', '=', user.id).execute();
  return user;
}

/** A user with `amount` USDT credited by a real ERC-20 deposit. */
async function fundedUser(amount: bigint) {
  const user = await userWithTpwd();
  await node.sendUsdt(await depositAddress(user.token), amount);
  await watcher().scan();
  await mineAndScan(evm().confirmations);
  return user;
}

describe('deposit addresses on the EVM chain', () => {
  it("gives each user their own checksummed address derived from the phrase, the same on every request", async () => {
    const a = await createUser(deps(), 'evm');
    const b = await createUser(deps(), 'evm');
    const first = await depositAddress(a.token);
    expect(first).toBe(getAddress(first));
    expect(first).toBe(evmKeys(EXCHANGE_PHRASE).depositAddressOf(a.id));
    expect(await depositAddress(a.token)).toBe(first);
    expect(await depositAddress(b.token)).not.toBe(first);
    expect(first).not.toBe(evm().hotWallet);
    const qr = await server.call('web/getQrcode', { chain: 'ERC20' }, { token: a.token });
    expect(qr.data).toMatchObject({ currency: 'USDT', chain: 'ERC20', confirmations_required: 3, min_deposit: '1', chains: ['LOCAL', 'ERC20'] });
    // The local chain still gives its own address.
    expect((await server.call('web/getQrcode', {}, { token: a.token })).data.address).toMatch(/^lc1/);
  });
});

describe('ERC-20 deposits', () => {
  it('are detected from Transfer logs and credited once after the confirmations, with their timeline', async () => {
    const user = await createUser(deps(), 'evm');
    const address = await depositAddress(user.token);
    const txHash = await node.sendUsdt(address, usdt(250));
    await watcher().scan();
    let [record] = await depositsOf(user.token);
    expect(record).toMatchObject({ chain: 'ERC20', amount: '250', state: 'detected', status: 1, confirmations: 1, confirmations_required: 3 });
    expect(record.tx_hash).toBe(`${txHash}:0`);
    expect(await balances(server, user.token)).toEqual({ available: '0', frozen: '0' });

    await mineAndScan(1);
    expect((await depositsOf(user.token))[0]).toMatchObject({ state: 'confirming', confirmations: 2 });
    await mineAndScan(1);
    [record] = await depositsOf(user.token);
    expect(record).toMatchObject({ state: 'credited', status: 2, confirmations: 3 });
    expect(record.timeline.map((t: any) => t.state)).toEqual(['detected', 'confirming', 'credited']);
    expect(await balances(server, user.token)).toEqual({ available: '250', frozen: '0' });

    await mineAndScan(3);
    expect(await depositsOf(user.token)).toHaveLength(1);
    expect(await balances(server, user.token)).toEqual({ available: '250', frozen: '0' });
  });

  it('credits each transfer of a transaction that pays several users at once', async () => {
    const a = await createUser(deps(), 'evm');
    const b = await createUser(deps(), 'evm');
    const tx = await node.token.getFunction('batchTransfer')([await depositAddress(a.token), await depositAddress(b.token)], [usdt(10), usdt(20)]);
    await tx.wait();
    await mineAndScan(3);
    expect(await balances(server, a.token)).toEqual({ available: '10', frozen: '0' });
    expect(await balances(server, b.token)).toEqual({ available: '20', frozen: '0' });
  });

  it('records a deposit below the minimum without crediting it, with the reason', async () => {
    const user = await createUser(deps(), 'evm');
    await node.sendUsdt(await depositAddress(user.token), 500_000n);
    await mineAndScan(4);
    const [record] = await depositsOf(user.token);
    expect(record).toMatchObject({ amount: '0.5', state: 'belowMinimum', status: 0 });
    expect(record.timeline.at(-1).reason).toMatch(/minimum/i);
    expect(await balances(server, user.token)).toEqual({ available: '0', frozen: '0' });
  });

  it('drops a deposit whose block left the chain in a shallow reorganisation, and credits the one sent again', async () => {
    const user = await createUser(deps(), 'evm');
    const address = await depositAddress(user.token);
    await mineAndScan(1);
    const before = await node.snapshot();
    await node.sendUsdt(address, usdt(70));
    await mineAndScan(1);
    expect((await depositsOf(user.token))[0]).toMatchObject({ state: 'confirming', confirmations: 2 });

    await node.revert(before); // the deposit's block and the one after it are replaced
    await node.mine(2);
    const report = await watcher().scan();
    expect(report.rewound).toBeGreaterThanOrEqual(2);
    let [record] = await depositsOf(user.token);
    expect(record).toMatchObject({ state: 'dropped', status: 0 });
    expect(record.timeline.at(-1).reason).toMatch(/no longer on the chain|left the chain|reorgan/i);
    await mineAndScan(3);
    expect(await balances(server, user.token)).toEqual({ available: '0', frozen: '0' });

    await node.sendUsdt(address, usdt(70));
    await mineAndScan(3);
    const records = await depositsOf(user.token);
    expect(records.map((r) => r.state).sort()).toEqual(['credited', 'dropped']);
    expect(await balances(server, user.token)).toEqual({ available: '70', frozen: '0' });
  });
});

describe('withdrawals on the EVM chain', () => {
  let hotFunded = false;
  async function fundHotWallet() {
    if (hotFunded) return;
    await node.sendEth(evm().hotWallet!, '10');
    await node.sendUsdt(evm().hotWallet!, usdt(100_000));
    await mineAndScan(1);
    hotFunded = true;
  }
  async function record(token: string, id: string) {
    const res = await server.call('web/withdrawRecords', {}, { token });
    return res.data.find((r: any) => r.id === id);
  }
  async function approvedWithdrawal(amount: string, to: string) {
    const user = await fundedUser(usdt(1000));
    const res = await server.call('web/withdraw', { chain: 'ERC20', address: to, amount, tpwd: TPWD }, { token: user.token });
    expect(res.code, res.message).toBe(0);
    const approved = await server.call('web/opsApproveWithdraw', { id: res.data.id, reason: 'checked' }, { token: opToken });
    expect(approved.code, approved.message).toBe(0);
    return { user, id: res.data.id as string };
  }

  it('offers ERC20 in the policy when the chain is configured', async () => {
    const user = await fundedUser(usdt(150));
    const policy = await server.call('web/getWithdrawPolicy', {}, { token: user.token });
    expect(policy.data.chains).toEqual(['ERC20', 'LOCAL']);
    // Spend it so no balance is left for other tests to trip on.
    expect((await server.call('web/transfer', { currency: 'USDT', from: 'spot', to: 'contract', amount: '150', tpwd: TPWD }, { token: user.token })).code).toBe(0);
  });

  it('is sent by the hot wallet, paid once, and succeeds after the confirmations', async () => {
    await fundHotWallet();
    const to = outside();
    const { user, id } = await approvedWithdrawal('250', to);
    expect(await sender().run()).toMatchObject({ broadcast: 1 });
    let r = await record(user.token, id);
    expect(r.state).toBe('broadcasting');
    expect(r.tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await node.usdtBalance(to)).toBe(usdt(249));
    expect(await balances(server, user.token)).toEqual({ available: '750', frozen: '0' });

    await sender().run();
    expect((await record(user.token, id)).state).toBe('broadcasting'); // one confirmation of three
    await mineAndScan(2);
    expect(await sender().run()).toMatchObject({ confirmed: 1 });
    r = await record(user.token, id);
    expect(r).toMatchObject({ state: 'succeeded', status: 2, received: '249' });
    expect(r.timeline.map((t: any) => t.state)).toEqual(['underReview', 'approved', 'broadcasting', 'succeeded']);
    await sender().run();
    expect(await node.usdtBalance(to)).toBe(usdt(249)); // never sent twice
  });

  it('never pays twice when the same send is retried, by this process or after a restart', async () => {
    await fundHotWallet();
    const to = outside();
    const key = `retry-${Date.now()}`;
    const first = await evm().send({ from: evm().hotWallet!, to, asset: 'USDT', amount: usdt(5), nonce: key });
    const again = await evm().send({ from: evm().hotWallet!, to, asset: 'USDT', amount: usdt(5), nonce: key });
    expect(again).toBe(first);
    const restarted = openEvmChain({ config: server.config.evm!, db: deps().db, random: deps().random });
    try {
      expect(await restarted.send({ from: restarted.hotWallet!, to, asset: 'USDT', amount: usdt(5), nonce: key })).toBe(first);
    } finally {
      await restarted.close();
    }
    await node.mine(3);
    expect(await node.usdtBalance(to)).toBe(usdt(5));
    expect(await evm().locateTx(first, 0)).toMatchObject({ height: expect.any(Number) });
    // The system account of the chain is not touched by a raw send: only withdrawals move the ledger.
  });

  it('waits in broadcasting while the hot wallet cannot cover it, then pays once it is topped up', async () => {
    await fundHotWallet();
    const hot = evm().hotWallet!;
    const held = await node.usdtBalance(hot);
    // Move the hot wallet's tokens away, as a sweep to cold storage would.
    const hotSigner = HDNodeWallet.fromPhrase(EXCHANGE_PHRASE, undefined, "m/44'/60'/0'/0/0").connect(node.provider);
    const drain = await node.token.connect(hotSigner).getFunction('transfer')(node.deployer.address, held);
    await drain.wait();
    hotFunded = false;
    const to = outside();
    const { user, id } = await approvedWithdrawal('300', to);
    await sender().run();
    expect(await record(user.token, id)).toMatchObject({ state: 'broadcasting', tx_hash: null });
    expect(await balances(server, user.token)).toEqual({ available: '700', frozen: '0' });
    await fundHotWallet();
    await sender().run();
    expect(await node.usdtBalance(to)).toBe(usdt(299));
    await mineAndScan(3);
    await sender().run();
    expect((await record(user.token, id)).state).toBe('succeeded');
  });

  it('fails a withdrawal the token contract would refuse, and returns the whole amount at once', async () => {
    await fundHotWallet();
    // The test token refuses transfers to an address it holds on its deny list (as a stablecoin's blacklist would).
    const denied = outside();
    await (await node.token.getFunction('deny')(denied)).wait();
    const { user, id } = await approvedWithdrawal('150', denied);
    await sender().run();
    const r = await record(user.token, id);
    expect(r).toMatchObject({ state: 'failed', status: 0, tx_hash: null });
    expect(r.timeline.map((t: any) => t.state)).toEqual(['underReview', 'approved', 'broadcasting', 'failed']);
    expect(await balances(server, user.token)).toEqual({ available: '1000', frozen: '0' });
    expect(await node.usdtBalance(denied)).toBe(0n);
  });

  it('fails a withdrawal whose transfer was mined but reverted, and returns the whole amount', async () => {
    await fundHotWallet();
    const to = outside();
    const { user, id } = await approvedWithdrawal('160', to);
    // The transfer goes out while the token still accepts it; before it is mined the issuer denies the
    // recipient with a higher fee, so the deny is mined first and the transfer reverts in the block.
    await node.provider.send('miner_stop', []);
    try {
      await sender().run();
      expect((await record(user.token, id)).state).toBe('broadcasting');
      const deny = await node.token.getFunction('deny')(to, { maxPriorityFeePerGas: 50_000_000_000n, maxFeePerGas: 100_000_000_000n });
      await node.mine();
      expect((await deny.wait()).status).toBe(1);
    } finally {
      await node.provider.send('miner_start', []);
    }
    await sender().run();
    const r = await record(user.token, id);
    expect(r).toMatchObject({ state: 'failed', status: 0 });
    expect(r.timeline.map((t: any) => t.state)).toEqual(['underReview', 'approved', 'broadcasting', 'failed']);
    expect(await balances(server, user.token)).toEqual({ available: '1000', frozen: '0' });
    expect(await node.usdtBalance(to)).toBe(0n);
  });

  it('refuses a send from any address but the hot wallet, to a bad address, or of another asset', async () => {
    const refusal = async (p: Promise<unknown>) => p.then(() => null, (e) => e.reason);
    expect(await refusal(evm().send({ from: outside(), to: outside(), asset: 'USDT', amount: 1n }))).toBe('badAddress');
    expect(await refusal(evm().send({ from: evm().hotWallet!, to: '0x123', asset: 'USDT', amount: 1n }))).toBe('badAddress');
    expect(await refusal(evm().send({ from: evm().hotWallet!, to: '0x0000000000000000000000000000000000000000', asset: 'USDT', amount: 1n }))).toBe('badAddress');
    expect(await refusal(evm().send({ from: evm().hotWallet!, to: outside(), asset: 'BTC', amount: 1n }))).toBe('assetUnknown');
    expect(await refusal(evm().send({ from: evm().hotWallet!, to: outside(), asset: 'USDT', amount: 0n }))).toBe('badAmount');
    expect(await refusal(evm().send({ from: evm().hotWallet!, to: evm().hotWallet!, asset: 'USDT', amount: 1n }))).toBe('sameAddress');
  });
});

describe('a token with other decimals than USDT', () => {
  it('is refused before anything is read or paid: the exchange keeps USDT in 6 decimals', async () => {
    const wrongToken = await node.deployToken(18);
    const wrong = openEvmChain({ config: { ...server.config.evm!, usdtAddress: wrongToken }, db: deps().db, random: deps().random });
    const outgoing = async () => (await deps().db.selectFrom('evm_outgoing_txs').select('send_key').execute()).length;
    const before = await outgoing();
    try {
      const refused = /has 18 decimals; USDT here has 6/;
      await expect(wrong.blocksFrom(await node.height())).rejects.toThrow(refused);
      await expect(wrong.send({ from: wrong.hotWallet!, to: outside(), asset: 'USDT', amount: 1n })).rejects.toThrow(refused);
      // Nothing was signed or stored for the refused send, and the chain of the right token still reads.
      expect(await outgoing()).toBe(before);
      await expect(evm().blocksFrom(await node.height())).resolves.toBeInstanceOf(Array);
    } finally {
      await wrong.close();
    }
  });
});

describe('a restart with the EVM chain', () => {
  it('keeps the watcher cursor: a deposit seen before the restart is credited once after it', async () => {
    const user = await createUser(deps(), 'evm');
    await node.sendUsdt(await depositAddress(user.token), usdt(40));
    await watcher().scan();
    const second = await buildPlatform({ config: server.config, clock: server.clock });
    try {
      const w = createDepositWatcher({ ...second.deps, chain: second.deps.evm! });
      for (let i = 0; i < 4; i += 1) { await node.mine(); await w.scan(); }
      expect(second.deps.evm!.name).toBe(EVM_CHAIN);
    } finally {
      await second.close();
    }
    await watcher().scan();
    const records = await depositsOf(user.token);
    expect(records).toHaveLength(1);
    expect(records[0].state).toBe('credited');
    expect(await balances(server, user.token)).toEqual({ available: '40', frozen: '0' });
  });
});
