// First-start data: the assets and the content every deployment needs. Safe to run on every start.
import type { Deps } from '../deps';
import { seedContent } from '../modules/content/seed-content';
import { seedMarkets } from '../modules/market/seed-markets';

const assets = [{ code: 'USDT', name: 'Tether USD', scale: 6n, kind: 'crypto' as const, sort: 0n }];

export async function seed(deps: Pick<Deps, 'db' | 'clock'>): Promise<void> {
  for (const a of assets) {
    await deps.db.insertInto('assets').values({ ...a, enabled: 1n }).onConflict((oc) => oc.column('code').doNothing()).execute();
  }
  await seedMarkets(deps.db);
  await seedContent(deps);
}
