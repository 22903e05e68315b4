// The built-in development chain: a small but real ledger chain in its own SQLite file. Blocks are
// chained by hash, transfers wait in a mempool until `mine()` seals them into a block, and every
// address but the faucet needs balance on the chain to send. `reorganise` replaces the newest
// blocks, so tests can prove what the exchange does when a block leaves the canonical chain.
import path from 'node:path';
import type { Random } from '../platform';
import { sha256 } from '../platform';
import { ChainRefused, type Block, type BlockHeader, type Chain, type ChainTx, type Transfer, type TxLocation } from './chain';
import { openLocalChainStore } from './local-chain.store';

export const LOCAL_CHAIN = 'LOCAL';
/** Assets the local chain carries, with the scale of their integer minor units (the exchange's scale). */
export const localChainAssets: Record<string, number> = { USDT: 6 };
/** A development chain: this address sends without balance. */
export const FAUCET_ADDRESS = `lc1${'fa'.repeat(20)}`;
export const localChainFile = (dataDir: string) => path.join(dataDir, 'localchain.sqlite');

const addressPattern = /^lc1[0-9a-f]{40}$/;
const GENESIS_PARENT = '0'.repeat(64);

export const txHash = (t: Omit<ChainTx, 'hash'>, nonce: string) =>
  sha256(`${t.from}|${t.to}|${t.asset}|${t.amount}|${nonce}`);

/** sha256 of the parent hash, height, timestamp and the tx hashes: changing any of them changes the block. */
export const blockHash = (parentHash: string, height: number, timestamp: number, txHashes: string[]) =>
  sha256(`${parentHash}|${height}|${timestamp}|${txHashes.join(',')}`);

export interface LocalChainOptions {
  dataDir: string;
  /** Block timestamps; the server passes its clock. */
  now?: () => number;
  random: Random;
  /** Deposit and withdrawal confirmations (CHAIN_CONFIRMATIONS). */
  confirmations?: number;
}

export type ReorganisedTxs = 'mempool' | 'vanish';

export interface LocalChain extends Chain {
  /** Seals the mempool into a new block (transfers no longer covered by balance are dropped). */
  mine(): Promise<Block>;
  /** Replaces the newest `depth` blocks with new empty ones; their transfers return to the mempool or vanish. */
  reorganise(depth: number, txs?: ReorganisedTxs): Promise<BlockHeader>;
  balanceOf(address: string, asset: string): Promise<bigint>;
  mempool(): Promise<ChainTx[]>;
}

export function openLocalChain(opts: LocalChainOptions): LocalChain {
  const store = openLocalChainStore(localChainFile(opts.dataDir));
  const now = opts.now ?? (() => Date.now());
  let closed = false;

  store.write(() => {
    if (!store.top()) store.insertBlock({ height: 0, parentHash: GENESIS_PARENT, timestamp: 0, hash: blockHash(GENESIS_PARENT, 0, 0, []) });
  });

  const isAddress = (text: string) => addressPattern.test(text);
  const headNow = () => store.top()!;

  function sealBlock(parent: BlockHeader, timestamp: number, txHashes: string[]): BlockHeader {
    const height = parent.height + 1;
    const block = { height, parentHash: parent.hash, timestamp, hash: blockHash(parent.hash, height, timestamp, txHashes) };
    store.insertBlock(block);
    return block;
  }

  const chain: LocalChain = {
    name: LOCAL_CHAIN,
    assets: Object.keys(localChainAssets),
    faucetAddress: FAUCET_ADDRESS,
    confirmations: opts.confirmations ?? 3,
    hotWallet: null,
    isAddress,
    newAddress: (random) => `lc1${random.bytes(20).toString('hex')}`,

    async send(t: Transfer) {
      if (!isAddress(t.from) || !isAddress(t.to)) throw new ChainRefused('badAddress');
      if (t.from === t.to) throw new ChainRefused('sameAddress');
      if (!(t.asset in localChainAssets)) throw new ChainRefused('assetUnknown');
      if (typeof t.amount !== 'bigint' || t.amount <= 0n) throw new ChainRefused('badAmount');
      const nonce = t.nonce ?? opts.random.bytes(16).toString('hex');
      const tx: ChainTx = { hash: txHash(t, nonce), from: t.from, to: t.to, asset: t.asset, amount: t.amount };
      return store.write(() => {
        if (t.from !== FAUCET_ADDRESS) {
          const spendable = store.minedBalance(t.from, t.asset) - store.pendingOutflow(t.from, t.asset);
          if (spendable < t.amount) throw new ChainRefused('insufficientFunds');
        }
        store.insertTx(tx, now());
        return tx.hash;
      });
    },

    async mine() {
      return store.write(() => {
        const parent = headNow();
        // A transfer counts as mined as soon as it is included, so two pending spends of the same
        // coins cannot both land in one block.
        const included: ChainTx[] = [];
        for (const p of store.pending()) {
          if (p.from !== FAUCET_ADDRESS && store.minedBalance(p.from, p.asset) < p.amount) {
            store.forget(p.seq);
            continue;
          }
          store.include(p.seq, parent.height + 1, included.length);
          const { seq: _seq, ...tx } = p;
          included.push(tx);
        }
        const block = sealBlock(parent, Math.max(now(), parent.timestamp), included.map((t) => t.hash));
        return { ...block, txs: included };
      });
    },

    async reorganise(depth: number, txs: ReorganisedTxs = 'mempool') {
      return store.write(() => {
        const head = headNow();
        if (!Number.isInteger(depth) || depth < 1 || depth > head.height) throw new Error(`cannot reorganise ${depth} blocks of a chain of height ${head.height}`);
        const forkHeight = head.height - depth;
        const replaced = store.blocksFrom(forkHeight + 1, depth);
        store.cutAbove(forkHeight, txs);
        let parent = store.at(forkHeight)!;
        // A later timestamp than the block it replaces, so even an empty block gets a new hash.
        for (const old of replaced) parent = sealBlock(parent, Math.max(now(), old.timestamp + 1), []);
        return parent;
      });
    },

    async head() { return headNow(); },
    async blockAt(height: number) { return store.at(height); },
    async blocksFrom(height: number, limit = 100) { return store.blocksFrom(Math.max(0, height), limit); },
    async locateTx(hash: string, fromHeight: number): Promise<TxLocation> {
      let height = Math.max(0, fromHeight);
      for (;;) {
        const blocks = store.blocksFrom(height, 100);
        const found = blocks.find((b) => b.txs.some((t) => t.hash === hash));
        if (found) return { height: found.height };
        if (blocks.length < 100) break;
        height = blocks[blocks.length - 1].height + 1;
      }
      return store.pending().some((t) => t.hash === hash) ? 'pending' : 'missing';
    },
    async balanceOf(address: string, asset: string) { return store.minedBalance(address, asset); },
    async mempool() { return store.pending().map(({ seq: _seq, ...t }) => t); },
    async close() {
      if (closed) return;
      closed = true;
      store.close();
    },
  };
  return chain;
}
