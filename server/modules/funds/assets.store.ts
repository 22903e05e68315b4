// SQL of the assets table as the funds module reads it.
import type { Executor } from '../../db/database';

export async function enabledAssets(db: Executor) {
  const rows = await db.selectFrom('assets').select(['code', 'scale']).where('enabled', '=', 1n).orderBy('sort').orderBy('code').execute();
  return rows.map((r) => ({ code: r.code, scale: Number(r.scale) }));
}

export async function enabledAsset(db: Executor, code: string) {
  const row = await db.selectFrom('assets').select(['code', 'scale']).where('code', '=', code).where('enabled', '=', 1n).executeTakeFirst();
  return row ? { code: row.code, scale: Number(row.scale) } : null;
}

/** Every asset's scale, enabled or not (a stored amount of a retired asset is still shown). */
export async function assetScales(db: Executor): Promise<Map<string, number>> {
  return new Map((await db.selectFrom('assets').select(['code', 'scale']).execute()).map((a) => [a.code, Number(a.scale)]));
}
