import { describe, expect, test } from 'vitest';
import {
  ATTEMPT_STATUSES,
  isAbandoned,
  LIVE_ATTEMPT_STATUSES,
  reversedStatus,
} from '../../src/domain/payment/attempt-status.ts';

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

  test('booked money, or money being taken back, is never abandoned however old', () => {
    for (const status of ['approved', 'reversing']) {
      expect(isAbandoned({ status, createdAt: minutesAgo(60 * 24 * 30) }, now), status).toBe(false);
    }
  });

  test('ended attempts are not abandoned: nothing to end', () => {
    for (const status of ['declined', 'failed', 'abandoned', 'voided', 'refunded', 'void_failed']) {
      expect(isAbandoned({ status, createdAt: minutesAgo(60) }, now), status).toBe(false);
    }
  });

  test('an attempt being reversed keeps its cart revision, so a failed reversal can return to approved', () => {
    expect(LIVE_ATTEMPT_STATUSES).toContain('approved');
    expect(LIVE_ATTEMPT_STATUSES).toContain('reversing');
    for (const status of LIVE_ATTEMPT_STATUSES) expect(ATTEMPT_STATUSES).toContain(status);
  });

  test('a void ends as voided, a refund as refunded', () => {
    expect(reversedStatus('void')).toBe('voided');
    expect(reversedStatus('refund')).toBe('refunded');
  });
});
