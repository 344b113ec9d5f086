import type { createApi } from '../../../src/server/app.ts';
import { newToken, tokenHash } from '../../../src/server/auth/session.ts';
import type { Database } from '../../../src/server/db/client.ts';
import { addresses, cartItems, carts, customers, sessions } from '../../../src/server/db/schema/index.ts';
import { apiClient } from './client.ts';

/** A customer made straight in the database (no password hashing): id, session cookie and address. */
export interface ReadyCustomer {
  id: number;
  cookie: string;
  addressId: number;
}

/**
 * Inserts a signed-in customer with one address chosen for delivery and invoice, and optionally a
 * cart holding the given lines (product id → quantity in the unit given).
 */
export async function readyCustomer(
  db: Database,
  email: string,
  lines: readonly { productId: number; unitId: number; quantity: number }[] = [],
): Promise<ReadyCustomer> {
  const [customer] = await db
    .insert(customers)
    .values({ email, passwordHash: 'scrypt$x', name: 'Deneme', surname: 'Müşteri' })
    .returning();
  if (!customer) throw new Error('customer insert failed');
  const [address] = await db
    .insert(addresses)
    .values({
      customerId: customer.id,
      addressTitle: 'Ev',
      name: 'Deneme Müşteri',
      country: 'TR',
      city: '34',
      town: '3423',
      address: 'Caferağa Mah. Moda Cad. No: 12',
      number: '+90 (532) 123 45 67',
      idNumber: '11111111111',
    })
    .returning();
  if (!address) throw new Error('address insert failed');
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: tokenHash(token),
    customerId: customer.id,
    deliveryAddressId: address.id,
    invoiceAddressId: address.id,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  if (lines.length > 0) {
    const [cart] = await db.insert(carts).values({ customerId: customer.id }).returning();
    if (!cart) throw new Error('cart insert failed');
    await db.insert(cartItems).values(lines.map((l) => ({ cartId: cart.id, ...l })));
  }
  return { id: customer.id, cookie: `sid=${token}`, addressId: address.id };
}

/**
 * A signed-in customer of `app` ({@link readyCustomer}: one address, optionally a cart), with a
 * client that sends their session cookie.
 */
export async function signedInClient(
  app: ReturnType<typeof createApi>,
  db: Database,
  email: string,
  lines: readonly { productId: number; unitId: number; quantity: number }[] = [],
) {
  const ready = await readyCustomer(db, email, lines);
  const client = apiClient(app);
  client.cookie = ready.cookie;
  return { ...ready, client };
}
