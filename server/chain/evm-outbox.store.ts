// SQL of the EVM hot wallet's signed transactions (table evm_outgoing_txs): found by their send key,
// the next free nonce, and the amounts still on their way out.
import type { Executor } from '../db/database';

export interface OutgoingTx {
  sendKey: string;
  nonce: bigint;
  to: string;
  amount: bigint;
  raw: string;
  hash: string;
}

export async function findOutgoing(db: Executor, chain: string, sendKey: string) {
  return db.selectFrom('evm_outgoing_txs').selectAll().where('chain', '=', chain).where('send_key', '=', sendKey).executeTakeFirst();
}

export async function findOutgoingByHash(db: Executor, chain: string, hash: string) {
  return db.selectFrom('evm_outgoing_txs').selectAll().where('chain', '=', chain).where('tx_hash', '=', hash).executeTakeFirst();
}

/** One above the highest nonce we ever signed, or 0. */
export async function nextStoredNonce(db: Executor, chain: string): Promise<bigint> {
  const row = await db.selectFrom('evm_outgoing_txs').select((eb) => eb.fn.max('nonce').as('n')).where('chain', '=', chain).executeTakeFirst();
  return row?.n === null || row?.n === undefined ? 0n : BigInt(row.n) + 1n;
}

/** Token amounts signed but not yet seen mined: the hot wallet cannot spend them again. */
export async function unsettledOutflow(db: Executor, chain: string): Promise<bigint> {
  const rows = await db.selectFrom('evm_outgoing_txs').select('amount').where('chain', '=', chain).where('settled', '=', 0n).execute();
  return rows.reduce((sum, r) => sum + BigInt(r.amount), 0n);
}

export async function insertOutgoing(db: Executor, chain: string, tx: OutgoingTx, now: number) {
  await db.insertInto('evm_outgoing_txs').values({
    chain, send_key: tx.sendKey, nonce: tx.nonce, to_address: tx.to, amount: tx.amount, raw_tx: tx.raw, tx_hash: tx.hash, created_at: BigInt(now),
  }).execute();
}

export async function markSettled(db: Executor, chain: string, hash: string, settled: boolean) {
  await db.updateTable('evm_outgoing_txs').set({ settled: settled ? 1n : 0n }).where('chain', '=', chain).where('tx_hash', '=', hash).execute();
}
