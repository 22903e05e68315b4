// Builds the reference feed the configuration names: the seeded simulator (default), the
// Binance-format stream, or a replay of recorded ticks. A replay fabricates prices, so it is
// refused unless demo mode is on; this check stands even when the configuration was not read from
// the environment (config.ts refuses it there first).
import type { Logger } from 'pino';
import { replayNeedsDemo, type Config } from '../config';
import type { Executor } from '../db/database';
import type { Clock } from '../platform';
import { QUOTE_ASSET, instruments, symbolOf } from '../modules/market/instruments';
import { createSimulatedFeed } from './simulated-feed';
import { createBinanceFeed } from './binance-feed';
import { createReplayFeed } from './replay-feed';
import type { ReferenceFeed } from './reference-feed';

export interface BuiltFeed {
  feed: ReferenceFeed;
  /** Steps the simulator or the replay to the clock's now (a job every `everyMs`); null for a pushed stream. */
  stepper: { everyMs: number; advance(): void } | null;
}

export function createReferenceFeed(deps: { config: Pick<Config, 'feed' | 'demo'>; db: Executor; clock: Clock; log: Logger }): BuiltFeed {
  const { feed: feedConfig, demo } = deps.config;
  if (feedConfig.source === 'replay') {
    if (!demo) throw new Error(replayNeedsDemo);
    const replay = createReplayFeed({ location: feedConfig.url, quoteScale: QUOTE_ASSET.scale, clock: deps.clock });
    // Recorded offsets may be finer than a second: the replay is looked at four times a second.
    return { feed: replay, stepper: { everyMs: 250, advance: () => replay.advance() } };
  }
  if (feedConfig.source === 'binance') {
    const feed = createBinanceFeed({ url: feedConfig.url, symbols: instruments.map((i) => symbolOf(i.base)), quoteScale: QUOTE_ASSET.scale, clock: deps.clock, log: deps.log });
    return { feed, stepper: null };
  }
  const simulated = createSimulatedFeed({ db: deps.db, clock: deps.clock, seed: feedConfig.seed });
  return { feed: simulated, stepper: { everyMs: 1000, advance: () => simulated.advance() } };
}
