// SQL of the versions of a hot-wallet send (table evm_tx_attempts) and of pointing its outbox row
// at the version to re-broadcast.
import type { Executor } from '../db/database';

export interface Attempt {
  sendKey: string;
  nonce: bigint;
  raw: string;
  hash: string;
  maxFee: bigint;
  tip: bigint;
  at: bigint;
}

export async function attemptsOf(db: Executor, chain: string, sendKey: string) {
  return db.selectFrom('evm_tx_attempts').selectAll().where('chain', '=', chain).where('send_key', '=', sendKey).orderBy('created_at').execute();
}

export async function insertAttempt(db: Executor, chain: string, a: Attempt) {
  await db.insertInto('evm_tx_attempts').values({
    chain, tx_hash: a.hash, send_key: a.sendKey, nonce: a.nonce, raw_tx: a.raw,
    max_fee: a.maxFee.toString(), priority_fee: a.tip.toString(), state: 'sent', created_at: a.at,
  }).onConflict((oc) => oc.columns(['chain', 'tx_hash']).doNothing()).execute();
}

export async function pointOutgoingAt(db: Executor, chain: string, sendKey: string, raw: string, hash: string) {
  await db.updateTable('evm_outgoing_txs').set({ raw_tx: raw, tx_hash: hash }).where('chain', '=', chain).where('send_key', '=', sendKey).execute();
}

export async function markAttemptsSettled(db: Executor, chain: string, sendKey: string, minedHash: string) {
  await db.updateTable('evm_tx_attempts').set({ state: 'replaced' }).where('chain', '=', chain).where('send_key', '=', sendKey).where('tx_hash', '!=', minedHash).execute();
  await db.updateTable('evm_tx_attempts').set({ state: 'mined' }).where('chain', '=', chain).where('tx_hash', '=', minedHash).execute();
}
