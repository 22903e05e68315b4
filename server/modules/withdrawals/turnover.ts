// The turnover rule's inputs (DESIGN §3): the user's trading volume, fed by the trading modules
// through `recordTradingVolume` inside their own fill transactions, and the total of the user's
// credited deposits. Until spot trading exists nothing feeds it and the volume is 0.
import type { Executor } from '../ledger/ledger';

/** Adds `usdtMinor` (USDT minor units of traded value) to the user's volume; call it in the trade's transaction. */
export async function recordTradingVolume(db: Executor, userId: string, usdtMinor: bigint, now: number): Promise<void> {
  if (usdtMinor <= 0n) return;
  await db.insertInto('trading_volume').values({ user_id: userId, volume: usdtMinor, updated_at: BigInt(now) })
    .onConflict((oc) => oc.column('user_id').doUpdateSet((eb) => ({ volume: eb('trading_volume.volume', '+', usdtMinor), updated_at: BigInt(now) })))
    .execute();
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
