import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { settings } from '../../src/server/db/schema/index.ts';
import { setOrderTracking, TrackingError } from '../../src/server/orders/order-tracking.ts';
import { approveAndOrder } from './helpers/checkout.ts';
import { apiClient } from './helpers/client.ts';
import { readyCustomer } from './helpers/customers.ts';
import { type CatalogIds, insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// The order:tracking command's function, on the test database, seen through the customer's API.
describe.each(testDatabases)('order tracking command on %s', (kind) => {
  let handle: DbHandle;
  let ids: CatalogIds;
  let app: ReturnType<typeof createApi>;
  const product = (code: string) => ids.products[code] ?? 0;

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    ids = await insertCatalog(
      handle.db,
      [
        { code: 'KLM-1', name: 'Kalem', price: 500, quantity: '100', weight: '1' },
        { code: 'DFT-1', name: 'Defter', price: 1500, quantity: '100', weight: '1' },
        { code: 'KARGO', name: 'Kargo Bedeli', price: 0, quantity: '0', isActive: false },
      ],
      {
        kargoUcreti: '0/5/49.90_5/10/69.90',
        ucretsizKargoSecenek: '0',
        ucretsizKargoMiktar: '1500',
        kargoAliciyaAit: '0',
        b2c_kk_odeme: '1',
        b2c_heft_odeme: '1',
        b2c_ko_odeme: '0',
        stockInfoStatus: '0',
      },
    );
    await handle.db.insert(settings).values({ key: 'urNo', value: String(product('KARGO')) });
    app = createApi(handle.db);
  });
  afterAll(() => handle.close());

  async function orderOfTwoLines(email: string) {
    const ready = await readyCustomer(handle.db, email);
    const client = apiClient(app);
    client.cookie = ready.cookie;
    await client.post(`/cart/${product('KLM-1')}`, { form: { quantity: '1' } });
    await client.post(`/cart/${product('DFT-1')}`, { form: { quantity: '2' } });
    const order = (await approveAndOrder(client, { odemeTipi: '4' })).data.order;
    return { client, order };
  }

  test('sets carrier, tracking url and number on every product line; the order is shipped, not cancellable', async () => {
    const { client, order } = await orderOfTwoLines('takip@ornek.com.tr');
    const before = (await client.get(`/orders/${order.orderNo}`)).data;
    expect(before.orderItems.every((i: { takipNo: string | null }) => i.takipNo === null)).toBe(true);

    const result = await setOrderTracking(handle.db, {
      orderNo: order.orderNo,
      carrier: 'yurtiçi',
      number: '123456789',
    });
    expect(result).toMatchObject({
      carrierName: 'Yurtiçi Kargo',
      lines: [{ code: 'KLM-1' }, { code: 'DFT-1' }],
    });
    expect(result.trackingUrl).toBe(
      'https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=123456789',
    );
    const after = (await client.get(`/orders/${order.orderNo}`)).data;
    const lines = after.orderItems.filter((i: { code: string }) => i.code !== 'KARGO');
    expect(lines).toEqual([
      expect.objectContaining({ code: 'KLM-1', kfadi: 'Yurtiçi Kargo', takipNo: '123456789' }),
      expect.objectContaining({ code: 'DFT-1', kfadi: 'Yurtiçi Kargo', takipNo: '123456789' }),
    ]);
    // The shipping charge line is not a parcel.
    expect(after.orderItems.find((i: { code: string }) => i.code === 'KARGO')?.takipNo).toBeNull();
    const cancel = await client.patch(`/order/${order.id}`, { json: { cancel: true } });
    expect(cancel.status).toBe(409);
  });

  test('--line N sets one line only, so the lines can differ in carrier and number', async () => {
    const { client, order } = await orderOfTwoLines('iki-kargo@ornek.com.tr');
    await setOrderTracking(handle.db, {
      orderNo: order.orderNo,
      carrier: 'Aras Kargo',
      number: 'AR1234567',
      line: 1,
    });
    await setOrderTracking(handle.db, {
      orderNo: order.orderNo,
      carrier: 'MNG',
      number: '9876543210',
      line: 2,
    });
    const detail = (await client.get(`/orders/${order.orderNo}`)).data;
    expect(detail.orderItems.slice(0, 2)).toEqual([
      expect.objectContaining({
        code: 'KLM-1',
        kfadi: 'Aras Kargo',
        kargoUrl: 'https://kargotakip.araskargo.com.tr/mainpage.aspx?code=',
        takipNo: 'AR1234567',
      }),
      expect.objectContaining({ code: 'DFT-1', kfadi: 'MNG Kargo', takipNo: '9876543210' }),
    ]);
  });

  test('refuses with one clear line: unknown order, unknown carrier, bad number, missing line, cancelled order', async () => {
    const { client, order } = await orderOfTwoLines('hatali@ornek.com.tr');
    const attempt = (request: Parameters<typeof setOrderTracking>[1]) => setOrderTracking(handle.db, request);
    await expect(
      attempt({ orderNo: 'SP000000000000', carrier: 'Aras', number: '123456789' }),
    ).rejects.toThrow(new TrackingError('No order numbered "SP000000000000".'));
    await expect(
      attempt({ orderNo: order.orderNo, carrier: 'Kargo X', number: '123456789' }),
    ).rejects.toThrow(
      /^Unknown carrier "Kargo X"; known carriers: Yurtiçi Kargo, Aras Kargo, MNG Kargo, PTT Kargo/,
    );
    await expect(attempt({ orderNo: order.orderNo, carrier: 'PTT', number: '12' })).rejects.toThrow(
      /is not a tracking number/,
    );
    await expect(
      attempt({ orderNo: order.orderNo, carrier: 'PTT', number: '123456789', line: 3 }),
    ).rejects.toThrow(`Order ${order.orderNo} has 2 product line(s); no line 3.`);
    expect((await client.patch(`/order/${order.id}`, { json: { cancel: true } })).status).toBe(200);
    await expect(attempt({ orderNo: order.orderNo, carrier: 'PTT', number: '123456789' })).rejects.toThrow(
      /is cancelled/,
    );
    const detail = (await client.get(`/orders/${order.orderNo}`)).data;
    expect(detail.orderItems.every((i: { takipNo: string | null }) => i.takipNo === null)).toBe(true);
  });
});
