// Sweeping credited deposit addresses into the hot wallet on the EVM chain. A deposit address holds
// tokens but no gas, so a sweep is two transactions: the hot wallet sends the exact gas the token
// transfer will burn, then the deposit address (its key re-derived from the phrase) sends its whole
// token balance to the hot wallet. Both are signed with fixed nonces and fees when the sweep is
// planned and stored in the same database transaction (the gas one in the hot wallet's outbox, so
// withdrawals never take its nonce); later runs only broadcast those bytes again if the node lost
// them. A restart at any point therefore never sends gas twice nor loses the sweep.
// The ledger keeps one account per chain and asset for all the exchange's addresses, so a sweep moves
// no ledger money (users' balances are untouched); the gas is the native coin, which the ledger does
// not carry.
// A token transfer the node has not mined `replaceAfterMs` after its latest version was signed is
// signed again by the deposit address with the same nonce and fees at least 10 % higher (under the
// configured cap), like a withdrawal (chain/evm-fee-replacement): the chain mines one version of a
// nonce, so the tokens move once, and every version is kept in evm_tx_attempts (send key
// `sweep:<id>`). The dearer version needs more gas than the address was given: the hot wallet first
// tops it up (its own outbox send, once per version), and the replacement is signed when that is in.
// The hot wallet's gas sends (the first gas and each top-up) are hot-wallet sends like withdrawals,
// so one the node leaves unmined is replaced the same way (chain/evm-fee-replacement: same nonce,
// same value, at least 10 % dearer, capped, every version in evm_tx_attempts under its own send
// key): the chain mines one version, so the address is paid its gas once. A top-up can still be
// unmined when its sweep finishes (an earlier transfer version was mined first): it holds a
// hot-wallet nonce, so it is driven on after the sweep (re-broadcast, replaced) until the chain
// mines it, or every later hot-wallet send, withdrawals too, would wait behind it. Each gas send is
// marked settled once mined.
// The local development chain has no gas and one ledger of addresses: sweeping is EVM-only.
import { HDNodeWallet, Interface, JsonRpcProvider, Mnemonic, Transaction, getAddress } from 'ethers';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/database';
import type { EvmConfig } from '../../config';
import { EVM_ASSET, EVM_CHAIN } from '../../chain/evm-chain';
import { broadcastRaw } from '../../chain/evm-broadcast';
import { DEPOSIT_ROOT_PATH, depositPathOf, evmKeys } from '../../chain/evm-keys';
import { findOutgoing, insertOutgoing, markSettled, nextStoredNonce } from '../../chain/evm-outbox.store';
import { attemptsOf, insertAttempt, markAttemptsSettled } from '../../chain/evm-attempts.store';
import { bumped, createFeeReplacer } from '../../chain/evm-fee-replacement';
import { minDepositOf } from '../funds/deposit-rules';
import { mustMove } from '../../../api/lifecycles/lifecycle';
import { sweepLifecycle, type SweepEvent, type SweepState } from '../../../api/lifecycles/sweep.lifecycle';
import {
  GAS_KEY_PREFIX, TOP_UP_KEY_PREFIX, addressesDueSweep, insertSweep, ownerOfDepositAddress, pointSweepAt, pointSweepGasAt, unsettledGasSends, updateSweepState,
  unfinishedSweeps, type SweepRow,
} from './custody.store';

const erc20 = new Interface([
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
]);

export type SweeperDeps = Pick<Deps, 'db' | 'clock' | 'ids' | 'log'> & { config: { evm: EvmConfig | null } };

export interface Sweeper {
  /** Signs and stores a sweep for every credited address holding at least the minimum deposit; how many. */
  plan(): Promise<number>;
  /** Broadcasts what the node lacks and moves each sweep on as its transactions are mined; how many finished. */
  advance(): Promise<number>;
  /** Both, as the scheduler runs them. */
  run(): Promise<{ planned: number; swept: number }>;
  close(): void;
}

