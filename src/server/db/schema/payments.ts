import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type AttemptStatus, LIVE_ATTEMPT_STATUSES } from '../../../domain/payment/attempt-status.ts';
import type { Reversal } from '../../../domain/payment/reversal.ts';
import { createdAt, decimal, money } from './columns.ts';
import { customers } from './customers.ts';
import { orders } from './orders.ts';

/** What a card payment pays for: the cart as an order, or a free amount on the customer's account. */
export type PaymentKind = 'order' | 'pay';

/**
 * Card payment attempts (their statuses: domain/payment/attempt-status.ts). Only the card's BIN and
 * last four digits are kept: never its number or CCV. An attempt waiting for 3-D Secure remembers
 * what it is for: an order attempt the cart revision and amount it was quoted for, a free-amount
 * ('pay') attempt the amount the customer chose.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PaymentKind>().notNull().default('order'),
    /** The cart and revision an order attempt pays for; null for a free-amount payment. */
    cartId: integer('cart_id'),
    cartRevision: integer('cart_revision'),
    planId: integer('plan_id').notNull().default(0),
    installment: smallint('installment').notNull().default(1),
    /** The amount charged, commission included, in minor units of `currency`. */
    amount: money('amount').notNull(),
    /** The amount before commission in TRY: the order's total, or the free amount the customer chose. */
    tryTotal: money('try_total').notNull(),
    currency: text('currency').notNull(),
    bin: text('bin').notNull(),
    last4: text('last4').notNull(),
    status: text('status').$type<AttemptStatus>().notNull(),
    challengeId: text('challenge_id'),
    transactionId: text('transaction_id'),
    description: text('description').notNull().default(''),
    orderId: integer('order_id').references(() => orders.id),
    /** For an approved free-amount payment: what it took off the overdue balance, in its currency's minor units. */
    debtSettled: money('debt_settled'),
    debtCurrency: text('debt_currency'),
    /** For an order attempt: the key and locale of the agreements approved, and the plan's commission percent. */
    agreementKey: text('agreement_key'),
    agreementLocale: text('agreement_locale'),
    commissionFee: decimal('commission_fee', 5, 2).notNull().default('0'),
    /**
     * For a free-amount attempt: the key the paying page made for this one payment. Unique per
     * customer, so a repeated or concurrent submission of the same payment charges once.
     */
    paymentKey: text('payment_key'),
    /** For a declined attempt: the message key the bank's refusal was answered with. */
    failureKey: text('failure_key'),
    /** For an attempt waiting for 3-D Secure: the masked phone the code went to (a repeat asks again). */
    challengePhone: text('challenge_phone'),
    /** When the bank approved the charge: a reversal on that shop day is a void, later a refund. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /**
     * How the charge is taken back when its order is cancelled ('void' on the shop day of the
     * approval, 'refund' later) and when the provider was asked: set as the attempt turns
     * `reversing`, before the provider is called, so an attempt left `reversing` says what to check.
     */
    reversal: text('reversal').$type<Reversal>(),
    reversalStartedAt: timestamp('reversal_started_at', { withTimezone: true }),
    /** When the charge was voided or refunded (the status says which). */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_attempts_customer_idx').on(t.customerId, t.createdAt),
    uniqueIndex('payment_attempts_payment_key_idx').on(t.customerId, t.paymentKey),
    // Two submissions of one cart revision cannot both reach the bank: the second finds the first.
    uniqueIndex('payment_attempts_live_cart_idx')
      .on(t.cartId, t.cartRevision)
      .where(
        sql.raw(`kind = 'order' and status in (${LIVE_ATTEMPT_STATUSES.map((s) => `'${s}'`).join(', ')})`),
      ),
    index('payment_attempts_order_idx').on(t.orderId),
    check('payment_attempts_kind_check', sql`${t.kind} in ('order', 'pay')`),
    check(
      'payment_attempts_order_cart_check',
      sql`${t.kind} <> 'order' or (${t.cartId} is not null and ${t.cartRevision} is not null)`,
    ),
  ],
);
