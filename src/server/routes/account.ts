import { Hono } from 'hono';
import type { AccountSavedAnswer } from '../../contract/customer.ts';
import { t } from '../../i18n/index.ts';
import { changePassword, deleteAccount, saveAccountDetails } from '../account/account-changes.ts';
import { exportCustomerData } from '../account/account-export.ts';
import { accountForm, deletionForm, passwordChangeForm } from '../account/account-inputs.ts';
import { overdueDebtOf } from '../account/overdue-debt.ts';
import { customerById, customerView } from '../auth/customer-repo.ts';
import { forgetSessionInBrowser } from '../auth/session.ts';
import type { AppEnv } from '../http/app-env.ts';
import { apiError } from '../http/errors.ts';
import { signedIn } from '../http/require-customer.ts';
import { valid } from '../http/validate.ts';

/**
 * GET/POST /accountinfo/settings: the customer's name, phone, gender and birthdate (email is
 * read-only); GET /accountinfo/overdue-debt: the overdue debt info and whether its warning shows.
 */
export const accountInfoRoutes = new Hono<AppEnv>()
  .get('/overdue-debt', signedIn, async (c) => c.json(await overdueDebtOf(c.get('db'), c.get('customer').id)))
  .get('/settings', signedIn, async (c) => {
    const row = await customerById(c.get('db'), c.get('customer').id);
    if (!row) return apiError(c, 401, 'auth.signInRequired');
    return c.json(customerView(row));
  })
  .post('/settings', signedIn, valid('form', accountForm), async (c) => {
    const row = await saveAccountDetails(c.get('db'), c.get('customer').id, c.req.valid('form'));
    if (!row) return apiError(c, 401, 'auth.signInRequired');
    return c.json({ success: true, customer: customerView(row) } satisfies AccountSavedAnswer);
  });

/**
 * POST /account/settings: a new password (and its repeat), with the current one. GET /account/export: everything kept about
 * the customer as a JSON download. POST /account/delete (form: password): the account erased.
 */
export const accountRoutes = new Hono<AppEnv>()
  .get('/export', signedIn, async (c) => {
    const data = await exportCustomerData(c.get('db'), c.get('customer').id, c.get('session')?.tokenHash);
    if (!data) return apiError(c, 401, 'auth.signInRequired');
    const day = data.exportedAt.slice(0, 10);
    c.header('content-disposition', `attachment; filename="hesap-verilerim-${day}.json"`);
    return c.body(JSON.stringify(data, null, 2), 200, { 'content-type': 'application/json; charset=utf-8' });
  })
  .post('/delete', signedIn, valid('form', deletionForm), async (c) => {
    const refused = await deleteAccount(c, c.get('customer').id, c.req.valid('form').password);
    if (refused) return refused;
    forgetSessionInBrowser(c);
    return c.json({ success: true });
  })
  .post('/settings', signedIn, valid('form', passwordChangeForm), async (c) => {
    const refused = await changePassword(c, c.get('customer').id, c.req.valid('form'));
    if (refused) return refused;
    return c.json({ success: true, message: t('tr', 'validation.password.updated') });
  });
