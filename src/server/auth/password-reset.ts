/**
 * 'Şifremi Unuttum' (issue 17): a customer asks for a link by e-mail address; the shop answers the
 * same whether or not the address is a customer's, and mails a customer a single-use link that
 * expires in an hour (the token only in the e-mail, its SHA-256 in password_resets). A new request
 * replaces the earlier links. The reset sets the new password and ends every session of the account
 * (anyone signed in with the old password is out).
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Locale } from '../../domain/locale.ts';
import type { Database } from '../db/client.ts';
import { customers, passwordResets, sessions } from '../db/schema/index.ts';
import { queuePasswordResetMail } from '../mail/account-mails.ts';
import { newToken, tokenHash } from './session.ts';

/** How long a link works. */
export const PASSWORD_RESET_MINUTES = 60;

/** Mails a reset link to the customer of `email`, if there is one; nothing otherwise (the caller answers the same). */
export async function requestPasswordReset(
  db: Database,
  email: string,
  locale: Locale,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [customer] = await t
      .select({ id: customers.id, email: customers.email, name: customers.name, surname: customers.surname })
      .from(customers)
      .where(eq(customers.email, email))
      .limit(1);
    if (!customer) return;
    const token = newToken();
    await t.delete(passwordResets).where(eq(passwordResets.customerId, customer.id));
    await t.insert(passwordResets).values({
      tokenHash: tokenHash(token),
      customerId: customer.id,
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000),
    });
    await queuePasswordResetMail(t, customer, token, locale);
  });
}

/**
 * Sets a new password with a link's token: the customer's id, or undefined for a token that is
 * unknown, used or expired. The link is used up and every session of the account ends.
 */
export async function resetPassword(
  db: Database,
  token: string,
  passwordHash: string,
  now = new Date(),
): Promise<number | undefined> {
  if (token.length < 20 || token.length > 128) return undefined;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [used] = await t
      .delete(passwordResets)
      .where(and(eq(passwordResets.tokenHash, tokenHash(token)), gt(passwordResets.expiresAt, now)))
      .returning({ customerId: passwordResets.customerId });
    if (!used) return undefined;
    await t.update(customers).set({ passwordHash }).where(eq(customers.id, used.customerId));
    await t.delete(sessions).where(eq(sessions.customerId, used.customerId));
    await t.delete(passwordResets).where(eq(passwordResets.customerId, used.customerId));
    return used.customerId;
  });
}
