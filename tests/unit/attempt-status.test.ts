import { describe, expect, test } from 'vitest';
import { isAbandoned } from '../../src/domain/payment/attempt-status.ts';

const now = new Date('2025-03-10T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('card payment attempts left behind', () => {
  test('a 3-D Secure challenge is left after 5 minutes', () => {
    expect(isAbandoned({ status: 'challenge', createdAt: minutesAgo(5) }, now)).toBe(false);
    expect(isAbandoned({ status: 'challenge', createdAt: minutesAgo(5.01) }, now)).toBe(true);
  });

  test('an attempt still with the bank after 10 minutes belongs to a request that died', () => {
    for (const status of ['pending', 'confirming', 'authorized']) {
      expect(isAbandoned({ status, createdAt: minutesAgo(10) }, now), status).toBe(false);
      expect(isAbandoned({ status, createdAt: minutesAgo(11) }, now), status).toBe(true);
    }
  });

  test('booked money is never abandoned however old', () => {
    for (const status of ['approved']) {
      expect(isAbandoned({ status, createdAt: minutesAgo(60 * 24 * 30) }, now), status).toBe(false);
    }
  });

  test('ended attempts are not abandoned: nothing to end', () => {
    for (const status of ['declined', 'failed', 'abandoned', 'voided', 'refunded', 'void_failed']) {
      expect(isAbandoned({ status, createdAt: minutesAgo(60) }, now), status).toBe(false);
    }
  });
});
