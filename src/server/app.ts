import { type Context, Hono } from 'hono';
import { type GateSize, PasswordGate, type PasswordHasher, PasswordsBusy } from './auth/password-gate.ts';
import { loadSession } from './auth/session.ts';
import { clearOnCatalogChange } from './catalog/catalog-changes.ts';
import { rateLimitsFromEnv, trustedProxiesFromEnv } from './config.ts';
import type { Database } from './db/client.ts';
import type { AppEnv } from './http/app-env.ts';
import { clientAddress } from './http/client-address.ts';
import { apiError } from './http/errors.ts';
import { inputGuard } from './http/input-guard.ts';
import { RateLimiter } from './http/rate-limit.ts';
import { type RateLimitOverrides, resolvePolicies } from './http/rate-limit-policies.ts';
import { Refused } from './http/refusal.ts';
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
import { type SiteAddress, siteAddress } from './site-address.ts';

/** Options of the API: the payment provider, list caching, client addresses, rate limits, hashing. */
export interface ApiOptions {
  /**
   * Where card payments go (src/server/payment/provider-config.ts builds it from configuration).
   * Without one (the default) the shop offers no card payment.
   */
  payment?: PaymentProvider | null;
  /** Milliseconds a product-list answer is reused (0, the default, turns the cache off). */
  listCacheMs?: number;
  /** Proxies in front that append to X-Forwarded-For (default: TRUSTED_PROXIES, else 0). */
  trustedProxies?: number;
  /** Changed rate limits (default: RATE_LIMITS). */
  rateLimits?: RateLimitOverrides;
  /** The rate limiter's clock (tests move it). */
  now?: () => number;
  /** How passwords are hashed (default scrypt) and how many hashes run and wait at once. */
  passwordHasher?: PasswordHasher;
  passwordGate?: GateSize;
  /** The shop's public address; SITE_URL (else the quick start's) when not given. */
  site?: SiteAddress;
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
  const trustedProxies = options.trustedProxies ?? trustedProxiesFromEnv();
  const rateLimiter = new RateLimiter(
    db,
    resolvePolicies(options.rateLimits ?? rateLimitsFromEnv()),
    options.now,
  );
  const passwords = new PasswordGate(options.passwordHasher, options.passwordGate);
  const site = options.site ?? siteAddress();
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
  app.onError((err, c) => {
    // A service's refusal (an order that cannot be placed, say) answers its own error.
    if (err instanceof Refused) return apiError(c, err.status, err.key, err.params);
    if (err instanceof PasswordsBusy) {
      c.header('Retry-After', '5');
      return apiError(c, 503, 'api.busy');
    }
    console.error(`[api] ${c.req.method} ${c.req.path}:`, err);
    return apiError(c, 500, 'common.technicalError');
  });
  return app;
}

/** The API application's type, for typed clients. */
export type Api = ReturnType<typeof createApi>;
