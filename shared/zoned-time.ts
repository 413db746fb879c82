// Wall-clock time in a named time zone (IANA), with the platform's Intl data only: the calendar
// date at an instant, and the instant of a wall-clock time on a date (daylight saving included).
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock's year, month, day, hour (0-23), minute and second in `timeZone` at `instant`. */
export function wallClockParts(instant: Date, timeZone: string) {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The calendar date (YYYY-MM-DD) in `timeZone` at `instant`. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  const { year, month, day } = wallClockParts(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Milliseconds the zone's wall clock is ahead of UTC at `instant` (negative west of Greenwich). */
function offsetMs(instant: Date, timeZone: string): number {
  const p = wallClockParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant at which the wall clock in `timeZone` shows `hour`:`minute` on `isoDate`. */
export function zonedInstant(isoDate: string, hour: number, minute: number, timeZone: string): Date {
  const [year, month, day] = isoDate.split('-').map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes settle the offset even when the first guess lands across a daylight-saving change.
  let instant = asUtc - offsetMs(new Date(asUtc), timeZone);
  instant = asUtc - offsetMs(new Date(instant), timeZone);
  return new Date(instant);
}
