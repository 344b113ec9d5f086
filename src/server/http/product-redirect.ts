import { canonicalPath, productIdOfSlug, splitLocale } from '../../domain/site-paths.ts';

/**
 * Where a product link reached under a brand or category prefix (/{brand}/{seo}-p-{id}, SPEC §2's
 * /{brand}/{url} and /{locale}/{brand}/{url} patterns) moves permanently: the product's one page,
 * query kept. Undefined for every other request URL.
 */
export function productRedirect(url: string): string | undefined {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const segments = splitLocale(decoded).path.split('/').filter(Boolean);
  const last = segments.at(-1);
  if (segments.length < 2 || !last || productIdOfSlug(last) === undefined) return undefined;
  if (!segments.every((s) => /^[a-z0-9-]+$/.test(s))) return undefined;
  return `${canonicalPath(decoded)}${q === -1 ? '' : url.slice(q)}`;
}
