/** Reading the shopper's checkout choices from a call: payment method, locale, installment plan. */
import { eq } from 'drizzle-orm';
import type { InstallmentChoice, OdemeTipi } from '../../domain/checkout/checkout-amounts.ts';
import { isLocale, type Locale } from '../../i18n/index.ts';
import type { Session } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import { posPlans } from '../db/schema/index.ts';

/** The odemeTipi of a call ('2', '3' or '4'), or undefined for anything else. */
export function readOdemeTipi(value: string | undefined): OdemeTipi | undefined {
  const text = (value ?? '').trim();
  return text === '2' || text === '3' || text === '4' ? (Number(text) as OdemeTipi) : undefined;
}

/** The locale the documents are shown in: the one asked for, else the session's; undefined when unknown. */
export function readLocale(value: string | undefined, session: Session | null): Locale | undefined {
  const text = (value ?? '').trim();
  if (text === '') return isLocale(session?.locale) ? session.locale : 'tr';
  return isLocale(text) ? text : undefined;
}

/**
 * An installment plan by id, whatever the card's family (the card is not known yet): null for a
 * single payment ('' or '0'), undefined for garbage or an unknown plan.
 */
export async function readPlan(
  db: Database,
  value: string | undefined,
): Promise<InstallmentChoice | null | undefined> {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return null;
  if (!/^[1-9]\d{0,8}$/.test(text)) return undefined;
  const [plan] = await db
    .select({ installment: posPlans.installment, commission: posPlans.commissionFee })
    .from(posPlans)
    .where(eq(posPlans.id, Number(text)))
    .limit(1);
  return plan ?? undefined;
}
