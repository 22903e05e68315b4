// Reference prices that settled something: every open, close, TP/SL fill, liquidation and
// financing charge of a contract stores the id of the record it used (`pr_<symbol>_<at>`, one per
// tick), written in the settlement's own transaction. And the mark's 1-minute candles for every
// contract symbol, CFDs included (they are not spot markets, so spot_candles is not theirs).
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('price_records')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('symbol', 'text', (c) => c.notNull())
    // USDT minor units per whole base unit, and the tick's time (ms).
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    // The feed that gave it: simulated, binance or replay.
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('price_records_symbol_at').on('price_records').columns(['symbol', 'at']).execute();

  await db.schema.createTable('mark_candles')
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('open_time', 'bigint', (c) => c.notNull())
    .addColumn('open', 'bigint', (c) => c.notNull())
    .addColumn('high', 'bigint', (c) => c.notNull())
    .addColumn('low', 'bigint', (c) => c.notNull())
    .addColumn('close', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('mark_candles_pk', ['symbol', 'open_time'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mark_candles').execute();
  await db.schema.dropTable('price_records').execute();
}
