import { and, eq, sql } from 'drizzle-orm';
import { rateOf } from '../../domain/cart/cart-totals.ts';
import { stockAllowance } from '../../domain/catalog/stock.ts';
import type { InstallmentChoice } from '../../domain/checkout/checkout-amounts.ts';
import { mul, toText } from '../../domain/exact.ts';
import { orderNumber } from '../../domain/orders/order-number.ts';
import { awaitsPayment } from '../../domain/orders/payment-status.ts';
import { flag, type ShopSettings } from '../../domain/settings.ts';
import type { Locale } from '../../i18n/index.ts';
import type { Database } from '../db/client.ts';
import { cartItems, carts, orderItems, orders, products } from '../db/schema/index.ts';
import { queueOrderConfirmation } from '../mail/order-mails.ts';
import { type CurrencyRates, prepareCheckout } from './checkout-quote.ts';
import { shippingOrderItem } from './order-lines.ts';
import { type OdemeTipi, OrderRefused } from './order-refused.ts';
import { refuseOverUnpaidLimit } from './unpaid-orders.ts';

export { type OdemeTipi, OrderRefused, paymentEnabled } from './order-refused.ts';

/** What an order save needs besides the cart. */
export interface OrderRequest {
  customerId: number;
  cartId: number;
  odemeTipi: OdemeTipi;
  description: string;
  branchId: number | null;
  deliveryAddressId: number | null;
  invoiceAddressId: number | null;
  /** The shopper's currency code; null for the default currency. */
  currencyCode: string | null;
  paymentStatus: string;
  /** The key of the agreements the shopper approved, and the locale they were shown in. */
  agreementKey: string;
  locale: Locale;
  /** For a card payment: the installment plan charged (null for a single payment). */
  plan?: InstallmentChoice | null;
  /** For a card payment: the cart revision and TRY total the charge was quoted for. */
  expectedRevision?: number;
  expectedTryTotal?: number;
}

/** A saved order as the save answers it. */
export type SavedOrder = typeof orders.$inferSelect;

/**
 * Saves the cart as an order in one transaction: the server recomputes every amount (lines, tax,
 * shipping, Kapıda Ödeme fee, card commission, totals) from its own data, rebuilds the agreements
 * and refuses (409) when their key is not the one the shopper approved, decrements stock atomically
 * (never below what the stock and its allowance allow), writes the order with the approved
 * documents, its lines and the shipping line, and empties the cart.
 * The cart row is locked and the order keyed by cart revision, so one cart gives one order however
 * often or concurrently it is submitted: a repeat gets the same order back. An unpaid order (Havale-EFT,
 * Kapıda Ödeme) is refused (409) while the customer holds UNPAID_ORDER_LIMIT of them. `alsoRecord`
 * runs in the same transaction once a new order is written (a card payment books its attempt there):
 * if it throws, nothing of the order stays.
 */
