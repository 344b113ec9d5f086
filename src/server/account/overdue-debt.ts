/** The customer's overdue debt as the account pages warn of it. */
import { eq } from 'drizzle-orm';
import type { OverdueDebt } from '../../contract/customer.ts';
import { fromMinor } from '../../domain/money.ts';
import { showOverdueDebtWarning } from '../../domain/payment/overdue-debt.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import type { Database } from '../db/client.ts';
import { overdueDebts } from '../db/schema/index.ts';

/** The overdue debt info of a customer and whether its warning shows (none: 0 TRY, no warning). */
export async function overdueDebtOf(db: Database, customerId: number): Promise<OverdueDebt> {
  const [debt] = await db.select().from(overdueDebts).where(eq(overdueDebts.customerId, customerId)).limit(1);
  const settings = await loadSettings(db);
  return {
    overdueBalance: fromMinor(debt?.overdueBalance ?? 0),
    overdueBalanceExpiryDay: debt?.overdueBalanceExpiryDay ?? 0,
    currency: debt?.currencyCode ?? 'TRY',
    show: showOverdueDebtWarning({
      showOverdueDebtInfo: settings.showOverdueDebtInfo,
      // Kuruş as an exact decimal of scale 2, compared with the limit in the same currency.
      overdueBalance: debt ? { int: BigInt(debt.overdueBalance), scale: 2 } : null,
      overdueDebtInfoLimit: settings.overdueDebtInfoLimit,
    }),
  };
}
