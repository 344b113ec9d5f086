import { afterEach, describe, expect, test, vi } from 'vitest';
import type { CardCharge } from '../../src/server/payment/provider.ts';
import { TEST_3DS_CODE, TEST_CARDS, TestVirtualPos } from '../../src/server/payment/test-virtual-pos.ts';

const charge = (cardNumber: string): CardCharge => ({
  card: { cardNumber, cardHolder: 'AYŞE YILMAZ', ccv: '000', amount: 0, expiryMonth: 12, expiryYear: 2030 },
  amount: 12_500,
  currency: 'TRY',
  installment: 1,
  reference: 'cart:1:r1:a1',
});

describe('the test virtual POS', () => {
  afterEach(() => vi.useRealTimers());

  test('voids or refunds an approved charge once, as a bank would', async () => {
    const pos = new TestVirtualPos();
    const approved = await pos.charge(charge(TEST_CARDS.approved));
    if (approved.status !== 'approved') throw new Error('not approved');
    await pos.void(approved.transactionId);
    expect(pos.wasVoided(approved.transactionId)).toBe(true);
    await expect(pos.void(approved.transactionId)).rejects.toThrow();
    await expect(pos.refund(approved.transactionId, 12_500)).rejects.toThrow();
    const other = await pos.charge(charge(TEST_CARDS.approvedWorld));
    if (other.status !== 'approved') throw new Error('not approved');
    await expect(pos.refund(other.transactionId, 0)).rejects.toThrow();
    await pos.refund(other.transactionId, 12_500);
    expect(pos.refundOf(other.transactionId)).toBe(12_500);
    await expect(pos.void('not-a-transaction')).rejects.toThrow('Unknown transaction');
  });

  test('a waiting 3-D Secure challenge expires and is dropped; only the right code approves', async () => {
    vi.useFakeTimers();
    const pos = new TestVirtualPos();
    const first = await pos.charge(charge(TEST_CARDS.threeDSecure));
    expect(first.status).toBe('challenge');
    expect(pos.pendingChallenges).toBe(1);
    vi.advanceTimersByTime(5 * 60_000 + 1);
    // The next charge sweeps the expired challenge.
    const second = await pos.charge(charge(TEST_CARDS.threeDSecure));
    expect(pos.pendingChallenges).toBe(1);
    if (first.status !== 'challenge' || second.status !== 'challenge') throw new Error('no challenge');
    expect(await pos.confirmChallenge(first.challengeId, TEST_3DS_CODE)).toMatchObject({
      status: 'declined',
      reasonKey: 'payment.declined.challengeExpired',
    });
    expect(await pos.confirmChallenge(second.challengeId, TEST_3DS_CODE)).toMatchObject({
      status: 'approved',
    });
    expect(pos.pendingChallenges).toBe(0);
  });
});
