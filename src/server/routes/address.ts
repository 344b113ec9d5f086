import { and, asc, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AddressSavedAnswer, AddressView } from '../../contract/address.ts';
import { cityByKey } from '../../data/cities.ts';
import { countryByCode } from '../../data/countries.ts';
import { districtByKey } from '../../data/districts.ts';
import { addressValuesFromMultipart } from '../../domain/address/address-multipart.ts';
import { type AddressMode, validateAddress } from '../../domain/address/address-validation.ts';
import { flag } from '../../domain/settings.ts';
import { addAddress } from '../address/address-book.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import { addresses, sessions } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { formFields, idParam } from '../http/parse.ts';
import { requireCustomer } from '../http/require-customer.ts';

type AddressRow = typeof addresses.$inferSelect;

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

/**
 * The posted address validated for a mode: the values to save, or the 400 answer with the first
 * message. The T.C. Kimlik No and Vergi Kimlik No checksums apply when the tcknVknKontrol setting is on.
 */
async function readAddress(c: Context<AppEnv>, mode: AddressMode) {
  const form = await formFields(c);
  if (!form) return { response: apiError(c, 400, 'api.badRequest') };
  const settings = await loadSettings(c.var.db);
  const result = validateAddress(addressValuesFromMultipart(form), {
    mode,
    checkIdentityNumbers: flag(settings.tcknVknKontrol),
    isKnownCountry: (code) => countryByCode(code) !== undefined,
    isTownOfCity: (cityKey, townKey) => districtByKey(townKey)?.ilce_sehirkey === cityKey,
  });
  if (!result.ok) return { response: apiError(c, 400, Object.values(result.errors)[0] ?? 'api.badRequest') };
  return { value: result.value };
}

const LIST_LIMIT = 100;

/** The address book: create, list, edit, delete (multipart property_* fields; 401 for guests). */
export const addressRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const rows = await c.var.db
      .select()
      .from(addresses)
      .where(eq(addresses.customerId, customer.id))
      .orderBy(asc(addresses.id))
      .limit(LIST_LIMIT);
    return c.json(rows.map(addressView));
  })
  // SPEC §7 names GET; a GET must never change state (a link on another site could clear the
  // shopper's choice), so the reset is a POST, behind the cross-site guard, and GET says so.
  .get('/reset', (c) => {
    c.header('Allow', 'POST');
    return apiError(c, 405, 'api.methodNotAllowed');
  })
  .post('/reset', async (c) => {
    // Forgets the addresses chosen for checkout (the checkout's "return to my addresses").
    const session = c.var.session;
    if (session) {
      await c.var.db
        .update(sessions)
        .set({ deliveryAddressId: null, invoiceAddressId: null })
        .where(eq(sessions.tokenHash, session.tokenHash));
    }
    return c.json({ success: true });
  })
  .post('/', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const read = await readAddress(c, 'add');
    if ('response' in read) return read.response;
    const row = await addAddress(c.var.db, customer.id, read.value);
    if (row === 'full') return apiError(c, 409, 'addressBook.tooMany');
    return c.json({ success: true, address: addressView(row) } satisfies AddressSavedAnswer, 201);
  })
  .post('/:id', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) return apiError(c, 404, 'api.notFound');
    const read = await readAddress(c, 'edit');
    if ('response' in read) return read.response;
    const [row] = await c.var.db
      .update(addresses)
      .set(read.value)
      .where(and(eq(addresses.id, id.data), eq(addresses.customerId, customer.id)))
      .returning();
    if (!row) return apiError(c, 404, 'api.notFound');
    return c.json({ success: true, address: addressView(row) } satisfies AddressSavedAnswer);
  })
  .delete('/:id', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const id = idParam.safeParse(c.req.param('id'));
    if (!id.success) return apiError(c, 404, 'api.notFound');
    const removed = await c.var.db
      .delete(addresses)
      .where(and(eq(addresses.id, id.data), eq(addresses.customerId, customer.id)))
      .returning({ id: addresses.id });
    if (removed.length === 0) return apiError(c, 404, 'api.notFound');
    return c.json({ success: true });
  });

/** POST /post_address: the delivery and invoice addresses chosen for checkout (both the customer's own). */
export const postAddressRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const customer = requireCustomer(c);
  if ('response' in customer) return customer.response;
  const form = await formFields(c);
  const delivery = idParam.safeParse(form?.teslimat_address_id ?? '');
  const invoice = idParam.safeParse(form?.fatura_address_id ?? '');
  if (!delivery.success || !invoice.success) return apiError(c, 400, 'checkout.addressRequired');
  const own = await c.var.db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.customerId, customer.id));
  const ids = new Set(own.map((a) => a.id));
  if (!ids.has(delivery.data) || !ids.has(invoice.data)) return apiError(c, 404, 'api.notFound');
  await c.var.db
    .update(sessions)
    .set({ deliveryAddressId: delivery.data, invoiceAddressId: invoice.data })
    .where(eq(sessions.tokenHash, c.var.session?.tokenHash ?? ''));
  return c.json({ success: true });
});
