// Trading volume for the turnover rule was not recorded from trades before this version: every
// user's volume is rebuilt from the spot trades already made, both sides counted at the trade's
// USDT value (system owners such as the market maker keep none). The trades are the whole record,
// so the result replaces whatever the table held. From here the exchange adds each batch's trades.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    INSERT INTO trading_volume (user_id, volume, updated_at)
    SELECT o.owner_id, SUM(t.notional), MAX(t.at)
    FROM spot_trades t JOIN spot_orders o ON o.id = t.buy_order_id OR o.id = t.sell_order_id
    WHERE o.owner_kind = 'user'
    GROUP BY o.owner_id
    ON CONFLICT (user_id) DO UPDATE SET volume = excluded.volume, updated_at = excluded.updated_at
  `.execute(db);
}