export async function saveOrder(
  db: Database,
  request: OrderRequest,
  settings: ShopSettings,
  currencyRates: CurrencyRates,
  alsoRecord?: (tx: Database, order: SavedOrder) => Promise<void>,
): Promise<{ order: SavedOrder; repeated: boolean }> {
  return db.transaction(async (tx) => {
    const [cart] = await tx
      .select({ id: carts.id, revision: carts.revision, customerId: carts.customerId })
      .from(carts)
      .where(eq(carts.id, request.cartId))
      .for('update');
    if (!cart || cart.customerId !== request.customerId) throw new OrderRefused('checkout.emptyCart', 400);
    const submissionKey = `cart:${cart.id}:r${cart.revision}`;
    const [existing] = await tx.select().from(orders).where(eq(orders.submissionKey, submissionKey)).limit(1);
    if (existing) return { order: existing, repeated: true };

    const prepared = await prepareCheckout(
      tx,
      {
        customerId: request.customerId,
        cartId: cart.id,
        deliveryAddressId: request.deliveryAddressId,
        invoiceAddressId: request.invoiceAddressId,
        currencyCode: request.currencyCode,
        odemeTipi: request.odemeTipi,
        plan: request.plan ?? null,
        locale: request.locale,
      },
      settings,
      currencyRates,
    );
    const { lines, totals, amounts } = prepared;
    // A card charge was quoted for this cart revision and amount: anything else is another order.
    if (request.expectedRevision !== undefined && request.expectedRevision !== cart.revision) {
      throw new OrderRefused('payment.cartChanged', 409);
    }
    if (request.expectedTryTotal !== undefined && request.expectedTryTotal !== totals.tryTotal) {
      throw new OrderRefused('payment.cartChanged', 409);
    }
    // The documents the shopper approved must be the ones this order gives now.
    if (request.agreementKey !== prepared.key) throw new OrderRefused('checkout.agreementsChanged', 409);
    // Only a few unpaid (Havale-EFT, Kapıda Ödeme) orders at once: each holds stock.
    if (awaitsPayment(request.paymentStatus)) await refuseOverUnpaidLimit(tx, request.customerId);

    const allowance = stockAllowance(settings.stockInfoStatus);
    const unlimited = flag(settings.cartStockControl);
    for (const line of lines) {
      const need = toText(mul(line.quantity, line.unit.multiplier));
      const updated = await tx
        .update(products)
        .set({
          quantity: sql`${products.quantity} - ${need}::numeric`,
          // Sales are counted in sales, not kilos: 2,5 KG counts as 3 (cancelled the same way).
          salesNumber: sql`${products.salesNumber} + ${Math.ceil(line.quantity)}`,
        })
        .where(
          unlimited
            ? eq(products.id, line.productId)
            : and(
                eq(products.id, line.productId),
                sql`${products.quantity} + ${allowance} >= ${need}::numeric`,
              ),
        )
        .returning({ id: products.id });
      if (updated.length === 0) throw new OrderRefused('stock.notEnough', 409, { n: Number(need) });
    }

    // Both drivers answer execute() with { rows }.
    const next = (await tx.execute(sql`select nextval('order_number_seq') as seq`)) as {
      rows: { seq: string }[];
    };
    const seq = Number(next.rows[0]?.seq);
    const now = new Date();
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: orderNumber(now, seq),
        customerId: request.customerId,
        submissionKey,
        date: now,
        description: request.description,
        branchId: request.branchId,
        odemeTipi: request.odemeTipi,
        currencyCode: totals.currency,
        exchangeRate: String(rateOf(currencyRates.rates, totals.currency)),
        subTotal: totals.subTotal,
        tax: totals.tax,
        shippingTotal: totals.shippingTotal,
        cashOnDeliveryFee: amounts.cashOnDeliveryFee,
        commission: amounts.commission,
        total: amounts.total,
        tryTotal: amounts.tryTotal,
        unitPricesWithKdv: totals.withKdv,
        faturaAdresi: prepared.faturaAdresi,
        teslimatAdresi: prepared.teslimatAdresi,
        paymentStatus: request.paymentStatus,
        agreements: prepared.documents,
        agreementsApprovedAt: now,
        locale: request.locale,
      })
      .returning();
    if (!order) throw new Error('Order insert returned nothing');
    const lineAmounts = new Map(totals.lines.map((a) => [a.index, a]));
    const items = lines.flatMap((l, i) => {
      const a = lineAmounts.get(i);
      if (!a) return []; // the shipping product, if it ever sits in a cart
      return [
        {
          orderId: order.id,
          productId: l.productId,
          code: l.code,
          name: l.name,
          image: l.image ?? '',
          quantity: l.quantity,
          unitCode: l.unit.unitCode,
          multiplier: l.unit.multiplier,
          // The unit price without KDV, as the column always held, and the one the shopper was shown
          // (with KDV or without, as the order says): the line is that × quantity, rounded once.
          unitPrice: a.unitNet,
          shownUnitPrice: a.unitPrice,
          taxRate: l.taxRate,
          lineNet: a.net,
          lineTax: a.tax,
          urunSira: '1',
        },
      ];
    });
    const shippingProduct = Number(settings.urNo);
    if (totals.shippingTotal > 0 && Number.isSafeInteger(shippingProduct) && shippingProduct > 0) {
      const [ship] = await tx
        .select({ id: products.id, code: products.code, name: products.name })
        .from(products)
        .where(eq(products.id, shippingProduct))
        .limit(1);
      if (ship) {
        items.push(shippingOrderItem(order.id, ship, totals.shippingTotal));
      }
    }
    const savedItems = await tx.insert(orderItems).values(items).returning();
    // The cart empties but keeps its revision: a repeat of this submission finds this order.
    await tx.delete(cartItems).where(eq(cartItems.cartId, cart.id));
    if (alsoRecord) await alsoRecord(tx, order);
    // The confirmation goes out once this commits (never before, never for a rolled-back order).
    await queueOrderConfirmation(tx, order, savedItems, settings);
    return { order, repeated: false };
  });
}
