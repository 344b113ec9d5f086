import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { t } from '../../src/i18n/index.ts';
import { createApi } from '../../src/server/app.ts';
import type { DbHandle } from '../../src/server/db/client.ts';
import { auditLog, settings } from '../../src/server/db/schema/index.ts';
import { setOrderTracking } from '../../src/server/orders/order-tracking.ts';
import { approveAndOrder } from './helpers/checkout.ts';
import { apiClient } from './helpers/client.ts';
import { readyCustomer } from './helpers/customers.ts';
import { type CatalogIds, insertCatalog } from './helpers/fixtures.ts';
import { openTestDatabase, testDatabases } from './helpers/test-db.ts';

// The order:tracking command's function (the orders service's shipment), on the test database, seen through the customer's API.
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

  const ship = async (request: Parameters<typeof setOrderTracking>[1]) => {
    const outcome = await setOrderTracking(handle.db, request);
    if (!('shipped' in outcome)) throw new Error(`refused: ${outcome.refused.key}`);
    return outcome.shipped;
  };

  test('sets carrier, tracking url and number on every product line; the order is shipped, not cancellable', async () => {
    const { client, order } = await orderOfTwoLines('takip@ornek.com.tr');
    const before = (await client.get(`/orders/${order.orderNo}`)).data;
    expect(before.orderItems.every((i: { takipNo: string | null }) => i.takipNo === null)).toBe(true);

    const result = await ship({ orderNo: order.orderNo, carrier: 'yurtiçi', number: '123456789' });
    expect(result).toMatchObject({
      carrier: 'Yurtiçi Kargo',
      stage: 'shipped',
      repeated: false,
      lines: [
        { line: 1, code: 'KLM-1' },
        { line: 2, code: 'DFT-1' },
      ],
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

    // The same shipment again is the same parcel; another number on shipped lines is refused.
    const again = await ship({ orderNo: order.orderNo, carrier: 'Yurtiçi Kargo', number: '123456789' });
    expect(again).toMatchObject({ repeated: true, lines: [{ line: 1 }, { line: 2 }] });
    expect(
      await setOrderTracking(handle.db, { orderNo: order.orderNo, carrier: 'ptt', number: '555555555' }),
    ).toEqual({
      refused: { key: 'adminOrder.allShipped', params: { orderNo: order.orderNo, line: 0, lines: 2 } },
    });
    const log = await handle.db
      .select({ via: auditLog.via, action: auditLog.action, outcome: auditLog.outcome })
      .from(auditLog)
      .where(eq(auditLog.target, `order:${order.orderNo}`))
      .orderBy(asc(auditLog.id));
    expect(log).toEqual([
      { via: 'command', action: 'order.ship', outcome: 'done' },
      { via: 'command', action: 'order.ship', outcome: 'done' },
      { via: 'command', action: 'order.ship', outcome: 'refused' },
    ]);
  });

  test('--line N sets one line only, so the lines can differ in carrier and number', async () => {
    const { client, order } = await orderOfTwoLines('iki-kargo@ornek.com.tr');
    const first = await ship({ orderNo: order.orderNo, carrier: 'Aras Kargo', number: 'AR1234567', line: 1 });
    expect(first.stage).toBe('partlyShipped');
    const second = await ship({ orderNo: order.orderNo, carrier: 'MNG', number: '9876543210', line: 2 });
    expect(second.stage).toBe('shipped');
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
    // A line in one parcel is not put in another.
    expect(
      await setOrderTracking(handle.db, {
        orderNo: order.orderNo,
        carrier: 'MNG',
        number: '9876543210',
        line: 1,
      }),
    ).toMatchObject({ refused: { key: 'adminOrder.lineShipped', params: { line: 1 } } });
  });

  test('refuses with its reason: unknown order, unknown carrier, bad number, missing line, cancelled order', async () => {
    const { client, order } = await orderOfTwoLines('hatali@ornek.com.tr');
    const refusal = async (request: Parameters<typeof setOrderTracking>[1]) => {
      const outcome = await setOrderTracking(handle.db, request);
      return 'refused' in outcome ? outcome.refused : undefined;
    };
    expect(await refusal({ orderNo: 'SP000000000000', carrier: 'Aras', number: '123456789' })).toEqual({
      key: 'adminOrder.notFound',
      params: { orderNo: 'SP000000000000' },
    });
    const unknown = await refusal({ orderNo: order.orderNo, carrier: 'Kargo X', number: '123456789' });
    expect(unknown?.key).toBe('adminOrder.invalid.carrier');
    expect(t('tr', unknown?.key ?? 'api.badRequest', unknown?.params)).toMatch(
      /^Kargo firması tanınmadı; bilinen firmalar: Yurtiçi Kargo, Aras Kargo, MNG Kargo, PTT Kargo/,
    );
    expect((await refusal({ orderNo: order.orderNo, carrier: 'PTT', number: '12' }))?.key).toBe(
      'adminOrder.invalid.trackingNumber',
    );
    const missing = await refusal({ orderNo: order.orderNo, carrier: 'PTT', number: '123456789', line: 3 });
    expect(t('en', missing?.key ?? 'api.badRequest', missing?.params)).toBe(
      'The order has 2 product line(s); there is no line 3.',
    );
    expect((await client.patch(`/order/${order.id}`, { json: { cancel: true } })).status).toBe(200);
    expect((await refusal({ orderNo: order.orderNo, carrier: 'PTT', number: '123456789' }))?.key).toBe(
      'adminOrder.cancelled',
    );
    const detail = (await client.get(`/orders/${order.orderNo}`)).data;
    expect(detail.orderItems.every((i: { takipNo: string | null }) => i.takipNo === null)).toBe(true);
  });
});
