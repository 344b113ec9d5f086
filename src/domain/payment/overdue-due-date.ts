/**
 * The due date of an overdue balance (SPEC §3 Overdue debt info): overdueBalanceExpiryDay is how many
 * days past due the balance is, so its due date is that many days before today in the shop's calendar.
 */
import { type CalendarDate, shopDate } from '../shop-calendar.ts';

/** The calendar day `daysPast` days before `now` in the shop's time zone; undefined when not past due. */
export function overdueDueDate(now: Date, daysPast: number): CalendarDate | undefined {
  if (!Number.isSafeInteger(daysPast) || daysPast <= 0) return undefined;
  const today = shopDate(now);
  const due = new Date(Date.UTC(today.year, today.month - 1, today.day - daysPast));
  return { year: due.getUTCFullYear(), month: due.getUTCMonth() + 1, day: due.getUTCDate() };
}

/** A calendar day as the shop writes it in both languages: DD.MM.YYYY. */
export function formatCalendarDate(date: CalendarDate): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.day)}.${two(date.month)}.${date.year}`;
}
