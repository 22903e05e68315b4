// The calendar day of the sign-in: a date (YYYY-MM-DD) in the time zone the rules name, the day
// before it, and when the next one starts. Pure: the clock's time and the zone come in.

const DAY = 86_400_000;

function wallClock(now: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), min: get('minute'), s: get('second') };
}

/** The zone's offset from UTC at `now`, in ms (positive east of Greenwich). */
function offsetAt(now: number, zone: string): number {
  const w = wallClock(now, zone);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s) - Math.floor(now / 1000) * 1000;
}

/** The calendar date in `zone` at `now`. */
export function calendarDate(now: number, zone: string): string {
  const w = wallClock(now, zone);
  return `${String(w.y).padStart(4, '0')}-${String(w.m).padStart(2, '0')}-${String(w.d).padStart(2, '0')}`;
}

/** The date before `date`. */
export function previousDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
}

/** When the calendar day after the one at `now` starts in `zone` (its local midnight, as epoch ms). */
export function nextDayStart(now: number, zone: string): number {
  const tomorrow = Date.parse(`${calendarDate(now, zone)}T00:00:00Z`) + DAY;
  // The offset at midnight may differ from now's (a daylight-saving change): take the one there.
  const guess = tomorrow - offsetAt(now, zone);
  return tomorrow - offsetAt(guess, zone);
}
