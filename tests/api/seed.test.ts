import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTcKimlikNo, isVergiKimlikNo } from '../../src/domain/address/national-id.ts';
import { RESERVED_SLUGS } from '../../src/domain/catalog/campaign-lists.ts';
import { settingsKeys } from '../../src/domain/settings.ts';
import { slugify } from '../../src/domain/slug.ts';
import { parseBankAccounts, parseSocialMedia } from '../../src/domain/store-settings.ts';
import { verifyPassword } from '../../src/server/auth/password.ts';
import type { Database, DbHandle } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { sweepUnpaidTransfers } from '../../src/server/orders/unpaid-transfer-sweep.ts';
import { isValidIban } from '../../src/server/seed/iban.ts';
import { DEMO_CUSTOMER, isSeeded, type SeedSummary, seedDatabase } from '../../src/server/seed/index.ts';
import { ean13CheckDigit } from '../../src/server/seed/product-prices.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const N = 300;
const HOUR = 3_600_000;
const NOW = new Date('2026-03-16T09:30:00Z');
const TURKISH_ALPHABET = 'ABCÇDEFGĞHIİJKLMNOÖPQRSŞTUÜVWXYZ';

async function q<R = Record<string, unknown>>(db: Database, query: ReturnType<typeof sql>): Promise<R[]> {
  return rowsOf<R>(await db.execute(query));
}

