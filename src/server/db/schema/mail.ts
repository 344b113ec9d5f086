import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * The e-mails the shop sends (src/server/mail), queued in the same transaction as what they tell of
 * (an order, a shipment, a cancellation), so an e-mail goes out exactly when its change committed,
 * and sending never blocks or fails that change. Written out in full when queued (the agreements as
 * approved); a sender job sends the due ones and retries a failure later. `dedupeKey` keeps a retried
 * action from queueing the same e-mail twice.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: serial('id').primaryKey(),
    /** What it is: 'orderConfirmation', 'shipmentNotice', 'cancellationNotice', 'passwordReset'. */
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').unique(),
    toAddress: text('to_address').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** 'pending' (to send at next_attempt_at), 'sent', or 'failed' after the last try. */
    status: text('status').notNull().default('pending'),
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last try failed (the transport's message, never the e-mail's content). */
    lastError: text('last_error'),
    /** Who holds it while sending, until when: a sender that died leaves it to the next after this. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The order it tells of, when it does. */
    orderId: integer('order_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_queue_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('mail_queue_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
