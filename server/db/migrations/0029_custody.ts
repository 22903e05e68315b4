// Custody operations on the EVM chain. `custody_sweeps`: each move of a deposit address's tokens to
// the hot wallet, with the gas the hot wallet sent it first; both transactions are signed and stored
// here before they are broadcast, so a restart re-broadcasts the same bytes and never sends twice.
// `evm_tx_attempts`: every signed version of a hot-wallet send (the first and each fee
// replacement, all with the same nonce), so whichever one is mined is found and the others are
// recorded as replaced.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('custody_sweeps')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    /** Wei as a decimal string: native amounts outgrow a 64-bit integer. */
    .addColumn('gas_amount', 'text', (c) => c.notNull())
    .addColumn('gas_tx', 'text')
    .addColumn('sweep_tx', 'text')
    .addColumn('sweep_raw', 'text')
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('custody_sweeps_address').on('custody_sweeps').columns(['chain', 'address', 'state']).execute();
  await db.schema.createTable('evm_tx_attempts')
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    .addColumn('send_key', 'text', (c) => c.notNull())
    .addColumn('nonce', 'bigint', (c) => c.notNull())
    .addColumn('raw_tx', 'text', (c) => c.notNull())
    .addColumn('max_fee', 'text', (c) => c.notNull())
    .addColumn('priority_fee', 'text', (c) => c.notNull())
    /** sent, then mined for the one the chain took and replaced for every other. */
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('evm_tx_attempts_pk', ['chain', 'tx_hash'])
    .execute();
  await db.schema.createIndex('evm_tx_attempts_key').on('evm_tx_attempts').columns(['chain', 'send_key']).execute();
}

export async function down(): Promise<void> {
  throw new Error('migrations only go forward');
}
