import type { Locale } from '../../../i18n/index.ts';
import { numberLocale } from '../Stars.tsx';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A review's date as the shop shows it: day.month.year in Istanbul time ('' for a bad date). */
export function formatReviewDate(iso: string, locale: Locale): string {
  const tag = numberLocale(locale);
  let f = dateFormats.get(tag);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Istanbul',
    });
    dateFormats.set(tag, f);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : f.format(date);
}
