// Fee replacement of the EVM hot wallet's sends. A send the node has not mined `replaceAfterMs`
// after its latest version was signed is signed again with the same nonce and fees at least 10 %
// higher (both maxFeePerGas and maxPriorityFeePerGas), never above the configured cap. Every
// version is kept in evm_tx_attempts; the chain can mine only one of them (one nonce), so paying
// twice is impossible, and `minedAttempt` finds whichever it was, even an earlier one.
// The outbox row (evm_outgoing_txs) always holds the version to re-broadcast: the newest until one
// is mined, then the mined one, so its settlement and the spendable balance stay right.
import { JsonRpcProvider, Transaction } from 'ethers';
import type { EvmConfig } from '../config';
import type { Db, Executor } from '../db/database';
import { evmKeys } from './evm-keys';
import { findOutgoing } from './evm-outbox.store';
import { EVM_CHAIN } from './evm-chain';
import { broadcastRaw } from './evm-broadcast';
import { attemptsOf, insertAttempt, markAttemptsSettled, pointOutgoingAt } from './evm-attempts.store';

export interface FeeReplacer {
  /** The hash of the send's version mined on the canonical chain, or null (none, or never replaced). */
  minedAttempt(sendKey: string): Promise<string | null>;
  /** Signs and broadcasts a dearer version when the latest one has waited too long; its hash, or null. */
  replaceIfStale(sendKey: string): Promise<string | null>;
  /** Records the mined version as mined and every other version as replaced. */
  settle(db: Executor, sendKey: string, minedHash: string): Promise<void>;
  close(): void;
}

/** At least 10 % more, and at least one wei more (a node refuses a replacement that is not dearer). */
export const bumped = (fee: bigint) => fee + (fee + 9n) / 10n + 1n;

export function createFeeReplacer(opts: { config: EvmConfig; db: Db; now: () => number }): FeeReplacer {
  const { config, db, now } = opts;
  const provider = new JsonRpcProvider(config.rpcUrl, undefined, { staticNetwork: true, cacheTimeout: -1 });
  const hot = evmKeys(config.mnemonic).hotWallet.connect(provider);

  async function onCanonicalChain(hash: string): Promise<boolean> {
    const receipt = await provider.getTransactionReceipt(hash);
    if (!receipt) return false;
    return (await provider.getBlock(receipt.blockNumber))?.hash === receipt.blockHash;
  }

  return {
    async minedAttempt(sendKey) {
      for (const attempt of await attemptsOf(db, EVM_CHAIN, sendKey)) {
        if (!(await onCanonicalChain(attempt.tx_hash))) continue;
        await pointOutgoingAt(db, EVM_CHAIN, sendKey, attempt.raw_tx, attempt.tx_hash);
        return attempt.tx_hash;
      }
      return null;
    },

    async replaceIfStale(sendKey) {
      const outgoing = await findOutgoing(db, EVM_CHAIN, sendKey);
      if (!outgoing) return null;
      const attempts = await attemptsOf(db, EVM_CHAIN, sendKey);
      const signedAt = attempts.reduce((latest, a) => (a.created_at > latest ? a.created_at : latest), outgoing.created_at);
      if (BigInt(now()) - signedAt < BigInt(config.replaceAfterMs)) return null;
      const previous = Transaction.from(outgoing.raw_tx);
      const oldMax = previous.maxFeePerGas ?? previous.gasPrice ?? 0n;
      const oldTip = previous.maxPriorityFeePerGas ?? previous.gasPrice ?? 0n;
      const maxFee = bumped(oldMax);
      if (maxFee > config.maxFeePerGas) return null; // at the cap: it waits for the network's fees to fall
      const network = await provider.getFeeData();
      const tip = [bumped(oldTip), network.maxPriorityFeePerGas ?? 0n].reduce((a, b) => (a > b ? a : b));
      const offered = [maxFee, network.maxFeePerGas ?? 0n, tip].reduce((a, b) => (a > b ? a : b));
      const maxFeePerGas = offered > config.maxFeePerGas ? config.maxFeePerGas : offered;
      const maxPriorityFeePerGas = tip > maxFeePerGas ? maxFeePerGas : tip;
      const raw = await hot.signTransaction({
        type: 2, chainId: previous.chainId, nonce: previous.nonce, to: previous.to, data: previous.data,
        value: previous.value, gasLimit: previous.gasLimit, maxFeePerGas, maxPriorityFeePerGas,
      });
      const hash = Transaction.from(raw).hash!;
      // Stored before it leaves, with the first version if this is the first replacement.
      await db.transaction().execute(async (trx) => {
        if (attempts.length === 0) {
          await insertAttempt(trx, EVM_CHAIN, { sendKey, nonce: outgoing.nonce, raw: outgoing.raw_tx, hash: outgoing.tx_hash, maxFee: oldMax, tip: oldTip, at: outgoing.created_at });
        }
        await insertAttempt(trx, EVM_CHAIN, { sendKey, nonce: outgoing.nonce, raw, hash, maxFee: maxFeePerGas, tip: maxPriorityFeePerGas, at: BigInt(now()) });
        await pointOutgoingAt(trx, EVM_CHAIN, sendKey, raw, hash);
      });
      // An earlier version mined meanwhile makes the node refuse this nonce: `minedAttempt` finds it next run.
      await broadcastRaw(provider, raw);
      return hash;
    },

    settle: (trx, sendKey, minedHash) => markAttemptsSettled(trx, EVM_CHAIN, sendKey, minedHash),

    close() { provider.destroy(); },
  };
}
