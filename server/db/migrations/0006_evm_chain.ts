// The EVM chain's outgoing transactions: each hot-wallet send is signed once, stored here under
// its idempotency key before it is broadcast, and only ever re-broadcast as the same bytes, so a
// crash or a retry can never pay twice.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('evm_outgoing_txs')
    .addColumn('chain', 'text', (c) => c.notNull())
    .addColumn('send_key', 'text', (c) => c.notNull())
    .addColumn('nonce', 'bigint', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('raw_tx', 'text', (c) => c.notNull())
    .addColumn('tx_hash', 'text', (c) => c.notNull())
    /** 1 once a canonical receipt was seen: the amount has left the hot wallet's balance. */
    .addColumn('settled', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('evm_outgoing_txs_pk', ['chain', 'send_key'])
    .addUniqueConstraint('evm_outgoing_txs_nonce', ['chain', 'nonce'])
    .execute();
}
