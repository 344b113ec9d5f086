import { describe, expect, test } from 'vitest';
import { reversalOf } from '../../src/domain/payment/reversal.ts';

describe('taking back a card charge', () => {
  test('the same shop day is a void, the next day a refund', () => {
    const approved = new Date('2025-03-10T09:00:00Z'); // 12:00 in Istanbul
    expect(reversalOf(approved, new Date('2025-03-10T20:59:59Z'))).toBe('void'); // 23:59:59
    expect(reversalOf(approved, new Date('2025-03-10T21:00:00Z'))).toBe('refund'); // 00:00 next day
    expect(reversalOf(approved, new Date('2025-04-10T09:00:00Z'))).toBe('refund');
  });

  test('days are Istanbul days, whatever the server’s zone', () => {
    // 22:30 UTC on the 9th is 01:30 on the 10th in Istanbul: the same shop day as 12:00 on the 10th.
    expect(reversalOf(new Date('2025-03-09T22:30:00Z'), new Date('2025-03-10T09:00:00Z'))).toBe('void');
    // 20:30 UTC on the 9th is 23:30 on the 9th in Istanbul: the day before.
    expect(reversalOf(new Date('2025-03-09T20:30:00Z'), new Date('2025-03-09T21:30:00Z'))).toBe('refund');
  });
});
