// The clock of an end-to-end platform that a journey moves forward (a daily cut-off, a subscription
// window or a lock passes without the test sleeping): the platform adds the offset written here to
// its system time (`TEST_CLOCK_FILE`, test mode only) and never goes back.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface MovedClock {
  /** Environment for the platform process. */
  env: Record<string, string>;
  /** Moves the platform's time forward by `ms` (cumulative). */
  advance(ms: number): void;
  /** The platform's time now, as it reads it. */
  now(): number;
  remove(): void;
}

export function movedClock(): MovedClock {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-clock-'));
  const file = path.join(dir, 'offset');
  let offset = 0;
  fs.writeFileSync(file, '0');
  return {
    env: { TEST_CLOCK_FILE: file },
    advance(ms) {
      offset += ms;
      fs.writeFileSync(file, String(offset));
    },
    now: () => Date.now() + offset,
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
