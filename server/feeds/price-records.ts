// The stored reference prices settlements used. A record is one tick (`pr_<symbol>_<at>`), so
// saving it twice, from two settlements at the same mark, keeps one row. It is written inside the
// caller's transaction: a settlement and its price record commit together or not at all.
import type { Executor } from '../db/database';
import type { Mark } from './mark-source';

export interface PriceRecord { id: string; symbol: string; price: bigint; at: number; source: string }

export async function savePriceRecord(db: Executor, mark: Mark): Promise<void> {
  await db.insertInto('price_records')
    .values({ id: mark.recordId, symbol: mark.symbol, price: mark.price, at: BigInt(mark.at), source: mark.source })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** The records of these ids that exist, in the order asked. */
export async function priceRecordsByIds(db: Executor, ids: readonly string[]): Promise<PriceRecord[]> {
  if (ids.length === 0) return [];
  const unique = [...new Set(ids)];
  const rows = await db.selectFrom('price_records').selectAll().where('id', 'in', unique).execute();
  const byId = new Map(rows.map((r) => [r.id, { id: r.id, symbol: r.symbol, price: BigInt(r.price), at: Number(r.at), source: r.source }]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}
