import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { orderNumber } from '../../src/domain/orders/order-number.ts';
import { isoDateText, shopDate, shopDateTime } from '../../src/domain/shop-calendar.ts';

describe('dates in the shop’s time zone (Europe/Istanbul)', () => {
  test('an order placed after midnight in Istanbul is dated that day, not the UTC day before', () => {
    // 22:30 UTC on 31 Dec is 01:30 on 1 Jan in Istanbul (UTC+3 all year since 2016).
    const placed = new Date('2025-12-31T22:30:00.250Z');
    expect(shopDateTime(placed)).toBe('2026-01-01T01:30:00.250+03:00');
    expect(shopDateTime(placed).slice(0, 10)).toBe('2026-01-01');
    expect(shopDateTime(new Date('2026-06-15T09:05:07Z'))).toBe('2026-06-15T12:05:07.000+03:00');
  });

  test('names the same instant as the UTC text it replaces', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (d) => {
          const text = shopDateTime(d);
          expect(new Date(text).getTime()).toBe(d.getTime());
          expect(text.slice(0, 10)).toBe(isoDateText(shopDate(d)));
        },
      ),
    );
  });

  test('writes a calendar day as YYYY-MM-DD', () => {
    expect(isoDateText({ year: 2026, month: 3, day: 7 })).toBe('2026-03-07');
    expect(isoDateText(shopDate(new Date('2026-02-28T21:00:00Z')))).toBe('2026-03-01');
  });

  test('an order number carries the Istanbul day as yymmdd', () => {
    expect(orderNumber(new Date('2025-12-31T22:30:00Z'), 42)).toBe('SP260101000042');
    expect(orderNumber(new Date('2026-09-16T08:00:00Z'), 1234567)).toBe('SP2609161234567');
  });
});
