/**
 * The card's installment table at the checkout (SPEC §3 Installment plan, §9 Payment): one row per
 * plan the BIN look-up gave, with the price of one installment, the last one (which takes the
 * remainder) and the total in TRY, so that they add up.
 */

import { installmentSchedule } from '../cart/price-rule.ts';
import type { Minor } from '../money.ts';

/** A plan as POST /bin-control answers it (SPEC §3: id, installment, commisionFee). */
export interface InstallmentPlan {
  readonly id: number;
  readonly installment: number;
  readonly commisionFee: number;
}

/** One row of the table: the plan, each installment's price and the total paid, in minor units of TRY. */
export interface InstallmentRow {
  readonly id: number;
  readonly installment: number;
  readonly commission: number;
  /** Each installment but the last (the total / count floored to the kuruş). */
  readonly perInstallment: Minor;
  /** The last installment: the remainder, so that the installments add up to `total`. */
  readonly lastInstallment: Minor;
  readonly total: Minor;
}

/** The table's rows for an amount in TRY minor units, in the order the plans came (single payment first). */
export function installmentRows(amount: Minor, plans: readonly InstallmentPlan[]): InstallmentRow[] {
  return plans
    .filter((p) => Number.isSafeInteger(p.installment) && p.installment >= 1)
    .map((p) => {
      const plan = installmentSchedule(amount, p.commisionFee, p.installment);
      return {
        id: p.id,
        installment: p.installment,
        commission: p.commisionFee,
        perInstallment: plan.each,
        lastInstallment: plan.last,
        total: plan.total,
      };
    });
}
