// Custody on the in-process EVM: credited deposit addresses swept into the hot wallet (gas first,
// each transaction signed and stored once, so a restart at any point sends nothing twice), and a
// withdrawal or a sweep transfer left unmined replaced with the same nonce and a higher fee,
// completed exactly once with whichever version the chain mined.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Transaction, Wallet } from 'ethers';
import type { ManualClock } from '../../server/platform';
import { createFeeReplacer, type FeeReplacer } from '../../server/chain/evm-fee-replacement';
import { createEvmSweeper } from '../../server/modules/custody/evm-sweeper';
import { createWithdrawalSender } from '../../server/modules/withdrawals/withdrawal-sender';
import { startTestServer, type TestServer } from './harness';
import { noRateLimit } from './auth-fixtures';
import { balances, expectCleanAudit, expectNoOrphanedFreeze, operatorToken, setSettings, usdt } from './withdraw-fixtures';
import { EXCHANGE_PHRASE, startEvmNode, type EvmNode } from './evm-support/evm-node';
import { evmExchange } from './evm-support/evm-exchange';

let node: EvmNode;
let server: TestServer;
let opToken: string;
let replacer: FeeReplacer;
const deps = () => server.platform.deps;
const clock = () => server.clock as ManualClock;
const ex = evmExchange(() => server, () => node);
const sender = () => createWithdrawalSender(deps(), ex.evm(), replacer);
const outside = () => Wallet.createRandom().address;
const REPLACE_AFTER_MS = 10 * 60_000;

beforeAll(async () => {
  node = await startEvmNode();
  server = await startTestServer({
    env: { ...noRateLimit, EVM_RPC_URL: node.url, EVM_MNEMONIC: EXCHANGE_PHRASE, EVM_USDT_ADDRESS: node.tokenAddress, EVM_CONFIRMATIONS: '3', EVM_REPLACE_AFTER_MINUTES: '10' },
  });
  await setSettings(deps(), { 'withdraw.turnoverRatio': 0, 'withdraw.kycLevel': 'none' });
  opToken = await operatorToken(server);
  replacer = createFeeReplacer({ config: server.config.evm!, db: deps().db, now: () => server.clock.now() });
  await ex.fundHotWallet();
});
afterAll(async () => {
  replacer?.close();
  await server?.stop();
  await node?.stop();
});
afterEach(async () => {
  await expectCleanAudit(deps());
  await expectNoOrphanedFreeze(deps());
});

const sweepsOf = (address: string) => deps().db.selectFrom('custody_sweeps').selectAll().where('address', '=', address).orderBy('created_at').execute();
const attemptsOf = (sendKey: string) => deps().db.selectFrom('evm_tx_attempts').selectAll().where('send_key', '=', sendKey).orderBy('created_at').execute();
const hotNonce = () => node.provider.getTransactionCount(ex.evm().hotWallet!, 'latest');

