import type {
  CardCharge,
  ChargeOutcome,
  ChargeResult,
  PaymentProvider,
} from '../../../src/server/payment/provider.ts';
import { TestVirtualPos } from '../../../src/server/payment/test-virtual-pos.ts';

/**
 * The test virtual POS with hooks for tests: counts charges, voids and refunds, runs `duringCharge`
 * and `duringReversal` while the bank is "asked" (to look at the database then, or to let something
 * else happen meanwhile), and can be told to refuse voids or refunds as a bank that cannot be
 * reached would.
 */
export class ProbePos implements PaymentProvider {
  readonly bank = new TestVirtualPos();
  charges = 0;
  duringCharge: ((request: CardCharge) => Promise<void>) | undefined;
  voids = 0;
  refunds = 0;
  /** Runs while a void or refund is with the bank, before it is answered. */
  duringReversal: ((kind: 'void' | 'refund', transactionId: string) => Promise<void>) | undefined;
  refuseVoid = false;
  refuseRefund = false;

  async charge(request: CardCharge): Promise<ChargeOutcome> {
    this.charges += 1;
    await this.duringCharge?.(request);
    return this.bank.charge(request);
  }

  confirmChallenge(challengeId: string, code: string): Promise<ChargeResult> {
    return this.bank.confirmChallenge(challengeId, code);
  }

  async void(transactionId: string): Promise<void> {
    await this.duringReversal?.('void', transactionId);
    if (this.refuseVoid) throw new Error('bank unreachable');
    await this.bank.void(transactionId);
    this.voids += 1;
  }

  async refund(transactionId: string, amount: number): Promise<void> {
    await this.duringReversal?.('refund', transactionId);
    if (this.refuseRefund) throw new Error('bank unreachable');
    await this.bank.refund(transactionId, amount);
    this.refunds += 1;
  }
}
