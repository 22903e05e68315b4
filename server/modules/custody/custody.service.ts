// What the operator console reads of custody: the latest sweeps (admins only).
import type { z } from 'zod';
import { fromMinor } from '../../../api/money';
import type { opsSweep } from '../../../api/endpoints/custody';
import type { Deps } from '../../deps';
import { enabledAssets } from '../funds/assets.store';
import { mustAdminister } from '../settings/settings-admin';
import type { AuthedOperator } from '../ops/operators';
import type { SweepState } from '../../../api/lifecycles/sweep.lifecycle';
import { recentSweeps } from './custody.store';

/** The console lists this many: enough to see the current work and the last days of it. */
const LISTED = 200;

export async function listSweeps(deps: Pick<Deps, 'db'>, operator: AuthedOperator): Promise<z.infer<typeof opsSweep>[]> {
  mustAdminister(operator);
  const scales = new Map((await enabledAssets(deps.db)).map((a) => [a.code, a.scale]));
  return (await recentSweeps(deps.db, LISTED)).map((s) => ({
    id: s.id, user_id: s.user_id ?? null, chain: s.chain, address: s.address, currency: s.asset,
    amount: fromMinor(BigInt(s.amount), scales.get(s.asset) ?? 0), gas_amount: s.gas_amount,
    gas_tx: s.gas_tx, sweep_tx: s.sweep_tx, state: s.state as SweepState,
    created_at: Number(s.created_at), updated_at: Number(s.updated_at),
  }));
}
