// What the exchange needs of a chain: addresses, sending (demo funds), the head and the canonical
// blocks. The built-in local chain implements it; an EVM adapter can implement it later.
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

export interface Chain {
  /** The wire's chain name, as `web/getQrcode` takes it. */
  readonly name: string;
  /** Assets this chain carries, by the exchange's asset code. */
  readonly assets: readonly string[];
  /** An address that may send without balance on a development chain, else null. */
  readonly faucetAddress: string | null;
  isAddress(text: string): boolean;
  newAddress(random: Random): string;
  send(transfer: Transfer): Promise<string>;
  head(): Promise<BlockHeader>;
  /** The canonical block at `height`, or null above the head. */
  blockAt(height: number): Promise<BlockHeader | null>;
  /** Canonical blocks from `height` upwards, oldest first, at most `limit`. */
  blocksFrom(height: number, limit?: number): Promise<Block[]>;
  close(): Promise<void>;
}

export type ChainRefusal = 'badAddress' | 'sameAddress' | 'assetUnknown' | 'badAmount' | 'insufficientFunds';

/** The chain refused a transfer; nothing was sent. */
export class ChainRefused extends Error {
  constructor(readonly reason: ChainRefusal) {
    super(`chain refused the transfer: ${reason}`);
  }
}
