import type { MiddlewareHandler } from 'hono';
import { apiError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests from other sites (cross-site request forgery): the browser's
 * Sec-Fetch-Site says 'cross-site', or the Origin header names another host than the request's.
 */
export const sameOrigin: MiddlewareHandler = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const site = c.req.header('sec-fetch-site');
    const origin = c.req.header('origin');
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    let foreign = site === 'cross-site';
    if (!foreign && origin && origin !== 'null') {
      try {
        foreign = new URL(origin).host !== host;
      } catch {
        foreign = true;
      }
    } else if (origin === 'null') foreign = true;
    if (foreign) return apiError(c, 403, 'api.crossSite');
  }
  await next();
  return undefined;
};
