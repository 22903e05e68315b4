// The deposit watcher: reads the chain's new blocks from a cursor kept in the database, records
// transfers to users' deposit addresses, and moves each deposit through its chart as blocks arrive
// (detected → confirming → credited), or drops it when its block leaves the canonical chain.
// The scheduler runs `scan` every block interval; tests call it by hand.
import type { DepositWatcher, Deps, ScanReport } from '../../deps';
import type { Block, Chain } from '../../chain/chain';
import { confirmationsAt, minDepositOf } from './deposit-rules';
import { initialDepositState, moveDeposit, recordDetected, type DepositMove } from './deposit-moves';
import {
  forgetScannedBlock, insertDeposit, ownersOfAddresses, pruneScannedBlocks, recordScannedBlock,
  topScannedBlock, txAlreadyRecorded, unfinishedDeposits, type DepositRow,
} from './deposit.store';

/** The watcher of one chain: the built-in one, or the EVM chain when it is configured. */
export type WatcherDeps = Pick<Deps, 'db' | 'ledger' | 'clock' | 'ids' | 'log' | 'config' | 'messages'> & { chain: Chain };

const BATCH = 100;
/** Scanned-block hashes kept below the head, to find the fork point of a reorganisation. */
const KEEP_SCANNED = 1000;
const pendingStates = ['detected', 'confirming'] as const;

export function createDepositWatcher(deps: WatcherDeps): DepositWatcher {
  const { db, chain } = deps;

  /** Forgets scanned blocks that are no longer canonical, so the fork's new blocks are scanned. */
  async function rewindToCanonical(): Promise<number> {
    let rewound = 0;
    for (;;) {
      const top = await topScannedBlock(db, chain.name);
      if (!top) return rewound;
      const canonical = await chain.blockAt(top.height);
      if (canonical?.hash === top.hash) return rewound;
      await forgetScannedBlock(db, chain.name, top.height);
      rewound += 1;
    }
  }

  function nextMove(deposit: DepositRow, canonicalHash: string | undefined, headHeight: number): DepositMove | null {
    if (canonicalHash !== deposit.block_hash) {
      return { event: { type: 'ORPHANED' }, confirmations: 0n, reason: 'deposit.reason.orphaned' };
    }
    const confirmations = BigInt(confirmationsAt(Number(deposit.block_height), headHeight));
    if (confirmations >= deposit.confirmations_required) {
      return { event: { type: 'CONFIRMATIONS_REACHED' }, confirmations, reason: null };
    }
    if (confirmations > deposit.confirmations) return { event: { type: 'CONFIRMATION' }, confirmations, reason: null };
    return null;
  }

  /** One move per pending deposit, each in its own transaction. */
  async function progressPending(): Promise<number> {
    const head = await chain.head();
    let moved = 0;
    for (const deposit of await unfinishedDeposits(db, chain.name, pendingStates)) {
      const canonical = await chain.blockAt(Number(deposit.block_height));
      const move = nextMove(deposit, canonical?.hash, head.height);
      if (!move) continue;
      try {
        if (await db.transaction().execute((trx) => moveDeposit(deps, trx, deposit, move))) moved += 1;
      } catch (err) {
        // One deposit that cannot move must not hold up the others; it is retried next scan.
        deps.log.error({ err, depositId: deposit.id, event: move.event.type }, 'deposit move failed');
      }
    }
    return moved;
  }

  /** Records the block's deposits and advances the cursor in one transaction. */
  async function scanBlock(block: Block): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const owners = await ownersOfAddresses(trx, chain.name, block.txs.map((t) => t.to));
      let detected = 0;
      for (const tx of block.txs) {
        const userId = owners.get(tx.to);
        if (!userId || !chain.assets.includes(tx.asset)) continue;
        // A transaction re-mined after a reorganisation is recorded again only if its first record was dropped.
        if (await txAlreadyRecorded(trx, chain.name, tx.hash)) continue;
        const now = BigInt(deps.clock.now());
        const deposit: DepositRow = {
          id: deps.ids.next('dp'), user_id: userId, chain: chain.name, asset: tx.asset, address: tx.to,
          tx_hash: tx.hash, block_height: BigInt(block.height), block_hash: block.hash, amount: tx.amount,
          state: initialDepositState, confirmations: 1n, confirmations_required: BigInt(chain.confirmations),
          credited_tx: null, created_at: now, updated_at: now,
        };
        if (!(await insertDeposit(trx, deposit))) continue;
        await recordDetected(deps, trx, deposit);
        detected += 1;
        if (tx.amount < minDepositOf(tx.asset)) {
          await moveDeposit(deps, trx, deposit, { event: { type: 'FOUND_BELOW_MINIMUM' }, confirmations: 1n, reason: 'deposit.reason.belowMinimum' });
        }
      }
      await recordScannedBlock(trx, chain.name, block.height, block.hash);
      return detected;
    });
  }

  async function detectNewBlocks(): Promise<{ detected: number; cursor: number }> {
    let detected = 0;
    for (;;) {
      const top = await topScannedBlock(db, chain.name);
      const blocks = await chain.blocksFrom(top ? top.height + 1 : 0, BATCH);
      let parentHash = top?.hash;
      for (const block of blocks) {
        // The chain reorganised while we read it: stop here, the next scan rewinds first.
        if (parentHash !== undefined && block.parentHash !== parentHash) return { detected, cursor: block.height - 1 };
        detected += await scanBlock(block);
        parentHash = block.hash;
      }
      if (blocks.length < BATCH) {
        const cursor = blocks.at(-1)?.height ?? top?.height ?? -1;
        await pruneScannedBlocks(db, chain.name, cursor - KEEP_SCANNED);
        return { detected, cursor };
      }
    }
  }

  async function scan(): Promise<ScanReport> {
    const rewound = await rewindToCanonical();
    // Pending deposits move first, so one orphaned by a reorganisation is dropped before its
    // transaction, re-mined in a new block, is recorded again.
    let moved = await progressPending();
    const { detected, cursor } = await detectNewBlocks();
    moved += await progressPending();
    return { rewound, detected, moved, cursor };
  }

  return { scan };
}
