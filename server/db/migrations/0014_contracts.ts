// Leveraged contract positions (one row each, moved only through the contract-position chart),
// the money history of the contract account by position (each row names the price record it
// used), and the users who acknowledged the leverage risk notice.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('contract_positions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('order_type', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('leverage', 'integer', (c) => c.notNull())
    // Whole lot steps of the instrument (lots '1.25' at step '0.01' → 125).
    .addColumn('lot_steps', 'bigint', (c) => c.notNull())
    // Prices: USDT minor units per whole base unit; money: USDT minor units.
    .addColumn('limit_price', 'bigint')
    .addColumn('entry_price', 'bigint')
    .addColumn('margin', 'bigint', (c) => c.notNull())
    .addColumn('liquidation_price', 'bigint')
    .addColumn('take_profit', 'bigint')
    .addColumn('stop_loss', 'bigint')
    .addColumn('open_fee', 'bigint', (c) => c.notNull())
    .addColumn('close_fee', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('financing', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('exit_price', 'bigint')
    .addColumn('pnl', 'bigint')
    .addColumn('close_reason', 'text')
    .addColumn('returned', 'bigint')
    .addColumn('shortfall', 'bigint')
    .addColumn('open_record_id', 'text')
    .addColumn('close_record_id', 'text')
    // The last 00:00 UTC roll (ms) whose financing the position paid.
    .addColumn('financed_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('opened_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contract_positions_user').on('contract_positions').columns(['user_id', 'state', 'created_at']).execute();
  await db.schema.createIndex('contract_positions_state').on('contract_positions').columns(['state', 'symbol']).execute();

  await db.schema.createTable('contract_money')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('position_id', 'text', (c) => c.notNull())
    .addColumn('symbol', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // Signed: negative left the user's contract account (or, for margin, was locked from it).
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('record_id', 'text')
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contract_money_user').on('contract_money').columns(['user_id', 'at']).execute();

  await db.schema.createTable('contract_risk_notices')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id'))
    .addColumn('acknowledged_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contract_risk_notices').execute();
  await db.schema.dropTable('contract_money').execute();
  await db.schema.dropTable('contract_positions').execute();
}
