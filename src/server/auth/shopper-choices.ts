/** The shopper's choices kept on the session (currency, branch, language) and what is offered for them. */
import { and, asc, eq } from 'drizzle-orm';
import type { ShopperSettings } from '../../contract/settings.ts';
import { consentOfRecord } from '../../domain/cookie-consent.ts';
import { type Locale, locales } from '../../i18n/index.ts';
import type { Database } from '../db/client.ts';
import { branches, currencies, sessions } from '../db/schema/index.ts';
import type { Session } from './session.ts';

/** The session's choices, the currencies, languages and (for a customer) branches to choose from. */
export async function shopperSettings(db: Database, session: Session | null): Promise<ShopperSettings> {
  const list = await db.select().from(currencies).orderBy(asc(currencies.id));
  const defaultCurrency = list.find((r) => r.isDefault) ?? list[0];
  const userCurrency = list.find((r) => r.code === session?.currencyCode) ?? defaultCurrency;
  const branchList = session?.customerId
    ? await db
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(eq(branches.customerId, session.customerId))
        .orderBy(asc(branches.id))
    : [];
  return {
    defaultCurrency: defaultCurrency ? { id: defaultCurrency.id, code: defaultCurrency.code } : null,
    userCurrency: userCurrency ? { id: userCurrency.id, code: userCurrency.code } : null,
    currencies: list.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      exchangeRate: Number(r.exchangeRate),
    })),
    // A session's locale is only written by chooseLocale (refined by isLocale), or copied over.
    activeLocale: (session?.locale ?? 'tr') as Locale,
    languages: locales,
    branch: session?.branchId ?? null,
    branches: branchList,
    cookiesAccepted: session?.cookiesAccepted ?? false,
    cookieConsent: consentOfRecord(session),
  };
}

/** Shows prices in a currency; its code, or undefined when there is no such currency. */
export async function chooseCurrency(
  db: Database,
  currencyId: number,
  session: () => Promise<Session>,
): Promise<{ id: number; code: string } | undefined> {
  const [row] = await db.select().from(currencies).where(eq(currencies.id, currencyId)).limit(1);
  if (!row) return undefined;
  const { tokenHash } = await session();
  await db.update(sessions).set({ currencyCode: row.code }).where(eq(sessions.tokenHash, tokenHash));
  return { id: row.id, code: row.code };
}

/** Shops for one of the customer's branches; false when it is not theirs. */
export async function chooseBranch(db: Database, session: Session, customerId: number, branchId: number) {
  const [row] = await db
    .select()
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.customerId, customerId)))
    .limit(1);
  if (!row) return false;
  await db.update(sessions).set({ branchId: row.id }).where(eq(sessions.tokenHash, session.tokenHash));
  return true;
}

/** Keeps the shopper's language on the session. */
export async function chooseLocale(db: Database, session: Session, locale: Locale): Promise<void> {
  await db.update(sessions).set({ locale }).where(eq(sessions.tokenHash, session.tokenHash));
}
