import { index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, money } from './columns.ts';
import { customers } from './customers.ts';
import { orders } from './orders.ts';

/**
 * Card payment attempts. Only the card's BIN and last four digits are kept: never its number or
 * CCV. An attempt waiting for 3-D Secure remembers the cart revision and amount it was quoted for.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    cartId: integer('cart_id').notNull(),
    cartRevision: integer('cart_revision').notNull(),
    planId: integer('plan_id').notNull().default(0),
    installment: smallint('installment').notNull().default(1),
    /** The amount charged, commission included, in minor units of `currency`. */
    amount: money('amount').notNull(),
    /** The order's total in TRY the amount was computed from. */
    tryTotal: money('try_total').notNull(),
    currency: text('currency').notNull(),
    bin: text('bin').notNull(),
    last4: text('last4').notNull(),
    status: text('status').notNull(),
    challengeId: text('challenge_id'),
    transactionId: text('transaction_id'),
    description: text('description').notNull().default(''),
    orderId: integer('order_id').references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [index('payment_attempts_customer_idx').on(t.customerId, t.createdAt)],
);
