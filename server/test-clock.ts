// The clock of a platform that an end-to-end test moves forward: the system time plus an offset
// in milliseconds that the test writes to a file (a daily cut-off or a subscription window then
// passes without a test sleeping). Only `NODE_ENV=test` with `TEST_CLOCK_FILE` set builds one.
// Every reading reads the file (a few microseconds): a call the test makes right after moving the
// clock already sees the new time. The offset never goes back, so time stays monotonic.
import fs from 'node:fs';
import type { Clock } from './platform';

export function offsetClock(file: string, realNow: () => number = Date.now): Clock {
  let offset = 0;
  const reread = () => {
    try {
      const value = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isSafeInteger(value) && value > offset) offset = value;
    } catch { /* no file yet: no offset */ }
  };
  return {
    now() {
      reread();
      return realNow() + offset;
    },
  };
}

/** The clock the environment asks for, or undefined for the system clock. */
export function clockFromEnv(env: NodeJS.ProcessEnv): Clock | undefined {
  return env.NODE_ENV === 'test' && env.TEST_CLOCK_FILE ? offsetClock(env.TEST_CLOCK_FILE) : undefined;
}
