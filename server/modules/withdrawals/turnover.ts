// The turnover rule's inputs (DESIGN §3): the user's trading volume and the total of the user's
// credited deposits. Every spot trade counts for both of its users, maker and taker alike, at its
// USDT value (all markets are quoted in USDT); the built-in market maker is no user and keeps no
// volume. The exchange adds a batch's volumes in the batch's own transaction (`addTradingVolumes`).
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { DialectName, Executor } from '../../db/database';
import { insertRows, type RowShape } from '../../db/bulk';

const VOLUME_ROW: RowShape<'trading_volume'> = {
  table: 'trading_volume', columns: ['user_id', 'volume', 'updated_at'],
  onConflict: 'ON CONFLICT ("user_id") DO UPDATE SET "volume" = "trading_volume"."volume" + excluded."volume", "updated_at" = excluded."updated_at"',
};

/**
 * Adds each user's traded value (summed per user by the caller: one row per user, as a
 * multi-row upsert may touch a row only once) with as few statements as the rows allow.
 */
export async function addTradingVolumes(trx: Transaction<Database>, dialect: DialectName, byUser: ReadonlyMap<string, bigint>, now: number): Promise<void> {
  const rows = [...byUser].filter(([, v]) => v > 0n).map(([userId, v]) => [userId, v, BigInt(now)]);
  if (rows.length) await insertRows(trx, dialect, VOLUME_ROW, rows);
}

/** The user's trading volume in USDT minor units (volume starts counting with the first deposit: trading needs funds). */
export async function tradingVolumeOf(db: Executor, userId: string): Promise<bigint> {
  const row = await db.selectFrom('trading_volume').select('volume').where('user_id', '=', userId).executeTakeFirst();
  return row ? BigInt(row.volume) : 0n;
}

/** Total credited deposits of an asset, in its minor units. */
export async function creditedDepositsOf(db: Executor, userId: string, asset: string): Promise<bigint> {
  const row = await db.selectFrom('deposits').select((eb) => eb.fn.sum<bigint>('amount').as('total'))
    .where('user_id', '=', userId).where('asset', '=', asset).where('state', '=', 'credited').executeTakeFirst();
  return row?.total ? BigInt(row.total) : 0n;
}
