// The EVM chain over JSON-RPC (ethers), carrying USDT as an ERC-20. Deposits: each user has an
// address derived from the configured phrase (evm-keys.ts), and `blocksFrom` turns the token's
// Transfer logs into the block-and-transfer view the deposit watcher reads, so the same watcher
// handles confirmations and reorganisations as on the local chain. Withdrawals: the hot wallet
// signs each transfer once, stores the signed bytes under the withdrawal's id before broadcasting
// (evm_outgoing_txs), and a retry only re-broadcasts those bytes: the same id never pays twice.
import { Interface, JsonRpcProvider, ZeroAddress, getAddress, isAddress as isEvmAddress, isError, isHexString, keccak256, dataSlice, type Log } from 'ethers';
import type { EvmConfig } from '../config';
import type { Db } from '../db/database';
import type { Random } from '../platform';
import { ChainRefused, type Block, type BlockHeader, type Chain, type ChainTx, type Transfer, type TxLocation } from './chain';
import { evmKeys } from './evm-keys';
import { findOutgoing, insertOutgoing, markSettled, nextStoredNonce, unsettledOutflow } from './evm-outbox.store';

/** The wire's name of the chain, as the withdrawal policy and the address book spell it. */
export const EVM_CHAIN = 'ERC20';
export const EVM_ASSET = 'USDT';

/** The exchange keeps USDT in 6-decimal minor units: a token with other decimals would mis-credit. */
const EVM_ASSET_DECIMALS = 6n;

const erc20 = new Interface([
  'event Transfer(address indexed from, address indexed to, uint256 value)',
  'function transfer(address to, uint256 value) returns (bool)',
  'function balanceOf(address owner) view returns (uint256)',
  'function decimals() view returns (uint8)',
]);
const TRANSFER_TOPIC = erc20.getEvent('Transfer')!.topicHash;

/**
 * The deposit a token's Transfer log carries, or null for any other log. Only a standard log is
 * read (three 32-byte topics, a 32-byte amount): anything else the node answers would otherwise
 * throw on every scan, stalling the watcher at that block, or read a wrong amount.
 */
export function transferOfLog(log: Pick<Log, 'removed' | 'topics' | 'data' | 'transactionHash' | 'index'>): ChainTx | null {
  if (log.removed || log.topics.length !== 3 || log.topics[0] !== TRANSFER_TOPIC) return null;
  if (!log.topics.every((t) => isHexString(t, 32)) || !isHexString(log.data, 32)) return null;
  return {
    // A transaction may carry several transfers: the log's index keeps each one its own deposit.
    hash: `${log.transactionHash}:${log.index}`,
    from: getAddress(dataSlice(log.topics[1], 12)),
    to: getAddress(dataSlice(log.topics[2], 12)),
    asset: EVM_ASSET,
    amount: BigInt(log.data),
  };
}

export interface EvmChainOptions {
  config: EvmConfig;
  db: Db;
  random: Random;
  now?: () => number;
}

export interface EvmChain extends Chain {
  readonly tokenAddress: string;
  tokenBalanceOf(address: string): Promise<bigint>;
}

/** A node's answer to a raw transaction it already has or has already mined. */
export const alreadyKnown = (err: unknown) => /already known|already imported|known transaction|nonce too low|already been mined|correct nonce/i.test(String((err as Error)?.message ?? err));

