import { describe, expect, test } from 'vitest';
import { isReviewable } from '../../src/domain/reviews/review-eligibility.ts';

describe('which order lines may be reviewed (bought: paid or shipped)', () => {
  const line = { paymentStatus: 'paid', orderCancelled: false, trackingNo: null, shippingLine: false };

  test('a paid order’s line, shipped or not (a card order, a Havale-EFT whose transfer arrived)', () => {
    expect(isReviewable(line)).toBe(true);
    expect(isReviewable({ ...line, trackingNo: '123456789012' })).toBe(true);
  });

  test('an unpaid Havale-EFT or Kapıda Ödeme line only once it has a tracking number', () => {
    for (const paymentStatus of ['awaiting_transfer', 'pay_on_delivery']) {
      expect(isReviewable({ ...line, paymentStatus })).toBe(false);
      expect(isReviewable({ ...line, paymentStatus, trackingNo: '   ' })).toBe(false);
      expect(isReviewable({ ...line, paymentStatus, trackingNo: '123456789012' })).toBe(true);
    }
  });

  test('never a cancelled order’s line, nor the shipping charge (urNo)', () => {
    expect(isReviewable({ ...line, orderCancelled: true })).toBe(false);
    expect(isReviewable({ ...line, orderCancelled: true, trackingNo: '1' })).toBe(false);
    expect(isReviewable({ ...line, shippingLine: true })).toBe(false);
    expect(isReviewable({ ...line, paymentStatus: 'cancelled' })).toBe(false);
    expect(isReviewable({ ...line, paymentStatus: 'refunded' })).toBe(false);
  });
});