describe('sweeping deposit addresses', () => {
  it('sends the gas from the hot wallet first, then the whole token balance to the hot wallet, leaving user balances alone', async () => {
    const user = await ex.fundedUser(usdt(500));
    const hot = ex.evm().hotWallet!;
    const hotTokens = await node.usdtBalance(hot);
    const nonce = await hotNonce();
    const sweeper = createEvmSweeper(deps());
    try {
      expect(await sweeper.run()).toEqual({ planned: 1, swept: 0 });
      let [sweep] = await sweepsOf(user.address);
      expect(sweep).toMatchObject({ asset: 'USDT', amount: usdt(500), state: 'funding' });
      expect(BigInt(sweep.gas_amount)).toBeGreaterThan(0n);
      // The gas went out and was mined; the tokens have not moved yet.
      expect(await node.provider.getBalance(user.address)).toBe(BigInt(sweep.gas_amount));
      expect(await node.usdtBalance(user.address)).toBe(usdt(500));

      await sweeper.run();
      [sweep] = await sweepsOf(user.address);
      expect(sweep.state).toBe('sweeping');
      expect(await node.usdtBalance(user.address)).toBe(0n);
      expect(await node.usdtBalance(hot)).toBe(hotTokens + usdt(500));
      const mined = await node.provider.getTransactionReceipt(sweep.sweep_tx!);
      expect(mined?.from).toBe(user.address);

      await ex.mineAndScan(2);
      expect(await sweeper.run()).toEqual({ planned: 0, swept: 1 });
      expect((await sweepsOf(user.address))[0].state).toBe('swept');
      expect(await hotNonce()).toBe(nonce + 1); // one gas transfer, nothing else from the hot wallet
      expect(await balances(server, user.token)).toEqual({ available: '500', frozen: '0' });
    } finally {
      sweeper.close();
    }
  });

  it('sends nothing twice when the process stops after signing and again after the gas, and sweeps a later deposit anew', async () => {
    const user = await ex.fundedUser(usdt(80));
    const nonce = await hotNonce();
    const first = createEvmSweeper(deps());
    expect(await first.plan()).toBe(1); // signed and stored, then the process stops
    expect(await first.plan()).toBe(0);
    first.close();
    const [planned] = await sweepsOf(user.address);
    expect(await node.provider.getTransaction(planned.gas_tx!)).toBeNull();

    for (let restart = 0; restart < 2; restart += 1) {
      const again = createEvmSweeper(deps());
      await again.advance();
      await again.advance();
      again.close();
    }
    const [sweep] = await sweepsOf(user.address);
    expect(sweep.state).toBe('sweeping');
    expect(sweep.gas_tx).toBe(planned.gas_tx);
    expect(await hotNonce()).toBe(nonce + 1);
    expect(await node.provider.getBalance(user.address)).toBeLessThanOrEqual(BigInt(sweep.gas_amount));
    expect(await node.usdtBalance(user.address)).toBe(0n);
    expect(await node.provider.getTransactionCount(user.address, 'latest')).toBe(1);

    await node.sendUsdt(user.address, usdt(30));
    await ex.mineAndScan(3);
    const later = createEvmSweeper(deps());
    try {
      expect(await later.run()).toEqual({ planned: 0, swept: 1 }); // the first one finishes before the next is planned
      await later.run();
      await later.run();
      await ex.mineAndScan(2);
      await later.run();
      const sweeps = await sweepsOf(user.address);
      expect(sweeps.map((s) => [s.amount, s.state])).toEqual([[usdt(80), 'swept'], [usdt(30), 'swept']]);
      expect(await node.usdtBalance(user.address)).toBe(0n);
      expect(await balances(server, user.token)).toEqual({ available: '110', frozen: '0' });
    } finally {
      later.close();
    }
  });
});