export function createEvmSweeper(deps: SweeperDeps): Sweeper {
  const config = deps.config.evm;
  if (!config) throw new Error('sweeping needs the EVM chain');
  const { db } = deps;
  const provider = new JsonRpcProvider(config.rpcUrl, undefined, { staticNetwork: true, cacheTimeout: -1 });
  const hot = evmKeys(config.mnemonic).hotWallet.connect(provider);
  const depositRoot = HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(config.mnemonic.trim()), DEPOSIT_ROOT_PATH);
  const token = getAddress(config.usdtAddress);
  const gasKey = (sweepId: string) => `${GAS_KEY_PREFIX}${sweepId}`;
  const sweepKey = (sweepId: string) => `sweep:${sweepId}`;
  const topUpKey = (sweepId: string, version: number) => `${TOP_UP_KEY_PREFIX}${sweepId}:${version}`;
  /** The sweep a gas send's key names. */
  const sweepOfGasKey = (sendKey: string) => sendKey.split(':')[1];
  const gasReplacer = createFeeReplacer({ config, db, now: () => deps.clock.now() });

  /** Signs a hot-wallet send of native coin to `to` on the next free nonce and stores it in the outbox, in `trx`. */
  async function signHotGas(trx: Executor, sendKey: string, to: string, value: bigint, fees: { maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }, chainId: bigint, now: number) {
    const pending = BigInt(await provider.getTransactionCount(hot.address, 'pending'));
    const stored = await nextStoredNonce(trx, EVM_CHAIN);
    const nonce = pending > stored ? pending : stored;
    const raw = await hot.signTransaction({ type: 2, chainId, nonce: Number(nonce), to, value, gasLimit: 21_000n, ...fees });
    const hash = Transaction.from(raw).hash!;
    // No token leaves the hot wallet with the gas: its outflow is 0.
    await insertOutgoing(trx, EVM_CHAIN, { sendKey, nonce, to, amount: 0n, raw, hash }, now);
    return { raw, hash };
  }

  async function planOne(address: string): Promise<boolean> {
    const amount = BigInt(erc20.decodeFunctionResult('balanceOf', await provider.call({ to: token, data: erc20.encodeFunctionData('balanceOf', [address]) }))[0]);
    if (amount < minDepositOf(EVM_ASSET)) return false;
    const owner = await ownerOfDepositAddress(db, EVM_CHAIN, address);
    if (!owner) return false;
    const [a, b] = depositPathOf(owner);
    const wallet = depositRoot.deriveChild(a).deriveChild(b);
    if (wallet.address !== address) throw new Error(`deposit address ${address} does not derive from its owner`);
    const { chainId } = await provider.getNetwork();
    const fees = await provider.getFeeData();
    const maxFeePerGas = fees.maxFeePerGas ?? fees.gasPrice ?? 0n;
    const maxPriorityFeePerGas = fees.maxPriorityFeePerGas ?? 0n;
    const data = erc20.encodeFunctionData('transfer', [hot.address, amount]);
    const gasLimit = ((await provider.estimateGas({ from: address, to: token, data })) * 12n) / 10n;
    const sweepRaw = await wallet.signTransaction({
      type: 2, chainId, nonce: await provider.getTransactionCount(address, 'pending'), to: token, data, gasLimit, maxFeePerGas, maxPriorityFeePerGas,
    });
    const held = await provider.getBalance(address);
    const gas = gasLimit * maxFeePerGas > held ? gasLimit * maxFeePerGas - held : 0n;
    // A gas transfer the node would refuse would hold every later hot-wallet nonce (withdrawals) behind it.
    if (gas > 0n && (await provider.getBalance(hot.address)) < gas + 21_000n * maxFeePerGas) {
      deps.log.warn({ address, hot: hot.address }, 'the hot wallet cannot pay the gas of a sweep');
      return false;
    }
    const id = deps.ids.next('sw');
    const now = deps.clock.now();
    await db.transaction().execute(async (trx) => {
      const gasTx = gas > 0n ? (await signHotGas(trx, gasKey(id), address, gas, { maxFeePerGas, maxPriorityFeePerGas }, chainId, now)).hash : null;
      await insertSweep(trx, {
        id, chain: EVM_CHAIN, address, asset: EVM_ASSET, amount, gas_amount: gas.toString(), gas_tx: gasTx,
        sweep_tx: Transaction.from(sweepRaw).hash!, sweep_raw: sweepRaw, state: sweepLifecycle.config.initial as SweepState,
        created_at: BigInt(now), updated_at: BigInt(now),
      });
    });
    return true;
  }

  /** 'mined' (successfully, on the canonical chain), 'reverted', 'pending' or 'missing'. */
  async function whereIs(hash: string) {
    const receipt = await provider.getTransactionReceipt(hash);
    if (receipt && (await provider.getBlock(receipt.blockNumber))?.hash === receipt.blockHash) {
      return receipt.status === 1 ? { mined: receipt.blockNumber } : 'reverted';
    }
    return (await provider.getTransaction(hash)) ? 'pending' : 'missing';
  }

  /**
   * The hash of the version of a hot-wallet gas send that the chain mined, or null while none is:
   * then the latest version is broadcast again if the node lost it, or replaced once it is stale.
   */
  async function gasArrived(sendKey: string): Promise<string | null> {
    const minedVersion = await gasReplacer.minedAttempt(sendKey);
    const stored = (await findOutgoing(db, EVM_CHAIN, sendKey))!;
    const hash = minedVersion ?? stored.tx_hash;
    const at = await whereIs(hash);
    if (typeof at === 'object') {
      if (minedVersion) await gasReplacer.settle(db, sendKey, hash);
      return hash;
    }
    if (at === 'missing') await broadcastRaw(provider, stored.raw_tx);
    else if (at === 'pending') await gasReplacer.replaceIfStale(sendKey);
    else deps.log.error({ sendKey }, 'a sweep\'s gas transfer was reverted');
    return null;
  }

  /**
   * The gas sends of finished sweeps (any not in `unfinished`) not yet seen mined: each is driven on
   * as `gasArrived` does (a lost one broadcast again, a stale one replaced) and marked settled with
   * the version mined.
   */
  async function finishGasSends(unfinished: ReadonlySet<string>) {
    for (const { send_key: key } of await unsettledGasSends(db, EVM_CHAIN)) {
      if (unfinished.has(sweepOfGasKey(key))) continue; // its sweep's own step drives it
      try {
        const mined = await gasArrived(key);
        if (mined) await markSettled(db, EVM_CHAIN, mined, true);
      } catch (err) {
        deps.log.error({ err, sendKey: key }, 'a sweep\'s gas send step failed');
      }
    }
  }

  /** Moves the sweep through its chart; false when another run moved it first. */
  function move(sweep: SweepRow, event: SweepEvent['type']): Promise<boolean> {
    const to = mustMove(sweepLifecycle, sweep.state, { type: event }) as SweepState;
    return updateSweepState(db, sweep.id, sweep.state as SweepState, to, deps.clock.now());
  }

  async function advanceOne(sweep: SweepRow): Promise<boolean> {
    if (sweep.state === 'funding') {
      if (sweep.gas_tx) {
        const mined = await gasArrived(gasKey(sweep.id));
        if (!mined) return false;
        if (mined !== sweep.gas_tx) await pointSweepGasAt(db, sweep.id, mined);
      }
      if (!(await move(sweep, 'GAS_READY'))) return false;
      // The transfer goes out now: its wait for a replacement starts here.
      sweep = { ...sweep, state: 'sweeping', updated_at: BigInt(deps.clock.now()) };
    }
    const attempts = await attemptsOf(db, EVM_CHAIN, sweepKey(sweep.id));
    const versions = attempts.length ? attempts.map((a) => ({ hash: a.tx_hash, raw: a.raw_tx })) : [{ hash: sweep.sweep_tx!, raw: sweep.sweep_raw! }];
    for (const version of versions) {
      const at = await whereIs(version.hash);
      if (at === 'reverted') {
        // Its nonce is spent: nothing can replace it. An operator looks at it.
        deps.log.error({ sweepId: sweep.id }, 'a sweep transfer was reverted');
        return false;
      }
      if (typeof at !== 'object') continue;
      if ((await provider.getBlockNumber()) - at.mined + 1 < config!.confirmations) return false;
      if (attempts.length) {
        await markAttemptsSettled(db, EVM_CHAIN, sweepKey(sweep.id), version.hash);
        await pointSweepAt(db, sweep.id, version.raw, version.hash);
      }
      return move(sweep, 'SWEEP_CONFIRMED');
    }
    if ((await whereIs(sweep.sweep_tx!)) === 'missing') await broadcastRaw(provider, sweep.sweep_raw!);
    await replaceIfStale(sweep, attempts.length ? attempts.at(-1)!.created_at : sweep.updated_at, attempts.length);
    return false;
  }

  /**
   * The sweep transfer again, same nonce, dearer, once the latest version has waited `replaceAfterMs`
   * (signed at `signedAt`); first a top-up of the address's gas when it cannot pay the dearer fee.
   */
  async function replaceIfStale(sweep: SweepRow, signedAt: bigint, versions: number) {
    const now = deps.clock.now();
    if (BigInt(now) - signedAt < BigInt(config!.replaceAfterMs)) return;
    const previous = Transaction.from(sweep.sweep_raw!);
    const oldMax = previous.maxFeePerGas ?? 0n;
    const oldTip = previous.maxPriorityFeePerGas ?? 0n;
    const least = bumped(oldMax);
    if (least > config!.maxFeePerGas) return; // at the cap: it waits for the network's fees to fall
    const network = await provider.getFeeData();
    const tip = [bumped(oldTip), network.maxPriorityFeePerGas ?? 0n].reduce((a, b) => (a > b ? a : b));
    const offered = [least, network.maxFeePerGas ?? 0n, tip].reduce((a, b) => (a > b ? a : b));
    const wanted = offered > config!.maxFeePerGas ? config!.maxFeePerGas : offered;
    const gasLimit = previous.gasLimit;
    const held = await provider.getBalance(sweep.address);
    if (held < gasLimit * least) {
      await topUp(sweep, versions, gasLimit * wanted - held, previous.chainId, now);
      return;
    }
    // What the address holds may not cover the fee wanted now, but covers at least the least rise.
    const maxFeePerGas = gasLimit * wanted > held ? held / gasLimit : wanted;
    const maxPriorityFeePerGas = tip > maxFeePerGas ? maxFeePerGas : tip;
    const [a, b] = depositPathOf((await ownerOfDepositAddress(db, EVM_CHAIN, sweep.address))!);
    const wallet = depositRoot.deriveChild(a).deriveChild(b);
    if (wallet.address !== sweep.address) throw new Error(`deposit address ${sweep.address} does not derive from its owner`);
    const raw = await wallet.signTransaction({
      type: 2, chainId: previous.chainId, nonce: previous.nonce, to: previous.to, data: previous.data, value: previous.value, gasLimit, maxFeePerGas, maxPriorityFeePerGas,
    });
    const hash = Transaction.from(raw).hash!;
    const key = sweepKey(sweep.id);
    // Stored before it leaves, with the first version if this is the first replacement.
    await db.transaction().execute(async (trx) => {
      if (versions === 0) {
        await insertAttempt(trx, EVM_CHAIN, { sendKey: key, nonce: BigInt(previous.nonce), raw: sweep.sweep_raw!, hash: sweep.sweep_tx!, maxFee: oldMax, tip: oldTip, at: signedAt });
      }
      await insertAttempt(trx, EVM_CHAIN, { sendKey: key, nonce: BigInt(previous.nonce), raw, hash, maxFee: maxFeePerGas, tip: maxPriorityFeePerGas, at: BigInt(now) });
      await pointSweepAt(trx, sweep.id, raw, hash);
    });
    // An earlier version mined meanwhile makes the node refuse this nonce: the next run finds it mined.
    await broadcastRaw(provider, raw);
  }

  /**
   * The hot wallet's gas for the next version, signed once (its outbox key names the version); then
   * re-sent if the node lost it, and replaced like any hot-wallet send if it waits too long.
   */
  async function topUp(sweep: SweepRow, versions: number, value: bigint, chainId: bigint, now: number) {
    const key = topUpKey(sweep.id, versions);
    if (await findOutgoing(db, EVM_CHAIN, key)) {
      await gasArrived(key);
      return;
    }
    const fees = await provider.getFeeData();
    const maxFeePerGas = fees.maxFeePerGas ?? fees.gasPrice ?? 0n;
    if ((await provider.getBalance(hot.address)) < value + 21_000n * maxFeePerGas) {
      deps.log.warn({ sweepId: sweep.id, hot: hot.address }, 'the hot wallet cannot pay the gas of a sweep\'s replacement');
      return;
    }
    const sent = await db.transaction().execute((trx) => signHotGas(trx, key, sweep.address, value, { maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas ?? 0n }, chainId, now));
    await broadcastRaw(provider, sent.raw);
  }

  const sweeper: Sweeper = {
    async plan() {
      let planned = 0;
      for (const address of await addressesDueSweep(db, EVM_CHAIN)) {
        try {
          if (await planOne(address)) planned += 1;
        } catch (err) {
          // A withdrawal that took the same hot-wallet nonce meanwhile makes the insert fail: planned again next run.
          deps.log.error({ err, address }, 'sweep planning failed');
        }
      }
      return planned;
    },
    async advance() {
      const sweeps = await unfinishedSweeps(db, EVM_CHAIN);
      // Those still unfinished after this run: their gas sends are their own steps' to drive.
      const unfinished = new Set<string>();
      for (const sweep of sweeps) {
        try {
          if (await advanceOne(sweep)) continue;
        } catch (err) {
          // One sweep the node refuses must not hold up the others; it is tried again next run.
          deps.log.error({ err, sweepId: sweep.id }, 'sweep step failed');
        }
        unfinished.add(sweep.id);
      }
      await finishGasSends(unfinished);
      return sweeps.length - unfinished.size;
    },
    async run() {
      const planned = await sweeper.plan();
      return { planned, swept: await sweeper.advance() };
    },
    close() {
      gasReplacer.close();
      provider.destroy();
    },
  };
  return sweeper;
}
