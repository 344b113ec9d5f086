/**
 * Seeds the demo customer's past orders and reviews. Totals come from the shop's own cart-totals
 * computation, so every order adds up exactly: items are frozen with their prices, the shipping charge
 * is a line of the urNo product, addresses are frozen as the order-address text.
 */

import { eq, sql } from 'drizzle-orm';
import { cityByKey } from '../../data/cities.ts';
import { countryByCode } from '../../data/countries.ts';
import { districtByKey } from '../../data/districts.ts';
import type { AddressData } from '../../domain/address/address-validation.ts';
import { type CartLine, cartTotals } from '../../domain/cart/cart-totals.ts';
import { checkoutAmounts } from '../../domain/checkout/checkout-amounts.ts';
import { formatOrderAddress } from '../../domain/orders/order-address.ts';
import { orderNumber } from '../../domain/orders/order-number.ts';
import { PAYMENT_STATUS } from '../../domain/orders/payment-status.ts';
import { transferDeadline } from '../../domain/orders/unpaid-orders.ts';
import type { ShopSettings } from '../../domain/settings.ts';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import {
  carts,
  comments,
  orderItems,
  orderNumbers,
  orders,
  paymentAttempts,
  products,
} from '../db/schema/index.ts';
import { shippingOrderItem } from '../orders/order-lines.ts';
import { TEST_CARDS } from '../payment/test-virtual-pos.ts';
import { reviewShown } from '../reviews/review-visibility.ts';
import type { FamilySummary } from './catalog-rows.ts';
import type { SeededAddress, SeededCustomer } from './customers.ts';
import { SHIPPING_IMAGE } from './images.ts';
import { CARRIERS, ODEME_TIPI, ORDER_PLANS, type OrderPlan, REVIEW_TEXTS } from './order-plans.ts';
import { EXCHANGE_RATES } from './product-prices.ts';
import { createRandom, hashSeed, type Random } from './random.ts';

/** The frozen address text of an order, with province and district by name. */
export function frozenAddress(address: SeededAddress): string {
  const a: AddressData = address.data;
  return formatOrderAddress({
    ...a,
    city: cityByKey(Number(a.city))?.sehir_title ?? a.city,
    town: districtByKey(Number(a.town))?.ilce_title ?? a.town,
    country: countryByCode(a.country)?.name ?? a.country,
  });
}

function digits(rng: Random, count: number): string {
  return Array.from({ length: count }, () => rng.int(0, 9)).join('');
}

// The checkout's own numbering (SP + yymmdd + the next order_number_seq value): numbers never collide.
async function nextOrderNo(db: Database, date: Date): Promise<string> {
  const result = await db.execute(sql.raw(`select nextval('"${orderNumbers.seqName}"') as seq`));
  const seq = rowsOf<{ seq: string | number }>(result)[0]?.seq;
  return orderNumber(date, seq ?? 0);
}

/** When a demo order was cancelled: by the sweep a few minutes after its 24 hours, or by the customer an hour on. */
function cancelledAt(plan: OrderPlan, date: Date): Date {
  if (plan.cancelReason === 'transferNotReceived')
    return new Date(transferDeadline(date).getTime() + 7 * 60_000);
  return new Date(date.getTime() + 3_600_000);
}

/** Options of the order seed. */
export interface OrderSeedOptions {
  readonly seed: number;
  readonly now: Date;
  readonly customer: SeededCustomer;
  readonly settings: ShopSettings;
  readonly orderable: readonly FamilySummary[];
  readonly orderableForeign: readonly FamilySummary[];
}

/**
 * The payment attempt a past card order was paid with: a single payment of its lira total by the
 * test POS's approved card, approved when the order was placed; refunded in full when the order was
 * cancelled after its day.
 */