describe('replacing an unmined sweep transfer with a higher fee', () => {
  it('signs it again from the deposit address after the stated time, same nonce, at least 10 % dearer, and moves the tokens once', async () => {
    const user = await ex.fundedUser(usdt(25));
    await node.sendEth(user.address, '1'); // gas enough for any replacement: none is sent
    const sweeper = createEvmSweeper(deps());
    // A first sweep, mined at once, so the replaced transfer is the address's second. Replacing a
    // fresh account's first transaction, ganache run in the same process as its caller mines both
    // versions of the nonce (the second reverts): its own open bug (ganache issue 3794, "mines two
    // different transactions with the same from and nonce"), not ours: every version we sign
    // carries the first one's nonce, as asserted below, and a real node mines one of them.
    await sweeper.run();
    await ex.mineAndScan(3);
    expect(await sweeper.advance()).toBe(1);
    await node.sendUsdt(user.address, usdt(35));
    await ex.mineAndScan(3);
    const hot = ex.evm().hotWallet!;
    const hotTokens = await node.usdtBalance(hot);
    let firstHash: string;
    let replacementHash: string;
    let id: string;
    await node.provider.send('miner_stop', []);
    try {
      expect(await sweeper.run()).toEqual({ planned: 1, swept: 0 });
      const planned = (await sweepsOf(user.address))[1];
      ({ id } = planned);
      firstHash = planned.sweep_tx!;
      expect(planned.gas_tx).toBeNull();
      expect(await node.provider.getTransaction(firstHash)).not.toBeNull();
      clock().advance(REPLACE_AFTER_MS - 1);
      await sweeper.advance();
      expect(await attemptsOf(`sweep:${id}`)).toHaveLength(0); // not yet: the stated time has not passed

      clock().advance(1);
      await sweeper.advance();
      const attempts = await attemptsOf(`sweep:${id}`);
      expect(attempts.map((a) => a.tx_hash)[0]).toBe(firstHash);
      const [first, second] = attempts.map((a) => Transaction.from(a.raw_tx));
      replacementHash = second.hash!;
      expect(second.from).toBe(user.address);
      expect([second.nonce, second.to, second.data]).toEqual([first.nonce, first.to, first.data]);
      expect(second.maxFeePerGas! * 10n).toBeGreaterThanOrEqual(first.maxFeePerGas! * 11n);
      expect(second.maxPriorityFeePerGas! * 10n).toBeGreaterThanOrEqual(first.maxPriorityFeePerGas! * 11n);
      expect((await sweepsOf(user.address))[1].sweep_tx).toBe(replacementHash);
      await node.mine();
    } finally {
      await node.provider.send('miner_start', []);
    }
    try {
      expect((await node.provider.getTransactionReceipt(replacementHash))?.status).toBe(1);
      expect(await node.provider.getTransactionReceipt(firstHash)).toBeNull();
      await ex.mineAndScan(2);
      expect(await sweeper.advance()).toBe(1);
      expect(await sweeper.advance()).toBe(0);
    } finally {
      sweeper.close();
    }
    const sweep = (await sweepsOf(user.address))[1];
    expect(sweep).toMatchObject({ state: 'swept', sweep_tx: replacementHash, amount: usdt(35) });
    expect((await attemptsOf(`sweep:${id}`)).map((a) => [a.tx_hash, a.state])).toEqual([[firstHash, 'replaced'], [replacementHash, 'mined']]);
    expect(await node.usdtBalance(user.address)).toBe(0n);
    expect(await node.usdtBalance(hot)).toBe(hotTokens + usdt(35));
    expect(await node.provider.getTransactionCount(user.address, 'latest')).toBe(2);
    expect(await balances(server, user.token)).toEqual({ available: '60', frozen: '0' });
  });

  it('tops up the gas from the hot wallet once before a dearer version, replaces a stale top-up, and finishes with the first if the chain mines it', async () => {
    const user = await ex.fundedUser(usdt(40));
    const nonce = await hotNonce();
    const sweeper = createEvmSweeper(deps());
    let id: string;
    let firstHash: string;
    let topUpHashes: string[] = [];
    await node.provider.send('miner_stop', []);
    try {
      expect(await sweeper.run()).toEqual({ planned: 1, swept: 0 });
      await node.mine(); // the gas is in
      await sweeper.advance(); // the transfer goes out
      const [sweep] = await sweepsOf(user.address);
      ({ id } = sweep);
      firstHash = sweep.sweep_tx!;
      expect(sweep.state).toBe('sweeping');
      clock().advance(REPLACE_AFTER_MS);
      // The address holds the first version's gas only: a top-up goes first, once, and no dearer version yet.
      await sweeper.advance();
      await sweeper.advance();
      expect(await attemptsOf(`sweep:${id}`)).toHaveLength(0);
      const outbox = await deps().db.selectFrom('evm_outgoing_txs').selectAll().where('send_key', 'like', `sweep-topup:${id}:%`).execute();
      expect(outbox.map((o) => [o.send_key, BigInt(o.amount), o.to_address])).toEqual([[`sweep-topup:${id}:0`, 0n, user.address]]);
      const topUp = Transaction.from(outbox[0].raw_tx);
      const first = Transaction.from(sweep.sweep_raw!);
      expect(topUp.value + BigInt(sweep.gas_amount)).toBeGreaterThanOrEqual(first.gasLimit * (first.maxFeePerGas! * 11n) / 10n);

      // The top-up itself left unmined the stated time: replaced by the hot wallet, same nonce and value, dearer.
      clock().advance(REPLACE_AFTER_MS - 1);
      await sweeper.advance();
      expect(await attemptsOf(`sweep-topup:${id}:0`)).toHaveLength(0);
      clock().advance(1);
      await sweeper.advance();
      const versions = (await attemptsOf(`sweep-topup:${id}:0`)).map((a) => Transaction.from(a.raw_tx));
      expect(versions.map((v) => v.hash)).toEqual([topUp.hash, expect.any(String)]);
      topUpHashes = versions.map((v) => v.hash!);
      const [, dearer] = versions;
      expect([dearer.from, dearer.nonce, dearer.to, dearer.value]).toEqual([topUp.from, topUp.nonce, topUp.to, topUp.value]);
      expect(dearer.maxFeePerGas! * 10n).toBeGreaterThanOrEqual(topUp.maxFeePerGas! * 11n);
      expect(await attemptsOf(`sweep:${id}`)).toHaveLength(0); // still no dearer transfer before the gas is in
      await node.mine(); // the top-up's replacement and the first version both
    } finally {
      await node.provider.send('miner_start', []);
    }
    try {
      expect((await node.provider.getTransactionReceipt(topUpHashes[1]))?.status).toBe(1);
      expect(await node.provider.getTransactionReceipt(topUpHashes[0])).toBeNull();
      await ex.mineAndScan(2);
      expect(await sweeper.advance()).toBe(1);
    } finally {
      sweeper.close();
    }
    expect((await sweepsOf(user.address))[0]).toMatchObject({ state: 'swept', sweep_tx: firstHash });
    expect((await attemptsOf(`sweep-topup:${id}:0`)).map((a) => [a.tx_hash, a.state])).toEqual([[topUpHashes[0], 'replaced'], [topUpHashes[1], 'mined']]);
    expect(await hotNonce()).toBe(nonce + 2); // the gas and one top-up, paid once
    expect(await node.provider.getTransactionCount(user.address, 'latest')).toBe(1);
    expect(await node.usdtBalance(user.address)).toBe(0n);
  });

  it('sends again a top-up the node lost after the first version finished the sweep, so the hot wallet\'s later sends are not held up behind its nonce', async () => {
    const user = await ex.fundedUser(usdt(35));
    const nonce = await hotNonce();
    const sweeper = createEvmSweeper(deps());
    const settled = async () => (await deps().db.selectFrom('evm_outgoing_txs').select(['send_key', 'settled']).where('to_address', '=', user.address).orderBy('nonce').execute())
      .map((o) => [o.send_key.split(':')[0], Number(o.settled)]);
    await node.provider.send('miner_stop', []);
    try {
      expect(await sweeper.run()).toEqual({ planned: 1, swept: 0 });
      await node.mine(); // the gas is in
      await sweeper.advance(); // the transfer goes out
      clock().advance(REPLACE_AFTER_MS);
      await sweeper.advance(); // the address cannot pay a dearer version: a top-up goes first
      expect(await settled()).toEqual([['sweep-gas', 0], ['sweep-topup', 0]]);
      // The node loses both pending transactions; the first transfer reaches it again from elsewhere and is mined alone.
      await node.revert(await node.snapshot());
      const [sweep] = await sweepsOf(user.address);
      await node.provider.broadcastTransaction(sweep.sweep_raw!);
      await node.mine();
      expect(await hotNonce()).toBe(nonce + 1); // the top-up's nonce is free: nothing later from the hot wallet could be mined
    } finally {
      await node.provider.send('miner_start', []);
    }
    try {
      await ex.mineAndScan(2);
      expect(await sweeper.advance()).toBe(1); // swept by the first version; its lost top-up goes out again
      expect((await sweepsOf(user.address))[0].state).toBe('swept');
      expect(await hotNonce()).toBe(nonce + 2);
      await sweeper.advance();
      expect(await settled()).toEqual([['sweep-gas', 1], ['sweep-topup', 1]]);
      await sweeper.advance(); // nothing is left to send
    } finally {
      sweeper.close();
    }
    expect(await hotNonce()).toBe(nonce + 2); // the gas and the top-up, each once
    expect(await node.usdtBalance(user.address)).toBe(0n);
  });
});

