import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADDRESS_LIMITS } from '../../src/domain/address/address-validation.ts';
import { t } from '../../src/i18n/index.ts';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import {
  addresses,
  cartItems,
  carts,
  comments,
  orders,
  overdueDebts,
  paymentAttempts,
} from '../../src/server/db/schema/index.ts';
import { TEST_CARDS, TestVirtualPos } from '../../src/server/payment/test-virtual-pos.ts';
import { approveAndOrder } from './helpers/checkout.ts';
import { apiClient } from './helpers/client.ts';
import { readyCustomer } from './helpers/customers.ts';
import { type CatalogIds, insertCatalog } from './helpers/fixtures.ts';
import { markPaid } from './helpers/order-states.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

const tr = (key: Parameters<typeof t>[1]) => t('tr', key);

/** An address form of the spec's property_* fields, valid as it is. */
const address = (overrides: Record<string, string> = {}) => ({
  multipart: {
    property_address_title: 'Ev',
    property_name: 'Ayşe Yılmaz',
    property_country: 'TR',
    property_city: '34',
    property_town: '3423',
    property_address: 'Caferağa Mah. Moda Cad. No: 12',
    property_number: '+90 (532) 123 45 67',
    property_id_number: '10000000146',
    ...overrides,
  },
});

describe.each(testDatabases)(
  'bad input is refused with the field’s message and changes nothing, on %s',
  (kind) => {
    let handle: DbHandle;
    let ids: CatalogIds;
    let app: ReturnType<typeof createApi>;
    let n = 0;

    async function customer(lines = true) {
      n += 1;
      const ready = await readyCustomer(
        handle.db,
        `sinir${n}@ornek.com.tr`,
        lines
          ? [{ productId: ids.products['KLM-1'] ?? 0, unitId: ids.units['KLM-1:ADET'] ?? 0, quantity: 1 }]
          : [],
      );
      const client = apiClient(app);
      client.cookie = ready.cookie;
      return { ...ready, client };
    }

    beforeAll(async () => {
      handle = await openTestDatabase(kind);
      ids = await insertCatalog(handle.db, [
        { code: 'KLM-1', name: 'Kalem', price: 500, quantity: '100000' },
        { code: 'DEF-1', name: 'Defter', price: 2500, quantity: '50' },
      ]);
      app = createApi(handle.db, { payment: new TestVirtualPos() });
    });
    afterAll(() => handle.close());

    test('the public search with a NUL, a lone surrogate or broken encoding: 400, not 500', async () => {
      const guest = apiClient(app);
      for (const query of ['q=%00', 'brand=%00', 'q=%ED%A0%80', 'q=%FF', 'q=kalem%1B']) {
        const res = await guest.get(`/products/search?${query}`);
        expect(res.status, query).toBe(400);
        expect(res.data.error.messages.type).toBe(tr('api.invalidText'));
      }
      expect((await guest.get('/products/search?q=kalem')).status).toBe(200);
    });

    test('a search of 200 characters is run, one of 201 is refused with its message, never cut', async () => {
      const guest = apiClient(app);
      expect((await guest.get(`/products/search?q=${'k'.repeat(200)}`)).status).toBe(200);
      const long = await guest.get(`/products/search?q=${'k'.repeat(201)}`);
      expect(long.status).toBe(400);
      expect(long.data.error.messages.type).toBe('Arama metni en fazla 200 karakter olabilir.');
    });

    test('a NUL in an address or a review is refused before the database sees it', async () => {
      const s = await customer();
      const res = await s.client.post('/address', address({ property_address_title: 'E\u0000v' }));
      expect(res.status).toBe(400);
      expect(res.data.error.messages.type).toBe(tr('api.invalidText'));
      expect(await handle.db.select().from(addresses).where(eq(addresses.customerId, s.id))).toHaveLength(1);
      const review = await s.client.post('/comment', {
        form: {
          comment_product_controller: String(ids.products['KLM-1']),
          comment_order_no: 'SP2601010000\u00001',
          comment_star: '5',
          comment_title: 'Güzel',
          comment_description: 'Yazıyor.',
        },
      });
      expect(review.status).toBe(400);
    });

    test('address limits hold on add and on edit alike, with each field’s message, and the row stays as it was', async () => {
      const s = await customer(false);
      const cases: [Record<string, string>, string][] = [
        [{ property_address_title: 'Ş'.repeat(51) }, 'Lütfen adres başlığı girin.'],
        [{ property_name: 'Ş'.repeat(51) }, 'Lütfen adınızı girin.'],
        [{ property_address: `Moda Cad. ${'ş'.repeat(250)}` }, 'Adres en fazla 250 karakter olabilir.'],
        [
          {
            property_company_name: 'Ş'.repeat(151),
            property_tax_office: 'Kadıköy',
            property_tax_number: '1234567890',
          },
          'Firma adı en fazla 150 karakter olabilir.',
        ],
        [
          {
            property_company_name: 'Örnek A.Ş.',
            property_tax_office: 'Ş'.repeat(51),
            property_tax_number: '1234567890',
          },
          'Vergi dairesi en fazla 50 karakter olabilir.',
        ],
      ];
      for (const [fields, message] of cases) {
        const added = await s.client.post('/address', address(fields));
        expect(added.status, message).toBe(400);
        expect(added.data.error.messages.type).toBe(message);
        const edited = await s.client.post(`/address/${s.addressId}`, address(fields));
        expect(edited.status, message).toBe(400);
        expect(edited.data.error.messages.type).toBe(message);
      }
      const rows = await handle.db.select().from(addresses).where(eq(addresses.customerId, s.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ addressTitle: 'Ev', address: 'Caferağa Mah. Moda Cad. No: 12' });
      // The longest of each is taken whole.
      const longest = await s.client.post(
        `/address/${s.addressId}`,
        address({ property_address_title: 'Ş'.repeat(50), property_address: 'ş'.repeat(250) }),
      );
      expect(longest.status).toBe(200);
      expect(longest.data.address.addressTitle).toBe('Ş'.repeat(50));
      expect(longest.data.address.address).toBe('ş'.repeat(250));
    });

    test('an address book holds 20 addresses: the 21st is refused with a Turkish message until one is deleted', async () => {
      const s = await customer(false);
      // One address exists; nineteen more, two of them at once.
      for (let i = 2; i <= ADDRESS_LIMITS.perCustomerMax - 2; i++) {
        expect(
          (await s.client.post('/address', address({ property_address_title: `Adres ${i}` }))).status,
        ).toBe(201);
      }
      const racing = await Promise.all(
        [1, 2, 3].map((i) => s.client.post('/address', address({ property_address_title: `Yarış ${i}` }))),
      );
      expect(racing.map((r) => r.status).sort()).toEqual([201, 201, 409]);
      const full = await s.client.post('/address', address({ property_address_title: 'Yirmi birinci' }));
      expect(full.status).toBe(409);
      expect(full.data.error.messages.type).toBe(
        'En fazla 20 adres kaydedebilirsiniz. Yeni bir adres eklemek için kayıtlı adreslerinizden birini silin.',
      );
      const mine = () => handle.db.select().from(addresses).where(eq(addresses.customerId, s.id));
      expect(await mine()).toHaveLength(20);
      // Editing still works with a full book, and a deleted address frees a place.
      expect(
        (await s.client.post(`/address/${s.addressId}`, address({ property_address_title: 'Ana' }))).status,
      ).toBe(200);
      const last = (await mine()).at(-1);
      expect((await s.client.delete(`/address/${last?.id}`)).status).toBe(200);
      expect((await s.client.post('/address', address({ property_address_title: 'Yeni' }))).status).toBe(201);
    });

    test('a review text over 2,000 characters is refused with its message on add and edit, never cut', async () => {
      const s = await customer();
      const order = (await approveAndOrder(s.client, { odemeTipi: '4' })).data.order;
      await markPaid(handle.db, order.id);
      const form = (description: string) => ({
        form: {
          comment_product_controller: String(ids.products['KLM-1']),
          comment_order_no: order.orderNo,
          comment_star: '5',
          comment_title: 'Güzel',
          comment_description: description,
        },
      });
      const long = await s.client.post('/comment', form('ç'.repeat(2001)));
      expect(long.status).toBe(400);
      expect(long.data.error.messages.type).toBe('Yorum açıklaması en fazla 2.000 karakter olabilir.');
      expect(await handle.db.select().from(comments).where(eq(comments.customerId, s.id))).toHaveLength(0);
      const added = await s.client.post('/comment', form(`İlk satır\n${'ç'.repeat(1990)}`));
      expect(added.status).toBe(201);
      expect(added.data.comment.commentDescription).toBe(`İlk satır\n${'ç'.repeat(1990)}`);
      const edit = await s.client.post(`/comment/${added.data.comment.id}`, {
        form: { comment_title: 'Güzel', comment_description: 'ç'.repeat(2001), comment_star: '5' },
      });
      expect(edit.status).toBe(400);
      expect(edit.data.error.messages.type).toBe('Yorum açıklaması en fazla 2.000 karakter olabilir.');
    });

    test('an order note over 500 characters is refused, the cart kept; one of 500 is saved whole', async () => {
      const s = await customer();
      const long = await approveAndOrder(s.client, { odemeTipi: '4', description: 'n'.repeat(501) });
      expect(long.status).toBe(400);
      expect(long.data.error.messages.type).toBe('Açıklama en fazla 500 karakter olabilir.');
      expect(await handle.db.select().from(orders).where(eq(orders.customerId, s.id))).toHaveLength(0);
      const ok = await approveAndOrder(s.client, {
        odemeTipi: '4',
        description: `Kapıya\n${'n'.repeat(493)}`,
      });
      expect(ok.status).toBe(200);
      const [row] = await handle.db.select().from(orders).where(eq(orders.customerId, s.id));
      expect(row?.description).toBe(`Kapıya\n${'n'.repeat(493)}`);
    });

    test('a payment note is read whole up to 500 characters, and one longer is refused before any charge', async () => {
      const s = await customer();
      await handle.db
        .insert(overdueDebts)
        .values({ customerId: s.id, overdueBalance: 100_000, currencyCode: 'TRY' });
      const pay = (description: string) => ({
        json: {
          paymentType: 'pay',
          ccno: TEST_CARDS.approved,
          ccv: '000',
          expiry: '12/39',
          holder: 'AYŞE YILMAZ',
          plan: '0',
          amount: '10',
          description,
          paymentKey: randomUUID(),
        },
      });
      const long = await s.client.post('/payment', pay('p'.repeat(501)));
      expect(long.status).toBe(400);
      expect(long.data.error.messages.type).toBe('Açıklama en fazla 500 karakter olabilir.');
      expect(
        await handle.db.select().from(paymentAttempts).where(eq(paymentAttempts.customerId, s.id)),
      ).toHaveLength(0);
      // 300 characters were cut to 200 before: now they are kept as typed.
      const paid = await s.client.post('/payment', pay('p'.repeat(300)));
      expect(paid.status).toBe(200);
      expect(paid.data.description).toBe('p'.repeat(300));
    });

    test('sign-up, account and deletion fields: over-long values are refused, never cut to fit', async () => {
      const guest = apiClient(app);
      const register = (fields: Record<string, string>) =>
        guest.post('/auth/register', {
          form: {
            name: 'Ayşe',
            surname: 'Yılmaz',
            email: `uzun${n++}@ornek.com.tr`,
            password: 'Gizli.123',
            passwordVerify: 'Gizli.123',
            ...fields,
          },
        });
      expect((await register({ name: 'Ş'.repeat(51) })).data.error.messages.type).toBe(
        'Lütfen adınızı girin.',
      );
      expect((await register({ surname: 'Ş'.repeat(51) })).data.error.messages.type).toBe(
        'Lütfen soyadınızı girin.',
      );
      const longPassword = 'p'.repeat(600);
      const cut = await register({ password: longPassword, passwordVerify: longPassword });
      expect(cut.data.error.messages.type).toBe('Şifreniz 6 karakterden kısa, 30 karakterden uzun olamaz.');
      const s = await customer(false);
      const account = await s.client.post('/accountinfo/settings', {
        form: { name: 'Ç'.repeat(51), surname: 'Yılmaz', email: '', phone: '', gender: '', birthdate: '' },
      });
      expect(account.status).toBe(400);
      expect(account.data.error.messages.type).toBe('Lütfen adınızı girin.');
      const deletion = await s.client.post('/account/delete', { form: { password: 'x'.repeat(300) } });
      expect(deletion.status).toBe(403);
    });

    test('add to cart stops at the 10,000 a line may hold, as PATCH does, and a refused add changes nothing', async () => {
      const s = await customer();
      const productId = ids.products['KLM-1'] ?? 0;
      const [cart] = await handle.db.select().from(carts).where(eq(carts.customerId, s.id));
      await handle.db
        .update(cartItems)
        .set({ quantity: 9_950 })
        .where(and(eq(cartItems.cartId, cart?.id ?? 0), eq(cartItems.productId, productId)));
      const over = await s.client.post(`/cart/${productId}`, { form: { quantity: '100' } });
      expect(over.status).toBe(400);
      expect(over.data.error.messages.type).toBe('Bir ürün sepette en fazla 10.000 adet olabilir.');
      const [after] = await handle.db
        .select()
        .from(carts)
        .where(eq(carts.id, cart?.id ?? 0));
      expect(after?.revision).toBe(cart?.revision);
      expect((await s.client.get('/cart')).data.items[0].quantity).toBe(9_950);
      const exact = await s.client.post(`/cart/${productId}`, { form: { quantity: '50' } });
      expect(exact.status).toBe(201);
      expect(exact.data.quantity).toBe(10_000);
      const patch = await s.client.patch(`/cart/${productId}`, { json: { addQuantity: 1 } });
      expect(patch.status).toBe(400);
      expect(patch.data.error.messages.type).toBe('Bir ürün sepette en fazla 10.000 adet olabilir.');
    });

    test('a body of a type the call does not take is 415, a body over 64 KB is 413', async () => {
      const s = await customer();
      const json = await s.client.post('/auth/login', {
        json: { email: 'a@ornek.com.tr', password: 'Gizli.123' },
      });
      expect(json.status).toBe(415);
      expect(json.data.error.messages.type).toBe(tr('api.unsupportedMediaType'));
      const form = await s.client.patch(`/cart/${ids.products['KLM-1']}`, {
        raw: 'quantity=2',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
      const big = await s.client.post('/address', address({ property_address: 'a'.repeat(70 * 1024) }));
      expect(big.status).toBe(413);
      expect(big.data.error.messages.type).toBe(tr('api.bodyTooLarge'));
    });
  },
);
