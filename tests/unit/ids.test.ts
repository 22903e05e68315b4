// Ids: sortable by time, and within one millisecond in the order they were drawn (the rows a
// batch writes append to their B-trees).
import { describe, expect, it } from 'vitest';
import { makeIds, ManualClock, type Random } from '../../server/platform';

/** Random bytes that are all the same value, so the first tail of a millisecond is known. */
const fixed = (b: number): Random => ({ bytes: (n) => Buffer.alloc(n, b) });

describe('makeIds', () => {
  it('counts up within a millisecond from the first id\'s random tail, in sortable order', () => {
    const clock = new ManualClock(Date.UTC(2026, 0, 5));
    const ids = makeIds(clock, fixed(0));
    const drawn = Array.from({ length: 40 }, () => ids.next('je'));
    expect(drawn[0]).toBe(`je_${clock.now().toString(32).padStart(9, '0')}0000000000`);
    expect(drawn[1].endsWith('0000000001')).toBe(true);
    // 32 carries over into the next character.
    expect(drawn[32].endsWith('0000000010')).toBe(true);
    expect([...drawn].sort()).toEqual(drawn);
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('draws a fresh tail in the next millisecond, below 2^49 so the millisecond has room to count', () => {
    const clock = new ManualClock(Date.UTC(2026, 0, 5));
    const ids = makeIds(clock, fixed(0xff));
    const first = ids.next('do');
    // Every bit set: the first character keeps four of its five bits.
    expect(first.endsWith('fzzzzzzzzz')).toBe(true);
    expect(ids.next('do').endsWith('g000000000')).toBe(true);
    clock.advance(1);
    const next = ids.next('do');
    expect(next.endsWith('fzzzzzzzzz')).toBe(true);
    expect(next > first).toBe(true);
  });
});
