/**
 * The card's installment table at the checkout (SPEC §3 Installment plan, §9 Payment): one row per
 * plan the BIN look-up gave, with the price of one installment and the total in TRY.
 */

import type { Minor } from '../money.ts';
import { installmentPrice, installmentTotal } from './installment.ts';

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
  readonly perInstallment: Minor;
  readonly total: Minor;
}

/** The table's rows for an amount in TRY minor units, in the order the plans came (single payment first). */
export function installmentRows(amount: Minor, plans: readonly InstallmentPlan[]): InstallmentRow[] {
  return plans
    .filter((p) => Number.isSafeInteger(p.installment) && p.installment >= 1)
    .map((p) => ({
      id: p.id,
      installment: p.installment,
      commission: p.commisionFee,
      perInstallment: installmentPrice(amount, p.commisionFee, p.installment),
      total: installmentTotal(amount, p.commisionFee),
    }));
}
