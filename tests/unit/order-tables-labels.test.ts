import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { CustomerOrder } from '../../src/contract/orders.ts';
import { OrderItemsTable } from '../../src/islands/parts/orders/OrderItemsTable.tsx';
import { OrderLinesTable } from '../../src/islands/parts/orders/OrderLinesTable.tsx';

function order(unitPricesWithKdv: boolean): CustomerOrder {
  return {
    id: 1,
    orderNo: 'SP261126100001',
    date: '2026-11-26T10:00:00+03:00',
    description: '',
    odemeTipi: 4,
    isCancel: false,
    paymentStatus: 'awaiting_transfer',
    cancelReason: null,
    deliveredAt: null,
    recipient: 'Ayşe Yılmaz',
    faturaadresi: '',
    teslimatadresi: '',
    currency: 'TRY',
    itemCount: 1,
    subTotal: 89.83,
    tax: 17.97,
    shippingTotal: 0,
    cashOnDeliveryFee: 0,
    commission: 0,
    total: 107.8,
    tryTotal: 107.8,
    unitPricesWithKdv,
    orderItems: [
      {
        id: 7,
        lineId: 70,
        code: 'TRM-1',
        name: 'Çelik Termos',
        image: null,
        quantity: 2,
        defaultUnit: 'ADET',
        unitPrice: unitPricesWithKdv ? 53.9 : 44.92,
        taxRate: 20,
        lineTotal: 107.8,
        urunSira: '1',
        kfadi: null,
        kargoUrl: null,
        takipNo: null,
        reviewed: false,
        reviewable: false,
      },
    ],
  };
}

/** The labels a phone shows before each stacked cell, and the column headers. */
function labels(html: string) {
  return {
    heads: [...html.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((m) => m[1]),
    cells: [...html.matchAll(/data-label="([^"]*)"/g)].map((m) => m[1]),
  };
}

const tables = {
  'the success page and unfolded list (OrderLinesTable)': (o: CustomerOrder) =>
    renderToStaticMarkup(createElement(OrderLinesTable, { locale: 'tr', order: o, className: 'x' })),
  'the order detail (OrderItemsTable)': (o: CustomerOrder) =>
    renderToStaticMarkup(
      createElement(OrderItemsTable, {
        locale: 'tr',
        order: o,
        lines: o.orderItems,
        cargoColumn: false,
        reviews: false,
      }),
    ),
};

describe('on phones the stacked unit price cell says what its column header says', () => {
  for (const [name, render] of Object.entries(tables)) {
    for (const [withKdv, label] of [
      [true, 'Birim Fiyat (KDV Dahil)'],
      [false, 'Birim Fiyat (KDV Hariç)'],
    ] as const) {
      test(`${name}: '${label}'`, () => {
        const { heads, cells } = labels(render(order(withKdv)));
        expect(heads).toContain(label);
        expect(cells).toContain(label);
        expect(cells).not.toContain('Birim Fiyat');
        expect(cells).toContain('Tutar (KDV Dahil)');
      });
    }
  }
});
