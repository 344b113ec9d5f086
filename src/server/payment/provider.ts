import type { ErrorKey } from '../../contract/errors.ts';
import type { Minor } from '../../domain/money.ts';
import type { CardData } from '../../domain/payment/card-validation.ts';

/** A card charge as the shop asks a bank's virtual POS for it. */
export interface CardCharge {
  readonly card: CardData;
  /** The amount to charge in minor units of `currency`, the installment commission included. */
  readonly amount: Minor;
  readonly currency: string;
  /** 1 for a single payment. */
  readonly installment: number;
  /** The shop's reference of this attempt (a repeated submission never reaches the bank: it is answered from its first attempt). */
  readonly reference: string;
}

/** A final answer of the bank. */
export type ChargeResult =
  | { readonly status: 'approved'; readonly authCode: string; readonly transactionId: string }
  | { readonly status: 'declined'; readonly reasonKey: ErrorKey };

/** The bank's first answer: final, or a 3-D Secure challenge the cardholder must confirm. */
export type ChargeOutcome =
  | ChargeResult
  | { readonly status: 'challenge'; readonly challengeId: string; readonly maskedPhone: string };

/** What the shop needs of a payment provider (a bank's virtual POS or a payment company). */
export interface PaymentProvider {
  /** Charges a card, or asks for a 3-D Secure confirmation first. */
  charge(request: CardCharge): Promise<ChargeOutcome>;
  /** Completes a 3-D Secure challenge with the code the cardholder received. */
  confirmChallenge(challengeId: string, code: string): Promise<ChargeResult>;
  /**
   * Cancels an approved charge on the day it was made (before the bank's end-of-day close): nothing
   * reaches the cardholder's statement. Throws when the provider refuses or cannot be reached.
   */
  void(transactionId: string): Promise<void>;
  /**
   * Pays back an approved charge after its day (`amount` in minor units of the charge's currency,
   * at most what was charged). Throws when the provider refuses or cannot be reached.
   */
  refund(transactionId: string, amount: Minor): Promise<void>;
}
