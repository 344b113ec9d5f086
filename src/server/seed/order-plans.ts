/**
 * The demo customer's twelve past orders as plans (two pages of the order list): when, how paid, which
 * carrier shipped them, which addresses and branch, and the reviews left afterwards. Together they show
 * every order state the customer area knows: shipped (one carrier, or two for a split shipment), being
 * prepared, awaiting a bank transfer, paid on delivery (with the Kapıda Ödeme fee), and cancelled (by
 * the customer, or by the shop because a transfer did not arrive within 24 hours). The order awaiting
 * its transfer is the newest, placed two hours before seeding, so the unpaid-transfer sweep of a
 * fresh shop leaves it alone (unpaid-orders.ts: 24 hours).
 */

import { CARRIERS, type CarrierKey } from '../../domain/orders/carriers.ts';
import type { CancelReason } from '../../domain/orders/order-status.ts';
import { PAYMENT_STATUS, type PaymentStatus } from '../../domain/orders/payment-status.ts';

export { CARRIERS, type CarrierKey };

/** Payment types of SPEC §3: 2 card, 3 pay on delivery, 4 bank transfer. */
export const ODEME_TIPI = { card: 2, cashOnDelivery: 3, bankTransfer: 4 } as const;

/** One past order to seed. */
export interface OrderPlan {
  readonly daysAgo: number;
  /** Placed exactly this many hours before seeding instead (no random hour of the day); null: daysAgo. */
  readonly hoursAgo: number | null;
  readonly odemeTipi: number;
  /**
   * As the checkout writes it: paid (card, or a transfer received), pay on delivery, awaiting the
   * transfer; when cancelled refunded (card, after its day) or cancelled.
   */
  readonly paymentStatus: PaymentStatus;
  readonly currency: 'TRY' | 'USD';
  readonly lines: number;
  /** Carrier per product line (the last one repeats); empty when not shipped yet. */
  readonly carriers: readonly CarrierKey[];
  readonly invoice: 'home' | 'office';
  readonly delivery: 'home' | 'office';
  /** Index into the customer's branches, or null. */
  readonly branch: number | null;
  readonly description: string;
  readonly cancelled: boolean;
  /** Why it was cancelled (when cancelled). */
  readonly cancelReason: CancelReason;
  /** Stars of the reviews left on the first lines. */
  readonly reviews: readonly number[];
  /** Take the cheapest products, so the order stays under the free-shipping threshold. */
  readonly cheap: boolean;
}

const plan = (
  p: Partial<OrderPlan> & Pick<OrderPlan, 'daysAgo' | 'odemeTipi' | 'paymentStatus' | 'lines'>,
): OrderPlan => ({
  hoursAgo: null,
  currency: 'TRY',
  carriers: [],
  invoice: 'home',
  delivery: 'home',
  branch: null,
  description: '',
  cancelled: false,
  cancelReason: 'customer',
  reviews: [],
  cheap: false,
  ...p,
});

/** The twelve orders, oldest first. */
export const ORDER_PLANS: readonly OrderPlan[] = [
  plan({
    daysAgo: 160,
    odemeTipi: ODEME_TIPI.card,
    paymentStatus: PAYMENT_STATUS.paid,
    lines: 1,
    carriers: ['ptt'],
  }),
  plan({
    daysAgo: 140,
    odemeTipi: ODEME_TIPI.bankTransfer,
    paymentStatus: PAYMENT_STATUS.paid,
    lines: 2,
    carriers: ['surat'],
    cheap: true,
  }),
  plan({
    daysAgo: 120,
    odemeTipi: ODEME_TIPI.bankTransfer,
    paymentStatus: PAYMENT_STATUS.cancelled,
    lines: 1,
    cancelled: true,
    cancelReason: 'transferNotReceived',
    cheap: true,
  }),
  plan({
    daysAgo: 100,
    odemeTipi: ODEME_TIPI.cashOnDelivery,
    paymentStatus: PAYMENT_STATUS.payOnDelivery,
    lines: 1,
    carriers: ['ups'],
    cheap: true,
  }),
  plan({
    daysAgo: 85,
    odemeTipi: ODEME_TIPI.card,
    paymentStatus: PAYMENT_STATUS.paid,
    lines: 2,
    carriers: ['yurtici'],
  }),
  plan({
    daysAgo: 70,
    odemeTipi: ODEME_TIPI.card,
    paymentStatus: PAYMENT_STATUS.paid,
    lines: 3,
    carriers: ['aras', 'aras', 'ptt'],
    invoice: 'office',
    description: 'Son ürün ayrı paketle gönderildi.',
  }),
  plan({
    daysAgo: 58,
    odemeTipi: ODEME_TIPI.card,
    paymentStatus: PAYMENT_STATUS.paid,
    lines: 3,
    carriers: ['yurtici'],
    reviews: [5, 4],
  }),
  plan({
    daysAgo: 41,
    odemeTipi: ODEME_TIPI.cashOnDelivery,
    paymentStatus: PAYMENT_STATUS.payOnDelivery,
    lines: 2,
    carriers: ['aras'],
    invoice: 'office',
    delivery: 'office',
    branch: 0,
    description: 'Lütfen mesai saatleri içinde teslim ediniz.',
    reviews: [3],
    cheap: true,
  }),
  plan({
    daysAgo: 25,
    odemeTipi: ODEME_TIPI.card,
    paymentStatus: PAYMENT_STATUS.paid,
    currency: 'USD',
    lines: 2,
    carriers: ['mng', 'yurtici'],
    invoice: 'office',
    branch: 1,
    description: 'Ürünler ayrı kargolarla gelebilir.',
    reviews: [5],
  }),
  // Being prepared, its transfer received: the customer cannot cancel it on the site (the shop pays a
  // transfer back itself), and the page says so.
  plan({
    daysAgo: 5,
    odemeTipi: ODEME_TIPI.bankTransfer,
    paymentStatus: PAYMENT_STATUS.paid,
    lines: 1,
    cheap: true,
  }),
  plan({
    daysAgo: 2,
    odemeTipi: ODEME_TIPI.card,
    paymentStatus: PAYMENT_STATUS.refunded,
    lines: 1,
    invoice: 'office',
    delivery: 'office',
    branch: 0,
    cancelled: true,
  }),
  plan({
    daysAgo: 0,
    hoursAgo: 2,
    odemeTipi: ODEME_TIPI.bankTransfer,
    paymentStatus: PAYMENT_STATUS.awaitingTransfer,
    lines: 2,
    description: 'Havale açıklamasına sipariş numarasını yazacağım.',
  }),
];

/** Review title and text per star count. */
export const REVIEW_TEXTS: Readonly<Record<number, readonly [title: string, text: string]>> = {
  5: ['Çok memnun kaldım', 'Ürün anlatıldığı gibi geldi, paketleme özenliydi. Herkese tavsiye ederim.'],
  4: ['Fiyatına göre başarılı', 'Kalitesi gayet iyi, kargo bir gün gecikti ama ürünü beğendim.'],
  3: ['Fena değil', 'Beklediğim kadar sağlam değil ama günlük kullanım için yeterli.'],
};
