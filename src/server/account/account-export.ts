import { asc, eq } from 'drizzle-orm';
import { consentOfRecord } from '../../domain/cookie-consent.ts';
import { fromMinor } from '../../domain/money.ts';
import type { Database } from '../db/client.ts';
import {
  addresses,
  branches,
  cartItems,
  carts,
  comments,
  customers,
  orders,
  overdueDebts,
  products,
  productUnits,
  sessions,
  wishlistItems,
} from '../db/schema/index.ts';
import { exportOrders } from './account-export-orders.ts';

/** The customer's sessions: when each began and ends, and its choices; never a token or its hash. */
async function exportSessions(db: Database, customerId: number, currentTokenHash: string | undefined) {
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.customerId, customerId))
    .orderBy(asc(sessions.createdAt));
  const now = Date.now();
  return rows.map((s) => ({
    createdAt: s.createdAt.toISOString(),
    expiresAt: s.expiresAt.toISOString(),
    active: s.expiresAt.getTime() > now,
    current: s.tokenHash === currentTokenHash,
    locale: s.locale,
    currency: s.currencyCode,
    cookiesAccepted: s.cookiesAccepted,
    // 'all' (Kabul Et), 'necessary' (Reddet) or null (not answered).
    cookieConsent: consentOfRecord(s),
  }));
}

/** The customer's saved cart: product, unit and quantity of each line. */
async function exportCart(db: Database, customerId: number) {
  return db
    .select({
      code: products.code,
      name: products.name,
      unit: productUnits.unitCode,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productUnits, eq(productUnits.id, cartItems.unitId))
    .where(eq(carts.customerId, customerId))
    .orderBy(asc(cartItems.id));
}

/**
 * Everything the shop keeps about one customer (KVKK art. 11, the right to know and to get one's data):
 * account, addresses, branches, orders with their lines and notes, the agreements approved in full,
 * reviews, wishlist, saved cart, sessions, consents, card payments with their descriptions and overdue
 * debt. Never the password hash, a session token or its hash, or more of a card than its BIN and last
 * four digits. `currentTokenHash` marks the session asking. Undefined when there is no such customer.
 */
export async function exportCustomerData(db: Database, customerId: number, currentTokenHash?: string) {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId)).limit(1);
  if (!customer) return undefined;
  const addressRows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.id));
  const branchRows = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(eq(branches.customerId, customerId))
    .orderBy(asc(branches.id));
  const kept = await exportOrders(db, customerId, new Map(branchRows.map((b) => [b.id, b.name])));
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
  const sessionList = await exportSessions(db, customerId, currentTokenHash);
  const [debt] = await db.select().from(overdueDebts).where(eq(overdueDebts.customerId, customerId));

  return {
    exportedAt: new Date().toISOString(),
    account: {
      customerNo: customer.id,
      name: customer.name,
      surname: customer.surname,
      email: customer.email,
      phone: customer.phone,
      gender: customer.gender,
      birthdate: customer.birthdate,
      createdAt: customer.createdAt.toISOString(),
    },
    addresses: addressRows.map(({ id, customerId: _c, ...rest }) => ({ id, ...rest })),
    branches: branchRows,
    orders: kept.orders,
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
    cart: await exportCart(db, customerId),
    sessions: sessionList,
    consents: {
      agreements: kept.agreements,
      cookieNoticeAccepted: sessionList.some((s) => s.cookiesAccepted),
    },
    cardPayments: kept.cardPayments,
    overdueDebt: debt
      ? {
          balance: fromMinor(debt.overdueBalance),
          currency: debt.currencyCode,
          expiryDay: debt.overdueBalanceExpiryDay,
        }
      : null,
  };
}
