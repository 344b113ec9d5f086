import type {
  CardCharge,
  ChargeOutcome,
  ChargeResult,
  PaymentProvider,
} from '../../../src/server/payment/provider.ts';
import { TestVirtualPos } from '../../../src/server/payment/test-virtual-pos.ts';

/**
 * The test virtual POS with hooks for tests: counts charges, runs `duringCharge` while the bank is
 * "asked" (to look at the database then, or to let something else happen meanwhile), and can be
 * told to refuse voids or refunds as a bank that cannot be reached would.
 */
export class ProbePos implements PaymentProvider {
  readonly bank = new TestVirtualPos();
  charges = 0;
  duringCharge: ((request: CardCharge) => Promise<void>) | undefined;
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
    if (this.refuseVoid) throw new Error('bank unreachable');
    await this.bank.void(transactionId);
  }

  async refund(transactionId: string, amount: number): Promise<void> {
    if (this.refuseRefund) throw new Error('bank unreachable');
    await this.bank.refund(transactionId, amount);
  }
}
