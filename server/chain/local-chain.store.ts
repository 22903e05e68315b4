// The local chain's own SQLite file: canonical blocks and transactions (a transaction without a
// block is in the mempool). Several processes may open it at once (the server mines, chain:send
// sends), so every write runs in an immediate transaction under WAL.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Block, BlockHeader, ChainTx } from './chain';

interface BlockRow { height: bigint; hash: string; parent_hash: string; timestamp: bigint }
interface TxRow { seq: bigint; hash: string; sender: string; recipient: string; asset: string; amount: bigint; block_height: bigint | null }

export interface PendingTx extends ChainTx { seq: bigint }

const header = (r: BlockRow): BlockHeader =>
  ({ height: Number(r.height), hash: r.hash, parentHash: r.parent_hash, timestamp: Number(r.timestamp) });
const tx = (r: TxRow): PendingTx =>
  ({ seq: r.seq, hash: r.hash, from: r.sender, to: r.recipient, asset: r.asset, amount: BigInt(r.amount) });

export function openLocalChainStore(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const db = new SQLite(file);
  db.pragma('busy_timeout = 5000'); // first: another process may hold the file while we set it up
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.defaultSafeIntegers(true);
  db.exec(`
    CREATE TABLE IF NOT EXISTS blocks (
      height INTEGER PRIMARY KEY, hash TEXT NOT NULL UNIQUE, parent_hash TEXT NOT NULL, timestamp INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS txs (
      seq INTEGER PRIMARY KEY AUTOINCREMENT, hash TEXT NOT NULL UNIQUE, sender TEXT NOT NULL, recipient TEXT NOT NULL,
      asset TEXT NOT NULL, amount INTEGER NOT NULL, created_at INTEGER NOT NULL, block_height INTEGER, position INTEGER);
    CREATE INDEX IF NOT EXISTS txs_block ON txs (block_height, position);
    CREATE INDEX IF NOT EXISTS txs_sender ON txs (sender, asset);
    CREATE INDEX IF NOT EXISTS txs_recipient ON txs (recipient, asset);
  `);

  const q = {
    top: db.prepare('SELECT * FROM blocks ORDER BY height DESC LIMIT 1'),
    at: db.prepare('SELECT * FROM blocks WHERE height = ?'),
    from: db.prepare('SELECT * FROM blocks WHERE height >= ? ORDER BY height LIMIT ?'),
    txsIn: db.prepare('SELECT * FROM txs WHERE block_height = ? ORDER BY position'),
    pending: db.prepare('SELECT * FROM txs WHERE block_height IS NULL ORDER BY seq'),
    insertBlock: db.prepare('INSERT INTO blocks (height, hash, parent_hash, timestamp) VALUES (?, ?, ?, ?)'),
    insertTx: db.prepare('INSERT OR IGNORE INTO txs (hash, sender, recipient, asset, amount, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
    include: db.prepare('UPDATE txs SET block_height = ?, position = ? WHERE seq = ?'),
    forget: db.prepare('DELETE FROM txs WHERE seq = ?'),
    unmine: db.prepare('UPDATE txs SET block_height = NULL, position = NULL WHERE block_height > ?'),
    vanish: db.prepare('DELETE FROM txs WHERE block_height > ?'),
    dropBlocks: db.prepare('DELETE FROM blocks WHERE height > ?'),
    mined: db.prepare(`
      SELECT COALESCE(SUM(CASE WHEN recipient = @address THEN amount ELSE 0 END), 0)
           - COALESCE(SUM(CASE WHEN sender = @address THEN amount ELSE 0 END), 0) AS balance
      FROM txs WHERE block_height IS NOT NULL AND asset = @asset AND (recipient = @address OR sender = @address)`),
    pendingOut: db.prepare(
      'SELECT COALESCE(SUM(amount), 0) AS total FROM txs WHERE block_height IS NULL AND sender = ? AND asset = ?'),
  };

  const minedTxs = (height: number): ChainTx[] => (q.txsIn.all(height) as TxRow[]).map((r) => {
    const { seq: _seq, ...t } = tx(r);
    return t;
  });

  return {
    /** Runs `fn` in one write transaction, taking the lock first so readers never see half a block. */
    write<T>(fn: () => T): T {
      return db.transaction(fn).immediate();
    },
    top: (): BlockHeader | null => { const r = q.top.get() as BlockRow | undefined; return r ? header(r) : null; },
    at: (height: number): BlockHeader | null => { const r = q.at.get(height) as BlockRow | undefined; return r ? header(r) : null; },
    blocksFrom(height: number, limit: number): Block[] {
      return (q.from.all(height, limit) as BlockRow[]).map((r) => ({ ...header(r), txs: minedTxs(Number(r.height)) }));
    },
    pending: (): PendingTx[] => (q.pending.all() as TxRow[]).map(tx),
    insertBlock: (b: BlockHeader) => { q.insertBlock.run(b.height, b.hash, b.parentHash, b.timestamp); },
    insertTx: (t: ChainTx, createdAt: number) => { q.insertTx.run(t.hash, t.from, t.to, t.asset, t.amount, createdAt); },
    include: (seq: bigint, height: number, position: number) => { q.include.run(height, position, seq); },
    forget: (seq: bigint) => { q.forget.run(seq); },
    /** Takes the blocks above `height` off the chain; their transactions return to the mempool or vanish. */
    cutAbove(height: number, txs: 'mempool' | 'vanish') {
      (txs === 'mempool' ? q.unmine : q.vanish).run(height);
      q.dropBlocks.run(height);
    },
    minedBalance: (address: string, asset: string): bigint => BigInt((q.mined.get({ address, asset }) as { balance: bigint }).balance),
    pendingOutflow: (address: string, asset: string): bigint => BigInt((q.pendingOut.get(address, asset) as { total: bigint }).total),
    close: () => db.close(),
  };
}
