import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { signedIn } from '../http/require-customer.ts';
import { valid } from '../http/validate.ts';
import { checkoutAgreements } from '../orders/checkout-agreements.ts';
import { agreementsQuery } from '../orders/order-inputs.ts';

/**
 * GET /checkout/agreements?odemeTipi=2|3|4[&plan=][&locale=]: the Ön Bilgilendirme Formu and the
 * Mesafeli Satış Sözleşmesi of this order, their key, its amounts and the payment methods offered.
 */
export const checkoutRoutes = new Hono<AppEnv>().get(
  '/agreements',
  signedIn,
  valid('query', agreementsQuery),
  async (c) =>
    c.json(
      await checkoutAgreements(
        c.get('db'),
        c.get('session'),
        c.get('customer').id,
        c.get('payment'),
        c.req.valid('query'),
      ),
    ),
);
