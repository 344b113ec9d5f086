import type { OrderSummary } from '../../contract/checkout.ts';
import type { CustomerOrder, OrderItem } from '../../contract/orders.ts';
import { fromMinor } from '../../domain/money.ts';
import { parseOrderAddress } from '../../domain/orders/order-address.ts';
import { cancelReasonOf } from '../../domain/orders/order-status.ts';
import { orderUnitPrices } from '../../domain/orders/order-unit-prices.ts';
import { isReviewable } from '../../domain/reviews/review-eligibility.ts';
import type { ShopSettings } from '../../domain/settings.ts';
import { shopDateTime } from '../../domain/shop-calendar.ts';
import { parseBankAccounts } from '../../domain/store-settings.ts';
import type { orderItems, orders } from '../db/schema/index.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/**
 * An order line as SPEC §3 Order item names its fields, with its amounts in major units; `reviewed`
 * when the customer reviewed it on this order, `reviewable` when it may be (review-eligibility.ts).
 */
export function orderItemView(
  item: ItemRow,
  reviewed: ReadonlySet<number> = new Set(),
  order?: Pick<OrderRow, 'paymentStatus' | 'cancelledAt'>,
  /** The unit price the tables show (order-unit-prices.ts); the stored one without KDV by default. */
  shownUnitPrice: number = item.unitPrice,
): OrderItem {
  const reviewable =
    order !== undefined &&
    isReviewable({
      paymentStatus: order.paymentStatus,
      orderCancelled: order.cancelledAt !== null,
      trackingNo: item.trackingNo,
      shippingLine: false,
    });
  return {
    id: item.productId,
    lineId: item.id,
    code: item.code,
    name: item.name,
    image: item.image,
    quantity: item.quantity,
    defaultUnit: item.unitCode,
    unitPrice: fromMinor(shownUnitPrice),
    taxRate: Number(item.taxRate),
    lineTotal: fromMinor(item.lineNet + item.lineTax),
    urunSira: item.urunSira,
    kfadi: item.carrierName,
    kargoUrl: item.carrierUrl,
    takipNo: item.trackingNo,
    reviewed: reviewed.has(item.productId),
    reviewable,
  };
}

/** An order's amounts in major units of its currency; tryTotal, what was (or is to be) paid, in lira. */
export function orderAmounts(order: OrderRow) {
  return {
    subTotal: fromMinor(order.subTotal),
    tax: fromMinor(order.tax),
    shippingTotal: fromMinor(order.shippingTotal),
    cashOnDeliveryFee: fromMinor(order.cashOnDeliveryFee),
    commission: fromMinor(order.commission),
    total: fromMinor(order.total),
    tryTotal: fromMinor(order.tryTotal),
  };
}

/** An order as the list and the detail answer it (SPEC §3 Order). */
export function orderView(
  order: OrderRow,
  items: readonly ItemRow[],
  urNo: string,
  reviewed?: ReadonlySet<number>,
): CustomerOrder {
  const shipping = items.filter((i) => String(i.productId) === urNo);
  const products = items.filter((i) => String(i.productId) !== urNo);
  // The prices the shopper was shown, as stored at order time (never guessed from the lines).
  const units = orderUnitPrices(order.unitPricesWithKdv, products);
  return {
    id: order.id,
    orderNo: order.orderNo,
    date: shopDateTime(order.date),
    description: order.description,
    odemeTipi: order.odemeTipi,
    isCancel: order.cancelledAt !== null,
    /** paid, awaiting_transfer, pay_on_delivery, cancelled, or a card payment's voided / refunded. */
    paymentStatus: order.paymentStatus,
    /** Why it was cancelled ('customer', 'transferNotReceived', 'shop'), null when not cancelled or not known. */
    cancelReason: order.cancelledAt === null ? null : cancelReasonOf(order.cancelReason),
    deliveredAt: order.deliveredAt ? shopDateTime(order.deliveredAt) : null,
    recipient: parseOrderAddress(order.teslimatAdresi).name ?? '',
    faturaadresi: order.faturaAdresi,
    teslimatadresi: order.teslimatAdresi,
    currency: order.currencyCode,
    itemCount: products.length,
    ...orderAmounts(order),
    /**
     * The items' unitPrice includes KDV, as the shopper was shown it (round(quantity × unitPrice) =
     * lineTotal); else it is without KDV (round(quantity × unitPrice) is the line's net).
     */
    unitPricesWithKdv: units.withKdv,
    orderItems: [
      ...products.map((i, n) => orderItemView(i, reviewed, order, units.prices[n])),
      // The shipping charge is never reviewable.
      ...shipping.map((i) => orderItemView(i)),
    ],
  };
}

/** The bank accounts a bank-transfer order is paid to (from the b2cHavaleEftHesapBilgisi setting). */
export function transferAccounts(order: OrderRow, settings: ShopSettings) {
  return order.odemeTipi === 4 ? parseBankAccounts(settings.b2cHavaleEftHesapBilgisi) : [];
}

/** An order's summary as the order save answers it (amounts in major units of the order currency). */
export function orderSummary(order: OrderRow): OrderSummary {
  return {
    id: order.id,
    orderNo: order.orderNo,
    date: shopDateTime(order.date),
    description: order.description,
    odemeTipi: order.odemeTipi,
    currency: order.currencyCode,
    ...orderAmounts(order),
  };
}

/** The agreements approved with an order, exactly as shown, and when (null for older orders). */
export function orderAgreements(order: OrderRow) {
  return {
    agreements: order.agreements ?? null,
    agreementsApprovedAt: order.agreementsApprovedAt?.toISOString() ?? null,
  };
}
