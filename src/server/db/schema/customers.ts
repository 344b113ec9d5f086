import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.ts';
import { createdAt, lineQuantity, money } from './columns.ts';

/** Customers (individual or corporate). Email is stored lower-cased; passwords only as a scrypt hash. */
export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  phone: text('phone').notNull().default(''),
  gender: text('gender'),
  birthdate: date('birthdate'),
  createdAt: createdAt(),
});

/** A corporate customer's branches; the cart page offers them when there are any. */
export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('branches_customer_idx').on(t.customerId)],
);

/**
 * Sessions, anonymous or signed in. The cookie holds a random token; only its SHA-256 is stored,
 * so a database leak does not leak live sessions.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    locale: text('locale').notNull().default('tr'),
    currencyCode: text('currency_code'),
    branchId: integer('branch_id'),
    deliveryAddressId: integer('delivery_address_id'),
    invoiceAddressId: integer('invoice_address_id'),
    cookiesAccepted: boolean('cookies_accepted').notNull().default(false),
    // Which answer the cookie notice got: 'all' (Kabul Et) or 'necessary' (Reddet); null before the
    // choice existed, which was an acceptance (src/domain/cookie-consent.ts).
    cookieConsent: text('cookie_consent'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_customer_idx').on(t.customerId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * 'Şifremi Unuttum' links: the token's SHA-256 (the token is only in the e-mail), for an hour, used
 * once. A new request replaces the customer's earlier links; a reset ends every session.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_resets_customer_idx').on(t.customerId)],
);

/** Carts: an anonymous session's, or a customer's saved cart (one each). */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    sessionTokenHash: text('session_token_hash'),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    // Bumped by every change of the cart's lines: an order submission is keyed by cart and revision.
    revision: integer('revision').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_session_idx').on(t.sessionTokenHash).where(sql`${t.sessionTokenHash} is not null`),
    uniqueIndex('carts_customer_idx').on(t.customerId).where(sql`${t.customerId} is not null`),
  ],
);

/** Cart lines: one per product, with the chosen unit and the quantity in that unit. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id').notNull(),
    quantity: lineQuantity('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cart_items_cart_product_idx').on(t.cartId, t.productId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.productId] })],
);

/** Delivery and invoice addresses (SPEC §3 Address); non-Türkiye rows carry the spec's fillers. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    addressTitle: text('address_title').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    city: text('city').notNull(),
    town: text('town').notNull(),
    address: text('address').notNull(),
    number: text('number').notNull(),
    invoiceType: text('invoice_type').notNull().default('bireysel'),
    idNumber: text('id_number').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    taxOffice: text('tax_office').notNull().default(''),
    taxNumber: text('tax_number').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);

/** A customer's overdue debt, for the account-statement warning. */
export const overdueDebts = pgTable('overdue_debts', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  overdueBalance: money('overdue_balance').notNull(),
  overdueBalanceExpiryDay: integer('overdue_balance_expiry_day').notNull().default(0),
  currencyCode: text('currency_code').notNull().default('TRY'),
});
