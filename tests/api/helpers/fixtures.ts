import { eq } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client.ts';
import {
  bankPos,
  brands,
  categories,
  currencies,
  posPlans,
  products,
  productUnits,
  settings,
  store,
} from '../../../src/server/db/schema/index.ts';

/** A product to insert: the fields a test cares about, the rest defaulted. */
export interface ProductFixture {
  code: string;
  name: string;
  price: number;
  listPrice?: number;
  quantity?: string;
  currency?: string;
  brand?: 'anadolu' | 'bosphorus';
  category?: 'mutfak' | 'kirtasiye';
  taxRate?: string;
  parentId?: number;
  isActive?: boolean;
  /** Weight in kg of the default unit (shipping). */
  weight?: string;
  extraUnits?: { unitCode: string; multiplier: string; price: number }[];
}

/** Ids created by insertCatalog. */
export interface CatalogIds {
  products: Record<string, number>;
  units: Record<string, number>;
}

/** Inserts currencies, two brands, two categories, the store, settings and the given products. */
export async function insertCatalog(
  db: Database,
  list: readonly ProductFixture[],
  settingValues: Record<string, string> = {},
): Promise<CatalogIds> {
  await db.insert(currencies).values([
    { code: 'TRY', name: 'Türk Lirası', exchangeRate: '1', isDefault: true },
    { code: 'USD', name: 'Amerikan Doları', exchangeRate: '34.5', isDefault: false },
  ]);
  const [anadolu, bosphorus] = await db
    .insert(brands)
    .values([
      { code: 'anadolu', name: 'Anadolu' },
      { code: 'bosphorus', name: 'Bosphorus' },
    ])
    .returning();
  const [mutfak, kirtasiye] = await db
    .insert(categories)
    .values([
      { name: 'Mutfak', url: 'mutfak' },
      { name: 'Kırtasiye', url: 'kirtasiye' },
    ])
    .returning();
  await db.insert(store).values({
    id: 1,
    name: 'Test Mağazası',
    url: 'http://localhost',
    legalName: 'Test Mağazacılık A.Ş.',
    address: 'Moda Cad. No: 1 Kadıköy/İSTANBUL',
    phone: '+90 (216) 555 00 11',
    email: 'destek@test-magaza.com.tr',
    mersisNo: '0123456789000015',
    taxOffice: 'Kadıköy',
    taxNumber: '1234567890',
  });
  const values = { showPriceStatus: '1', showNotInStocks: '1', cartStockControl: '0', ...settingValues };
  await db.insert(settings).values(Object.entries(values).map(([key, value]) => ({ key, value })));
  const ids: CatalogIds = { products: {}, units: {} };
  for (const p of list) {
    const [row] = await db
      .insert(products)
      .values({
        code: p.code,
        name: p.name,
        seo: p.code.toLowerCase(),
        currencyCode: p.currency ?? 'TRY',
        taxRate: p.taxRate ?? '20',
        quantity: p.quantity ?? '10',
        brandId: p.brand === 'bosphorus' ? bosphorus?.id : anadolu?.id,
        categoryId: p.category === 'kirtasiye' ? kirtasiye?.id : mutfak?.id,
        parentId: p.parentId,
        isActive: p.isActive ?? true,
      })
      .returning();
    if (!row) throw new Error('insert failed');
    ids.products[p.code] = row.id;
    const [unit] = await db
      .insert(productUnits)
      .values({
        productId: row.id,
        unitCode: 'ADET',
        price: p.price,
        listPrice: p.listPrice ?? p.price,
        weight: p.weight ?? '0',
        isDefault: true,
      })
      .returning();
    if (unit) ids.units[`${p.code}:ADET`] = unit.id;
    for (const [i, extra] of (p.extraUnits ?? []).entries()) {
      const [u] = await db
        .insert(productUnits)
        .values({
          productId: row.id,
          unitCode: extra.unitCode,
          multiplier: extra.multiplier,
          price: extra.price,
          listPrice: extra.price,
          position: i + 1,
        })
        .returning();
      if (u) ids.units[`${p.code}:${extra.unitCode}`] = u.id;
    }
  }
  return ids;
}

/** Two card families' installment plans: Bonus 3 at 2.25 % and Maximum 2 at 1.50 %; their ids. */
export async function insertPosPlans(db: Database): Promise<{ bonus3: number; maximum2: number }> {
  const [bonus, maximum] = await db
    .insert(bankPos)
    .values([
      { name: 'Garanti BBVA', cardFamily: 'Bonus' },
      { name: 'Türkiye İş Bankası', cardFamily: 'Maximum' },
    ])
    .returning();
  const [bonus3, maximum2] = await db
    .insert(posPlans)
    .values([
      { bankPosId: bonus?.id ?? 0, installment: 3, commissionFee: '2.25' },
      { bankPosId: maximum?.id ?? 0, installment: 2, commissionFee: '1.50' },
    ])
    .returning();
  return { bonus3: bonus3?.id ?? 0, maximum2: maximum2?.id ?? 0 };
}

/** The shipping rates of the test shops: up to 5 kg for 49,90 TL, up to 10 kg for 69,90 TL. */
export const TEST_SHIPPING_RATES = '0/5/49.90_5/10/69.90';

/** The pen most order tests buy: 5,00 net and 1 kg, so every order of it ships for 49,90. */
export const PEN: ProductFixture = { code: 'KLM-1', name: 'Kalem', price: 500, quantity: '100', weight: '1' };

/** Kapıda Ödeme on, with its 29,90 TL fee and a 10.000 TL limit: with these, every payment method is on. */
export const CASH_ON_DELIVERY_SETTINGS: Readonly<Record<string, string>> = {
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
 * A shop that ships: the given products, the inactive 'Kargo Bedeli' product (code KARGO, priced 0)
 * named in the urNo setting as the shipping line of every order, the shipping rates, and card and
 * Havale-EFT payment on; `settingValues` add to or override those settings.
 */
export async function insertShippingShop(
  db: Database,
  list: readonly ProductFixture[],
  settingValues: Record<string, string> = {},
): Promise<ShippingShop> {
  const ids = await insertCatalog(
    db,
    [...list, { code: 'KARGO', name: 'Kargo Bedeli', price: 0, quantity: '0', isActive: false }],
    { b2c_kk_odeme: '1', b2c_heft_odeme: '1', kargoUcreti: TEST_SHIPPING_RATES, ...settingValues },
  );
  await db.insert(settings).values({ key: 'urNo', value: String(ids.products.KARGO) });
  return { ...ids, product: (code) => ids.products[code] ?? 0, unit: (key) => ids.units[key] ?? 0 };
}

/** A product's stock in base units, as a number. */
export async function stockOf(db: Database, productId: number): Promise<number> {
  const [row] = await db.select({ q: products.quantity }).from(products).where(eq(products.id, productId));
  return Number(row?.q);
}
