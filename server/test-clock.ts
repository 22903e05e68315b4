// The clock of a platform that an end-to-end test moves forward: the system time plus an offset
// in milliseconds that the test writes to a file (a daily cut-off or a subscription window then
// passes without a test sleeping). Only `NODE_ENV=test` with `TEST_CLOCK_FILE` set builds one;
// the offset is re-read at most every 50 ms, and never goes back, so time stays monotonic.
import fs from 'node:fs';
import type { Clock } from './platform';

const REREAD_MS = 50;

export function offsetClock(file: string, realNow: () => number = Date.now): Clock {
  let offset = 0;
  let readAt = -Infinity;
  const reread = () => {
    try {
      const value = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isSafeInteger(value) && value > offset) offset = value;
    } catch { /* no file yet: no offset */ }
  };
  return {
    now() {
      const real = realNow();
      if (real - readAt >= REREAD_MS) { readAt = real; reread(); }
      return real + offset;
    },
  };
}

/** The clock the environment asks for, or undefined for the system clock. */
export function clockFromEnv(env: NodeJS.ProcessEnv): Clock | undefined {
  return env.NODE_ENV === 'test' && env.TEST_CLOCK_FILE ? offsetClock(env.TEST_CLOCK_FILE) : undefined;
}
