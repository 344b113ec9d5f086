import { eq } from 'drizzle-orm';
import type { CustomerView } from '../../contract/customer.ts';
import type { Database } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';

/** The customer's public fields. */
export function customerView(row: typeof customers.$inferSelect): CustomerView {
  return {
    id: row.id,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    gender: row.gender,
    birthdate: row.birthdate,
  };
}

/** The customer with this (normalised) email, if any. */
export async function customerByEmail(db: Database, email: string) {
  const [row] = await db.select().from(customers).where(eq(customers.email, email)).limit(1);
  return row;
}

/** The customer with this id, if any. */
export async function customerById(db: Database, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return row;
}

/** A new customer; undefined when the e-mail is taken (by a registration at the same moment, say). */
export async function createCustomer(
  db: Database,
  values: { name: string; surname: string; email: string; passwordHash: string },
) {
  const [row] = await db.insert(customers).values(values).onConflictDoNothing().returning();
  return row;
}
