import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { apiError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests from other sites (cross-site request forgery): the browser's
 * Sec-Fetch-Site says 'cross-site', or the Origin header names another site. With SITE_URL set the
 * Origin must be exactly the shop's origin (scheme, host and port: an http:// page cannot post to the
 * https shop, and a proxy that rewrites Host changes nothing); on the quick start, without SITE_URL,
 * it must name the host the request was sent to. GET and HEAD never change state (no route may).
 */
export const sameOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    let foreign = site === 'cross-site' || origin === 'null';
    if (!foreign && origin)
      foreign = !sameSite(
        origin,
        c.get('site').configured ? c.get('site').origin : undefined,
        c.req.header('host') ?? new URL(c.req.url).host,
      );
    if (foreign) return apiError(c, 403, 'api.crossSite');
  }
  await next();
  return undefined;
};

/** Whether an Origin header names the shop: SITE_URL's origin when configured, else the request's host. */
function sameSite(origin: string, siteOrigin: string | undefined, host: string): boolean {
  try {
    const url = new URL(origin);
    return siteOrigin ? url.origin === siteOrigin : url.host === host;
  } catch {
    return false;
  }
}
