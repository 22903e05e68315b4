// @vitest-environment node
// The platform's interval jobs: stopping waits for a run under way (a job left running would write
// to the database the platform closes next) and starts no new one.
import pino from 'pino';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createScheduler } from '../../server/jobs/scheduler';

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

it('stop() resolves only once the run under way has ended, and no run starts after it', async () => {
  let finish!: () => void;
  const run = vi.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
  const scheduler = createScheduler(pino({ enabled: false }));
  scheduler.add({ name: 'flush', everyMs: 1000, run });
  scheduler.start();
  await vi.advanceTimersByTimeAsync(1000);
  expect(run).toHaveBeenCalledTimes(1);

  let stopped = false;
  const stopping = scheduler.stop().then(() => { stopped = true; });
  await vi.advanceTimersByTimeAsync(5000);
  expect(stopped).toBe(false);
  expect(run).toHaveBeenCalledTimes(1);

  finish();
  await stopping;
  expect(stopped).toBe(true);
  await vi.advanceTimersByTimeAsync(5000);
  expect(run).toHaveBeenCalledTimes(1);
});

it('stop() with nothing under way resolves at once, and a failed run does not hold it', async () => {
  const scheduler = createScheduler(pino({ enabled: false }));
  scheduler.add({ name: 'broken', everyMs: 1000, run: () => Promise.reject(new Error('down')) });
  scheduler.start();
  await vi.advanceTimersByTimeAsync(1000);
  await expect(scheduler.stop()).resolves.toBeUndefined();
});