describe('replacing an unmined gas transfer with a higher fee', () => {
  it('signs the hot wallet\'s gas again after the stated time, same nonce and value, dearer, pays it once and then sweeps', async () => {
    const user = await ex.fundedUser(usdt(45));
    const nonce = await hotNonce();
    const sweeper = createEvmSweeper(deps());
    let id: string;
    let gasHashes: string[] = [];
    await node.provider.send('miner_stop', []);
    try {
      expect(await sweeper.run()).toEqual({ planned: 1, swept: 0 });
      const [planned] = await sweepsOf(user.address);
      ({ id } = planned);
      clock().advance(REPLACE_AFTER_MS - 1);
      await sweeper.advance();
      expect(await attemptsOf(`sweep-gas:${id}`)).toHaveLength(0); // not yet: the stated time has not passed
      clock().advance(1);
      await sweeper.advance();
      const versions = (await attemptsOf(`sweep-gas:${id}`)).map((a) => Transaction.from(a.raw_tx));
      gasHashes = versions.map((v) => v.hash!);
      expect(gasHashes[0]).toBe(planned.gas_tx);
      const [first, second] = versions;
      expect(versions).toHaveLength(2);
      expect([second.from, second.nonce, second.to, second.value]).toEqual([first.from, first.nonce, user.address, BigInt(planned.gas_amount)]);
      expect(second.maxFeePerGas! * 10n).toBeGreaterThanOrEqual(first.maxFeePerGas! * 11n);
      expect(second.maxPriorityFeePerGas! * 10n).toBeGreaterThanOrEqual(first.maxPriorityFeePerGas! * 11n);
      expect((await sweepsOf(user.address))[0].state).toBe('funding'); // no transfer before the gas is in
      await node.mine();
    } finally {
      await node.provider.send('miner_start', []);
    }
    try {
      expect((await node.provider.getTransactionReceipt(gasHashes[1]))?.status).toBe(1);
      expect(await node.provider.getTransactionReceipt(gasHashes[0])).toBeNull();
      await sweeper.advance(); // the gas is in: the transfer goes out
      await ex.mineAndScan(3);
      expect(await sweeper.advance()).toBe(1);
    } finally {
      sweeper.close();
    }
    expect((await sweepsOf(user.address))[0]).toMatchObject({ state: 'swept', gas_tx: gasHashes[1], amount: usdt(45) });
    expect((await attemptsOf(`sweep-gas:${id}`)).map((a) => [a.tx_hash, a.state])).toEqual([[gasHashes[0], 'replaced'], [gasHashes[1], 'mined']]);
    expect(await hotNonce()).toBe(nonce + 1); // one gas transfer mined, whatever its versions
    expect(await node.usdtBalance(user.address)).toBe(0n);
  });
});

