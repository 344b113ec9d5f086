// The set-up order tests share: a shop whose orders ship, a signed-in customer's client, a card payment.
import type { createApi } from '../../../src/server/app.ts';
import type { Database } from '../../../src/server/db/client.ts';
import { settings } from '../../../src/server/db/schema/index.ts';
import { TEST_CARDS } from '../../../src/server/payment/test-virtual-pos.ts';
import { fetchAgreements } from './checkout.ts';
import { apiClient } from './client.ts';
import { type ReadyCustomer, readyCustomer } from './customers.ts';
import { type CatalogIds, insertCatalog, type ProductFixture } from './fixtures.ts';

type Client = ReturnType<typeof apiClient>;

/** The pen most order tests buy: 5,00 net and 1 kg, so every order of it ships for 49,90. */
export const PEN: ProductFixture = { code: 'KLM-1', name: 'Kalem', price: 500, quantity: '100', weight: '1' };

/** The shipping product the shop's urNo names: not on sale, its line on every order is the shipping charge. */
const SHIPPING_PRODUCT: ProductFixture = {
  code: 'KARGO',
  name: 'Kargo Bedeli',
  price: 0,
  quantity: '0',
  isActive: false,
};

/** Shipping by weight (49,90 up to 5 kg, 69,90 up to 10 kg) and every payment method on. */
export const SHIPPING_SHOP_SETTINGS: Readonly<Record<string, string>> = {
  kargoUcreti: '0/5/49.90_5/10/69.90',
  b2c_kk_odeme: '1',
  b2c_heft_odeme: '1',
  b2c_ko_odeme: '1',
  kapidaOdemeBedeli: '29.90',
  kapidaOdemeUstLimit: '10000',
};

/** A shop's catalog ids, with look-ups that give 0 for a code the shop does not have. */
export interface ShippingShop extends CatalogIds {
  /** A product's id by its code. */
  product(code: string): number;
  /** A unit's id by 'CODE:UNIT', e.g. 'KLM-1:ADET'. */
  unit(key: string): number;
}

/**
 * Inserts a shop whose orders ship: the products given, the shipping product KARGO as the shop's urNo,
 * and SHIPPING_SHOP_SETTINGS with the settings given over them.
 */
export async function insertShippingShop(
  db: Database,
  list: readonly ProductFixture[],
  settingValues: Record<string, string> = {},
): Promise<ShippingShop> {
  const ids = await insertCatalog(db, [...list, SHIPPING_PRODUCT], {
    ...SHIPPING_SHOP_SETTINGS,
    ...settingValues,
  });
  await db.insert(settings).values({ key: 'urNo', value: String(ids.products.KARGO) });
  return {
    ...ids,
    product: (code) => ids.products[code] ?? 0,
    unit: (key) => ids.units[key] ?? 0,
  };
}

/** A new customer (readyCustomer: an address chosen, optionally a cart) and a client signed in as them. */
export async function signedInClient(
  app: ReturnType<typeof createApi>,
  db: Database,
  email: string,
  lines: Parameters<typeof readyCustomer>[2] = [],
): Promise<ReadyCustomer & { client: Client }> {
  const ready = await readyCustomer(db, email, lines);
  const client = apiClient(app);
  client.cookie = ready.cookie;
  return { ...ready, client };
}

/** The payment step's card form for the agreements approved (`agreementKey`), paid in one go. */
export function cardPaymentBody(agreementKey: string, card: string = TEST_CARDS.approved) {
  return {
    ccno: card,
    ccv: '000',
    expiry: '12/30',
    holder: 'AYŞE YILMAZ',
    plan: '0',
    amount: '1',
    shippingTotal: '0',
    agreementKey,
  };
}

/** Pays the client's cart by card as the payment step does: the agreements fetched, then approved and paid. */
export async function payCartByCard(client: Client, card: string = TEST_CARDS.approved) {
  const { key } = await fetchAgreements(client, '2');
  return client.post('/payment', { json: cardPaymentBody(key, card) });
}
