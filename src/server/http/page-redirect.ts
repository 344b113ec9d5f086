import { canonicalPath, productIdOfSlug, splitLocale } from '../../domain/site-paths.ts';

/**
 * Where a page reached under another of SPEC §2's patterns moves permanently, query kept:
 * - a product link under a brand or category prefix (/{brand}/{seo}-p-{id}, /{locale}/{brand}/{url})
 *   goes to the product's one page;
 * - a page under the Turkish locale's prefix (/tr, /tr/{url}, /tr/{brand}/{url}) goes to the same
 *   page without it: Turkish is the shop's own language and its pages have no prefix (only /en has
 *   one), so /tr/... is served as the one Turkish page rather than as a copy search engines would
 *   count twice.
 * Undefined for every other request URL.
 */
export function pageRedirect(url: string): string | undefined {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  const query = q === -1 ? '' : url.slice(q);
  const turkish = pathname === '/tr' || pathname.startsWith('/tr/');
  const rest = turkish ? pathname.slice(3) || '/' : pathname;
  // Never a protocol-relative target (/tr//host, /tr/\host): such a request is left to the 404 page.
  if (turkish && (/^\/[/\\]/.test(rest) || rest.includes('\\'))) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(rest);
  } catch {
    return undefined;
  }
  const segments = splitLocale(decoded).path.split('/').filter(Boolean);
  const last = segments.at(-1);
  const product =
    segments.length >= 2 &&
    last !== undefined &&
    productIdOfSlug(last) !== undefined &&
    segments.every((s) => /^[a-z0-9-]+$/.test(s));
  if (product) return `${canonicalPath(decoded)}${query}`;
  return turkish ? `${rest}${query}` : undefined;
}
