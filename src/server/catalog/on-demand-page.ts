/**
 * What the on-demand page (src/pages/[...path].astro, and its English twin) answers for a path no
 * built file served: the page of a product imported since the build, the 410 page of a product
 * withdrawn since, or nothing (Astro's 404 page, as for any unknown path).
 */
import { productOfPagePath } from '../../domain/site-paths.ts';
import { goneOf } from './gone-path.ts';
import type { GonePage } from './gone-products.ts';
import { liveCatalog } from './live-catalog.ts';
import type { ProductSlugPage } from './live-product-page.ts';

/** The answer of the on-demand page. */
export type OnDemandPage =
  | { kind: 'product'; page: ProductSlugPage }
  | ({ kind: 'gone' } & GonePage)
  | { kind: 'none' };

/**
 * A page rendered on demand is kept briefly: the next build replaces it with a static page (whose
 * own validators then apply), and a product withdrawn meanwhile must not stay cached for long.
 */
export const ON_DEMAND_CACHE = 'public, max-age=60';

/** The on-demand answer for a request's method and path. */
export async function onDemandPage(method: string, pathname: string): Promise<OnDemandPage> {
  const catalog = liveCatalog();
  if (!catalog || (method !== 'GET' && method !== 'HEAD')) return { kind: 'none' };
  const renamed = goneOf(pathname);
  if (renamed) {
    const gone = catalog.gone(renamed.id);
    return gone ? { kind: 'gone', ...gone } : { kind: 'none' };
  }
  const named = productOfPagePath(pathname);
  if (!named) return { kind: 'none' };
  const page = await catalog.productPage(named.id, named.slug);
  if (page) return { kind: 'product', page };
  const gone = catalog.gone(named.id);
  return gone ? { kind: 'gone', ...gone } : { kind: 'none' };
}
