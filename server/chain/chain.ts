// What the exchange needs of a chain: addresses, sending (demo funds, withdrawals), the head and the
// canonical blocks. The built-in local chain and the EVM adapter (evm-chain.ts) implement it.
import type { Random } from '../platform';

export interface BlockHeader {
  height: number;
  hash: string;
  parentHash: string;
  /** Epoch milliseconds. */
  timestamp: number;
}

export interface ChainTx {
  hash: string;
  from: string;
  to: string;
  asset: string;
  /** Integer minor units of the asset. */
  amount: bigint;
}

export interface Block extends BlockHeader {
  txs: ChainTx[];
}

export interface Transfer {
  from: string;
  to: string;
  asset: string;
  amount: bigint;
  /** The same nonce for the same transfer gives the same tx: a retried send is not sent twice. */
  nonce?: string;
}

/** Where a sent transaction is: mined at a canonical height, waiting, gone, or mined but reverted. */
export type TxLocation = { height: number } | 'pending' | 'missing' | 'reverted';

export interface Chain {
  /** The wire's chain name, as `web/getQrcode` takes it. */
  readonly name: string;
  /** Assets this chain carries, by the exchange's asset code. */
  readonly assets: readonly string[];
  /** An address that may send without balance on a development chain, else null. */
  readonly faucetAddress: string | null;
  /** Confirmations a deposit needs before it is credited, and a withdrawal before it succeeds. */
  readonly confirmations: number;
  /** The configured hot wallet, or null when the exchange creates one with `newAddress`. */
  readonly hotWallet: string | null;
  isAddress(text: string): boolean;
  /** A new deposit address; chains that derive addresses from a seed use `owner` (the user's id). */
  newAddress(random: Random, owner?: string): string;
  send(transfer: Transfer): Promise<string>;
  head(): Promise<BlockHeader>;
  /** The canonical block at `height`, or null above the head. */
  blockAt(height: number): Promise<BlockHeader | null>;
  /** Canonical blocks from `height` upwards, oldest first, at most `limit`. */
  blocksFrom(height: number, limit?: number): Promise<Block[]>;
  /** Where the transaction `hash`, sent when the head was `fromHeight`, is now. */
  locateTx(hash: string, fromHeight: number): Promise<TxLocation>;
  close(): Promise<void>;
}

/** `contractRefused`: the token contract would revert the transfer (a refused recipient, a paused token). */
export type ChainRefusal = 'badAddress' | 'sameAddress' | 'assetUnknown' | 'badAmount' | 'insufficientFunds' | 'contractRefused';

/** The chain refused a transfer; nothing was sent. */
export class ChainRefused extends Error {
  constructor(readonly reason: ChainRefusal) {
    super(`chain refused the transfer: ${reason}`);
  }
}
