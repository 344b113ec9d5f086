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

/** A calendar day as ISO 8601 writes it (YYYY-MM-DD): a form's date field, a date's first 10 characters. */
export function isoDateText(date: CalendarDate): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(date.year).padStart(4, '0')}-${two(date.month)}-${two(date.day)}`;
}

const clock = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/**
 * An instant as ISO 8601 in the shop's time zone with its offset (2026-03-01T01:30:00.000+03:00):
 * the same instant as toISOString() names, but its first 10 characters are the shop's calendar day,
 * which is what an order's date shows (SPEC §9: "the first 10 characters").
 */
export function shopDateTime(instant: Date): string {
  const found: Record<string, number> = {};
  for (const p of clock.formatToParts(instant)) found[p.type] = Number(p.value);
  const ms = instant.getUTCMilliseconds();
  const wall = Date.UTC(
    found.year ?? 0,
    (found.month ?? 1) - 1,
    found.day ?? 1,
    found.hour ?? 0,
    found.minute ?? 0,
    found.second ?? 0,
    ms,
  );
  const offset = Math.round((wall - instant.getTime()) / 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
  const day = isoDateText({ year: found.year ?? 0, month: found.month ?? 0, day: found.day ?? 0 });
  const time = `${two(found.hour ?? 0)}:${two(found.minute ?? 0)}:${two(found.second ?? 0)}.${String(ms).padStart(3, '0')}`;
  return `${day}T${time}${zone}`;
}
