/**
 * The owner's side's API (issue 17), under /api/admin: staff sign-in and, behind it, the back
 * office's calls. Its answers are never cached (secureApi marks them so), never indexed, never
 * framed; bad input is refused by the same input layer as the shop's API, with a table of its own
 * calls; state changes must come from the shop's own origin. The catalog API (src/server/app.ts) is
 * the shoppers'; both share the parts of http/api-services.ts.
 */
import { Hono } from 'hono';
import type { OrderNoteBody } from '../../contract/admin-orders.ts';
import type { Database } from '../db/client.ts';
import { type ApiServiceOptions, answerThrown, apiServices } from '../http/api-services.ts';
import type { AppEnv } from '../http/app-env.ts';
import { clientAddress } from '../http/client-address.ts';
import { apiError } from '../http/errors.ts';
import { inputGuard } from '../http/input-guard.ts';
import { form, json, routeInputsOf } from '../http/route-inputs.ts';
import { sameOrigin } from '../http/same-origin.ts';
import { secureApi } from '../http/security-headers.ts';
import type { PaymentProvider } from '../payment/provider.ts';
import { loadCaller } from './admin-actor.ts';
import { auditLogRoutes } from './audit-log-routes.ts';
import { adminOpenApi } from './openapi.ts';
import { orderRoutes } from './order-routes.ts';
import { staffAuthRoutes } from './staff-auth-routes.ts';
import { staffRoutes } from './staff-routes.ts';
import { stockRoutes } from './stock-routes.ts';

/** Where the owner's side's API is served. */
export const ADMIN_API_BASE = '/api/admin';

/** The /api/admin calls that take a body (the input guard's table; route-inputs.ts). */
export const ADMIN_ROUTE_INPUTS = {
  'POST /auth/login': form(),
  'POST /auth/password': form(),
  'POST /auth/totp/enable': form(),
  'POST /auth/totp/disable': form(),
  'POST /orders/:orderNo/shipments': json(),
  'POST /orders/:orderNo/notes': json<OrderNoteBody>('text'),
  // Up to STOCK_ITEMS_MAX items of about 100 bytes each.
  'PUT /stock': { ...json(), maxBytes: 1024 * 1024 },
} as const;

/** Options of the owner's side's API: the payment provider a cancelled card order is refunded through. */
export interface AdminApiOptions extends ApiServiceOptions {
  payment?: PaymentProvider | null;
}

/** The /api/admin application on a database. */
export function createAdminApi(db: Database, options: AdminApiOptions = {}) {
  const payment = options.payment ?? null;
  const { rateLimiter, passwords, site, trustedProxies } = apiServices(db, options);
  const app = new Hono<AppEnv>().basePath(ADMIN_API_BASE);
  app.use(secureApi(site, () => false));
  // Never in a search engine, whatever links to it.
  app.use(async (c, next) => {
    await next();
    try {
      c.res.headers.set('x-robots-tag', 'noindex, nofollow');
    } catch {
      c.header('x-robots-tag', 'noindex, nofollow');
    }
  });
  app.use(inputGuard(ADMIN_API_BASE, routeInputsOf(ADMIN_ROUTE_INPUTS)));
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('rateLimiter', rateLimiter);
    c.set('passwords', passwords);
    c.set('clientAddress', clientAddress(c, trustedProxies));
    c.set('site', site);
    c.set('payment', payment);
    await next();
  });
  // The document describes the calls, nothing of the shop's data: read without a key.
  app.get('/openapi.json', (c) => c.json(adminOpenApi()));
  app.use(loadCaller);
  app.use(sameOrigin);
  app.route('/auth', staffAuthRoutes);
  app.route('/staff', staffRoutes);
  app.route('/orders', orderRoutes);
  app.route('/stock', stockRoutes);
  app.route('/audit-log', auditLogRoutes);
  app.notFound((c) => apiError(c, 404, 'api.notFound'));
  app.onError(answerThrown('admin'));
  return app;
}

/** The owner's side's API application's type. */
export type AdminApi = ReturnType<typeof createAdminApi>;
