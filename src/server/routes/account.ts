import { and, eq, ne } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AccountSavedAnswer, OverdueDebt } from '../../contract/customer.ts';
import {
  isPasswordLength,
  validateAccount,
  validatePasswordChange,
} from '../../domain/account/account-validation.ts';
import { isCommonPassword } from '../../domain/account/common-passwords.ts';
import { fromMinor } from '../../domain/money.ts';
import { showOverdueDebtWarning } from '../../domain/payment/overdue-debt.ts';
import { t } from '../../i18n/index.ts';
import { eraseCustomer } from '../account/account-erasure.ts';
import { exportCustomerData } from '../account/account-export.ts';
import { customerById, customerView } from '../auth/customer-repo.ts';
import { forgetSessionInBrowser } from '../auth/session.ts';
import { loadSettings } from '../catalog/settings-repo.ts';
import { customers, overdueDebts, sessions } from '../db/schema/index.ts';
import type { AppEnv } from '../http/app-env.ts';
import { type LimitCheck, limitAttempt, refundAttempt } from '../http/attempt-limits.ts';
import { apiError } from '../http/errors.ts';
import { formField, formFields } from '../http/parse.ts';
import { requireCustomer } from '../http/require-customer.ts';

/**
 * Checks the customer's current password before a deletion or a password change, counted per customer
 * before the hash (both share one count, so alternating them gains nothing); a right password clears
 * the count. The refusal's answer (429, or 403 with `wrongKey`), else undefined.
 */
async function confirmPassword(
  c: Context<AppEnv>,
  customerId: number,
  password: string,
  wrongKey: 'accountPage.delete.wrongPassword' | 'auth.wrongCurrentPassword',
): Promise<Response | undefined> {
  const checks: LimitCheck[] = [['password.confirm', String(customerId)]];
  const refused = await limitAttempt(c, checks, 'auth.tooManyAttempts');
  if (refused) return refused;
  const row = await customerById(c.var.db, customerId);
  if (!row) return apiError(c, 401, 'auth.signInRequired');
  const ok = await c.var.passwords.verify(password, row.passwordHash).catch(async (err: unknown) => {
    await refundAttempt(c, checks);
    throw err;
  });
  if (!ok) return apiError(c, 403, wrongKey);
  await c.var.rateLimiter.reset('password.confirm', String(customerId));
  return undefined;
}

/**
 * GET/POST /accountinfo/settings: the customer's name, phone, gender and birthdate (email is
 * read-only); GET /accountinfo/overdue-debt: the overdue debt info and whether its warning shows.
 */
export const accountInfoRoutes = new Hono<AppEnv>()
  .get('/overdue-debt', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const [debt] = await c.var.db
      .select()
      .from(overdueDebts)
      .where(eq(overdueDebts.customerId, customer.id))
      .limit(1);
    const settings = await loadSettings(c.var.db);
    return c.json({
      overdueBalance: fromMinor(debt?.overdueBalance ?? 0),
      overdueBalanceExpiryDay: debt?.overdueBalanceExpiryDay ?? 0,
      currency: debt?.currencyCode ?? 'TRY',
      show: showOverdueDebtWarning({
        showOverdueDebtInfo: settings.showOverdueDebtInfo,
        // Kuruş as an exact decimal of scale 2, compared with the limit in the same currency.
        overdueBalance: debt ? { int: BigInt(debt.overdueBalance), scale: 2 } : null,
        overdueDebtInfoLimit: settings.overdueDebtInfoLimit,
      }),
    } satisfies OverdueDebt);
  })
  .get('/settings', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const row = await customerById(c.var.db, customer.id);
    if (!row) return apiError(c, 401, 'auth.signInRequired');
    return c.json(customerView(row));
  })
  .post('/settings', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const form = await formFields(c);
    if (!form) return apiError(c, 400, 'api.badRequest');
    const result = validateAccount(
      {
        name: formField(form, 'name'),
        surname: formField(form, 'surname'),
        email: formField(form, 'email'),
        phone: formField(form, 'phone'),
        gender: formField(form, 'gender'),
        birthdate: formField(form, 'birthdate'),
      },
      new Date(),
    );
    if (!result.ok) return apiError(c, 400, Object.values(result.errors)[0] ?? 'api.badRequest');
    const { name, surname, phone, gender, birthdate } = result.value;
    const [row] = await c.var.db
      .update(customers)
      .set({ name, surname, phone, gender: gender || null, birthdate: birthdate || null })
      .where(eq(customers.id, customer.id))
      .returning();
    if (!row) return apiError(c, 401, 'auth.signInRequired');
    return c.json({ success: true, customer: customerView(row) } satisfies AccountSavedAnswer);
  });

/**
 * POST /account/settings: a new password (and its repeat), with the current one. GET /account/export: everything kept about
 * the customer as a JSON download. POST /account/delete (form: password): the account erased.
 */
export const accountRoutes = new Hono<AppEnv>()
  .get('/export', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const data = await exportCustomerData(c.var.db, customer.id, c.var.session?.tokenHash);
    if (!data) return apiError(c, 401, 'auth.signInRequired');
    const day = data.exportedAt.slice(0, 10);
    c.header('content-disposition', `attachment; filename="hesap-verilerim-${day}.json"`);
    return c.body(JSON.stringify(data, null, 2), 200, { 'content-type': 'application/json; charset=utf-8' });
  })
  .post('/delete', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const form = await formFields(c);
    if (!form) return apiError(c, 400, 'api.badRequest');
    const password = formField(form, 'password');
    if (password === '') return apiError(c, 400, 'validation.password.required');
    if (!isPasswordLength(password)) return apiError(c, 403, 'accountPage.delete.wrongPassword');
    const refused = await confirmPassword(c, customer.id, password, 'accountPage.delete.wrongPassword');
    if (refused) return refused;
    await eraseCustomer(c.var.db, customer.id);
    forgetSessionInBrowser(c);
    return c.json({ success: true });
  })
  .post('/settings', async (c) => {
    const customer = requireCustomer(c);
    if ('response' in customer) return customer.response;
    const form = await formFields(c);
    if (!form) return apiError(c, 400, 'api.badRequest');
    const result = validatePasswordChange({
      currentPassword: formField(form, 'currentPassword'),
      password: formField(form, 'password'),
      passwordVerify: formField(form, 'passwordVerify'),
    });
    if (!result.ok) return apiError(c, 400, Object.values(result.errors)[0] ?? 'api.badRequest');
    if (!result.value) return apiError(c, 400, 'validation.password.length');
    const { currentPassword, password } = result.value;
    if (isCommonPassword(password)) return apiError(c, 400, 'validation.password.common');
    const refused = await confirmPassword(c, customer.id, currentPassword, 'auth.wrongCurrentPassword');
    if (refused) return refused;
    const passwordHash = await c.var.passwords.hash(password);
    await c.var.db.update(customers).set({ passwordHash }).where(eq(customers.id, customer.id));
    // A changed password signs the customer out everywhere else.
    await c.var.db
      .delete(sessions)
      .where(
        and(eq(sessions.customerId, customer.id), ne(sessions.tokenHash, c.var.session?.tokenHash ?? '')),
      );
    return c.json({ success: true, message: t('tr', 'validation.password.updated') });
  });
