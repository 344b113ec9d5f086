import { and, asc, count, eq } from 'drizzle-orm';
import type { AddressView } from '../../contract/address.ts';
import { cityByKey } from '../../data/cities.ts';
import { countryByCode } from '../../data/countries.ts';
import { districtByKey } from '../../data/districts.ts';
import { addressValuesFromMultipart } from '../../domain/address/address-multipart.ts';
import type { AddressData, AddressMode } from '../../domain/address/address-validation.ts';
import { ADDRESS_LIMITS, validateAddress } from '../../domain/address/address-validation.ts';
import { flag } from '../../domain/settings.ts';
import type { Session } from '../auth/session.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import type { Database } from '../db/client.ts';
import { addresses, customers, sessions } from '../db/schema/index.ts';
import { Refused } from '../http/refusal.ts';

type AddressRow = typeof addresses.$inferSelect;

/**
 * Saves a new address of a customer, unless the address book already holds ADDRESS_LIMITS.perCustomerMax:
 * then 'full' and nothing is written. The customer's row is locked while counting, so two adds at
 * once cannot both take the last place.
 */
export async function addAddress(
  db: Database,
  customerId: number,
  values: AddressData,
): Promise<AddressRow | 'full'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.customerId, customerId));
    if (n >= ADDRESS_LIMITS.perCustomerMax) return 'full';
    const [row] = await tx
      .insert(addresses)
      .values({ ...values, customerId })
      .returning();
    if (!row) throw new Error('Address insert returned nothing');
    return row;
  });
}

/**
 * A posted address (its property_* fields) validated for a mode: the values to save, or Refused
 * (400) with its first message. The T.C. Kimlik No and Vergi Kimlik No checksums apply when the
 * tcknVknKontrol setting is on.
 */
export async function checkedAddress(
  db: Database,
  form: Readonly<Record<string, string>>,
  mode: AddressMode,
): Promise<AddressData> {
  const settings = await loadSettings(db);
  const result = validateAddress(addressValuesFromMultipart(form), {
    mode,
    checkIdentityNumbers: flag(settings.tcknVknKontrol),
    isKnownCountry: (code) => countryByCode(code) !== undefined,
    isTownOfCity: (cityKey, townKey) => districtByKey(townKey)?.ilce_sehirkey === cityKey,
  });
  if (!result.ok) throw new Refused(Object.values(result.errors)[0] ?? 'api.badRequest', 400);
  return result.value;
}

const LIST_LIMIT = 100;

/** The customer's addresses, oldest first. */
export async function addressesOf(db: Database, customerId: number): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.id))
    .limit(LIST_LIMIT);
}

/** Changes one of the customer's addresses; undefined when it is not theirs. */
export async function editAddress(
  db: Database,
  customerId: number,
  id: number,
  values: AddressData,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .returning();
  return row;
}

/** Deletes one of the customer's addresses; false when it is not theirs. */
export async function deleteAddress(db: Database, customerId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .returning({ id: addresses.id });
  return removed.length > 0;
}

/**
 * Keeps the delivery and invoice addresses chosen for checkout on the session; false (nothing kept)
 * unless both are the customer's own.
 */
export async function chooseAddresses(
  db: Database,
  session: Session,
  customerId: number,
  chosen: { readonly deliveryAddressId: number; readonly invoiceAddressId: number },
): Promise<boolean> {
  const own = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.customerId, customerId));
  const ids = new Set(own.map((a) => a.id));
  if (!ids.has(chosen.deliveryAddressId) || !ids.has(chosen.invoiceAddressId)) return false;
  await db.update(sessions).set(chosen).where(eq(sessions.tokenHash, session.tokenHash));
  return true;
}

/** Forgets the addresses chosen for checkout (the checkout's "return to my addresses"). */
export async function forgetChosenAddresses(db: Database, session: Session): Promise<void> {
  await db
    .update(sessions)
    .set({ deliveryAddressId: null, invoiceAddressId: null })
    .where(eq(sessions.tokenHash, session.tokenHash));
}

/** An address as the API answers it: SPEC §3 fields, plus the names of its country, city and town. */
export function addressView(row: AddressRow): AddressView {
  const city = cityByKey(Number(row.city));
  const town = districtByKey(Number(row.town));
  return {
    id: row.id,
    addressTitle: row.addressTitle,
    name: row.name,
    country: row.country,
    countryName: countryByCode(row.country)?.name ?? row.country,
    city: row.city,
    cityName: city?.sehir_title ?? row.city,
    town: row.town,
    townName: town?.ilce_title ?? row.town,
    address: row.address,
    number: row.number,
    invoiceType: row.invoiceType,
    idNumber: row.idNumber,
    companyName: row.companyName,
    taxOffice: row.taxOffice,
    taxNumber: row.taxNumber,
  };
}
