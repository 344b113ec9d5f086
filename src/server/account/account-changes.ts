/** What a customer changes of their account: personal details, password, the account itself. */
import { and, eq, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AccountUpdate } from '../../domain/account/account-validation.ts';
import { isPasswordLength } from '../../domain/account/account-validation.ts';
import type { Database } from '../db/client.ts';
import { customers, sessions } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { Refused } from '../http/refusal.ts';
import { eraseCustomer } from './account-erasure.ts';
import { confirmPassword } from './password-confirm.ts';

/** Saves the customer's personal details (the e-mail stays); undefined when the customer is gone. */
export async function saveAccountDetails(db: Database, customerId: number, values: AccountUpdate) {
  const { name, surname, phone, gender, birthdate } = values;
  const [row] = await db
    .update(customers)
    .set({ name, surname, phone, gender: gender || null, birthdate: birthdate || null })
    .where(eq(customers.id, customerId))
    .returning();
  return row;
}

/**
 * A new password, once the current one is confirmed (confirmPassword): it signs the customer out
 * everywhere but in this session. The 429 answer when the attempts are used up, else undefined.
 */
export async function changePassword(
  c: Context<AppEnv>,
  customerId: number,
  change: { readonly currentPassword: string; readonly password: string },
): Promise<Response | undefined> {
  const refused = await confirmPassword(c, customerId, change.currentPassword, 'auth.wrongCurrentPassword');
  if (refused) return refused;
  const passwordHash = await c.get('passwords').hash(change.password);
  await c.get('db').update(customers).set({ passwordHash }).where(eq(customers.id, customerId));
  await c
    .get('db')
    .delete(sessions)
    .where(
      and(eq(sessions.customerId, customerId), ne(sessions.tokenHash, c.get('session')?.tokenHash ?? '')),
    );
  return undefined;
}

/**
 * Erases the account once its password is confirmed: a password of no possible length is wrong
 * without a count or a hash. The 429 answer when the attempts are used up, else undefined.
 */
export async function deleteAccount(
  c: Context<AppEnv>,
  customerId: number,
  password: string,
): Promise<Response | undefined> {
  if (!isPasswordLength(password)) throw new Refused('accountPage.delete.wrongPassword', 403);
  const refused = await confirmPassword(c, customerId, password, 'accountPage.delete.wrongPassword');
  if (refused) return refused;
  await eraseCustomer(c.get('db'), customerId);
  return undefined;
}