describe('the console list of sweeps', () => {
  it('shows admins each sweep with its owner, amount, gas and transactions, and refuses reviewers and users', async () => {
    const admin = await operatorToken(server, 'admin');
    const list = await server.call('web/opsSweeps', {}, { token: admin });
    expect(list.code, list.message).toBe(0);
    const stored = await deps().db.selectFrom('custody_sweeps').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
    expect(list.data.map((s: { id: string }) => s.id)).toEqual(stored.map((s) => s.id));
    const first = list.data.find((s: { amount: string }) => s.amount === '500');
    const row = stored.find((s) => s.id === first.id)!;
    expect(first).toMatchObject({ chain: 'ERC20', currency: 'USDT', state: 'swept', gas_amount: row.gas_amount, gas_tx: row.gas_tx, sweep_tx: row.sweep_tx });
    expect(first.user_id).toMatch(/\S/);
    expect(first.gas_tx).toMatch(/^0x[0-9a-f]{64}$/);
    expect(first.sweep_tx).toMatch(/^0x[0-9a-f]{64}$/);

    const reviewer = await server.call('web/opsSweeps', {}, { token: await operatorToken(server, 'reviewer') });
    expect(reviewer).toMatchObject({ code: 4301, data: null });
    const user = await ex.fundedUser(usdt(1));
    expect((await server.call('web/opsSweeps', {}, { token: user.token })).code).toBe(2000);
  });
});

