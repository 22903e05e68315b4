// When an instrument trades (UTC). CFDs on metals and oil: from Sunday 22:00 to Friday 21:00, with
// a daily break 21:00-22:00 Monday to Thursday, so every day's 21:00 hour is closed. Crypto never
// closes. Pure: the time is always given.
import { isCfd } from './cfd-instruments';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const SUNDAY = 0;
const FRIDAY = 5;
const SATURDAY = 6;

export function isOpen(symbol: string, at: number): boolean {
  if (!isCfd(symbol)) return true;
  const d = new Date(at);
  const day = d.getUTCDay();
  const hour = d.getUTCHours();
  if (day === SATURDAY) return false;
  if (day === SUNDAY) return hour >= 22;
  if (day === FRIDAY) return hour < 21;
  return hour !== 21;
}

/** `at` itself when open, else the moment the market next opens. */
export function nextOpen(symbol: string, at: number): number {
  if (isOpen(symbol, at)) return at;
  const dayStart = Math.floor(at / DAY) * DAY;
  const day = new Date(at).getUTCDay();
  // Monday to Thursday in the break: the same evening at 22:00; otherwise the coming Sunday's.
  const daysAhead = day >= 1 && day <= 4 ? 0 : (7 - day) % 7;
  return dayStart + daysAhead * DAY + 22 * HOUR;
}
