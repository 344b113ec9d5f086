import { describe, expect, test } from 'vitest';
import { lineMoney } from '../../src/domain/cart/price-rule.ts';
import { orderUnitPrices } from '../../src/domain/orders/order-unit-prices.ts';
import type { orderItems, orders } from '../../src/server/db/schema/index.ts';
import { orderView } from '../../src/server/orders/order-views.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

describe("the order tables' unit prices (m24): the ones the shopper was shown, as stored", () => {
  test('an order saved with KDV shows its stored KDV-included units', () => {
    const shown = orderUnitPrices(true, [
      { unitPrice: 4492, shownUnitPrice: 5390 },
      { unitPrice: 3499, shownUnitPrice: 4199 },
    ]);
    expect(shown).toEqual({ withKdv: true, prices: [5390, 4199] });
  });

  test('an order saved without KDV (B2B) shows its stored units without KDV', () => {
    const shown = orderUnitPrices(false, [{ unitPrice: 4492, shownUnitPrice: 4492 }]);
    expect(shown).toEqual({ withKdv: false, prices: [4492] });
  });

  test('an order saved before the shown prices were kept shows the stored price, without KDV', () => {
    expect(orderUnitPrices(null, [{ unitPrice: 4492, shownUnitPrice: null }])).toEqual({
      withKdv: false,
      prices: [4492],
    });
    // A line without its shown price never mixes with the others.
    expect(
      orderUnitPrices(true, [
        { unitPrice: 4492, shownUnitPrice: 5390 },
        { unitPrice: 100, shownUnitPrice: null },
      ]),
    ).toEqual({ withKdv: false, prices: [4492, 100] });
  });
});

const SHIPPING = 9999;

function orderRow(unitPricesWithKdv: boolean | null, lines: readonly ItemRow[]): OrderRow {
  const subTotal = lines.reduce((s, l) => s + l.lineNet, 0);
  const tax = lines.reduce((s, l) => s + l.lineTax, 0);
  const date = new Date('2026-11-26T09:00:00Z');
  return {
    id: 1,
    orderNo: 'SP261126100001',
    customerId: 1,
    submissionKey: 'cart:1:r1',
    date,
    description: '',
    branchId: null,
    odemeTipi: 4,
    currencyCode: 'TRY',
    exchangeRate: '1.000000',
    subTotal,
    tax,
    shippingTotal: 0,
    cashOnDeliveryFee: 0,
    commission: 0,
    total: subTotal + tax,
    tryTotal: subTotal + tax,
    unitPricesWithKdv,
    faturaAdresi: 'Alıcı:Ayşe Yılmaz',
    teslimatAdresi: 'Alıcı:Ayşe Yılmaz',
    paymentStatus: 'awaiting_transfer',
    agreements: null,
    agreementsApprovedAt: null,
    cancelledAt: null,
    cancelReason: null,
    deliveredAt: null,
    locale: 'tr',
    createdAt: date,
  };
}

/** An order line saved as the checkout saves it: the rule's shown unit, its net unit and the line's money. */
function savedLine(
  id: number,
  line: { unitNet: number; shown: number; quantity: number; unitCode: string; withKdv: boolean },
): ItemRow {
  const money = lineMoney(line.shown, line.quantity, 20, line.withKdv);
  return {
    id,
    orderId: 1,
    productId: id,
    code: `URN-${id}`,
    name: `Ürün ${id}`,
    image: '',
    quantity: line.quantity,
    unitCode: line.unitCode,
    multiplier: '1.0000',
    unitPrice: line.unitNet,
    shownUnitPrice: line.shown,
    taxRate: '20.00',
    lineNet: money.net,
    lineTax: money.tax,
    urunSira: '1',
    carrierName: null,
    carrierUrl: null,
    trackingNo: null,
    shippedAt: null,
  };
}

const shippingLine: ItemRow = {
  ...savedLine(SHIPPING, { unitNet: 4990, shown: 4990, quantity: 1, unitCode: 'ADET', withKdv: true }),
  taxRate: '0.00',
  lineNet: 4990,
  lineTax: 0,
  urunSira: '0',
};

describe('the order view (API answer of the order pages)', () => {
  test('a decimal KG line keeps every line at its KDV-included unit, and each line is round(unit × quantity)', () => {
    const items = [
      savedLine(1, { unitNet: 4492, shown: 5390, quantity: 2, unitCode: 'ADET', withKdv: true }),
      // 2,5 KG × ₺41,99 = ₺104,975 → ₺104,98 (rule 2: rounded once)
      savedLine(2, { unitNet: 3499, shown: 4199, quantity: 2.5, unitCode: 'KG', withKdv: true }),
      shippingLine,
    ];
    const view = orderView(orderRow(true, items), items, String(SHIPPING));
    expect(view.unitPricesWithKdv).toBe(true);
    expect(view.itemCount).toBe(2);
    const [ware, kilos, shipping] = view.orderItems;
    expect(ware).toMatchObject({ quantity: 2, defaultUnit: 'ADET', unitPrice: 53.9, lineTotal: 107.8 });
    expect(kilos).toMatchObject({ quantity: 2.5, defaultUnit: 'KG', unitPrice: 41.99, lineTotal: 104.98 });
    expect(shipping).toMatchObject({ quantity: 1, unitPrice: 49.9, lineTotal: 49.9 });
    for (const item of view.orderItems) {
      expect(Math.round(item.unitPrice * 100 * item.quantity)).toBe(Math.round(item.lineTotal * 100));
    }
  });

  test("a B2B order (productsWithKdv '0') shows the prices without KDV even where its lines divide", () => {
    // 1 × ₺44,92 + KDV ₺8,98 = ₺53,90: the line divides, yet the shopper was shown ₺44,92 'KDV Hariç'.
    const items = [
      savedLine(1, { unitNet: 4492, shown: 4492, quantity: 1, unitCode: 'ADET', withKdv: false }),
      savedLine(2, { unitNet: 3499, shown: 3499, quantity: 2.5, unitCode: 'KG', withKdv: false }),
    ];
    const view = orderView(orderRow(false, items), items, String(SHIPPING));
    expect(view.unitPricesWithKdv).toBe(false);
    const [ware, kilos] = view.orderItems;
    expect(ware).toMatchObject({ quantity: 1, unitPrice: 44.92, lineTotal: 53.9 });
    // 2,5 × ₺34,99 = ₺87,475 → net ₺87,48, KDV ₺17,50 → ₺104,98
    expect(kilos).toMatchObject({ quantity: 2.5, unitPrice: 34.99, lineTotal: 104.98 });
    // Without KDV, unit × quantity (rounded once) is the line's net.
    for (const [n, item] of view.orderItems.entries()) {
      expect(Math.round(item.unitPrice * 100 * item.quantity)).toBe(items[n]?.lineNet);
    }
  });

  test('an order saved before the shown prices were kept reads its stored prices without KDV', () => {
    const items = [
      {
        ...savedLine(1, { unitNet: 4492, shown: 5390, quantity: 2, unitCode: 'ADET', withKdv: true }),
        shownUnitPrice: null,
      },
    ];
    const view = orderView(orderRow(null, items), items, String(SHIPPING));
    expect(view.unitPricesWithKdv).toBe(false);
    expect(view.orderItems[0]).toMatchObject({ unitPrice: 44.92, lineTotal: 107.8 });
  });
});
