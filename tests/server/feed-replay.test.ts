// The replay feed: recorded ticks arrive at their offsets on a manual clock, the marks follow and
// then go stale when the file ends; a malformed file is refused with its line number, and a replay
// is refused outside demo mode, by the configuration, by the feed's builder and by the server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { loadConfig, replayNeedsDemo } from '../../server/config';
import { createReferenceFeed } from '../../server/feeds/feed-factory';
import { createReplayFeed, parseReplay, ReplayFileError } from '../../server/feeds/replay-feed';
import type { ReferenceTick } from '../../server/feeds/reference-feed';
import { ManualClock } from '../../server/platform';
import { startTestServer } from './harness';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-replay-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function recording(name: string, lines: string[]) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, lines.join('\n') + '\n');
  return file;
}
const line = (symbol: string, offsetMs: number, price: string) => JSON.stringify({ symbol, offsetMs, price });

const ticks = recording('ticks.jsonl', [
  line('BTCUSDT', 0, '65000.1'),
  line('XAUUSDT', 0, '2400.55'),
  '',
  line('ETHUSDT', 500, '3200'),
  line('BTCUSDT', 1000, '65010'),
  line('BTCUSDT', 2500, '64990.123456789'),
]);

describe('the replay feed on a manual clock', () => {
  it('sends each tick at start + offset, stamped with that time, and nothing after the end', async () => {
    const clock = new ManualClock();
    const start = clock.now();
    const feed = createReplayFeed({ location: pathToFileURL(ticks).href, quoteScale: 6, clock });
    const seen: ReferenceTick[] = [];
    feed.onTick((t) => seen.push(t));
    await feed.start();
    expect(seen).toEqual([{ symbol: 'BTCUSDT', price: 65_000_100_000n, at: start }, { symbol: 'XAUUSDT', price: 2_400_550_000n, at: start }]);
    clock.advance(499);
    feed.advance();
    expect(seen).toHaveLength(2);
    clock.advance(1);
    feed.advance();
    expect(seen.at(-1)).toEqual({ symbol: 'ETHUSDT', price: 3_200_000_000n, at: start + 500 });
    // A late step sends every tick due, in file order, each at its own time.
    clock.advance(5000);
    feed.advance();
    expect(seen.slice(3)).toEqual([{ symbol: 'BTCUSDT', price: 65_010_000_000n, at: start + 1000 }, { symbol: 'BTCUSDT', price: 64_990_123_456n, at: start + 2500 }]);
    expect(feed.finished).toBe(true);
    clock.advance(60_000);
    feed.advance();
    expect(seen).toHaveLength(5);
    expect(feed.latest('BTCUSDT')).toEqual({ symbol: 'BTCUSDT', price: 64_990_123_456n, at: start + 2500 });
    expect([feed.source, feed.replayed, feed.simulated]).toEqual(['replay', true, false]);
  });

  it('refuses a malformed line with its number', async () => {
    const cases: Array<[string[], RegExp]> = [
      [[line('BTCUSDT', 0, '1'), 'not json'], /line 2: not JSON/],
      [[line('BTCUSDT', 0, '1'), '', line('btcusdt', 5, '1')], /line 3: symbol/],
      [[JSON.stringify({ symbol: 'BTCUSDT', offsetMs: -1, price: '1' })], /line 1: offsetMs/],
      [[JSON.stringify({ symbol: 'BTCUSDT', offsetMs: 1.5, price: '1' })], /line 1: offsetMs/],
      [[line('BTCUSDT', 10, '1'), line('BTCUSDT', 5, '1')], /line 2: offsetMs 5 goes back/],
      [[JSON.stringify({ symbol: 'BTCUSDT', offsetMs: 0, price: 65000 })], /line 1: price/],
      [[line('BTCUSDT', 0, '0')], /line 1: price/],
      [[line('BTCUSDT', 0, '1e5')], /line 1: price/],
      [['[1,2]'], /line 1: not an object/],
    ];
    for (const [lines, message] of cases) expect(() => parseReplay(lines.join('\n'), 6), lines.join(' | ')).toThrow(message);
    const bad = recording('bad.jsonl', [line('BTCUSDT', 0, '65000'), '{"symbol":"ETHUSDT","offsetMs":0']);
    const feed = createReplayFeed({ location: bad, quoteScale: 6, clock: new ManualClock() });
    await expect(feed.start()).rejects.toThrow(new ReplayFileError(`${bad}, line 2: not JSON`));
    const missing = createReplayFeed({ location: path.join(dir, 'nowhere.jsonl'), quoteScale: 6, clock: new ManualClock() });
    await expect(missing.start()).rejects.toThrow(/cannot be read \(ENOENT\)/);
  });
});