function cardAttempt(
  plan: OrderPlan,
  placed: { customer: SeededCustomer; order: { id: number }; no: string; date: Date; revision: number },
  cartId: number,
  tryTotal: number,
): typeof paymentAttempts.$inferInsert {
  const refunded = plan.paymentStatus === PAYMENT_STATUS.refunded;
  const reversedAt = refunded ? cancelledAt(plan, placed.date) : null;
  return {
    customerId: placed.customer.customerId,
    kind: 'order',
    cartId,
    cartRevision: placed.revision,
    amount: tryTotal,
    tryTotal,
    currency: 'TRY',
    bin: TEST_CARDS.approved.slice(0, 6),
    last4: TEST_CARDS.approved.slice(-4),
    status: refunded ? 'refunded' : 'approved',
    transactionId: `seed-${placed.no}`,
    orderId: placed.order.id,
    approvedAt: placed.date,
    reversal: refunded ? 'refund' : null,
    reversalStartedAt: reversedAt,
    reversedAt,
    createdAt: placed.date,
  };
}

/** Inserts the past orders and reviews; returns row counts and per-product review and sales changes. */
export async function seedOrders(db: Database, options: OrderSeedOptions): Promise<Record<string, number>> {
  const { customer, settings, now } = options;
  const rng = createRandom(hashSeed(options.seed, 0x0dde5));
  const pool = options.orderable;
  const cheapest = [...pool].sort((a, b) => (a.units[0]?.price ?? 0) - (b.units[0]?.price ?? 0));
  const sold = new Map<number, number>();
  const counts = { orders: 0, orderItems: 0, comments: 0, paymentAttempts: 0 };
  if (pool.length === 0) return counts;
  // The demo customer's saved cart: each past order was one revision of it, and a card order's
  // payment attempt names the revision it paid, as the checkout records it.
  const [savedCart] = await db
    .insert(carts)
    .values({ customerId: customer.customerId })
    .returning({ id: carts.id });
  if (!savedCart) throw new Error('Demo cart was not inserted');
  let revision = 0;
  const used = new Set<number>();
  const take = (plan: OrderPlan): FamilySummary[] => {
    const picked: FamilySummary[] = [];
    const foreign =
      plan.currency === 'TRY' ? undefined : options.orderableForeign.find((p) => !used.has(p.id));
    if (foreign) picked.push(foreign);
    const free = (plan.cheap ? cheapest : pool).filter((p) => !used.has(p.id));
    while (picked.length < plan.lines && free.length > 0) {
      const [p] = free.splice(plan.cheap ? 0 : rng.int(0, free.length - 1), 1);
      if (p) picked.push(p);
    }
    for (const p of picked) used.add(p.id);
    return picked;
  };

  for (const plan of ORDER_PLANS) {
    const picked = take(plan);
    if (picked.length === 0) break;
    const jitter = rng.int(0, 36_000) * 1000;
    const date =
      plan.hoursAgo === null
        ? new Date(now.getTime() - plan.daysAgo * 86_400_000 - jitter)
        : new Date(now.getTime() - plan.hoursAgo * 3_600_000);
    const chosen = picked.map((p, i) => {
      // The second line of a multi-line order is bought by the box when the product has one.
      const unit = (i === 1 ? p.units[1] : undefined) ?? (p.units[0] as FamilySummary['units'][number]);
      return { product: p, unit, quantity: unit.multiplier === '1' ? rng.int(1, 3) : 1 };
    });
    const cart: CartLine[] = chosen.map(({ product, unit, quantity }) => ({
      productId: product.id,
      quantity,
      unit: { ...unit, currency: product.currency },
      taxRate: product.taxRate,
    }));
    const rates = { ...EXCHANGE_RATES };
    const totals = cartTotals(
      cart,
      { rates, defaultCurrency: 'TRY', shopperCurrency: plan.currency },
      settings,
    );
    // Kapıda Ödeme orders carry the shop's fee, exactly as the checkout adds it.
    const amounts = checkoutAmounts(totals, { odemeTipi: plan.odemeTipi as 2 | 3 | 4 }, settings, {
      rates,
      defaultCurrency: 'TRY',
    });
    const no = await nextOrderNo(db, date);
    const [order] = await db
      .insert(orders)
      .values({
        orderNo: no,
        customerId: customer.customerId,
        submissionKey: `seed-${no}`,
        date,
        description: plan.description,
        branchId: plan.branch === null ? null : (customer.branchIds[plan.branch] ?? null),
        odemeTipi: plan.odemeTipi,
        currencyCode: totals.currency,
        exchangeRate: EXCHANGE_RATES[plan.currency],
        subTotal: totals.subTotal,
        tax: totals.tax,
        shippingTotal: totals.shippingTotal,
        cashOnDeliveryFee: amounts.cashOnDeliveryFee,
        total: amounts.total,
        tryTotal: amounts.tryTotal,
        unitPricesWithKdv: totals.withKdv,
        faturaAdresi: frozenAddress(customer[plan.invoice]),
        teslimatAdresi: frozenAddress(customer[plan.delivery]),
        paymentStatus: plan.paymentStatus,
        cancelledAt: plan.cancelled ? cancelledAt(plan, date) : null,
        cancelReason: plan.cancelled ? plan.cancelReason : null,
        createdAt: date,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('Demo order was not inserted');
    revision += 1;
    if (plan.odemeTipi === ODEME_TIPI.card) {
      await db
        .insert(paymentAttempts)
        .values(cardAttempt(plan, { customer, order, no, date, revision }, savedCart.id, amounts.tryTotal));
      counts.paymentAttempts++;
    }
    const items: (typeof orderItems.$inferInsert)[] = totals.lines.map((line, i) => {
      const { product, unit, quantity } = chosen[line.index] as (typeof chosen)[number];
      const carrierKey = plan.carriers[Math.min(i, plan.carriers.length - 1)];
      const carrier = carrierKey ? CARRIERS[carrierKey] : undefined;
      if (!plan.cancelled) sold.set(product.id, (sold.get(product.id) ?? 0) + quantity);
      return {
        orderId: order.id,
        productId: product.id,
        code: product.code,
        name: product.name,
        image: product.image,
        quantity,
        unitCode: unit.unitCode,
        multiplier: unit.multiplier,
        unitPrice: line.unitNet,
        // As the checkout stores it: the unit price the shopper saw, the one the line multiplies.
        shownUnitPrice: line.unitPrice,
        taxRate: product.taxRate,
        lineNet: line.net,
        lineTax: line.tax,
        urunSira: '1',
        carrierName: carrier?.name ?? null,
        carrierUrl: carrier?.url ?? null,
        trackingNo: carrier ? digits(rng, carrierKey === 'mng' ? 10 : 12) : null,
        // Handed to the carrier the day after the order.
        shippedAt: carrier ? new Date(date.getTime() + 86_400_000) : null,
      };
    });
    if (totals.shippingTotal > 0) {
      const shipping = {
        id: Number(settings.urNo),
        code: 'KARGO',
        name: 'Kargo Bedeli',
        image: SHIPPING_IMAGE,
      };
      items.push(shippingOrderItem(order.id, shipping, totals.shippingTotal));
    }
    await db.insert(orderItems).values(items);
    counts.orders++;
    counts.orderItems += items.length;
    const reviewRows = plan.reviews.flatMap((star, i) => {
      const product = chosen[i]?.product;
      const text = REVIEW_TEXTS[star];
      if (!product || !text) return [];
      return [
        {
          customerId: customer.customerId,
          productId: product.id,
          orderId: order.id,
          title: text[0],
          description: text[1],
          star,
          authorName: 'Ayşe Y.',
          createdAt: new Date(date.getTime() + 6 * 86_400_000),
        },
      ];
    });
    if (reviewRows.length > 0) await db.insert(comments).values(reviewRows);
    counts.comments += reviewRows.length;
  }
  await db.update(carts).set({ revision }).where(eq(carts.id, savedCart.id));
  await applyToProducts(db, sold);
  return counts;
}

// Bought products sold more; reviewed ones get comment_count = their shown reviews and star_rate = their average.
async function applyToProducts(db: Database, sold: ReadonlyMap<number, number>): Promise<void> {
  for (const [id, quantity] of sold) {
    await db
      .update(products)
      .set({ salesNumber: sql`${products.salesNumber} + ${quantity}` })
      .where(eq(products.id, id));
  }
  await db.execute(sql`
    update products p set comment_count = c.n, star_rate = round(c.average, 2)
    from (select product_id, count(*)::int as n, avg(star) as average from comments
      where ${reviewShown} group by product_id) c
    where p.id = c.product_id`);
}
