import { eq } from 'drizzle-orm';
import {
  anonymiseOrderAddress,
  ERASED_AUTHOR,
  ERASED_NAME,
  ERASED_SURNAME,
  erasedEmail,
} from '../../domain/account/account-erasure.ts';
import { newToken } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import {
  addresses,
  branches,
  carts,
  comments,
  customers,
  orders,
  sessions,
  wishlistItems,
} from '../db/schema/index.ts';

/**
 * Deletes a customer's account (KVKK art. 7) in one transaction: addresses, wishlist, cart, branches
 * and every session are deleted; the customer row stays only as the anonymous owner of the orders
 * (kept for the legal retention period, src/domain/account-erasure.ts), with no name, email, phone,
 * gender, birthdate or usable password; reviews stay under an anonymous author name; each order's
 * address texts lose the person. The email is free to register again at once.
 */
export async function eraseCustomer(db: Database, customerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.customerId, customerId));
    await tx.delete(carts).where(eq(carts.customerId, customerId));
    await tx.delete(wishlistItems).where(eq(wishlistItems.customerId, customerId));
    await tx.delete(addresses).where(eq(addresses.customerId, customerId));
    await tx.delete(branches).where(eq(branches.customerId, customerId));
    await tx.update(comments).set({ authorName: ERASED_AUTHOR }).where(eq(comments.customerId, customerId));
    const orderRows = await tx
      .select({ id: orders.id, fatura: orders.faturaAdresi, teslimat: orders.teslimatAdresi })
      .from(orders)
      .where(eq(orders.customerId, customerId));
    for (const o of orderRows) {
      await tx
        .update(orders)
        .set({
          faturaAdresi: anonymiseOrderAddress(o.fatura),
          teslimatAdresi: anonymiseOrderAddress(o.teslimat),
        })
        .where(eq(orders.id, o.id));
    }
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
