/**
 * The hour of the nightly rebuild (REBUILD_AT): a time of day on the shop's clock (Europe/Istanbul),
 * whatever the server's own time zone, and the next instant it comes round.
 */
import { shopDateTime } from './shop-calendar.ts';

/** A time of day, 0:00 to 23:59. */
export interface TimeOfDay {
  readonly hour: number;
  readonly minute: number;
}

/** Reads `HH:MM` (or `H:MM`), 00:00 to 23:59; undefined for anything else. */
export function parseTimeOfDay(text: string): TimeOfDay | undefined {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return undefined;
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  return hour <= 23 && minute <= 59 ? { hour, minute } : undefined;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The offset of the shop's clock from UTC at an instant, in milliseconds (+03:00 is 10,800,000). */
function shopOffsetMs(instant: Date): number {
  const zone = /([+-])(\d{2}):(\d{2})$/.exec(shopDateTime(instant));
  if (!zone) return 0;
  const minutes = Number(zone[2]) * 60 + Number(zone[3]);
  return (zone[1] === '-' ? -minutes : minutes) * 60_000;
}

/** The first instant after `now` at which the shop's clock shows `at`. */
export function nextShopTime(now: Date, at: TimeOfDay): Date {
  const wall = shopDateTime(now);
  const year = Number(wall.slice(0, 4));
  const month = Number(wall.slice(5, 7));
  const day = Number(wall.slice(8, 10));
  for (let days = 0; days <= 2; days++) {
    // The wall time wanted, read as if it were UTC, less the shop's offset near that instant.
    const asUtc = Date.UTC(year, month - 1, day + days, at.hour, at.minute);
    const guess = asUtc - shopOffsetMs(new Date(asUtc));
    const instant = asUtc - shopOffsetMs(new Date(guess));
    if (instant > now.getTime()) return new Date(instant);
  }
  return new Date(now.getTime() + DAY_MS);
}
