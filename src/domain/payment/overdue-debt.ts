/**
 * The overdue-debt warning for signed-in B2B customers (SPEC §9): shown when the setting
 * showOverdueDebtInfo is '1' and the customer's overdue balance is at least overdueDebtInfoLimit.
 */
import { cmp, type DecimalInput, decOr } from '../exact.ts';
import { flag } from '../settings.ts';

/** A settings switch as stored ('1' on) or as JSON gives it. */
type Flag = Parameters<typeof flag>[0];

export interface OverdueDebtInput {
  readonly showOverdueDebtInfo: Flag;
  /** The customer's overdue balance (same unit as the limit); missing means none. */
  readonly overdueBalance: DecimalInput | null | undefined;
  /** Settings overdueDebtInfoLimit; missing or unreadable counts as 0. */
  readonly overdueDebtInfoLimit: DecimalInput | null | undefined;
}

/**
 * Whether the warning shows: the setting is on and overdueBalance ≥ overdueDebtInfoLimit, compared
 * as exact decimals ("1000.10" ≥ 1000.1). A balance of 0 or less never shows it (with a limit of 0
 * the rule alone would warn customers who owe nothing).
 */
export function showOverdueDebtWarning(input: OverdueDebtInput): boolean {
  if (!flag(input.showOverdueDebtInfo)) return false;
  if (input.overdueBalance === null || input.overdueBalance === undefined) return false;
  const balance = decOr(input.overdueBalance, 0);
  if (cmp(balance, 0) <= 0) return false;
  return cmp(balance, decOr(input.overdueDebtInfoLimit, 0)) >= 0;
}
