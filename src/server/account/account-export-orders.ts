import { asc, eq, inArray } from 'drizzle-orm';
import { fromMinor } from '../../domain/money.ts';
import type { Database } from '../db/client.ts';
import { orderItems, orders, paymentAttempts } from '../db/schema/index.ts';

/**
 * A customer's orders as the data download gives them: each with its lines, note, frozen addresses,
 * branch (by `branchName`) and amounts; the agreements approved with each, in full; and every card payment attempt with
 * its description, the card only as its BIN and last four digits (all the shop ever keeps of it).
 */
export async function exportOrders(
  db: Database,
  customerId: number,
  branchName: ReadonlyMap<number, string>,
) {
  const orderRows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(asc(orders.date), asc(orders.id));
  const orderIds = orderRows.map((o) => o.id);
  const lineRows = orderIds.length
    ? await db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.id))
    : [];
  const orderNo = new Map(orderRows.map((o) => [o.id, o.orderNo]));
  const paymentRows = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.customerId, customerId))
    .orderBy(asc(paymentAttempts.id));

  return {
    orders: orderRows.map((o) => ({
      orderNo: o.orderNo,
      date: o.date.toISOString(),
      description: o.description,
      branch: o.branchId === null ? null : (branchName.get(o.branchId) ?? null),
      odemeTipi: o.odemeTipi,
      currency: o.currencyCode,
      exchangeRate: o.exchangeRate,
      subTotal: fromMinor(o.subTotal),
      tax: fromMinor(o.tax),
      shippingTotal: fromMinor(o.shippingTotal),
      cashOnDeliveryFee: fromMinor(o.cashOnDeliveryFee),
      commission: fromMinor(o.commission),
      total: fromMinor(o.total),
      tryTotal: fromMinor(o.tryTotal),
      /** The unit prices were shown with KDV (true) or without (false); null for older orders. */
      unitPricesWithKdv: o.unitPricesWithKdv,
      faturaAdresi: o.faturaAdresi,
      teslimatAdresi: o.teslimatAdresi,
      paymentStatus: o.paymentStatus,
      cancelledAt: o.cancelledAt?.toISOString() ?? null,
      /** Why it was cancelled (the shopper, the shop, a transfer not received...); null while it stands. */
      cancelReason: o.cancelReason,
      deliveredAt: o.deliveredAt?.toISOString() ?? null,
      /** The language the order's e-mails are written in. */
      locale: o.locale,
      lines: lineRows
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          code: l.code,
          name: l.name,
          quantity: l.quantity,
          unit: l.unitCode,
          unitPrice: fromMinor(l.unitPrice),
          /** The unit price as the shopper was shown it (see unitPricesWithKdv); null for older lines. */
          shownUnitPrice: l.shownUnitPrice === null ? null : fromMinor(l.shownUnitPrice),
          taxRate: l.taxRate,
          lineNet: fromMinor(l.lineNet),
          lineTax: fromMinor(l.lineTax),
          carrier: l.carrierName,
          trackingNo: l.trackingNo,
          shippedAt: l.shippedAt?.toISOString() ?? null,
        })),
    })),
    /** The Ön Bilgilendirme Formu and Mesafeli Satış Sözleşmesi of each order, as approved. */
    agreements: orderRows
      .filter((o) => o.agreementsApprovedAt)
      .map((o) => ({
        orderNo: o.orderNo,
        approvedAt: o.agreementsApprovedAt?.toISOString() ?? null,
        documents: o.agreements ?? [],
      })),
    cardPayments: paymentRows.map((p) => ({
      kind: p.kind,
      orderNo: p.orderId === null ? null : (orderNo.get(p.orderId) ?? null),
      amount: fromMinor(p.amount),
      currency: p.currency,
      installment: p.installment,
      cardBin: p.bin,
      cardLast4: p.last4,
      status: p.status,
      description: p.description,
      bankReference: p.transactionId,
      codeSentTo: p.challengePhone,
      debtSettled: p.debtSettled === null ? null : fromMinor(p.debtSettled),
      debtCurrency: p.debtCurrency,
      createdAt: p.createdAt.toISOString(),
      /** When the bank approved the charge, and when it was voided or refunded (status says which). */
      approvedAt: p.approvedAt?.toISOString() ?? null,
      reversedAt: p.reversedAt?.toISOString() ?? null,
      /** How a cancelled order's charge is taken back ('void' or 'refund'), and when that was asked. */
      reversal: p.reversal,
      reversalStartedAt: p.reversalStartedAt?.toISOString() ?? null,
    })),
  };
}
