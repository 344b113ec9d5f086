import { type Context, Hono } from 'hono';
import { loadSession } from './auth/session.ts';
import { clearOnCatalogChange } from './catalog/catalog-changes.ts';
import type { Database } from './db/client.ts';
import { type ApiServiceOptions, answerThrown, apiServices } from './http/api-services.ts';
import type { AppEnv } from './http/app-env.ts';
import { clientAddress } from './http/client-address.ts';
import { apiError } from './http/errors.ts';
import { inputGuard } from './http/input-guard.ts';
import { ResponseCache } from './http/response-cache.ts';
import { sameOrigin } from './http/same-origin.ts';
import { secureApi } from './http/security-headers.ts';
import type { PaymentProvider } from './payment/provider.ts';
import { accountInfoRoutes, accountRoutes } from './routes/account.ts';
import { addressRoutes, postAddressRoutes } from './routes/address.ts';
import { authRoutes } from './routes/auth.ts';
import { binControlRoutes } from './routes/bin-control.ts';
import { cartRoutes } from './routes/cart.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { commentRoutes, myCommentRoutes, productCommentRoutes } from './routes/comments.ts';
import { cookieRoutes } from './routes/cookies.ts';
import { orderCancelRoutes, orderListRoutes } from './routes/orders.ts';
import { paymentRoutes } from './routes/payment.ts';
import { productDetailRoutes, productRoutes } from './routes/products.ts';
import { referenceRoutes } from './routes/reference.ts';
import { settingsRoutes } from './routes/settings.ts';
import { storeRoutes } from './routes/store.ts';
import { wishlistRoutes } from './routes/wishlist.ts';

/** Options of the API: the payment provider, list caching, and the parts shared with the other API. */
export interface ApiOptions extends ApiServiceOptions {
  /**
   * Where card payments go (src/server/payment/provider-config.ts builds it from configuration).
   * Without one (the default) the shop offers no card payment.
   */
  payment?: PaymentProvider | null;
  /** Milliseconds a product-list answer is reused (0, the default, turns the cache off). */
  listCacheMs?: number;
}

/** Public catalog reads: the same answer for every visitor, so no session is read for them. */
const PUBLIC_READ = /^\/api\/catalog\/(products|product|reference|store)(\/|$)/;

/** Whether a call is a public catalog read (the session middleware reads none for it): may be cached. */
const isPublicRead = (c: Context) =>
  (c.req.method === 'GET' || c.req.method === 'HEAD') && PUBLIC_READ.test(c.req.path);

/** Calls that change stock (order save, cancel, card payment): cached lists are dropped after them. */
const STOCK_CHANGE = /^\/api\/catalog\/(cart\/?$|order\/|payment(\/|$))/;

/** Where the API is served. */
const API_BASE = '/api/catalog';

/** The /api/catalog application on a database: one sub-app per resource. */
export function createApi(db: Database, options: ApiOptions = {}) {
  const payment = options.payment ?? null;
  const listCache = new ResponseCache(options.listCacheMs ?? 0);
  // An import or a stock file written in this process drops the cached lists at once.
  clearOnCatalogChange(listCache);
  const { rateLimiter, passwords, site, trustedProxies } = apiServices(db, options);
  const app = new Hono<AppEnv>().basePath(API_BASE);
  // Security headers on every answer, the guard's refusals included (security-headers.ts).
  app.use(secureApi(site, isPublicRead));
  // Bad input is refused before anything else runs: no session read, no handler (input-guard.ts).
  app.use(inputGuard(API_BASE));
  // Liveness for load balancers, and the benchmarks' ceiling: no database, no session.
  app.get('/health', (c) => c.json({ ok: true }));
  app.use(async (c, next) => {
    c.set('db', db);
    c.set('payment', payment);
    c.set('listCache', listCache);
    c.set('rateLimiter', rateLimiter);
    c.set('passwords', passwords);
    c.set('clientAddress', clientAddress(c, trustedProxies));
    c.set('site', site);
    if (isPublicRead(c)) c.set('session', null);
    else await loadSession(c);
    await next();
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (!read && c.res.ok && STOCK_CHANGE.test(c.req.path)) listCache.clear();
  });
  app.use(sameOrigin);
  app.route('/auth', authRoutes);
  app.route('/cart', cartRoutes);
  app.route('/checkout', checkoutRoutes);
  app.route('/products', productRoutes);
  app.route('/product', productDetailRoutes);
  app.route('/product', productCommentRoutes);
  app.route('/comment', commentRoutes);
  app.route('/comments', myCommentRoutes);
  app.route('/wishlist', wishlistRoutes);
  app.route('/orders', orderListRoutes);
  app.route('/order', orderCancelRoutes);
  app.route('/accountinfo', accountInfoRoutes);
  app.route('/account', accountRoutes);
  app.route('/address', addressRoutes);
  app.route('/post_address', postAddressRoutes);
  app.route('/settings', settingsRoutes);
  app.route('/cookies', cookieRoutes);
  app.route('/bin-control', binControlRoutes);
  app.route('/payment', paymentRoutes);
  app.route('/store', storeRoutes);
  app.route('/reference', referenceRoutes);
  app.notFound((c) => apiError(c, 404, 'api.notFound'));
  app.onError(answerThrown('api'));
  return app;
}

/** The API application's type, for typed clients. */
export type Api = ReturnType<typeof createApi>;
