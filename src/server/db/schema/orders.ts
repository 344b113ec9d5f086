import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AgreementDocument } from '../../../domain/checkout/agreement-document.ts';
import { PAYMENT_STATUS } from '../../../domain/orders/payment-status.ts';
import { products } from './catalog.ts';
import { createdAt, decimal, lineQuantity, money } from './columns.ts';
import { customers } from './customers.ts';
import { staff } from './staff.ts';

/** The running number inside readable order numbers (SP + yymmdd + this, zero-padded). */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 100001 });

/**
 * Orders. Amounts are the server's own computation in the order currency; submissionKey makes
 * one cart submission give at most one order. Addresses are frozen as the spec's pipe/colon text.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    submissionKey: text('submission_key').notNull().unique(),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    description: text('description').notNull().default(''),
    branchId: integer('branch_id'),
    odemeTipi: smallint('odeme_tipi').notNull(),
    currencyCode: text('currency_code').notNull(),
    exchangeRate: decimal('exchange_rate', 18, 6).notNull(),
    subTotal: money('sub_total').notNull(),
    tax: money('tax').notNull(),
    shippingTotal: money('shipping_total').notNull(),
    /** The Kapıda Ödeme fee of a pay-on-delivery order (0 otherwise), included in total. */
    cashOnDeliveryFee: money('cash_on_delivery_fee').notNull().default(0),
    /** The card installment commission (0 for a single payment or another method), included in total. */
    commission: money('commission').notNull().default(0),
    total: money('total').notNull(),
    tryTotal: money('try_total').notNull(),
    /**
     * Whether the shopper was shown (and multiplied) unit prices with KDV (productsWithKdv at order
     * time), so the order pages label order_items.shown_unit_price as the cart did; null for orders
     * saved before it was kept, whose pages show unit_price as without KDV.
     */
    unitPricesWithKdv: boolean('unit_prices_with_kdv'),
    faturaAdresi: text('fatura_adresi').notNull(),
    teslimatAdresi: text('teslimat_adresi').notNull(),
    paymentStatus: text('payment_status').notNull().default('pending'),
    /** The Ön Bilgilendirme Formu and Mesafeli Satış Sözleşmesi exactly as approved; null for older orders. */
    agreements: jsonb('agreements').$type<AgreementDocument[]>(),
    agreementsApprovedAt: timestamp('agreements_approved_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why it was cancelled (domain/orders/order-status.ts CancelReason); null while not cancelled. */
    cancelReason: text('cancel_reason'),
    /** The customer's language at order time: the order's e-mails are written in it. */
    locale: text('locale').notNull().default('tr'),
    /** When the shop marked it delivered (the customer's progress bar lights 'Teslim Edildi'); null before. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.date),
    // The unpaid-transfer sweep reads the open Havale-EFT orders by age.
    index('orders_awaiting_transfer_idx')
      .on(t.date)
      .where(
        sql`${t.paymentStatus} = ${sql.raw(`'${PAYMENT_STATUS.awaitingTransfer}'`)} and ${t.cancelledAt} is null`,
      ),
  ],
);

/** Order lines, frozen at order time; the urNo product's line is the shipping charge. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    quantity: lineQuantity('quantity').notNull(),
    unitCode: text('unit_code').notNull(),
    multiplier: decimal('multiplier', 12, 4).notNull(),
    /** The unit price without KDV in the order currency, converted and rounded once. */
    unitPrice: money('unit_price').notNull(),
    /**
     * The unit price exactly as the shopper was shown it (with KDV or without, as the order's
     * unit_prices_with_kdv says), the one the line multiplies: line = round(this × quantity). Null
     * for lines saved before it was kept.
     */
    shownUnitPrice: money('shown_unit_price'),
    taxRate: decimal('tax_rate', 5, 2).notNull(),
    lineNet: money('line_net').notNull(),
    lineTax: money('line_tax').notNull(),
    urunSira: text('urun_sira').notNull().default('1'),
    carrierName: text('carrier_name'),
    carrierUrl: text('carrier_url'),
    trackingNo: text('tracking_no'),
    /** When the line's parcel was handed to the carrier (its tracking number set); null for older lines. */
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/** The staff's internal notes on an order, never shown to the customer; only added. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Who wrote it: a staff member, or null for an API key or a command. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Who wrote it, as the back office shows it ('Ayşe Kaya', 'API: Logo Tiger'). */
    author: text('author').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId)],
);

/** Reviews: only by a customer who bought the product, on that order; stars 1 to 5. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    star: smallint('star').notNull(),
    authorName: text('author_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('comments_product_idx').on(t.productId, t.createdAt),
    index('comments_customer_idx').on(t.customerId),
    // One review per product per order.
    uniqueIndex('comments_once_per_order_idx').on(t.customerId, t.productId, t.orderId),
  ],
);
