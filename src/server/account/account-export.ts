import { asc, eq, inArray } from 'drizzle-orm';
import { fromMinor } from '../../domain/money.ts';
import type { Database } from '../db/client.ts';
import {
  addresses,
  comments,
  customers,
  orderItems,
  orders,
  overdueDebts,
  paymentAttempts,
  products,
  sessions,
  wishlistItems,
} from '../db/schema/index.ts';

/**
 * Everything the shop keeps about one customer (KVKK art. 11, the right to know and to get one's data):
 * account, addresses, orders with their lines, reviews, wishlist, consents, card payments and overdue
 * debt. Never the password hash or session tokens. Undefined when there is no such customer.
 */
export async function exportCustomerData(db: Database, customerId: number) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer) return undefined;
  const addressRows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.id));
  const orderRows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(asc(orders.date), asc(orders.id));
  const lineRows = orderRows.length
    ? await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            orderRows.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderItems.id))
    : [];
  const reviewRows = await db
    .select({ comment: comments, productName: products.name, orderNo: orders.orderNo })
    .from(comments)
    .innerJoin(products, eq(products.id, comments.productId))
    .innerJoin(orders, eq(orders.id, comments.orderId))
    .where(eq(comments.customerId, customerId))
    .orderBy(asc(comments.id));
  const wishRows = await db
    .select({ code: products.code, name: products.name, addedAt: wishlistItems.createdAt })
    .from(wishlistItems)
    .innerJoin(products, eq(products.id, wishlistItems.productId))
    .where(eq(wishlistItems.customerId, customerId))
    .orderBy(asc(wishlistItems.createdAt));
  const sessionRows = await db
    .select({ createdAt: sessions.createdAt, cookiesAccepted: sessions.cookiesAccepted })
    .from(sessions)
    .where(eq(sessions.customerId, customerId));
  const paymentRows = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.customerId, customerId))
    .orderBy(asc(paymentAttempts.id));
  const [debt] = await db.select().from(overdueDebts).where(eq(overdueDebts.customerId, customerId));

  return {
    exportedAt: new Date().toISOString(),
    account: {
      name: customer.name,
      surname: customer.surname,
      email: customer.email,
      phone: customer.phone,
      gender: customer.gender,
      birthdate: customer.birthdate,
      createdAt: customer.createdAt.toISOString(),
    },
    addresses: addressRows.map(({ id, customerId: _c, ...rest }) => ({ id, ...rest })),
    orders: orderRows.map((o) => ({
      orderNo: o.orderNo,
      date: o.date.toISOString(),
      description: o.description,
      odemeTipi: o.odemeTipi,
      currency: o.currencyCode,
      subTotal: fromMinor(o.subTotal),
      tax: fromMinor(o.tax),
      shippingTotal: fromMinor(o.shippingTotal),
      cashOnDeliveryFee: fromMinor(o.cashOnDeliveryFee),
      commission: fromMinor(o.commission),
      total: fromMinor(o.total),
      faturaAdresi: o.faturaAdresi,
      teslimatAdresi: o.teslimatAdresi,
      paymentStatus: o.paymentStatus,
      cancelledAt: o.cancelledAt?.toISOString() ?? null,
      lines: lineRows
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          code: l.code,
          name: l.name,
          quantity: l.quantity,
          unit: l.unitCode,
          unitPrice: fromMinor(l.unitPrice),
          taxRate: l.taxRate,
          lineNet: fromMinor(l.lineNet),
          lineTax: fromMinor(l.lineTax),
          carrier: l.carrierName,
          trackingNo: l.trackingNo,
        })),
    })),
    reviews: reviewRows.map(({ comment, productName, orderNo }) => ({
      product: productName,
      orderNo,
      title: comment.title,
      description: comment.description,
      star: comment.star,
      authorName: comment.authorName,
      createdAt: comment.createdAt.toISOString(),
    })),
    wishlist: wishRows.map((w) => ({ code: w.code, name: w.name, addedAt: w.addedAt.toISOString() })),
    consents: {
      agreements: orderRows
        .filter((o) => o.agreementsApprovedAt)
        .map((o) => ({
          orderNo: o.orderNo,
          approvedAt: o.agreementsApprovedAt?.toISOString() ?? null,
          documents: (o.agreements ?? []).map((d) => d.title),
        })),
      cookieNoticeAccepted: sessionRows.some((s) => s.cookiesAccepted),
    },
    cardPayments: paymentRows.map((p) => ({
      kind: p.kind,
      amount: fromMinor(p.amount),
      currency: p.currency,
      cardBin: p.bin,
      cardLast4: p.last4,
      status: p.status,
      createdAt: p.createdAt.toISOString(),
    })),
    overdueDebt: debt ? { balance: fromMinor(debt.overdueBalance), currency: debt.currencyCode } : null,
  };
}
