// The mark as the running platform keeps it: the guard over the reference feed, its limits read
// from the settings (refreshed by its job, so an operator's change applies within a second), the
// staleness check on the same job, and the mark candles recorded from accepted marks.
import type { Logger } from 'pino';
import type { Executor } from '../db/database';
import type { Clock } from '../platform';
import { getSetting, settingDefaults } from '../modules/settings/settings';
import type { ReferenceFeed } from './reference-feed';
import { createMarkGuard } from './mark-guard';
import { createMarkCandleRecorder } from './mark-candles';
import type { MarkLimits } from './mark-decision';

export function createMarkRuntime(deps: { feed: ReferenceFeed; db: Executor; clock: Clock; log: Logger }) {
  let limits: MarkLimits = { maxAgeMs: settingDefaults['contract.markMaxAgeMs'], maxJumpBps: settingDefaults['contract.markMaxJumpBps'] };
  const guard = createMarkGuard({ feed: deps.feed, clock: deps.clock, log: deps.log, settings: () => limits });
  const candles = createMarkCandleRecorder({ db: deps.db, log: deps.log });
  guard.onMark((m) => candles.record(m));

  async function readLimits() {
    limits = { maxAgeMs: await getSetting(deps.db, 'contract.markMaxAgeMs'), maxJumpBps: await getSetting(deps.db, 'contract.markMaxJumpBps') };
  }

  return {
    marks: guard,
    /** Before the feed starts: the stored limits apply to the first ticks. */
    start: readLimits,
    jobs() {
      return [
        { name: 'mark-guard', everyMs: 1000, run: async () => { await readLimits(); guard.check(); } },
        { name: 'mark-candles', everyMs: 5000, run: () => candles.flush() },
      ];
    },
    async stop() {
      guard.stop();
      await candles.flush();
    },
  };
}

export type MarkRuntime = ReturnType<typeof createMarkRuntime>;
