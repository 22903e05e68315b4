// The clock of a platform that an end-to-end test moves forward: the system time plus an offset
// in milliseconds that the test writes to a file (a daily cut-off or a subscription window then
// passes without a test sleeping). Only `NODE_ENV=test` with `TEST_CLOCK_FILE` set builds one.
// Every reading reads the file, one positioned read on a descriptor kept open: a call the test makes
// right after moving the clock already sees the new time. The offset never goes back, so time stays
// monotonic.
import fs from 'node:fs';
import type { Clock } from './platform';

export function offsetClock(file: string, realNow: () => number = Date.now): Clock {
  let offset = 0;
  let fd: number | undefined;
  const buffer = Buffer.alloc(32);
  const reread = () => {
    try {
      // The test rewrites the file in place, so the descriptor keeps seeing its content.
      fd ??= fs.openSync(file, 'r');
      const length = fs.readSync(fd, buffer, 0, buffer.length, 0);
      const value = Number(buffer.toString('utf8', 0, length).trim());
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
