import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { wishlistItems } from '../../src/server/db/schema/index.ts';
import { approveAndOrder } from './helpers/checkout.ts';
import { apiClient } from './helpers/client.ts';
import { readyCustomer } from './helpers/customers.ts';
import { insertCatalog } from './helpers/fixtures.ts';
import { markPaid } from './helpers/order-states.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

type Client = ReturnType<typeof apiClient>;
type Call = {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  init?: Parameters<Client['request']>[2];
};

const addressForm = {
  property_address_title: 'Başkasının',
  property_name: 'Kötü Niyetli',
  property_country: 'TR',
  property_city: '34',
  property_town: '3423',
  property_address: 'Değiştirilmeye çalışılan adres 1',
  property_number: '+90 (532) 000 00 00',
  property_id_number: '12345678950',
  property_company_name: '',
  property_tax_number: '',
  property_tax_office: '',
};

describe.each(testDatabases)('another customer’s objects on %s', (kind) => {
  let handle: DbHandle;
  let app: ReturnType<typeof createApi>;
  let owner: Client;
  let other: Client;
  let guest: Client;
  let ids: {
    address: number;
    order: number;
    orderNo: string;
    comment: number;
    product: number;
    carted: number;
  };
  // What the owner sees of their own data, before anyone else tries anything.
  let ownView: unknown[];

  async function ownerView() {
    return Promise.all(
      ['/address', '/orders', `/orders/${ids.order}`, '/comments', '/wishlist', '/cart'].map(
        async (p) => (await owner.get(p)).data,
      ),
    );
  }

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const catalog = await insertCatalog(
      handle.db,
      [
        { code: 'KLM-1', name: 'Kalem', price: 500, quantity: '50' },
        { code: 'DEF-1', name: 'Defter', price: 2500, quantity: '50' },
      ],
      { b2c_heft_odeme: '1' },
    );
    const kalem = catalog.products['KLM-1'] ?? 0;
    const defter = catalog.products['DEF-1'] ?? 0;
    app = createApi(handle.db);
    const o = await readyCustomer(handle.db, 'sahip@ornek.com.tr');
    const x = await readyCustomer(handle.db, 'diger@ornek.com.tr');
    owner = apiClient(app);
    owner.cookie = o.cookie;
    other = apiClient(app);
    other.cookie = x.cookie;
    guest = apiClient(app);
    await owner.post(`/cart/${kalem}`, { form: { quantity: '2' } });
    const order = (await approveAndOrder(owner, { odemeTipi: '4' })).data.order;
    // Bought: the transfer arrived, so the owner may review it.
    await markPaid(handle.db, order.id);
    const comment = (
      await owner.post('/comment', {
        form: {
          comment_product_controller: String(kalem),
          comment_title: 'Güzel',
          comment_description: 'Beğendim.',
          comment_order_no: order.orderNo,
          comment_star: '5',
        },
      })
    ).data.comment;
    await handle.db.insert(wishlistItems).values({ customerId: o.id, productId: defter });
    await owner.post(`/cart/${defter}`, { form: { quantity: '1' } });
    ids = {
      address: o.addressId,
      order: order.id,
      orderNo: order.orderNo,
      comment: comment.id,
      product: defter,
      carted: defter,
    };
    ownView = await ownerView();
  });
  afterAll(() => handle.close());

  const byId = (): Call[] => [
    { method: 'POST', path: `/address/${ids.address}`, init: { multipart: addressForm } },
    { method: 'DELETE', path: `/address/${ids.address}` },
    { method: 'GET', path: `/orders/${ids.order}` },
    { method: 'PATCH', path: `/order/${ids.order}`, init: { json: { cancel: true } } },
    {
      method: 'POST',
      path: `/comment/${ids.comment}`,
      init: { form: { comment_title: 'Ele geçirildi', comment_description: 'x', comment_star: '1' } },
    },
    { method: 'DELETE', path: `/wishlist/${ids.product}` },
    { method: 'DELETE', path: `/cart/${ids.carted}` },
    { method: 'PATCH', path: `/cart/${ids.carted}`, init: { json: { quantity: 5 } } },
    {
      method: 'POST',
      path: '/post_address',
      init: { form: { teslimat_address_id: String(ids.address), fatura_address_id: String(ids.address) } },
    },
  ];

  test('another customer gets 404 for every call that names the owner’s object', async () => {
    for (const call of byId()) {
      const res = await other.request(call.method, call.path, call.init ?? {});
      expect(res.status, `${call.method} ${call.path}`).toBe(404);
    }
  });

  test('a guest gets 401 for the customer calls, and 404 for the cart of another', async () => {
    for (const call of byId()) {
      const res = await guest.request(call.method, call.path, call.init ?? {});
      const expected = call.path.startsWith('/cart/') ? 404 : 401;
      expect(res.status, `${call.method} ${call.path}`).toBe(expected);
    }
  });

  test('lists show another customer nothing of the owner’s', async () => {
    for (const path of ['/address', '/orders', '/comments', '/wishlist', '/cart']) {
      const text = JSON.stringify((await other.get(path)).data);
      expect(text, path).not.toContain(ids.orderNo);
      expect(text, path).not.toContain('Güzel');
      expect(text, path).not.toContain('"DEF-1"');
    }
    const addresses = (await other.get('/address')).data.map((a: { id: number }) => a.id);
    expect(addresses).not.toContain(ids.address);
    const comments = await other.get(`/product/${ids.product}/comments`);
    expect(JSON.stringify(comments.data)).not.toContain('sahip@ornek.com.tr');
  });

  test('after all of that, the owner’s data is exactly as it was', async () => {
    expect(await ownerView()).toEqual(ownView);
  });
});
