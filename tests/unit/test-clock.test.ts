// The moved clock of end-to-end platforms: system time plus a file's offset, only forward, only in tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clockFromEnv, offsetClock } from '../../server/test-clock';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clock-'));
const file = path.join(dir, 'offset');
afterEach(() => fs.rmSync(file, { force: true }));

describe('offsetClock', () => {
  it('is the real time until the file says otherwise, then the real time plus its offset', () => {
    let real = 1_000;
    const clock = offsetClock(file, () => real);
    expect(clock.now()).toBe(1_000);
    real += 10;
    expect(clock.now()).toBe(1_010);
    fs.writeFileSync(file, String(86_400_000));
    // The very next reading sees the move, however soon it comes.
    expect(clock.now()).toBe(1_010 + 86_400_000);
    fs.writeFileSync(file, String(86_400_001));
    expect(clock.now()).toBe(1_010 + 86_400_001);
  });

  it('never goes back: a smaller or unreadable offset is ignored', () => {
    let real = 0;
    const clock = offsetClock(file, () => real);
    fs.writeFileSync(file, '5000');
    expect(clock.now()).toBe(5_000);
    fs.writeFileSync(file, '1000');
    real += 100;
    expect(clock.now()).toBe(5_100);
    fs.writeFileSync(file, 'soon');
    real += 100;
    expect(clock.now()).toBe(5_200);
  });

  it('exists only for tests that ask for it', () => {
    expect(clockFromEnv({ NODE_ENV: 'production', TEST_CLOCK_FILE: file })).toBeUndefined();
    expect(clockFromEnv({ NODE_ENV: 'test' })).toBeUndefined();
    expect(clockFromEnv({ NODE_ENV: 'test', TEST_CLOCK_FILE: file })).toBeDefined();
  });
});