// A digest of what a shopper sees of the catalog: names, codes, prices, stock and images.
async function catalogDigest(db: Database): Promise<string> {
  const rows = await q(
    db,
    sql`select p.id, p.code, p.name, p.quantity, p.star_rate, p.currency_code, u.unit_code, u.price, u.list_price,
          (select string_agg(file, ',' order by position) from product_images i where i.product_id = p.id) as images
        from products p join product_units u on u.product_id = p.id and u.is_default order by p.id`,
  );
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

describe.each(testDatabases)('seed on %s', (kind) => {
  let handle: DbHandle;
  let db: Database;
  let imagesDir: string;
  let summary: SeedSummary;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    db = handle.db;
    imagesDir = await mkdtemp(join(tmpdir(), 'seed-images-'));
    expect(await isSeeded(handle)).toBe(false);
    summary = await seedDatabase(handle, { products: N, imagesDir, now: NOW });
  });

  afterAll(async () => {
    await handle?.close();
    if (imagesDir) await rm(imagesDir, { recursive: true, force: true });
  });

  it('creates N catalog products plus the shipping product, and reports itself seeded', async () => {
    expect(summary.counts.products).toBe(N);
    const [row] = await q<{ n: number }>(db, sql`select count(*)::int as n from products`);
    expect(row?.n).toBe(N + 1);
    expect(await isSeeded(handle)).toBe(true);
  });

  it('gives every product exactly one default unit and valid, unique EAN-13 barcodes', async () => {
    const bad = await q(
      db,
      sql`select p.id from products p
          where (select count(*) from product_units u where u.product_id = p.id and u.is_default) <> 1`,
    );
    expect(bad).toEqual([]);
    const units = await q<{ barcode: string; multiplier: string; unit_code: string }>(
      db,
      sql`select barcode, multiplier, unit_code from product_units where barcode is not null`,
    );
    expect(units.length).toBeGreaterThan(N);
    for (const { barcode } of units) {
      expect(barcode).toMatch(/^869\d{10}$/);
      expect(Number(barcode[12])).toBe(ean13CheckDigit(barcode.slice(0, 12)));
    }
    expect(new Set(units.map((u) => u.barcode)).size).toBe(units.length);
    const codes = new Set(units.map((u) => u.unit_code));
    for (const code of ['ADET', 'PAKET', 'KOLİ', 'KG']) expect(codes).toContain(code);
    expect(units.some((u) => Number(u.multiplier) === 0.5)).toBe(true);
  });

  it('gives every product at least one image whose file exists, and writes the 404 placeholder', async () => {
    const without = await q(
      db,
      sql`select id from products p where not exists (select 1 from product_images i where i.product_id = p.id)`,
    );
    expect(without).toEqual([]);
    const files = await q<{ file: string }>(db, sql`select distinct file from product_images`);
    expect(files.length).toBeGreaterThan(20);
    for (const { file } of files) expect(existsSync(join(imagesDir, file)), file).toBe(true);
    const pool = await sharp(join(imagesDir, 'p-001.jpg')).metadata();
    expect([pool.width, pool.height, pool.format]).toEqual([800, 800, 'jpeg']);
    expect((await sharp(join(imagesDir, '404.png')).metadata()).format).toBe('png');
    const maxPerProduct = await q<{ n: number }>(
      db,
      sql`select max(c)::int as n from (select count(*) as c from product_images group by product_id) x`,
    );
    expect(maxPerProduct[0]?.n).toBeLessThanOrEqual(4);
    const repeated = await q(
      db,
      sql`select product_id, file from product_images group by product_id, file having count(*) > 1`,
    );
    expect(repeated).toEqual([]);
  });

  it('has variant parents with 1, 2 and 3 dimensions whose children cover every combination', async () => {
    const parents = await q<{ id: number; dims: number; children: number; combos: number; full: number }>(
      db,
      sql`select p.id, count(distinct d.id)::int as dims,
            (select count(*)::int from products c where c.parent_id = p.id) as children,
            (select coalesce(exp(sum(ln(n))), 1)::int from (select count(distinct v.value) as n from variant_values v
              join variant_dimensions d2 on d2.id = v.dimension_id where d2.product_id = p.id group by d2.id) k) as combos,
            (select count(*)::int from products c where c.parent_id = p.id
              and (select count(*) from variant_values v where v.product_id = c.id) = count(distinct d.id)) as full
          from products p join variant_dimensions d on d.product_id = p.id group by p.id`,
    );
    expect(new Set(parents.map((p) => p.dims))).toEqual(new Set([1, 2, 3]));
    for (const p of parents) {
      expect(p.children).toBeGreaterThan(1);
      expect(p.children).toBe(p.combos);
      expect(p.full).toBe(p.children);
    }
    // Children are full products: own units, images and stock rows.
    const bare = await q(
      db,
      sql`select c.id from products c where c.parent_id is not null and (
            not exists (select 1 from product_units u where u.product_id = c.id)
            or not exists (select 1 from inventory i where i.product_id = c.id))`,
    );
    expect(bare).toEqual([]);
  });

  it('has stock per warehouse adding up to the product quantity, some of it zero or negative', async () => {
    const mismatched = await q(
      db,
      sql`select p.id from products p join inventory i on i.product_id = p.id
          group by p.id, p.quantity having sum(i.quantity) <> p.quantity`,
    );
    expect(mismatched).toEqual([]);
    const [stock] = await q<{ zero: number; negative: number; positive: number; warehouses: number }>(
      db,
      sql`select count(*) filter (where quantity = 0 and is_active)::int as zero,
                 count(*) filter (where quantity < 0)::int as negative,
                 count(*) filter (where quantity > 0)::int as positive,
                 (select count(*)::int from warehouses) as warehouses from products`,
    );
    expect(stock?.zero).toBeGreaterThan(0);
    expect(stock?.negative).toBeGreaterThan(0);
    expect(stock?.positive).toBeGreaterThan(N / 2);
    expect(stock?.warehouses).toBe(4);
  });

  it('prices in TRY, USD and EUR with exchange rates, with discounts and ask-price products', async () => {
    const currencies = await q<{ code: string; exchange_rate: string; is_default: boolean }>(
      db,
      sql`select code, exchange_rate, is_default from currencies order by id`,
    );
    expect(currencies.map((c) => c.code)).toEqual(['TRY', 'USD', 'EUR']);
    expect(currencies.filter((c) => c.is_default).map((c) => c.code)).toEqual(['TRY']);
    expect(Number(currencies[0]?.exchange_rate)).toBe(1);
    for (const c of currencies.slice(1)) expect(Number(c.exchange_rate)).toBeGreaterThan(10);
    const used = await q<{ code: string }>(db, sql`select distinct currency_code as code from products`);
    expect(new Set(used.map((u) => u.code))).toEqual(new Set(['TRY', 'USD', 'EUR']));
    const [prices] = await q<{ discounted: number; equal: number; ask: number; below: number }>(
      db,
      sql`select count(*) filter (where list_price > price)::int as discounted,
                 count(*) filter (where list_price = price and price > 0)::int as equal,
                 count(*) filter (where price = 0)::int as ask,
                 count(*) filter (where list_price < price)::int as below
          from product_units where is_default`,
    );
    expect(prices?.discounted).toBeGreaterThan(0);
    expect(prices?.equal).toBeGreaterThan(prices?.discounted ?? 0);
    expect(prices?.ask).toBeGreaterThan(0);
    expect(prices?.below).toBe(0);
    const taxRates = await q<{ t: string }>(db, sql`select distinct tax_rate::text as t from products`);
    expect(taxRates.map((r) => Number(r.t)).sort((a, b) => a - b)).toEqual([0, 1, 10, 20]);
  });

  it('has products with and without star rates and sales numbers, and SEO slugs of their names', async () => {
    const [stats] = await q<{ rated: number; unrated: number; selling: number; unsold: number }>(
      db,
      sql`select count(*) filter (where star_rate > 0)::int as rated, count(*) filter (where star_rate = 0)::int as unrated,
                 count(*) filter (where sales_number > 0)::int as selling, count(*) filter (where sales_number = 0)::int as unsold
          from products`,
    );
    for (const n of Object.values(stats ?? {})) expect(n).toBeGreaterThan(10);
    const rows = await q<{ name: string; seo: string; meta_title: string | null }>(
      db,
      sql`select name, seo, meta_title from products`,
    );
    for (const r of rows) expect(r.seo).toBe(slugify(r.name));
    expect(rows.filter((r) => r.meta_title).length).toBeGreaterThan(N / 2);
  });

  it('names the inactive Kargo Bedeli product in urNo, and stores every setting', async () => {
    const settings = await q<{ key: string; value: string }>(db, sql`select key, value from settings`);
    expect(new Set(settings.map((s) => s.key))).toEqual(new Set(settingsKeys));
    const urNo = settings.find((s) => s.key === 'urNo')?.value;
    const [shipping] = await q<{ name: string; is_active: boolean }>(
      db,
      sql`select name, is_active from products where id = ${Number(urNo)}`,
    );
    expect(shipping).toEqual({ name: 'Kargo Bedeli', is_active: false });
    const accounts = parseBankAccounts(settings.find((s) => s.key === 'b2cHavaleEftHesapBilgisi')?.value);
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    for (const a of accounts) expect(isValidIban(a.iban), a.iban).toBe(true);
  });

  it('seeds the store, card installment plans and campaigns', async () => {
    const [store] = await q<{
      name: string;
      whatsapp: string;
      whatsapp_control: boolean;
      social_media: string;
      tax_number: string;
    }>(db, sql`select * from store`);
    expect(store?.name).toBe('Anadolu Ticaret');
    expect(store?.whatsapp).toBe('905321234567');
    expect(store?.whatsapp_control).toBe(true);
    // The seller the Ön Bilgilendirme Formu and the Mesafeli Satış Sözleşmesi name.
    expect(store).toMatchObject({
      legal_name: 'Anadolu Ticaret Anonim Şirketi',
      email: 'destek@anadoluticaret.com.tr',
      mersis_no: '0068012345600015',
      tax_number: '0680123456',
    });
    expect(isVergiKimlikNo(String(store?.tax_number))).toBe(true);
    const links = parseSocialMedia(store?.social_media);
    expect(links.filter((l) => l.visible).length).toBe(4);
    const plans = await q<{ card_family: string; installments: number[] }>(
      db,
      sql`select b.card_family, array_agg(p.installment order by p.installment) as installments
          from bank_pos b join pos_plans p on p.bank_pos_id = b.id group by b.card_family`,
    );
    expect(plans.map((p) => p.card_family).sort()).toEqual(
      ['Advantage', 'Axess', 'Bankkart', 'Bonus', 'CardFinans', 'Maximum', 'Paraf', 'World'].sort(),
    );
    for (const p of plans) expect(p.installments.map(Number)).toEqual([2, 3, 6, 9, 12]);
    const campaigns = await q<{ name: string; n: number }>(
      db,
      sql`select c.name, count(cp.product_id)::int as n from campaigns c
          left join campaign_products cp on cp.campaign_id = c.id group by c.id order by c.position`,
    );
    expect(campaigns.map((c) => c.name)).toContain('Kış Fırsatları');
    expect(campaigns.map((c) => c.name)).toContain('Haftanın Ürünleri');
    expect(campaigns.every((c) => c.n > 0)).toBe(true);
    const unsellable = await q(
      db,
      sql`select p.id from campaign_products cp join products p on p.id = cp.product_id
          join product_units u on u.product_id = p.id and u.is_default
          where not p.is_active or u.price = 0 or p.quantity <= 0`,
    );
    expect(unsellable).toEqual([]);
  });

  it('gives brands, categories and campaign lists distinct URL segments, so every list path names one list', async () => {
    const brandCodes = (await q<{ code: string }>(db, sql`select code from brands`)).map((r) => r.code);
    const categoryUrls = (await q<{ url: string }>(db, sql`select url from categories`)).map((r) => r.url);
    expect(brandCodes.length).toBeGreaterThan(5);
    expect(brandCodes.filter((c) => categoryUrls.includes(c))).toEqual([]);
    expect([...brandCodes, ...categoryUrls].filter((s) => RESERVED_SLUGS.has(s))).toEqual([]);
  });

  it('creates the demo customer whose password verifies, with addresses, branches and overdue debt', async () => {
    const [customer] = await q<{ id: number; password_hash: string }>(
      db,
      sql`select id, password_hash from customers where email = ${DEMO_CUSTOMER.email}`,
    );
    expect(customer).toBeDefined();
    expect(await verifyPassword('Demo.2026', customer?.password_hash ?? '')).toBe(true);
    expect(await verifyPassword('demo.2026', customer?.password_hash ?? '')).toBe(false);
    const addresses = await q<{
      invoice_type: string;
      city: string;
      town: string;
      id_number: string;
      tax_number: string;
    }>(
      db,
      sql`select invoice_type, city, town, id_number, tax_number from addresses where customer_id = ${customer?.id} order by id`,
    );
    expect(addresses).toEqual([
      { invoice_type: 'bireysel', city: '34', town: '3423', id_number: expect.any(String), tax_number: '' },
      {
        invoice_type: 'kurumsal',
        city: '6',
        town: '607',
        id_number: expect.any(String),
        tax_number: expect.stringMatching(/^\d{10}$/),
      },
    ]);
    // Valid identity numbers: the addresses pass the shop's tcknVknKontrol check and can be edited as they are.
    expect(isTcKimlikNo(addresses[0]?.id_number ?? '')).toBe(true);
    expect(isVergiKimlikNo(addresses[1]?.tax_number ?? '')).toBe(true);
    const [counts] = await q<{ branches: number; debts: number }>(
      db,
      sql`select (select count(*)::int from branches) as branches, (select count(*)::int from overdue_debts) as debts`,
    );
    expect(counts).toEqual({ branches: 2, debts: 1 });
  });

  it('records each card order as the payment attempt it was paid with, one cart revision each', async () => {
    const rows = await q<{
      order_no: string;
      odeme_tipi: number;
      try_total: number;
      payment_status: string;
      status: string | null;
      amount: number | null;
      cart_revision: number | null;
      transaction_id: string | null;
      last4: string | null;
    }>(
      db,
      sql`select o.order_no, o.odeme_tipi, o.try_total, o.payment_status, a.status, a.amount,
                 a.cart_revision, a.transaction_id, a.last4
          from orders o left join payment_attempts a on a.order_id = o.id order by o.id`,
    );
    const card = rows.filter((r) => r.odeme_tipi === 2);
    expect(card.length).toBeGreaterThan(0);
    for (const r of card) {
      // A refunded order's attempt says so; every other card order's charge stands.
      expect(r.status).toBe(r.payment_status === 'refunded' ? 'refunded' : 'approved');
      expect(Number(r.amount)).toBe(Number(r.try_total));
      expect(r.transaction_id).toBe(`seed-${r.order_no}`);
      expect(r.last4).toBe('0012');
    }
    // Orders paid otherwise have no card attempt.
    expect(rows.filter((r) => r.odeme_tipi !== 2).every((r) => r.status === null)).toBe(true);
    const revisions = card.map((r) => Number(r.cart_revision));
    expect(new Set(revisions).size).toBe(card.length);
    // The saved cart stands at the revision after its last order: a new checkout cannot meet an old attempt.
    const [cart] = await q<{ revision: number }>(
      db,
      sql`select c.revision from carts c join customers u on u.id = c.customer_id
          where u.email = 'demo@anadoluticaret.com.tr'`,
    );
    expect(Number(cart?.revision)).toBe(rows.length);
    expect(Math.max(...revisions)).toBeLessThanOrEqual(rows.length);
  });

  it('seeds orders whose totals equal the sum of their lines, shipped, paid by card, on delivery and by transfer', async () => {
    const orders = await q<{
      id: number;
      order_no: string;
      odeme_tipi: number;
      currency_code: string;
      sub_total: number;
      tax: number;
      shipping_total: number;
      total: number;
      try_total: number;
      cash_on_delivery_fee: number;
      cancelled_at: Date | null;
      payment_status: string;
      fatura_adresi: string;
    }>(db, sql`select * from orders order by id`);
    // More than one page of the order list (10 a page).
    expect(orders).toHaveLength(12);
    const items = await q<{
      order_id: number;
      product_id: number;
      line_net: number;
      line_tax: number;
      tracking_no: string | null;
      carrier_name: string | null;
    }>(db, sql`select order_id, product_id, line_net, line_tax, tracking_no, carrier_name from order_items`);
    const [ur] = await q<{ value: string }>(db, sql`select value from settings where key = 'urNo'`);
    for (const o of orders) {
      const lines = items.filter((i) => i.order_id === o.id);
      const products = lines.filter((i) => String(i.product_id) !== ur?.value);
      const shipping = lines.filter((i) => String(i.product_id) === ur?.value);
      expect(products.length).toBeGreaterThan(0);
      expect(Number(o.sub_total)).toBe(products.reduce((s, i) => s + Number(i.line_net), 0));
      expect(Number(o.tax)).toBe(products.reduce((s, i) => s + Number(i.line_tax), 0));
      expect(Number(o.shipping_total)).toBe(shipping.reduce((s, i) => s + Number(i.line_net), 0));
      expect(Number(o.total)).toBe(
        Number(o.sub_total) + Number(o.tax) + Number(o.shipping_total) + Number(o.cash_on_delivery_fee),
      );
      // Only Kapıda Ödeme orders carry the pay-on-delivery fee (29,90 TL by default).
      if (o.odeme_tipi !== 3) expect(Number(o.cash_on_delivery_fee)).toBe(0);
      if (o.currency_code === 'TRY') expect(Number(o.try_total)).toBe(Number(o.total));
      expect(o.order_no).toMatch(/^SP\d{12}$/);
      expect(o.fatura_adresi).toMatch(/^Adres Başlığı:[^|]+\|Alıcı:/);
    }
    expect(new Set(orders.map((o) => o.order_no)).size).toBe(12);
    expect(new Set(orders.map((o) => o.odeme_tipi))).toEqual(new Set([2, 3, 4]));
    expect(orders.some((o) => o.odeme_tipi === 3 && Number(o.cash_on_delivery_fee) === 2990)).toBe(true);
    expect(orders.some((o) => o.odeme_tipi === 4 && o.payment_status === 'awaiting_transfer')).toBe(true);
    expect(orders.filter((o) => o.cancelled_at !== null).length).toBeGreaterThanOrEqual(1);
    const shipped = (o: { id: number }) =>
      items.filter((i) => i.order_id === o.id && String(i.product_id) !== ur?.value);
    // Being prepared: not cancelled, no tracking number yet.
    expect(orders.some((o) => o.cancelled_at === null && shipped(o).every((i) => !i.tracking_no))).toBe(true);
    // A split shipment: lines with differing carriers and tracking numbers (the detail's cargo column).
    expect(
      orders.some((o) => {
        const lines = shipped(o);
        return (
          new Set(lines.map((i) => `${i.carrier_name}|${i.tracking_no}`)).size > 1 &&
          lines.every((i) => i.tracking_no)
        );
      }),
    ).toBe(true);
    expect(new Set(items.map((i) => i.carrier_name).filter(Boolean)).size).toBeGreaterThanOrEqual(2);
    expect(orders.some((o) => Number(o.shipping_total) > 0)).toBe(true);
    expect(orders.some((o) => o.currency_code !== 'TRY')).toBe(true);
    expect(items.filter((i) => i.tracking_no).length).toBeGreaterThan(2);
  });

  it('keeps comment_count and star_rate consistent with the reviews', async () => {
    const reviewed = await q<{
      id: number;
      comment_count: number;
      star_rate: string;
      n: number;
      avg: string;
    }>(
      db,
      sql`select p.id, p.comment_count, p.star_rate, count(c.id)::int as n, round(avg(c.star), 2)::text as avg
          from products p join comments c on c.product_id = p.id group by p.id`,
    );
    expect(reviewed.length).toBeGreaterThan(0);
    for (const r of reviewed) {
      expect(r.comment_count).toBe(r.n);
      expect(Number(r.star_rate)).toBe(Number(r.avg));
    }
    const [orphans] = await q<{ n: number }>(
      db,
      sql`select count(*)::int as n from comments c where not exists
            (select 1 from order_items i where i.order_id = c.order_id and i.product_id = c.product_id)`,
    );
    expect(orphans?.n).toBe(0);
  });

  it('sorts product names in Turkish alphabetical order by name_sort COLLATE "C"', async () => {
    const rows = await q<{ name: string }>(
      db,
      sql`select name from products order by name_sort collate "C", id`,
    );
    const firsts = rows.map((r) => TURKISH_ALPHABET.indexOf(r.name.charAt(0).toLocaleUpperCase('tr-TR')));
    expect(firsts.every((i) => i >= 0)).toBe(true);
    for (let i = 1; i < firsts.length; i++) expect(firsts[i]).toBeGreaterThanOrEqual(firsts[i - 1] as number);
    const initials = new Set(rows.map((r) => r.name.charAt(0)));
    expect(['Ç', 'Ş', 'Ö', 'Ü', 'İ'].filter((ch) => initials.has(ch)).length).toBeGreaterThanOrEqual(3);
  });

  it('is deterministic: seeding the same N again gives the same catalog; another seed does not', async () => {
    const first = await catalogDigest(db);
    const again = await seedDatabase(handle, { products: N, imagesDir, now: NOW });
    expect(again.counts.products).toBe(N);
    expect(await catalogDigest(db)).toBe(first);
    await seedDatabase(handle, { products: N, imagesDir, now: NOW, seed: 7 });
    expect(await catalogDigest(db)).not.toBe(first);
    const [orders] = await q<{ n: number; first: string }>(
      db,
      sql`select count(*)::int as n, min(order_no) as first from orders`,
    );
    // The wipe restarts the order numbers too.
    expect(orders?.n).toBe(12);
    expect(orders?.first.endsWith('100001')).toBe(true);
  });

  // Runs last: it cancels the demo order it checks.
  it('keeps the demo coherent with the 24-hour transfer sweep: nothing swept at first start', async () => {
    const [awaiting, ...others] = await q<{ id: number; order_no: string; date: Date }>(
      db,
      sql`select id, order_no, date from orders where payment_status = 'awaiting_transfer'`,
    );
    expect(others).toEqual([]);
    if (!awaiting) throw new Error('the demo has no order awaiting its transfer');
    // Placed two hours before seeding, the newest order: inside its 24 hours.
    expect(NOW.getTime() - new Date(awaiting.date).getTime()).toBe(2 * HOUR);
    const [newest] = await q<{ id: number }>(db, sql`select id from orders order by date desc limit 1`);
    expect(newest?.id).toBe(awaiting.id);
    // The transfer that did not arrive in time, shown as such.
    const late = await q<{ payment_status: string; cancelled_at: Date; date: Date }>(
      db,
      sql`select payment_status, cancelled_at, date from orders where cancel_reason = 'transferNotReceived'`,
    );
    expect(late).toHaveLength(1);
    expect(late[0]?.payment_status).toBe('cancelled');
    expect(
      new Date(late[0]?.cancelled_at ?? 0).getTime() - new Date(late[0]?.date ?? 0).getTime(),
    ).toBeGreaterThan(24 * HOUR);

    const stockOf = async () =>
      q<{ id: number; quantity: string }>(
        db,
        sql`select p.id, p.quantity from products p join order_items i on i.product_id = p.id
            where i.order_id = ${awaiting.id} order by p.id`,
      );
    const before = await stockOf();
    expect((await sweepUnpaidTransfers(db, NOW)).cancelled).toEqual([]);
    expect((await sweepUnpaidTransfers(db, new Date(NOW.getTime() + 21 * HOUR))).cancelled).toEqual([]);
    const swept = await sweepUnpaidTransfers(db, new Date(NOW.getTime() + 23 * HOUR));
    expect(swept.cancelled).toEqual([awaiting.order_no]);
    const after = await stockOf();
    expect(after.some((p, i) => Number(p.quantity) > Number(before[i]?.quantity))).toBe(true);
  });
});
