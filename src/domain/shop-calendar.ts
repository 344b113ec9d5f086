/**
 * Calendar dates as the shop sees them. "Today" and "this month" are taken in the shop's time zone
 * (Europe/Istanbul), whatever the zone of the server or the browser, so a check made at 01:00 in
 * Istanbul does not see yesterday's date on a UTC server.
 */

/** The shop's time zone. */
export const SHOP_TIME_ZONE = 'Europe/Istanbul';

/** A day of the calendar; month 1 to 12. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The calendar date of an instant in the shop's time zone. */
export function shopDate(now: Date): CalendarDate {
  const found: Record<string, number> = {};
  for (const p of parts.formatToParts(now)) found[p.type] = Number(p.value);
  return { year: found.year ?? 0, month: found.month ?? 0, day: found.day ?? 0 };
}

/** Reads a 'YYYY-MM-DD' text that names a real day (no 2023-02-29); undefined otherwise. */
export function parseIsoDate(value: string): CalendarDate | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return undefined;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  // Date.UTC rolls an impossible day over into the next month; a real day survives the round trip.
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return undefined;
  }
  return { year, month, day };
}

/** Orders two dates: negative when a is earlier, 0 when the same day, positive when later. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}
