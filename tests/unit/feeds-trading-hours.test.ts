// CFD trading hours (UTC): Sunday 22:00 to Friday 21:00, a break 21:00-22:00 Monday to Thursday;
// crypto never closes. Checked at the edges, to the millisecond.
import { describe, expect, it } from 'vitest';
import { isOpen, nextOpen } from '../../server/feeds/trading-hours';

// 2026-01-02 is a Friday; 2026-01-04 a Sunday; 2026-01-05 a Monday.
const at = (day: number, h: number, m = 0, ms = 0) => Date.UTC(2026, 0, day, h, m, 0, ms);
const SUNDAY_OPEN = at(4, 22);

describe('CFD trading hours', () => {
  it('closes on Friday at 21:00 and opens on Sunday at 22:00', () => {
    expect(isOpen('XAUUSDT', at(2, 20, 59, 59_999))).toBe(true);
    expect(isOpen('XAUUSDT', at(2, 21))).toBe(false);
    expect(nextOpen('XAUUSDT', at(2, 21))).toBe(SUNDAY_OPEN);
    expect(isOpen('XAGUSDT', at(3, 12))).toBe(false);
    expect(nextOpen('XAGUSDT', at(3, 12))).toBe(SUNDAY_OPEN);
    expect(isOpen('WTIUSDT', at(4, 21, 59, 59_999))).toBe(false);
    expect(nextOpen('WTIUSDT', at(4, 0))).toBe(SUNDAY_OPEN);
    expect(isOpen('WTIUSDT', SUNDAY_OPEN)).toBe(true);
    expect(nextOpen('WTIUSDT', SUNDAY_OPEN)).toBe(SUNDAY_OPEN);
  });

  it('breaks for an hour each evening Monday to Thursday', () => {
    for (const day of [5, 6, 7, 8]) {
      expect(isOpen('XAUUSDT', at(day, 20, 59, 59_999)), `day ${day}`).toBe(true);
      expect(isOpen('XAUUSDT', at(day, 21)), `day ${day}`).toBe(false);
      expect(isOpen('XAUUSDT', at(day, 21, 59, 59_999)), `day ${day}`).toBe(false);
      expect(nextOpen('XAUUSDT', at(day, 21, 30)), `day ${day}`).toBe(at(day, 22));
      expect(isOpen('XAUUSDT', at(day, 22)), `day ${day}`).toBe(true);
    }
    // Thursday's break ends on Thursday; Friday's 21:00 is the weekend, not a break.
    expect(nextOpen('XAUUSDT', at(8, 21))).toBe(at(8, 22));
    expect(nextOpen('XAUUSDT', at(9, 21))).toBe(at(11, 22));
  });

  it('keeps a CFD open through midnight and the working day', () => {
    expect(isOpen('XAUUSDT', at(5, 0))).toBe(true);
    expect(isOpen('XAUUSDT', at(6, 23, 59))).toBe(true);
    expect(isOpen('XAUUSDT', at(9, 0))).toBe(true);
  });

  it('never closes crypto', () => {
    for (const t of [at(2, 21), at(3, 12), at(4, 21, 30), at(6, 21, 15)]) {
      expect(isOpen('BTCUSDT', t)).toBe(true);
      expect(nextOpen('BTCUSDT', t)).toBe(t);
    }
  });
});
