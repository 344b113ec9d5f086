/**
 * The installment table on the product page (SPEC §4, §9): each row's price per installment for a
 * card's commission, and whether the table shows at all.
 */
import { installmentSchedule, installmentTotalOf } from '../cart/price-rule.ts';
import { cmp, type DecimalInput, dec, decOr, mul } from '../exact.ts';
import type { Minor } from '../money.ts';

function checkCount(count: number): void {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`Not an installment count: ${count}`);
}

/**
 * The price of one installment (all but the last): the installment total / count floored to the
 * kuruş, so that the installments add up to the total with the last one taking the remainder
 * (price-rule.ts rule 6). Commission is a percent and may carry decimals ('2.49').
 * 1000.00 TL, 3.5 %, 3 installments → 1035.00 / 3 = 345.00 TL.
 */
export function installmentPrice(amount: Minor, commission: DecimalInput, count: number): Minor {
  checkCount(count);
  return installmentSchedule(amount, dec(commission), count).each;
}

/** The total paid over the installments: amount × (100 + commission) / 100, rounded half up. */
export function installmentTotal(amount: Minor, commission: DecimalInput): Minor {
  return installmentTotalOf(amount, commission);
}

/**
 * Whether the installment table shows: the amount (minor units) is above installmentLimit
 * (the setting, in major units: '500' means 500.00 TL), compared exactly. A missing or unreadable
 * limit counts as 0.
 */
export function showInstallmentTable(
  amount: Minor,
  installmentLimit: DecimalInput | null | undefined,
): boolean {
  return cmp(amount, mul(decOr(installmentLimit, 0), 100)) > 0;
}