describe('a replay outside demo mode', () => {
  it('is refused by the configuration, and needs its file named', () => {
    expect(() => loadConfig({ PRICE_FEED: 'replay', PRICE_FEED_URL: ticks })).toThrow(replayNeedsDemo);
    expect(() => loadConfig({ PRICE_FEED: 'replay', PRICE_FEED_URL: ticks, DEMO: '0' })).toThrow(replayNeedsDemo);
    expect(() => loadConfig({ PRICE_FEED: 'replay', DEMO: '1' })).toThrow(/PRICE_FEED_URL/);
    expect(loadConfig({ PRICE_FEED: 'replay', PRICE_FEED_URL: ticks, DEMO: '1' }).feed).toMatchObject({ source: 'replay', url: ticks });
  });

  it('is refused by the feed builder whatever the configuration says', () => {
    const config = { demo: false, feed: { source: 'replay' as const, url: ticks, seed: 1 } };
    expect(() => createReferenceFeed({ config, db: null as never, clock: new ManualClock(), log: pino({ level: 'silent' }) })).toThrow(replayNeedsDemo);
  });

  it('stops the server with the reason and a non-zero exit', async () => {
    const run = promisify(execFile);
    const env = { ...process.env, PRICE_FEED: 'replay', PRICE_FEED_URL: ticks, DEMO: '0', DATA_DIR: path.join(dir, 'data') };
    const failed = await run(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env }).then(() => null, (err: { code: number; stderr: string }) => err);
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toBe(`cannot start: ${replayNeedsDemo}\n`);
    expect(fs.existsSync(path.join(dir, 'data'))).toBe(false);
  });
});

describe('a platform on a replay', () => {
  it('marks follow the recording, say they are replayed, and go stale when it ends', async () => {
    const clock = new ManualClock();
    const start = clock.now();
    const server = await startTestServer({ clock, env: { PRICE_FEED: 'replay', PRICE_FEED_URL: ticks } });
    try {
      const { marks, spot } = server.platform.deps;
      expect(marks.replayed).toBe(true);
      expect(spot.feed.replayed).toBe(true);
      expect(marks.current('BTCUSDT')).toEqual({ ok: true, mark: { symbol: 'BTCUSDT', price: 65_000_100_000n, at: start, recordId: `pr_BTCUSDT_${start}`, source: 'replay' } });
      expect(marks.current('XAUUSDT')).toMatchObject({ ok: true, mark: { price: 2_400_550_000n } });
      // Recorded symbols only: nothing is invented for the others.
      expect(marks.current('SOLUSDT')).toEqual({ ok: false, reason: 'stale' });

      clock.advance(1000);
      spot.stepFeed();
      expect(marks.current('BTCUSDT')).toMatchObject({ ok: true, mark: { price: 65_010_000_000n, at: start + 1000 } });
      clock.advance(1500);
      spot.stepFeed();
      expect(marks.current('BTCUSDT')).toMatchObject({ ok: true, mark: { price: 64_990_123_456n, at: start + 2500 } });

      // The file has ended: ten seconds on, the last mark is too old and the instrument pauses.
      const paused: Array<{ symbol: string; reason: string | null }> = [];
      marks.onPause((e) => paused.push({ symbol: e.symbol, reason: e.reason }));
      clock.advance(10_001);
      spot.stepFeed();
      marks.check();
      expect(marks.current('BTCUSDT')).toEqual({ ok: false, reason: 'stale', since: start + 12_500 });
      expect(paused).toContainEqual({ symbol: 'BTCUSDT', reason: 'stale' });
      expect(paused).toContainEqual({ symbol: 'XAUUSDT', reason: 'stale' });
    } finally {
      await server.stop();
    }
  });
});
