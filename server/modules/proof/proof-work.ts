// The scheduled snapshots of proof of liabilities as recurring due work (jobs/due-work.ts): each
// item takes a snapshot in its own transaction and schedules the next one interval later. After a
// stop, one snapshot is taken at once and the chain goes on from now: snapshots missed while down
// would all read the same present balances, so they are not made up.
import type { Deps } from '../../deps';
import { getSetting } from '../settings/settings';
import { takeSnapshot } from './proof.service';

export const SNAPSHOT_KIND = 'proof.snapshot';
const MINUTE = 60_000;

export async function registerProofWork(deps: Pick<Deps, 'db' | 'dialect' | 'clock' | 'ids' | 'random' | 'chain' | 'evm' | 'due'>) {
  deps.due.handle(SNAPSHOT_KIND, async (trx, item) => {
    await takeSnapshot(deps, trx, 'schedule', null);
    const every = (await getSetting(trx, 'proof.intervalMinutes')) * MINUTE;
    const now = deps.clock.now();
    const next = item.dueAt + every * Math.max(1, Math.ceil((now + 1 - item.dueAt) / every));
    await deps.due.schedule(trx, SNAPSHOT_KIND, String(next), next);
  });
  if (!(await deps.due.has(deps.db, SNAPSHOT_KIND, ''))) {
    const now = deps.clock.now();
    await deps.due.schedule(deps.db, SNAPSHOT_KIND, String(now), now);
  }
}
