import { randomBytes, randomUUID } from 'node:crypto';
import type { CardCharge, ChargeOutcome, ChargeResult, PaymentProvider } from './provider.ts';

/**
 * The documented test cards of the built-in test virtual POS. Like a Turkish bank's test
 * environment, only these cards work; any CCV and any future expiry date are accepted.
 */
export const TEST_CARDS = {
  /** Garanti BBVA Bonus MasterCard: approved at once. */
  approved: '5549600000000012',
  /** Yapı Kredi World MasterCard: approved at once. */
  approvedWorld: '5400610000000019',
  /** Türkiye İş Bankası Maximum Visa: asks for 3-D Secure; the code is TEST_3DS_CODE. */
  threeDSecure: '4543180000000014',
  /** Akbank Axess Visa: declined, the card's limit is not enough. */
  declined: '4355080000000013',
} as const;

/** The 3-D Secure code the test bank "sends by SMS". */
export const TEST_3DS_CODE = '123456';

const CHALLENGE_MS = 5 * 60_000;
const CHALLENGE_TRIES = 3;

/** What the test bank keeps of a charge waiting for 3-D Secure: never the card. */
interface Challenge {
  readonly amount: number;
  readonly reference: string;
  readonly expiresAt: number;
  triesLeft: number;
}

function approve(): ChargeResult {
  return {
    status: 'approved',
    authCode: String(randomBytes(3).readUIntBE(0, 3) % 1_000_000).padStart(6, '0'),
    transactionId: randomUUID(),
  };
}

const TRANSACTION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A virtual POS that behaves like a Turkish bank's test environment: the documented cards approve,
 * decline or require 3-D Secure; every other card is refused. A pending challenge keeps only its
 * amount and reference (never the card) and is dropped when it expires; nothing is logged. Voids
 * and refunds are accepted for any transaction id of its own form (the "bank" outlives the
 * process), once: a second void or refund of the same transaction is refused, as a bank would.
 */
export class TestVirtualPos implements PaymentProvider {
  readonly #challenges = new Map<string, Challenge>();
  readonly #voided = new Set<string>();
  readonly #refunded = new Map<string, number>();

  async charge(request: CardCharge): Promise<ChargeOutcome> {
    this.#sweep();
    const number = request.card.cardNumber;
    if (number === TEST_CARDS.approved || number === TEST_CARDS.approvedWorld) return approve();
    if (number === TEST_CARDS.declined) return { status: 'declined', reasonKey: 'payment.declined.limit' };
    if (number === TEST_CARDS.threeDSecure) {
      const challengeId = randomUUID();
      this.#challenges.set(challengeId, {
        amount: request.amount,
        reference: request.reference,
        expiresAt: Date.now() + CHALLENGE_MS,
        triesLeft: CHALLENGE_TRIES,
      });
      return { status: 'challenge', challengeId, maskedPhone: '+90 (5**) *** ** 67' };
    }
    return { status: 'declined', reasonKey: 'payment.declined.card' };
  }

  async confirmChallenge(challengeId: string, code: string): Promise<ChargeResult> {
    const challenge = this.#challenges.get(challengeId);
    if (!challenge || challenge.expiresAt < Date.now()) {
      this.#challenges.delete(challengeId);
      return { status: 'declined', reasonKey: 'payment.declined.challengeExpired' };
    }
    if (code.trim() === TEST_3DS_CODE) {
      this.#challenges.delete(challengeId);
      return approve();
    }
    challenge.triesLeft -= 1;
    if (challenge.triesLeft <= 0) this.#challenges.delete(challengeId);
    return { status: 'declined', reasonKey: 'payment.declined.wrongCode' };
  }

  async void(transactionId: string): Promise<void> {
    this.#reversible(transactionId);
    this.#voided.add(transactionId);
  }

  async refund(transactionId: string, amount: number): Promise<void> {
    this.#reversible(transactionId);
    if (!Number.isSafeInteger(amount) || amount <= 0) throw new Error('Refund amount must be above 0');
    this.#refunded.set(transactionId, amount);
  }

  /** Whether a transaction was voided (for tests). */
  wasVoided(transactionId: string): boolean {
    return this.#voided.has(transactionId);
  }

  /** The amount a transaction was refunded with, if it was (for tests). */
  refundOf(transactionId: string): number | undefined {
    return this.#refunded.get(transactionId);
  }

  /** How many 3-D Secure challenges are waiting (for tests: expired ones are dropped). */
  get pendingChallenges(): number {
    return this.#challenges.size;
  }

  #reversible(transactionId: string): void {
    if (!TRANSACTION_ID.test(transactionId)) throw new Error('Unknown transaction');
    if (this.#voided.has(transactionId) || this.#refunded.has(transactionId)) {
      throw new Error('Transaction already voided or refunded');
    }
  }

  #sweep(): void {
    const now = Date.now();
    for (const [id, challenge] of this.#challenges)
      if (challenge.expiresAt < now) this.#challenges.delete(id);
  }
}
