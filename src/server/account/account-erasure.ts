import { eq, inArray, or } from 'drizzle-orm';
import {
  anonymiseOrderAddress,
  ERASED_AUTHOR,
  ERASED_NAME,
  ERASED_SURNAME,
  erasedEmail,
} from '../../domain/account/account-erasure.ts';
import { redactAgreements, redactionText } from '../../domain/account/agreement-redaction.ts';
import { addressValues, personalValues, removePersonalValues } from '../../domain/account/personal-values.ts';
import { parseOrderAddress } from '../../domain/orders/order-address.ts';
import { defaultLocale, t } from '../../i18n/index.ts';
import { newToken } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import {
  addresses,
  branches,
  carts,
  comments,
  customers,
  mailQueue,
  orders,
  passwordResets,
  paymentAttempts,
  rateLimits,
  sessions,
  wishlistItems,
} from '../db/schema/index.ts';
import { rateLimitRowsOf } from '../http/rate-limit.ts';

/**
 * Everything that identifies the customer, as kept anywhere: the account's name, e-mail and phone,
 * every saved address, and the addresses frozen on their orders (which may be older than the book).
 */
async function valuesOf(
  tx: Database,
  customerId: number,
  orderAddresses: readonly string[],
): Promise<string[]> {
  const [me] = await tx.select().from(customers).where(eq(customers.id, customerId));
  const book = await tx.select().from(addresses).where(eq(addresses.customerId, customerId));
  return personalValues([
    me ? `${me.name} ${me.surname}` : '',
    me?.email,
    me?.phone,
    ...book.flatMap((a) => addressValues(a)),
    ...orderAddresses.flatMap((text) => addressValues(parseOrderAddress(text))),
  ]);
}

/** The customer's orders lose the person: note, frozen addresses and the buyer's part of the agreements. */
async function anonymiseOrders(tx: Database, customerId: number): Promise<void> {
  const rows = await tx
    .select({
      id: orders.id,
      fatura: orders.faturaAdresi,
      teslimat: orders.teslimatAdresi,
      agreements: orders.agreements,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  const values = await valuesOf(
    tx,
    customerId,
    rows.flatMap((o) => [o.fatura, o.teslimat]),
  );
  for (const o of rows) {
    await tx
      .update(orders)
      .set({
        description: '',
        faturaAdresi: anonymiseOrderAddress(o.fatura),
        teslimatAdresi: anonymiseOrderAddress(o.teslimat),
        agreements: o.agreements ? redactAgreements(o.agreements, values, t) : null,
      })
      .where(eq(orders.id, o.id));
  }
  // Reviews stay on the products, under an anonymous author and without the person's values in them.
  const reviews = await tx.select().from(comments).where(eq(comments.customerId, customerId));
  const mark = redactionText(defaultLocale, t);
  for (const r of reviews) {
    await tx
      .update(comments)
      .set({
        authorName: ERASED_AUTHOR,
        title: removePersonalValues(r.title, values, mark),
        description: removePersonalValues(r.description, values, mark),
      })
      .where(eq(comments.id, r.id));
  }
}

/**
 * Deletes a customer's account (KVKK art. 7) in one transaction. Deleted: sessions (and the carts of
 * those sessions), the saved cart, wishlist, addresses and branches, and the rate-limit counters and
 * marks of its e-mail (with every address it signed in from) and of its id, and the e-mails to it, sent
 * or queued, and its 'Şifremi Unuttum' links. Kept anonymous for the legal
 * retention period (src/domain/account/account-erasure.ts): the orders, without their note, with
 * addresses of district, city and country only and agreements whose buyer part is redacted; the card
 * payment attempts, without their description and the masked phone of a 3-D Secure code (the BIN and
 * last four digits stay for chargebacks); reviews under an anonymous author; the customer row itself,
 * as the orders' owner, with no name, e-mail, phone, gender, birthdate or usable password. The e-mail
 * is free to register again at once.
 */
export async function eraseCustomer(db: Database, customerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The person's values are read from the addresses before they go.
    await anonymiseOrders(tx, customerId);
    await tx
      .update(paymentAttempts)
      .set({ description: '', challengePhone: null })
      .where(eq(paymentAttempts.customerId, customerId));
    const mySessions = tx
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.customerId, customerId));
    await tx.delete(carts).where(inArray(carts.sessionTokenHash, mySessions));
    await tx.delete(sessions).where(eq(sessions.customerId, customerId));
    await tx.delete(carts).where(eq(carts.customerId, customerId));
    await tx.delete(wishlistItems).where(eq(wishlistItems.customerId, customerId));
    await tx.delete(addresses).where(eq(addresses.customerId, customerId));
    await tx.delete(passwordResets).where(eq(passwordResets.customerId, customerId));
    await tx.delete(branches).where(eq(branches.customerId, customerId));
    // Keyed by hashes of the e-mail (alone or with an address) and of the id: read before the e-mail goes.
    const [me] = await tx
      .select({ email: customers.email })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (me) await tx.delete(rateLimits).where(rateLimitRowsOf(me.email, customerId));
    // The e-mails to the person, sent or still queued: they hold the name, addresses and orders.
    await tx
      .delete(mailQueue)
      .where(
        or(
          me ? eq(mailQueue.toAddress, me.email) : undefined,
          inArray(
            mailQueue.orderId,
            tx.select({ id: orders.id }).from(orders).where(eq(orders.customerId, customerId)),
          ),
        ),
      );
    await tx
      .update(customers)
      .set({
        email: erasedEmail(customerId),
        // Not a scrypt hash: no password can ever verify against it.
        passwordHash: `erased$${newToken()}`,
        name: ERASED_NAME,
        surname: ERASED_SURNAME,
        phone: '',
        gender: null,
        birthdate: null,
      })
      .where(eq(customers.id, customerId));
  });
}
