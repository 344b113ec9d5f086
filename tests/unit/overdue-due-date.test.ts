import { describe, expect, test } from 'vitest';
import { formatCalendarDate, overdueDueDate } from '../../src/domain/payment/overdue-due-date.ts';

describe('the due date of an overdue balance', () => {
  test('is the given number of days before today in Istanbul, across months and years', () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Istanbul (UTC+3).
    const now = new Date('2025-12-31T22:30:00Z');
    expect(overdueDueDate(now, 1)).toEqual({ year: 2025, month: 12, day: 31 });
    expect(overdueDueDate(now, 45)).toEqual({ year: 2025, month: 11, day: 17 });
    expect(overdueDueDate(new Date('2024-03-10T09:00:00Z'), 10)).toEqual({ year: 2024, month: 2, day: 29 });
  });

  test('there is none when the balance is not past due or the day count is unreadable', () => {
    const now = new Date('2026-01-15T09:00:00Z');
    expect(overdueDueDate(now, 0)).toBeUndefined();
    expect(overdueDueDate(now, -3)).toBeUndefined();
    expect(overdueDueDate(now, 1.5)).toBeUndefined();
    expect(overdueDueDate(now, Number.NaN)).toBeUndefined();
  });

  test('is written DD.MM.YYYY', () => {
    expect(formatCalendarDate({ year: 2026, month: 3, day: 7 })).toBe('07.03.2026');
  });
});