describe('replacing an unmined withdrawal with a higher fee', () => {
  it('replaces it after the stated time with the same nonce and at least 10 % more fee, and completes it once with the mined one', async () => {
    const to = outside();
    const { user, id } = await ex.approvedWithdrawal(opToken, '200', to);
    await node.provider.send('miner_stop', []);
    let firstHash: string;
    let replacementHash: string;
    try {
      await sender().run();
      firstHash = (await ex.withdrawalRecord(user.token, id)).tx_hash;
      clock().advance(REPLACE_AFTER_MS - 1);
      await sender().run();
      expect(await attemptsOf(id)).toHaveLength(0); // not yet: the stated time has not passed

      clock().advance(1);
      await sender().run();
      replacementHash = (await ex.withdrawalRecord(user.token, id)).tx_hash;
      expect(replacementHash).not.toBe(firstHash);
      const [first, second] = (await attemptsOf(id)).map((a) => Transaction.from(a.raw_tx));
      expect(second.nonce).toBe(first.nonce);
      expect(second.maxFeePerGas! * 10n).toBeGreaterThanOrEqual(first.maxFeePerGas! * 11n);
      expect(second.maxPriorityFeePerGas! * 10n).toBeGreaterThanOrEqual(first.maxPriorityFeePerGas! * 11n);
      await node.mine();
    } finally {
      await node.provider.send('miner_start', []);
    }
    expect((await node.provider.getTransactionReceipt(replacementHash))?.status).toBe(1);
    expect(await node.provider.getTransactionReceipt(firstHash)).toBeNull();
    await ex.mineAndScan(2);
    expect(await sender().run()).toMatchObject({ confirmed: 1 });
    await sender().run();
    const r = await ex.withdrawalRecord(user.token, id);
    expect(r).toMatchObject({ state: 'succeeded', tx_hash: replacementHash });
    expect(r.timeline.map((t: { state: string }) => t.state)).toEqual(['underReview', 'approved', 'broadcasting', 'succeeded']);
    expect((await attemptsOf(id)).map((a) => [a.tx_hash, a.state])).toEqual([[firstHash, 'replaced'], [replacementHash, 'mined']]);
    expect(await node.usdtBalance(to)).toBe(usdt(199));
    expect(await balances(server, user.token)).toEqual({ available: '800', frozen: '0' });
  });

  it('completes with the first version when the chain mined it just before the replacement went out', async () => {
    const to = outside();
    const { user, id } = await ex.approvedWithdrawal(opToken, '150', to);
    await node.provider.send('miner_stop', []);
    try {
      await sender().run();
      await node.mine(); // mined between the sender's look and the replacement
    } finally {
      await node.provider.send('miner_start', []);
    }
    const firstHash = (await ex.withdrawalRecord(user.token, id)).tx_hash;
    clock().advance(REPLACE_AFTER_MS);
    const replacement = await replacer.replaceIfStale(id);
    expect(replacement).not.toBeNull();
    await ex.mineAndScan(3);
    await sender().run();
    expect(await ex.withdrawalRecord(user.token, id)).toMatchObject({ state: 'succeeded', tx_hash: firstHash });
    expect((await attemptsOf(id)).map((a) => [a.tx_hash, a.state])).toEqual([[firstHash, 'mined'], [replacement, 'replaced']]);
    const outbox = await deps().db.selectFrom('evm_outgoing_txs').selectAll().where('send_key', '=', id).executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ tx_hash: firstHash, settled: 1n });
    expect(await node.usdtBalance(to)).toBe(usdt(149));
  });

  it('offers no replacement above the fee cap', async () => {
    const capped = createFeeReplacer({ config: { ...server.config.evm!, maxFeePerGas: 1n }, db: deps().db, now: () => server.clock.now() });
    const to = outside();
    const { user, id } = await ex.approvedWithdrawal(opToken, '120', to);
    await node.provider.send('miner_stop', []);
    try {
      await createWithdrawalSender(deps(), ex.evm(), capped).run();
      clock().advance(REPLACE_AFTER_MS);
      await createWithdrawalSender(deps(), ex.evm(), capped).run();
      expect(await attemptsOf(id)).toHaveLength(0);
      await node.mine();
    } finally {
      await node.provider.send('miner_start', []);
      capped.close();
    }
    await ex.mineAndScan(2);
    await sender().run();
    expect((await ex.withdrawalRecord(user.token, id)).state).toBe('succeeded');
    expect(await node.usdtBalance(to)).toBe(usdt(119));
  });
});
