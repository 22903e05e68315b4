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
// The local development chain has no gas and one ledger of addresses: sweeping is EVM-only.
import { HDNodeWallet, Interface, JsonRpcProvider, Mnemonic, Transaction, getAddress } from 'ethers';
import type { Deps } from '../../deps';
import type { EvmConfig } from '../../config';
import { EVM_ASSET, EVM_CHAIN } from '../../chain/evm-chain';
import { broadcastRaw } from '../../chain/evm-broadcast';
import { DEPOSIT_ROOT_PATH, depositPathOf, evmKeys } from '../../chain/evm-keys';
import { findOutgoing, insertOutgoing, nextStoredNonce } from '../../chain/evm-outbox.store';
import { minDepositOf } from '../funds/deposit-rules';
import { mustMove } from '../../../api/lifecycles/lifecycle';
import { sweepLifecycle, type SweepEvent, type SweepState } from '../../../api/lifecycles/sweep.lifecycle';
import { addressesDueSweep, insertSweep, ownerOfDepositAddress, updateSweepState, unfinishedSweeps, type SweepRow } from './custody.store';

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
  const gasKey = (sweepId: string) => `sweep-gas:${sweepId}`;

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
      let gasTx: string | null = null;
      if (gas > 0n) {
        const pending = BigInt(await provider.getTransactionCount(hot.address, 'pending'));
        const stored = await nextStoredNonce(trx, EVM_CHAIN);
        const nonce = pending > stored ? pending : stored;
        const raw = await hot.signTransaction({ type: 2, chainId, nonce: Number(nonce), to: address, value: gas, gasLimit: 21_000n, maxFeePerGas, maxPriorityFeePerGas });
        gasTx = Transaction.from(raw).hash!;
        // No token leaves the hot wallet with the gas: its outflow is 0.
        await insertOutgoing(trx, EVM_CHAIN, { sendKey: gasKey(id), nonce, to: address, amount: 0n, raw, hash: gasTx }, now);
      }
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

  /** Moves the sweep through its chart; false when another run moved it first. */
  function move(sweep: SweepRow, event: SweepEvent['type']): Promise<boolean> {
    const to = mustMove(sweepLifecycle, sweep.state, { type: event }) as SweepState;
    return updateSweepState(db, sweep.id, sweep.state as SweepState, to, deps.clock.now());
  }

  async function advanceOne(sweep: SweepRow): Promise<boolean> {
    if (sweep.state === 'funding') {
      if (sweep.gas_tx) {
        const at = await whereIs(sweep.gas_tx);
        if (at === 'missing') await broadcastRaw(provider, (await findOutgoing(db, EVM_CHAIN, gasKey(sweep.id)))!.raw_tx);
        if (typeof at !== 'object') return false;
      }
      if (!(await move(sweep, 'GAS_READY'))) return false;
      sweep = { ...sweep, state: 'sweeping' };
    }
    const at = await whereIs(sweep.sweep_tx!);
    if (at === 'missing') await broadcastRaw(provider, sweep.sweep_raw!);
    if (at === 'reverted') deps.log.error({ sweepId: sweep.id }, 'a sweep transfer was reverted');
    if (typeof at !== 'object') return false;
    if ((await provider.getBlockNumber()) - at.mined + 1 < config!.confirmations) return false;
    return move(sweep, 'SWEEP_CONFIRMED');
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
      let swept = 0;
      for (const sweep of await unfinishedSweeps(db, EVM_CHAIN)) {
        try {
          if (await advanceOne(sweep)) swept += 1;
        } catch (err) {
          // One sweep the node refuses must not hold up the others; it is tried again next run.
          deps.log.error({ err, sweepId: sweep.id }, 'sweep step failed');
        }
      }
      return swept;
    },
    async run() {
      const planned = await sweeper.plan();
      return { planned, swept: await sweeper.advance() };
    },
    close() { provider.destroy(); },
  };
  return sweeper;
}
