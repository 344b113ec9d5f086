import { count, eq } from 'drizzle-orm';
import type { AddressData } from '../../domain/address/address-validation.ts';
import { ADDRESS_LIMITS } from '../../domain/address/address-validation.ts';
import type { Database } from '../db/client.ts';
import { addresses, customers } from '../db/schema/index.ts';

type AddressRow = typeof addresses.$inferSelect;

/**
 * Saves a new address of a customer, unless the address book already holds ADDRESS_LIMITS.perCustomerMax:
 * then 'full' and nothing is written. The customer's row is locked while counting, so two adds at
 * once cannot both take the last place.
 */
export async function addAddress(
  db: Database,
  customerId: number,
  values: AddressData,
): Promise<AddressRow | 'full'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.customerId, customerId));
    if (n >= ADDRESS_LIMITS.perCustomerMax) return 'full';
    const [row] = await tx
      .insert(addresses)
      .values({ ...values, customerId })
      .returning();
    if (!row) throw new Error('Address insert returned nothing');
    return row;
  });
}
