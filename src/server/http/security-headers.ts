import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { SiteAddress } from '../site-address.ts';

/**
 * The security headers of every answer, in one place: the pages and files that `npm start` serves
 * (from dist/client or through Astro) and the API.
 *
 * Pages carry two Content-Security-Policies that the browser enforces together: the one Astro writes
 * into each page's <meta http-equiv> at build time (security.csp in astro.config.mjs: 'self' and the
 * hashes of the page's inline scripts and styles), and this HTTP one with what a <meta> cannot say
 * (frame-ancestors) or should say before the page is parsed (base-uri, object-src, form-action). This
 * one names no script or style sources on purpose: it would block the hashed inline scripts.
 */

/** A set of response headers: lower-case name to value. */
export type HeaderSet = Readonly<Record<string, string>>;

/** The HTTP policy of pages and files; {frame} is who may frame them. */
const pagePolicy = (frame: string) =>
  `base-uri 'none'; object-src 'none'; form-action 'self'; frame-ancestors ${frame}`;

/** The API answers JSON: nothing in it may load anything or be framed. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** One year, subdomains included: the shop's https is for good once SITE_URL says https. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The payment page the checkout opens in a same-origin frame (src/pages/payment/start.astro). */
const PAYMENT_FRAME = /^(?:\/en)?\/payment\/start(?:\/|\/index\.html)?(?:[?#]|$)/;

/** Whether a request target is the payment frame page, the one page the shop itself may frame. */
export function isPaymentFramePath(url: string): boolean {
  return PAYMENT_FRAME.test(url);
}

/** The headers every answer carries: no MIME sniffing, no full URL to other sites, HSTS on https. */
function common(site: Pick<SiteAddress, 'https'>): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    ...(site.https ? { 'strict-transport-security': HSTS } : {}),
  };
}

/**
 * The headers of a page or file answer for a request target: framing refused ('none', and
 * X-Frame-Options DENY for browsers without frame-ancestors) but for the payment frame, which the
 * shop's own pages may frame ('self', SAMEORIGIN).
 */
export function pageSecurityHeaders(url: string, site: Pick<SiteAddress, 'https'>): HeaderSet {
  const framed = isPaymentFramePath(url);
  return {
    ...common(site),
    'content-security-policy': pagePolicy(framed ? "'self'" : "'none'"),
    'x-frame-options': framed ? 'SAMEORIGIN' : 'DENY',
  };
}

/** The headers of every API answer. */
export function apiSecurityHeaders(site: Pick<SiteAddress, 'https'>): HeaderSet {
  return { ...common(site), 'content-security-policy': API_POLICY, 'x-frame-options': 'DENY' };
}

/**
 * A step of `npm start`'s listener: puts the page headers on the response before the static files or
 * Astro write theirs.
 */
export function securePages(
  site: Pick<SiteAddress, 'https'>,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    for (const [name, value] of Object.entries(pageSecurityHeaders(req.url ?? '/', site)))
      res.setHeader(name, value);
  };
}

/**
 * API middleware: the API headers on every answer, and `Cache-Control: no-store` on every answer but
 * the public reads (`isPublic`, the catalog reads that read no session and may be cached): whatever
 * read a session may be personal, and no proxy or CDN may keep it.
 */
export function secureApi(
  site: Pick<SiteAddress, 'https'>,
  isPublic: (c: Context) => boolean,
): MiddlewareHandler {
  const publicHeaders = Object.entries(apiSecurityHeaders(site));
  const privateHeaders: [string, string][] = [...publicHeaders, ['cache-control', 'no-store']];
  return async (c, next) => {
    await next();
    const headers = isPublic(c) ? publicHeaders : privateHeaders;
    // On the answer's own headers: c.header() after the handler copies the answer into one with a
    // streamed body, which @hono/node-server then reads and writes in pieces, at a fifth of the
    // throughput of a trivial route. Headers that cannot change (Response.redirect's) are copied.
    try {
      for (const [name, value] of headers) c.res.headers.set(name, value);
    } catch {
      for (const [name, value] of headers) c.header(name, value);
    }
  };
}