export function openEvmChain(opts: EvmChainOptions): EvmChain {
  const { config, db } = opts;
  const now = opts.now ?? (() => Date.now());
  // No response cache: the watcher must see a new head or a replaced block at once.
  const provider = new JsonRpcProvider(config.rpcUrl, undefined, { staticNetwork: true, cacheTimeout: -1, pollingInterval: config.pollMs });
  const keys = evmKeys(config.mnemonic);
  const hot = keys.hotWallet.connect(provider);
  const token = getAddress(config.usdtAddress);
  let sending: Promise<unknown> = Promise.resolve();
  let checkedToken: Promise<void> | null = null;

  /** Once per process, before the first credit or payment: the configured token has USDT's decimals. */
  function tokenChecked(): Promise<void> {
    checkedToken ??= (async () => {
      const decimals = BigInt(erc20.decodeFunctionResult('decimals', await provider.call({ to: token, data: erc20.encodeFunctionData('decimals', []) }))[0]);
      if (decimals !== EVM_ASSET_DECIMALS) throw new Error(`EVM_USDT_ADDRESS has ${decimals} decimals; USDT here has ${EVM_ASSET_DECIMALS}`);
    })();
    // A node that was down is asked again next time; a wrong token fails every time.
    checkedToken.catch(() => { checkedToken = null; });
    return checkedToken;
  }
  let closed = false;

  /** One send at a time in this process, so two sends never take the same nonce. */
  function serially<T>(work: () => Promise<T>): Promise<T> {
    const next = sending.then(work, work);
    sending = next.catch(() => undefined);
    return next;
  }

  const header = (b: { number: number; hash: string | null; parentHash: string; timestamp: number }): BlockHeader => ({
    height: b.number, hash: b.hash!, parentHash: b.parentHash, timestamp: b.timestamp * 1000,
  });

  async function headHeight(): Promise<number> {
    return Number(await provider.send('eth_blockNumber', []));
  }

  async function tokenBalanceOf(address: string): Promise<bigint> {
    const data = await provider.call({ to: token, data: erc20.encodeFunctionData('balanceOf', [address]) });
    return BigInt(erc20.decodeFunctionResult('balanceOf', data)[0]);
  }

  async function broadcast(raw: string) {
    try {
      await provider.send('eth_sendRawTransaction', [raw]);
    } catch (err) {
      if (!alreadyKnown(err)) throw err;
    }
  }

  async function signTransfer(sendKey: string, to: string, amount: bigint): Promise<string> {
    await tokenChecked();
    const spendable = (await tokenBalanceOf(hot.address)) - (await unsettledOutflow(db, EVM_CHAIN));
    if (spendable < amount) throw new ChainRefused('insufficientFunds');
    const data = erc20.encodeFunctionData('transfer', [to, amount]);
    let estimate: bigint;
    try {
      estimate = await provider.estimateGas({ from: hot.address, to: token, data });
    } catch (err) {
      // The token would revert this transfer: nothing is signed, and the withdrawal can be failed and returned.
      if (isError(err, 'CALL_EXCEPTION')) throw new ChainRefused('contractRefused');
      throw err;
    }
    const gasLimit = (estimate * 12n) / 10n;
    const fees = await provider.getFeeData();
    const maxFee = fees.maxFeePerGas ?? fees.gasPrice ?? 0n;
    if ((await provider.getBalance(hot.address)) < gasLimit * maxFee) throw new ChainRefused('insufficientFunds');
    const pendingNonce = BigInt(await provider.getTransactionCount(hot.address, 'pending'));
    const stored = await nextStoredNonce(db, EVM_CHAIN);
    const nonce = pendingNonce > stored ? pendingNonce : stored;
    const { chainId } = await provider.getNetwork();
    const raw = await hot.signTransaction(fees.maxFeePerGas !== null
      ? { type: 2, chainId, nonce: Number(nonce), to: token, data, gasLimit, maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas ?? 0n }
      : { type: 0, chainId, nonce: Number(nonce), to: token, data, gasLimit, gasPrice: fees.gasPrice ?? 0n });
    const hash = keccak256(raw);
    // Stored before it leaves: after a crash here the retry finds these bytes, not a second payment.
    await insertOutgoing(db, EVM_CHAIN, { sendKey, nonce, to, amount, raw, hash }, now());
    return raw;
  }

  const chain: EvmChain = {
    name: EVM_CHAIN,
    assets: [EVM_ASSET],
    faucetAddress: null,
    confirmations: config.confirmations,
    hotWallet: hot.address,
    tokenAddress: token,
    isAddress: (text) => isEvmAddress(text) && text.startsWith('0x'),
    newAddress(_random: Random, owner?: string) {
      if (!owner) throw new Error('an EVM deposit address is derived for a user');
      return keys.depositAddressOf(owner);
    },

    async send(t: Transfer) {
      if (!chain.isAddress(t.from) || getAddress(t.from) !== hot.address) throw new ChainRefused('badAddress');
      if (!chain.isAddress(t.to) || getAddress(t.to) === ZeroAddress) throw new ChainRefused('badAddress');
      if (getAddress(t.to) === hot.address) throw new ChainRefused('sameAddress');
      if (t.asset !== EVM_ASSET) throw new ChainRefused('assetUnknown');
      if (typeof t.amount !== 'bigint' || t.amount <= 0n) throw new ChainRefused('badAmount');
      const sendKey = t.nonce ?? opts.random.bytes(16).toString('hex');
      return serially(async () => {
        const found = await findOutgoing(db, EVM_CHAIN, sendKey);
        if (found) {
          // The node still has it (waiting or mined): nothing to do. Else the same bytes go out again.
          if (!(await provider.getTransaction(found.tx_hash))) await broadcast(found.raw_tx);
          return found.tx_hash;
        }
        const raw = await signTransfer(sendKey, getAddress(t.to), t.amount);
        await broadcast(raw);
        return keccak256(raw);
      });
    },

    async head() {
      const block = await provider.getBlock('latest');
      return header(block!);
    },

    async blockAt(height: number) {
      const block = await provider.getBlock(height);
      return block ? header(block) : null;
    },

    async blocksFrom(height: number, limit = 100): Promise<Block[]> {
      await tokenChecked();
      const from = Math.max(height, config.startBlock);
      const top = Math.min(await headHeight(), from + limit - 1);
      if (from > top) return [];
      const fetched = await Promise.all(Array.from({ length: top - from + 1 }, (_, i) => provider.getBlock(from + i)));
      const headers: BlockHeader[] = [];
      for (const b of fetched) { if (!b) break; headers.push(header(b)); }
      if (headers.length === 0) return [];
      const logs = await provider.getLogs({ address: token, topics: [TRANSFER_TOPIC], fromBlock: from, toBlock: headers.at(-1)!.height });
      const blocks: Block[] = [];
      for (const h of headers) {
        const own = logs.filter((l) => l.blockNumber === h.height).sort((a, b) => a.index - b.index);
        // A log from another block at this height: the chain moved while we read; the watcher rewinds next scan.
        if (own.some((l) => l.blockHash !== h.hash)) break;
        blocks.push({ ...h, txs: own.map(transferOfLog).filter((t): t is ChainTx => t !== null) });
      }
      return blocks;
    },

    async locateTx(hash: string): Promise<TxLocation> {
      const receipt = await provider.getTransactionReceipt(hash);
      if (receipt) {
        const canonical = await provider.getBlock(receipt.blockNumber);
        // A node may still answer a receipt from a block that left the canonical chain.
        if (canonical?.hash === receipt.blockHash) {
          await markSettled(db, EVM_CHAIN, hash, true);
          return receipt.status === 1 ? { height: receipt.blockNumber } : 'reverted';
        }
      }
      await markSettled(db, EVM_CHAIN, hash, false);
      const tx = await provider.getTransaction(hash);
      return tx && tx.blockNumber === null ? 'pending' : 'missing';
    },

    tokenBalanceOf,

    async close() {
      if (closed) return;
      closed = true;
      await sending.catch(() => undefined);
      provider.destroy();
    },
  };
  return chain;
}
